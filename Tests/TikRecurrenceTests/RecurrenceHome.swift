import Foundation
import TikCLI
import TikCore
import TikJalali
import TikRecurrence
import TikTestSupport

/// The shared temporary home with the Jalali and recurrence plugins on.
final class RecurrenceHome: TemporaryHome {
  init(now: String = "2026-09-24T09:00", config: String? = nil) throws {
    super.init(now: now, plugins: [JalaliPlugin.self, RecurrencePlugin.self], config: config)
  }

  /// The plugins the executable would list.
  var pluginTypes: [any Plugin.Type] {
    get { plugins }
    set { plugins = newValue }
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
}

extension Todo {
  /// The stored rule, read.
  var rule: RepeatRule? { repeatRule.flatMap { RepeatRule(storedText: $0) } }
}
