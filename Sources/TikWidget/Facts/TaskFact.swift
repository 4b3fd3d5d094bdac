import TikCore

/// One task as a card shows it.
public struct TaskFact: Equatable, Sendable {
  public var id: Int64
  public var title: String
  public var day: Day?
  public var minute: Int?
  public var status: Status

  /// Where the task stands on the widget.
  public enum Status: String, Sendable {
    case open, snoozed, done, moved
  }

  public init(id: Int64, title: String, day: Day?, minute: Int?, status: Status) {
    self.id = id
    self.title = title
    self.day = day
    self.minute = minute
    self.status = status
  }

  /// The task as the widget keeps it: its title made clean.
  init(_ todo: Todo, status: Status) {
    self.init(
      id: todo.id, title: CleanText.line(todo.title), day: todo.day,
      minute: todo.day == nil ? nil : todo.minute, status: status)
  }

  /// Open and due before `today`.
  func isOverdue(on today: Day) -> Bool {
    (status == .open || status == .snoozed) && day.map { $0 < today } ?? false
  }
}
