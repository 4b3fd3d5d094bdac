#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What tik knows of the world it runs in: variables, terminals, the clock.
///
/// Front ends read the process's environment through `Environment.process`; tests build
/// one from a dictionary, so every decision made from the environment can be checked.
public struct Environment: Sendable {
  public var variables: [String: String]
  public var stdinIsTerminal: Bool
  public var stdoutIsTerminal: Bool
  public var stderrIsTerminal: Bool
  /// Columns of the terminal on stdout, when it is one.
  public var terminalWidth: Int?

  public init(
    variables: [String: String], stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false,
    stderrIsTerminal: Bool = false, terminalWidth: Int? = nil
  ) {
    self.variables = variables
    self.stdinIsTerminal = stdinIsTerminal
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.terminalWidth = terminalWidth
  }

  /// The variables tik reads, from the running process.
  public static var process: Environment {
    let names = [
      "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "TIK_NOW", "NO_COLOR", "TERM",
      "COLUMNS", "LANG", "LC_ALL", "LC_MESSAGES", "TERM_PROGRAM", "VTE_VERSION", "TMUX",
      "KONSOLE_VERSION", "COLORFGBG", "KITTY_WINDOW_ID", "WT_SESSION", "XDG_CACHE_HOME",
      "COLORTERM",
    ]
    var variables: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { variables[name] = String(cString: value) }
    }
    var size = winsize()
    let width: Int? =
      isatty(1) != 0 && ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
      ? Int(size.ws_col) : nil
    return Environment(
      variables: variables, stdinIsTerminal: isatty(0) != 0, stdoutIsTerminal: isatty(1) != 0,
      stderrIsTerminal: isatty(2) != 0, terminalWidth: width)
  }

  public subscript(_ name: String) -> String? { variables[name] }

  /// Colour only on a terminal, never with `NO_COLOR` set (to anything) or `TERM=dumb`.
  public var usesColor: Bool {
    let noColor = self["NO_COLOR"].map { !$0.isEmpty } ?? false
    return stdoutIsTerminal && !noColor && self["TERM"] != "dumb"
  }

  /// The clock: `TIK_NOW` when set, the system's local time otherwise.
  public func clock() throws(TikError) -> any Clock {
    if let now = self["TIK_NOW"], !now.isEmpty { return try FixedClock.parse(now) }
    return SystemClock()
  }

  /// Language of the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), used on the first run only.
  public var localeLanguage: Language {
    let locale =
      ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { self[$0] }
      .first { !$0.isEmpty } ?? ""
    return locale.hasPrefix("fa") ? .persian : .english
  }
}
