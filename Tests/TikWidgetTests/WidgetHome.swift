import Foundation
import TikCLI
import TikCore

@testable import TikWidget

/// A temporary XDG home with a fixed clock and the widget plugin on: a real SQLite file,
/// config and state directory, gone after the test.
final class WidgetHome {
  let root: String
  var now: String
  var plugins: [any Plugin.Type] = [WidgetPlugin.self]

  init(now: String = "2026-09-24T10:30") {
    var bytes = Array((NSTemporaryDirectory() + "tik-widget-XXXXXX").utf8CString)
    root = String(cString: mkdtemp(&bytes)!)
    self.now = now
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  var variables: [String: String] {
    [
      "HOME": root, "XDG_CONFIG_HOME": root + "/config", "XDG_DATA_HOME": root + "/data",
      "XDG_STATE_HOME": root + "/state", "TIK_NOW": now, "LANG": "en_US.UTF-8",
    ]
  }

  var snapshotPath: String { root + "/state/tik/widget.snapshot" }
  var logPath: String { root + "/state/tik/widget.state" }

  /// A context as a front end builds it.
  func context() throws -> Context {
    try Context(environment: Environment(variables: variables), pluginTypes: plugins)
  }

  func writeConfig(_ text: String) throws {
    try FileManager.default.createDirectory(
      atPath: root + "/config/tik", withIntermediateDirectories: true)
    try text.write(toFile: root + "/config/tik/config.toml", atomically: true, encoding: .utf8)
  }

  /// Runs a command line in process: output, errors and the exit code. `terminal` makes
  /// standard output an 80-column terminal without colour.
  @discardableResult
  func run(_ arguments: String..., terminal: Bool = false) -> (
    output: String, errors: String, status: Int32
  ) {
    run(arguments, terminal: terminal)
  }

  func run(_ arguments: [String], terminal: Bool = false) -> (
    output: String, errors: String, status: Int32
  ) {
    let console = MemoryConsole()
    var variables = self.variables
    if terminal { variables["NO_COLOR"] = "1" }
    let environment = Environment(
      variables: variables, stdinIsTerminal: false, stdoutIsTerminal: terminal,
      stderrIsTerminal: terminal, terminalWidth: terminal ? 80 : nil)
    let status = Tik.run(
      arguments: arguments, plugins: plugins, environment: environment, console: console)
    return (console.output, console.errors, status)
  }

  /// Adds a task by quick entry and returns its id.
  @discardableResult
  func add(_ text: String) throws -> Int64 {
    try context().add(text, on: .today).id
  }

  /// Stores a task as given (completed, created when it says), as if typed back then.
  @discardableResult
  func insert(_ todo: Todo) throws -> Todo {
    let context = try context()
    return try context.write { (_) throws(TikError) in try context.insert(todo) }
  }

  /// The snapshot on disk, parsed.
  func snapshot() throws -> Snapshot? {
    guard let text = try? String(contentsOfFile: snapshotPath, encoding: .utf8) else {
      return nil
    }
    return Snapshot(text: text)
  }

  /// Writes a snapshot of the given facts with this home's settings, as a writer would.
  func writeSnapshot(of facts: DayFacts) throws {
    let text = SnapshotFile.snapshot(of: facts, context: try context()).text
    try FileManager.default.createDirectory(
      atPath: root + "/state/tik", withIntermediateDirectories: true)
    try text.write(toFile: snapshotPath, atomically: true, encoding: .utf8)
  }

  /// The day `TIK_NOW` falls on.
  var today: Day { (try? FixedClock.parse(now).time.day) ?? Day(0) }
}
