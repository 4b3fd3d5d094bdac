import Foundation
import Testing
import TikCLI

@testable import TikCore

/// A temporary XDG home with a fixed clock: a real SQLite file and config, gone after the test.
final class TestHome {
  let root: String
  var now: String

  init(now: String = "2026-09-24T09:00") {
    let template = NSTemporaryDirectory() + "tik-test-XXXXXX"
    var bytes = Array(template.utf8CString)
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

  var configPath: String { root + "/config/tik/config.toml" }
  var databasePath: String { root + "/data/tik/tik.db" }

  /// A context as a front end builds it, with no plugins.
  func context(plugins: [any Plugin.Type] = []) throws -> Context {
    try Context(environment: Environment(variables: variables), pluginTypes: plugins)
  }

  func writeConfig(_ text: String) throws {
    try FileManager.default.createDirectory(
      atPath: root + "/config/tik", withIntermediateDirectories: true)
    try text.write(toFile: configPath, atomically: true, encoding: .utf8)
  }

  /// Runs a command line in process: output, errors and the exit code.
  @discardableResult
  func run(_ arguments: String..., input: [String] = [], terminal: Bool = false) -> (
    output: String, errors: String, status: Int32
  ) {
    let console = MemoryConsole(input: input)
    let environment = Environment(
      variables: variables, stdinIsTerminal: terminal, stdoutIsTerminal: terminal,
      stderrIsTerminal: terminal, terminalWidth: terminal ? 80 : nil)
    let status = Tik.run(
      arguments: arguments, plugins: [], environment: environment, console: console)
    return (console.output, console.errors, status)
  }

  /// Adds a task by quick entry on `view` and returns it.
  @discardableResult
  func add(_ text: String, on view: TodoView.Kind = .today, in context: Context? = nil) throws
    -> Todo
  {
    try (context ?? self.context()).add(text, on: view)
  }
}

extension Context {
  /// Today's tasks' titles in display order.
  func todayTitles() throws -> [String] {
    try read { (_) throws(TikError) in try ViewBuilder(context: self).today() }.todos.map(\.title)
  }
}
