import Foundation
import TikCLI
import TikCore
import TikTestSupport

@testable import TikWidget

/// The shared temporary home with the widget plugin on.
final class WidgetHome: TemporaryHome {
  init(now: String = "2026-09-24T10:30") {
    super.init(now: now, plugins: [WidgetPlugin.self])
    // The widget's terminal: standard output an 80-column terminal, without colour.
    terminalWithoutColor = true
    stdinIsTerminalWithTerminal = false
  }

  var snapshotPath: String { root + "/state/tik/widget.snapshot" }
  var logPath: String { root + "/state/tik/widget.state" }

  /// Adds a task by quick entry and returns its id.
  @discardableResult
  func add(_ text: String) throws -> Int64 {
    try add(text, on: .today).id
  }

  /// Stores a task as given (completed, created when it says), as if typed back then.
  @discardableResult
  func insert(_ todo: Todo) throws -> Todo {
    let context = try context()
    return try context.write { (_) throws(TikError) in try context.insert(todo) }
  }

  /// The snapshot on disk, parsed.
  func snapshot() throws -> TikWidget.Snapshot? {
    guard let text = try? String(contentsOfFile: snapshotPath, encoding: .utf8) else {
      return nil
    }
    return TikWidget.Snapshot(text: text)
  }

  /// Writes a snapshot of the given facts with this home's settings, as a writer would.
  func writeSnapshot(of facts: DayFacts) throws {
    let text = SnapshotFile.snapshot(of: facts, context: try context()).text
    try FileManager.default.createDirectory(
      atPath: root + "/state/tik", withIntermediateDirectories: true)
    try text.write(toFile: snapshotPath, atomically: true, encoding: .utf8)
  }
}
