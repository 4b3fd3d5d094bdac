/// Where tik keeps its files, after the XDG base directory specification.
public struct Paths: Sendable {
  /// `$XDG_CONFIG_HOME/tik/config.toml`
  public var config: String
  /// `$XDG_DATA_HOME/tik/tik.db`
  public var database: String
  /// `$XDG_STATE_HOME/tik/`: history, last view, widget snapshot.
  public var stateDirectory: String

  public init(config: String, database: String, stateDirectory: String) {
    self.config = config
    self.database = database
    self.stateDirectory = stateDirectory
  }

  public init(environment: Environment) {
    let home = environment["HOME"] ?? "/"
    func base(_ variable: String, _ fallback: String) -> String {
      // The specification says relative paths are invalid and must be ignored.
      if let value = environment[variable], value.hasPrefix("/") { return value }
      return home + "/" + fallback
    }
    config = base("XDG_CONFIG_HOME", ".config") + "/tik/config.toml"
    database = base("XDG_DATA_HOME", ".local/share") + "/tik/tik.db"
    stateDirectory = base("XDG_STATE_HOME", ".local/state") + "/tik"
  }
}
