#if canImport(Testing)
  import Foundation
  import TikCLI
  import TikCore

  /// A temporary XDG home with a fixed clock, where tik runs in process as a user would
  /// run it: a real SQLite file, a real config file, gone after the test.
  public final class TemporaryHome {
    public let root: String
    public var now: String
    public var plugins: [any Plugin.Type]

    public init(now: String = "2026-09-24T09:00", plugins: [any Plugin.Type] = []) {
      var bytes = Array((NSTemporaryDirectory() + "tik-home-XXXXXX").utf8CString)
      root = String(cString: mkdtemp(&bytes)!)
      self.now = now
      self.plugins = plugins
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    public var variables: [String: String] {
      [
        "HOME": root, "XDG_CONFIG_HOME": root + "/config", "XDG_DATA_HOME": root + "/data",
        "XDG_STATE_HOME": root + "/state", "TIK_NOW": now, "LANG": "C.UTF-8",
      ]
    }

    public var configPath: String { root + "/config/tik/config.toml" }
    public var databasePath: String { root + "/data/tik/tik.db" }
    public var stateDirectory: String { root + "/state/tik" }

    public func writeConfig(_ text: String) throws {
      try FileManager.default.createDirectory(
        atPath: root + "/config/tik", withIntermediateDirectories: true)
      try text.write(toFile: configPath, atomically: true, encoding: .utf8)
    }

    /// A context as a front end builds it.
    public func context() throws -> Context {
      try Context(environment: Environment(variables: variables), pluginTypes: plugins)
    }

    /// Runs a command line in process, as `tik ARGUMENTS…` into a pipe.
    @discardableResult
    public func run(_ arguments: [String]) -> (output: String, errors: String, status: Int32) {
      let console = MemoryConsole()
      let status = Tik.run(
        arguments: arguments, plugins: plugins, environment: Environment(variables: variables),
        console: console)
      return (console.output, console.errors, status)
    }

    @discardableResult
    public func run(_ arguments: String...) -> (output: String, errors: String, status: Int32) {
      run(arguments)
    }

    /// The names of the database's tables, sorted.
    public func tables() throws -> [String] {
      var names: [String] = []
      try context().read { (store) throws(TikError) in
        try store.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") {
          names.append($0.text(0))
        }
      }
      return names
    }

    /// The files in the state directory, by name, and what they hold (a snapshot's
    /// `stamp` line, the real time of its writing, left out).
    public func stateFiles() -> [String: String] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: stateDirectory)) ?? []
      var files: [String: String] = [:]
      for name in names {
        let text = (try? String(contentsOfFile: stateDirectory + "/" + name, encoding: .utf8)) ?? ""
        files[name] = text.split(separator: "\n").filter { !$0.hasPrefix("stamp\t") }
          .joined(separator: "\n")
      }
      return files
    }
  }
#endif
