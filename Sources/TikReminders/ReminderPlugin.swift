import TikCore

/// Reminders: a task with a time taps you on the shoulder at its time less
/// `reminder_offset`, through the desktop notifier and in the REPL, with "Done" and
/// "Remind me in 10 minutes".
public struct ReminderPlugin: Plugin {
  public static let name = "reminders"

  /// How long a snooze lasts.
  static let snoozeMinutes = 10

  public init(context: Context) throws(TikError) {}

  public var commands: [CommandSpec] { [RemindCommand.spec, SnoozeCommand.spec] }

  static func schedule(_ context: Context) -> ReminderSchedule {
    ReminderSchedule(offset: context.config.number("reminder_offset"))
  }

  /// How long a due reminder stays among the notices.
  static let noticeSeconds = 3600

  /// Due reminders of the last hour, as lines with their two actions; a snoozed task's
  /// only once its snooze has ended.
  public func notices(context: Context) -> [String] {
    guard context.fields.contains(.time) else { return [] }
    let now = context.clock.now()
    let due =
      (try? context.read { (store) throws(TikError) -> [Reminder] in
        let snoozes = try store.snoozes()
        return try ReminderPlugin.schedule(context).due(
          at: now, within: ReminderPlugin.noticeSeconds, store: store
        ).filter { snoozes[$0.todo.id].map { $0 <= now } ?? true }
      }) ?? []
    var seen: Set<Int64> = []
    return due.reversed().filter { seen.insert($0.todo.id).inserted }
      .reversed().map { reminder in
        context.catalog.text(
          ReminderMessage.notice,
          TimeText.text(
            reminder.todo.minute ?? 0, twelveHour: context.config.uses12HourClock),
          reminder.todo.title, String(reminder.todo.id))
      }
  }

  /// The next reminder to fall due, or the first shown one to age out of the notices (the
  /// oldest of the last hour).
  public func noticesChange(after now: LocalTime, context: Context) -> LocalTime? {
    guard context.fields.contains(.time) else { return nil }
    return try? context.read { (store) throws(TikError) -> LocalTime? in
      let schedule = ReminderPlugin.schedule(context)
      let expiry = try schedule.due(
        at: now, within: ReminderPlugin.noticeSeconds, limit: 1, store: store
      ).first.map { LocalTime(seconds: $0.due.seconds + ReminderPlugin.noticeSeconds) }
      return [try schedule.next(after: now, store: store), expiry].compactMap { $0 }.min()
    }
  }

  /// Editing a task's date or time, ticking or unticking it, ends a snooze: its reminder
  /// follows the task again.
  public func taskDidChange(_ change: TaskChange, context: Context) throws(TikError) {
    let store = try context.store()
    switch change {
    case .edited(let before, let after)
    where before.day != after.day || before.minute != after.minute:
      try store.clearSnooze(taskID: after.id)
    case .completed(let todo), .reopened(let todo):
      try store.clearSnooze(taskID: todo.id)
    default:
      break
    }
  }
}
