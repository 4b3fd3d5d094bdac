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

  /// Reminders whose moment has come in the last `window` seconds (a day unless said),
  /// oldest first, fired or not.
  public func due(
    at now: LocalTime, within window: Int = ReminderSchedule.window, store: Store
  ) throws(TikError) -> [Reminder] {
    try reminders(
      after: LocalTime(seconds: now.seconds - window), through: now, around: now, store: store)
  }

  /// The next moment a reminder comes after `now`, within two days.
  public func next(after now: LocalTime, store: Store) throws(TikError) -> LocalTime? {
    try reminders(after: now, through: nil, around: now, limit: 1, store: store).first?.due
  }

  /// The reminders due after `start` and, when given, not after `end`, oldest first (the
  /// first `limit`): the tasks' own moments, found by time in the open tasks' index (a
  /// task's moment is its time less the offset), and the ends of their snoozes. Only
  /// tasks due within two days of `now` count.
  private func reminders(
    after start: LocalTime, through end: LocalTime?, around now: LocalTime, limit: Int? = nil,
    store: Store
  ) throws(TikError) -> [Reminder] {
    let first = now.day.adding(days: -2)
    let last = now.day.adding(days: 2)
    let shift = offset * 60
    var result = try store.openTimedTodos(
      from: first, through: last, timedAfter: LocalTime(seconds: start.seconds + shift),
      notAfter: end.map { LocalTime(seconds: $0.seconds + shift) }, limit: limit
    ).compactMap { todo in moment(of: todo).map { Reminder(todo: todo, due: $0) } }
    for (id, until) in try store.snoozes().sorted(by: { $0.key < $1.key })
    where until > start && end.map({ until <= $0 }) ?? true {
      guard let todo = try store.todo(id: id), moment(of: todo) != nil, let day = todo.day,
        day >= first && day <= last
      else { continue }
      result.append(Reminder(todo: todo, due: until))
    }
    result.sort { $0.due < $1.due }
    return limit.map { Array(result.prefix($0)) } ?? result
  }
}
