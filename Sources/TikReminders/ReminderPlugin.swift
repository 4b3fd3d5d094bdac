import TikCore

/// Reminders: a task with a time taps you on the shoulder at its time less
/// `reminder_offset`, through the desktop notifier and in the REPL, with "Done" and
/// "Remind me in 10 minutes".
public struct ReminderPlugin: CommandPlugin, PresentationPlugin, ChangeObserver, StoragePlugin {
  public static let name = "reminders"
  public static var schema: PluginSchema { Store.reminderSchema }
  public static var configKeys: [ConfigKey] {
    [
      ConfigKey(
        "reminder_offset", .number([0, 5, 15, 30, 60]), default: .integer(0),
        about: "How many minutes before a task's time its reminder is due."),
      ConfigKey(
        "notifier", .text, default: .string("notify-send"),
        about: "The command that shows a reminder on the desktop, run with notify-send's arguments."
      ),
    ]
  }

  /// How long a snooze lasts.
  static let snoozeMinutes = 10

  public init(context: Context) throws(TikError) {}

  public var commands: [CommandSpec] { [RemindCommand.spec, SnoozeCommand.spec] }

  static func schedule(_ context: Context) -> ReminderSchedule {
    ReminderSchedule(offset: context.config.number("reminder_offset"))
  }

  /// How long a due reminder stays among the notices.
  static let noticeSeconds = 3600
  /// How many due reminders the REPL and the prompt name one by one.
  static let noticeLines = 3

  /// Due reminders of the last hour, as lines with their two actions (a snoozed task's
  /// only once its snooze has ended), and the next moment that changes: a reminder falls
  /// due, or the oldest shown one ages out.
  public func notices(context: Context) -> Notices {
    guard context.fields.contains(.time) else { return Notices() }
    let now = ReminderSchedule.Now(context.clock)
    let found = try? context.read { (store) throws(TikError) in
      let schedule = ReminderPlugin.schedule(context)
      let due = try schedule.notices(
        at: now, within: ReminderPlugin.noticeSeconds, first: ReminderPlugin.noticeLines,
        store: store)
      return (due, try schedule.next(after: now, store: store))
    }
    guard let (due, next) = found else { return Notices() }
    let expiry = due.oldest.map {
      LocalTime(seconds: $0.due.seconds + ReminderPlugin.noticeSeconds)
    }
    // A few lines, the oldest first, and how many more: a hundred tasks due in the same
    // hour would push Today off the screen, and the widget shows one.
    var lines = ReminderPlugin.lines(due.first, context: context)
    if due.total > due.first.count {
      lines.append(
        context.catalog.text(ReminderMessage.moreNotices, String(due.total - due.first.count)))
    }
    return Notices(
      lines: lines,
      nextChange: [next.map { wallClock(of: $0, now: now) }, expiry]
        .compactMap { $0 }.min())
  }

  /// A notice line for each reminder: its time, its title, and its two actions.
  static func lines(_ reminders: [Reminder], context: Context) -> [String] {
    let dates = DateText(context: context)
    return reminders.map { reminder in
      context.catalog.text(
        ReminderMessage.notice, dates.time(reminder.todo.minute ?? 0),
        TerminalText.singleLine(reminder.todo.title), String(reminder.todo.id))
    }
  }

  /// The reminders of the last hour (`noticeSeconds`), shown already or not, one a task,
  /// none of a task snoozed past now, the oldest first: what the notices name, whole.
  static func lastHour(context: Context) throws(TikError) -> [Reminder] {
    let now = ReminderSchedule.Now(context.clock)
    return try context.read { (store) throws(TikError) in
      try schedule(context).notices(
        at: now, within: noticeSeconds, first: Int.max, store: store
      ).first
    }
  }

  /// When a reminder comes, on the wall clock as the notices' reader counts: a snooze's
  /// end is so many seconds from now, which in the night the clocks go back is not
  /// the wall clock's reading at that end.
  private func wallClock(of reminder: Reminder, now: ReminderSchedule.Now) -> LocalTime {
    guard let end = reminder.snoozeEnd else { return reminder.due }
    return LocalTime(seconds: now.local.seconds + max(0, end.seconds - now.instant.seconds))
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
