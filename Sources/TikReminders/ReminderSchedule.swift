import TikCore

/// A task's reminder at one moment: when its time (less the offset) comes, or when a
/// snooze runs out.
public struct Reminder: Equatable, Sendable {
  public var todo: Todo
  public var due: LocalTime
}

/// Which reminders are due, computed from the tasks themselves: moving, editing, ticking
/// or deleting a task moves or cancels its reminder with nothing else to update.
public struct ReminderSchedule: Sendable {
  /// Minutes before a task's time that its reminder comes (`reminder_offset`).
  public var offset: Int
  /// How far back a reminder that nobody ran still fires: a day.
  public static let window = 86_400

  public init(offset: Int) { self.offset = offset }

  /// The moment a task's own reminder is due: its time less the offset; nil without one.
  public func moment(of todo: Todo) -> LocalTime? {
    guard !todo.isDone, let day = todo.day, let minute = todo.minute else { return nil }
    return LocalTime(seconds: LocalTime(day: day, minute: minute).seconds - offset * 60)
  }

  /// The task's reminders: its own moment, and a snooze's end when there is one.
  public func moments(of todo: Todo, snoozedUntil: LocalTime?) -> [LocalTime] {
    guard let own = moment(of: todo) else { return [] }
    return [own] + (snoozedUntil.map { [$0] } ?? [])
  }

  /// Reminders whose moment has come in the last day, oldest first, fired or not.
  public func due(at now: LocalTime, store: Store) throws(TikError) -> [Reminder] {
    try reminders(store: store, around: now).filter {
      $0.due <= now && now.seconds - $0.due.seconds < ReminderSchedule.window
    }
  }

  /// The next moment a reminder comes after `now`, within two days.
  public func next(after now: LocalTime, store: Store) throws(TikError) -> LocalTime? {
    try reminders(store: store, around: now).map(\.due).filter { $0 > now }.min()
  }

  private func reminders(store: Store, around now: LocalTime) throws(TikError) -> [Reminder] {
    let todos = try store.openTimedTodos(
      from: now.day.adding(days: -2), through: now.day.adding(days: 2))
    let snoozes = try store.snoozes()
    var result: [Reminder] = []
    for todo in todos {
      for due in moments(of: todo, snoozedUntil: snoozes[todo.id]) {
        result.append(Reminder(todo: todo, due: due))
      }
    }
    return result.sorted { $0.due < $1.due }
  }
}
