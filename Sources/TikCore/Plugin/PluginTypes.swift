/// Something on screen that can have an address.
public enum LinkTarget: Equatable, Sendable {
  case view(TodoView.Kind)
  case task(Int64)
  case list(TodoList?)
  case day(Day)
  case story(Day)
  /// A part of a task that a plugin opens (`tik://task/7/PART`).
  case taskPart(Int64, String)
}

/// A plugin's notices: lines to show now, each already in the active language, and the
/// moment they next change by themselves (a reminder falls due or ages out), for readers
/// that keep them (the widget's snapshot); nil when only a write changes them.
public struct Notices: Equatable, Sendable {
  public var lines: [String]
  public var nextChange: LocalTime?

  public init(lines: [String] = [], nextChange: LocalTime? = nil) {
    self.lines = lines
    self.nextChange = nextChange
  }
}

/// What the REPL shows under its first screen: a line (a memory of a day some time ago),
/// and the tasks of it whose pictures go with it.
public struct Recollection: Sendable {
  public var line: String
  public var tasks: [Todo]

  public init(line: String, tasks: [Todo]) {
    self.line = line
    self.tasks = tasks
  }
}

/// What happened to a task.
public enum TaskChange: Sendable, Equatable {
  case added(Todo)
  case completed(Todo)
  case reopened(Todo)
  case edited(before: Todo, after: Todo)
  case deleted(Todo)
  /// The task is as it was, but what a plugin shows about it changed (a reminder was
  /// snoozed): readers that keep notices read them again.
  case noticed(Todo)
}
