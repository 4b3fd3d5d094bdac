#if canImport(Testing)
  import Foundation
  import TikCLI
  import TikCore

  /// A temporary XDG home with a fixed clock, where tik runs in process as a user would
  /// run it: a real SQLite file, a real config file, gone after the test. Every test
  /// target's home is this one, with its plugins and helpers of its own.
  open class TemporaryHome {
    public let root: String
    /// `TIK_NOW`: the clock every context and command of this home reads.
    public var now: String
    /// The plugins the executable would list.
    public var plugins: [any Plugin.Type]
    /// How `run(…, terminal: true)` sets the terminal up: colour off, and standard input
    /// a terminal too or not.
    public var terminalWithoutColor = false
    public var stdinIsTerminalWithTerminal = true

    public init(
      now: String = "2026-09-24T09:00", plugins: [any Plugin.Type] = [], config: String? = nil
    ) {
      var bytes = Array((NSTemporaryDirectory() + "tik-home-XXXXXX").utf8CString)
      root = String(cString: mkdtemp(&bytes)!)
      self.now = now
      self.plugins = plugins
      if let config { try? writeConfig(config) }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    public var variables: [String: String] {
      [
        "HOME": root, "XDG_CONFIG_HOME": root + "/config", "XDG_DATA_HOME": root + "/data",
        "XDG_STATE_HOME": root + "/state", "TIK_NOW": now, "LANG": "en_US.UTF-8",
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

    /// Runs a command line in process, as `tik ARGUMENTS…`: into a pipe, or with
    /// `terminal` on an 80-column terminal; `input` is what is typed.
    @discardableResult
    public func run(_ arguments: [String], input: [String] = [], terminal: Bool = false) -> (
      output: String, errors: String, status: Int32
    ) {
      let console = MemoryConsole(input: input)
      var variables = self.variables
      if terminal && terminalWithoutColor { variables["NO_COLOR"] = "1" }
      let environment = Environment(
        variables: variables, stdinIsTerminal: terminal && stdinIsTerminalWithTerminal,
        stdoutIsTerminal: terminal, stderrIsTerminal: terminal,
        terminalWidth: terminal ? 80 : nil)
      let status = Tik.run(
        arguments: arguments, plugins: plugins, environment: environment, console: console)
      return (console.output, console.errors, status)
    }

    @discardableResult
    public func run(_ arguments: String..., input: [String] = [], terminal: Bool = false) -> (
      output: String, errors: String, status: Int32
    ) {
      run(arguments, input: input, terminal: terminal)
    }

    /// Adds a task by quick entry on `view`, in `context` or a new one, and returns it.
    @discardableResult
    public func add(
      _ text: String, on view: TodoView.Kind = .today, in context: Context? = nil
    ) throws -> Todo {
      try (context ?? self.context()).add(text, on: view)
    }

    /// The day `TIK_NOW` falls on.
    public var today: Day { (try? FixedClock.parse(now).time.day) ?? Day(0) }

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
