import Foundation
import TikCLI
import TikCore
import TikJalali
import TikRecurrence

/// A temporary XDG home with a fixed clock, a real SQLite file and config, for running the
/// plugin through a real `Context`; gone after the test.
final class RecurrenceHome {
  let root: String
  /// `TIK_NOW`: the clock every context and command of this home reads.
  var now: String
  /// The plugins the executable would list.
  var pluginTypes: [any Plugin.Type] = [JalaliPlugin.self, RecurrencePlugin.self]

  init(now: String = "2026-09-24T09:00", config: String? = nil) throws {
    var bytes = Array((NSTemporaryDirectory() + "tik-recurrence-XXXXXX").utf8CString)
    root = String(cString: mkdtemp(&bytes)!)
    self.now = now
    if let config { try writeConfig(config) }
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  var variables: [String: String] {
    [
      "HOME": root, "XDG_CONFIG_HOME": root + "/config", "XDG_DATA_HOME": root + "/data",
      "XDG_STATE_HOME": root + "/state", "TIK_NOW": now, "LANG": "en_US.UTF-8",
    ]
  }

  func writeConfig(_ text: String) throws {
    try FileManager.default.createDirectory(
      atPath: root + "/config/tik", withIntermediateDirectories: true)
    try text.write(toFile: root + "/config/tik/config.toml", atomically: true, encoding: .utf8)
  }

  /// A context as a front end builds it, at the current `now`.
  func context() throws -> Context {
    try Context(environment: Environment(variables: variables), pluginTypes: pluginTypes)
  }

  /// Adds a task by quick entry on Today.
  @discardableResult
  func add(_ text: String) throws -> Todo {
    try context().add(text, on: .today)
  }

  /// Ticks a task as `tik done` does: one write transaction.
  @discardableResult
  func tick(_ id: Int64) throws -> Todo {
    let context = try context()
    return try context.write { (store) throws(TikError) in
      try context.complete(try context.todo(String(id), in: store))
    }
  }

  /// Unticks a task as `tik undone` does.
  @discardableResult
  func untick(_ id: Int64) throws -> Todo {
    let context = try context()
    return try context.write { (store) throws(TikError) in
      try context.reopen(try context.todo(String(id), in: store))
    }
  }

  /// Every task in creation order.
  func all() throws -> [Todo] {
    let context = try context()
    return try context.read { (store) throws(TikError) in try store.allTodos() }
  }

  func todo(_ id: Int64) throws -> Todo? {
    let context = try context()
    return try context.read { (store) throws(TikError) in try store.todo(id: id) }
  }

  /// The open tasks of the series that `id` belongs to (or starts).
  func openTasks(inSeriesOf id: Int64) throws -> [Todo] {
    try all().filter { ($0.seriesID == id || $0.id == id) && !$0.isDone }
  }

  /// Runs a command line in process: output, errors and the exit code.
  @discardableResult
  func run(_ arguments: String...) -> (output: String, errors: String, status: Int32) {
    run(arguments)
  }

  @discardableResult
  func run(_ arguments: [String]) -> (output: String, errors: String, status: Int32) {
    let console = MemoryConsole()
    let environment = Environment(
      variables: variables, stdinIsTerminal: false, stdoutIsTerminal: false,
      stderrIsTerminal: false, terminalWidth: nil)
    let status = Tik.run(
      arguments: arguments, plugins: pluginTypes, environment: environment, console: console)
    return (console.output, console.errors, status)
  }
}

extension Todo {
  /// The stored rule, read.
  var rule: RepeatRule? { repeatRule.flatMap { RepeatRule(storedText: $0) } }
}
