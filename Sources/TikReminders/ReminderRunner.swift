import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// Fires due reminders: shows each one through the notifier, once whoever else runs, and
/// acts on the action chosen — Done ticks the task (recurrence applies), Remind me in 10
/// minutes snoozes it.
///
/// A reminder is used up only once a notifier showed it. A run first holds the reminders
/// it is about to show, in one write: no other run takes a held one, so two runs at once
/// show each reminder once. It records a reminder as shown when its notifier ended well,
/// or is still up a second after it started (a notification waiting for its answer); it
/// lets go of it when the notifier is missing, cannot be started, fails or is killed, and
/// the reminder comes again at the next run. A run that dies holding a reminder holds it
/// only until its hold runs out.
final class ReminderRunner {
  let context: Context
  let notifier: Notifier

  /// How long a hold lasts: enough to start the notifiers and see them stay up.
  static let holdSeconds = 120
  /// A notifier still running this long after it started has shown its notification.
  static let shownAfter: Duration = .seconds(1)
  /// How long a watch waits before it tries again a reminder the notifier did not show.
  static let retryAfter: Duration = .seconds(60)
  /// How many notifications a run has up at most. With more reminders due at once (an
  /// import, a list put on one time), the first ones but one come alone and the rest in
  /// one notification that counts and names them: the desktop is not flooded. A watch
  /// counts those of its notifications still up; with all five up, what falls due comes
  /// in one more.
  static let notificationsAtOnce = 5

  /// A notification on its way to the screen: one reminder with its actions, or the
  /// many a run holds beyond the first few, without.
  private struct Showing {
    var reminders: [Reminder]
    /// Where it came among the notifications this run showed.
    var order: Int
    var notification: Notification
    /// The run's hold on its reminders; nil once they are recorded as shown.
    var hold: Instant?
  }

  private var showing: [Showing] = []
  /// Reminders the notifier did not show, and when this run may try them again.
  private var retries: [ReminderKey: ContinuousClock.Instant] = [:]
  /// How many notifications this run showed, to number them.
  private var shownCount = 0
  private var shownInOrder: [(order: Int, reminders: [Reminder])] = []
  /// The reminders shown and recorded so, a notification's together, in the order they
  /// came.
  var shown: [[Reminder]] { shownInOrder.sorted { $0.order < $1.order }.map(\.reminders) }
  /// Problems to report, each once.
  private(set) var failures: [String] = []

  init(context: Context) {
    self.context = context
    notifier = Notifier(setting: context.config.string("notifier"))
  }

  var catalog: Catalog { context.catalog }

  /// Holds and starts showing every reminder that is due and has not been shown (leaving
  /// those whose notifier failed a short while ago).
  func fireDue() throws(TikError) {
    let now = ReminderSchedule.Now(context.clock)
    let hold = now.instant.adding(seconds: ReminderRunner.holdSeconds)
    let monotonic = ContinuousClock.now
    retries = retries.filter { $0.value > monotonic }
    let schedule = ReminderPlugin.schedule(context)
    let (held, lists) = try context.write { (store) throws(TikError) in
      var held: [Reminder] = []
      for reminder in try schedule.due(at: now, store: store) {
        guard retries[reminder.key] == nil,
          try store.holdReminder(reminder.key, until: hold, now: now.instant, at: now.local)
        else { continue }
        held.append(reminder)
      }
      return (held, try store.lists())
    }
    // Notifications still up count: a watch that wakes again adds to them.
    let room = max(1, ReminderRunner.notificationsAtOnce - showing.count)
    let alone = room - 1
    let notifications =
      held.count <= room
      ? held.map { [$0] } : held.prefix(alone).map { [$0] } + [Array(held.dropFirst(alone))]
    var unshown: [ReminderKey] = []
    for (index, reminders) in notifications.enumerated() {
      do throws(Notifier.Failure) {
        let notification =
          try reminders.count == 1
          ? show(reminders[0], lists: lists) : show(many: reminders)
        showing.append(
          Showing(
            reminders: reminders, order: shownCount, notification: notification, hold: hold))
        shownCount += 1
      } catch {
        report(error, reason: nil)
        unshown += reminders.map(\.key)
        // Missing or out of resources: the rest would fail alike.
        if error == .missing || error.isCouldNotStart {
          unshown += notifications[(index + 1)...].joined().map(\.key)
          break
        }
      }
    }
    guard !unshown.isEmpty else { return }
    try context.write { (store) throws(TikError) in
      for key in unshown { try store.release(key, heldUntil: hold) }
    }
    for key in unshown { retries[key] = monotonic + ReminderRunner.retryAfter }
  }

  /// When a reminder the notifier did not show may be tried again.
  var nextRetry: ContinuousClock.Instant? { retries.values.min() }

  /// The next reminder to come, if one comes within two days.
  func nextDue() throws(TikError) -> Reminder? {
    let now = ReminderSchedule.Now(context.clock)
    return try context.read { (store) throws(TikError) in
      try ReminderPlugin.schedule(context).next(after: now, store: store)
    }
  }

  /// Starts the notifier on one reminder.
  private func show(_ reminder: Reminder, lists: [TodoList]) throws(Notifier.Failure)
    -> Notification
  {
    let todo = reminder.todo
    var parts = [DateText(context: context).time(todo.minute ?? 0)]
    parts.append(lists.first { $0.id == todo.listID }?.name ?? catalog.text(.inbox))
    if let note = todo.notes.split(whereSeparator: \.isNewline).first { parts.append(String(note)) }
    return try notifier.show(
      summary: TerminalText.singleLine(Digits.latinized(todo.title)),
      body: TerminalText.singleLine(Digits.latinized(parts.joined(separator: " · "))),
      actions: [
        ("done", catalog.text(ReminderMessage.actionDone)),
        ("snooze", catalog.text(ReminderMessage.actionSnooze)),
      ])
  }

  /// Starts the notifier on one notification for many reminders: how many, and the
  /// first titles. It has no actions: Done or Snooze would not say which task.
  private func show(many reminders: [Reminder]) throws(Notifier.Failure) -> Notification {
    try notifier.show(
      summary: catalog.text(ReminderMessage.moreReminders, String(reminders.count)),
      body: TerminalText.singleLine(
        Digits.latinized(ReminderRunner.firstTitles(of: reminders, separator: " · "))),
      actions: [])
  }

  /// The titles of the first three reminders, and an ellipsis when there are more.
  static func firstTitles(of reminders: [Reminder], separator: String) -> String {
    reminders.prefix(3).map { TerminalText.singleLine($0.todo.title) }.joined(separator: separator)
      + (reminders.count > 3 ? " …" : "")
  }

  /// What a run's output says of a notification it showed.
  static func logLine(_ reminders: [Reminder], catalog: Catalog) -> String {
    guard reminders.count == 1 else {
      return catalog.text(
        ReminderMessage.remindedMore, String(reminders.count),
        firstTitles(of: reminders, separator: ", "))
    }
    return catalog.text(ReminderMessage.reminded, TerminalText.singleLine(reminders[0].todo.title))
  }

  /// Waits up to `timeout` for the notifiers, reading what they write; records the
  /// reminders they showed, lets go of those they did not, and acts on the answers.
  /// Returns the reminders recorded as shown this time, a notification's together.
  @discardableResult
  func collect(waitingUpTo timeout: Duration) throws(TikError) -> [[Reminder]] {
    Notification.wait(for: showing.map(\.notification), upTo: timeout)
    let now = ContinuousClock.now
    var recorded: [Int] = []
    var released: [Int] = []
    var answers: [(String?, Int64)] = []
    for (index, item) in showing.enumerated() {
      switch item.notification.outcome {
      case nil:
        if item.hold != nil && now - item.notification.started >= ReminderRunner.shownAfter {
          recorded.append(index)
        }
      case .answered(let action):
        if item.hold != nil { recorded.append(index) }
        if item.reminders.count == 1 {
          answers.append((action, item.reminders[0].todo.id))
        }
      case .failed(let failure):
        report(failure, reason: item.notification.reason)
        released.append(index)
        for reminder in item.reminders { retries[reminder.key] = now + ReminderRunner.retryAfter }
      }
    }
    if !recorded.isEmpty || !released.isEmpty {
      try context.write { (store) throws(TikError) in
        for index in recorded {
          guard let hold = showing[index].hold else { continue }
          for reminder in showing[index].reminders {
            try store.recordShown(reminder.key, heldUntil: hold)
          }
        }
        for index in released {
          for reminder in showing[index].reminders {
            try store.release(reminder.key, heldUntil: showing[index].hold)
          }
        }
      }
    }
    for index in recorded { showing[index].hold = nil }
    shownInOrder += recorded.map { (showing[$0].order, showing[$0].reminders) }
    let releasedOrders = Set(released.map { showing[$0].order })
    shownInOrder.removeAll { releasedOrders.contains($0.order) }
    for (action, id) in answers {
      do {
        try act(on: action, taskID: id)
      } catch {
        failures.append(error.message(in: catalog))
      }
    }
    let newlyShown = recorded.map { showing[$0].reminders }
    showing.removeAll { !$0.notification.isRunning }
    return newlyShown
  }

  /// Waits until every notification has ended, as `collect` does.
  func finish() throws(TikError) {
    while !showing.isEmpty { try collect(waitingUpTo: .milliseconds(250)) }
  }

  /// Notes a notifier's failure, once whatever the number of reminders it failed on.
  private func report(_ failure: Notifier.Failure, reason: String?) {
    let program = notifier.command.first ?? ""
    var message =
      switch failure {
      case .missing: catalog.text(ReminderMessage.notifierMissing, program)
      case .couldNotStart(let code):
        catalog.text(ReminderMessage.notifierCouldNotStart, program, Notifier.describe(code))
      case .exited(let status):
        catalog.text(ReminderMessage.notifierExited, program, String(status))
      case .killed(let signal):
        catalog.text(ReminderMessage.notifierKilled, program, String(signal))
      }
    if let reason, !reason.isEmpty { message += ": " + TerminalText.singleLine(reason) }
    if !failures.contains(message) { failures.append(message) }
  }

  /// Acts on a notification's answer, for the task as it is now: one deleted or ticked
  /// while the notification was up is left as it is.
  private func act(on action: String?, taskID id: Int64) throws(TikError) {
    guard action == "done" || action == "snooze" else { return }
    try context.write { (store) throws(TikError) in
      guard let todo = try store.todo(id: id), !todo.isDone else { return }
      if action == "done" {
        _ = try context.complete(todo)
      } else {
        try snooze(todo)
      }
    }
  }

  /// Reminds again ten minutes from now, or, for a reminder that has not come yet, ten
  /// minutes after it would have: a snooze never brings a reminder forward. Returns the
  /// moment.
  ///
  /// The ten minutes are counted on the time line: across a change of the clocks they
  /// are ten real minutes, the wall clock's reading at their end what it may be.
  @discardableResult
  func snooze(_ todo: Todo) throws(TikError) -> LocalTime {
    let now = ReminderSchedule.Now(context.clock)
    return try context.write { (store) throws(TikError) in
      var from = now.instant
      if let own = ReminderPlugin.schedule(context).moment(of: todo), own > now.local {
        // The snooze stands in for the reminder it puts off.
        _ = try store.claimReminder(taskID: todo.id, due: own, at: now.local)
        from = Instant(firstAt: own)
      }
      let until = from.adding(seconds: ReminderPlugin.snoozeMinutes * 60)
      try store.snooze(taskID: todo.id, until: until)
      try context.recordNotice(of: todo)
      return until.localTime
    }
  }
}

extension Reminder {
  /// How the store knows it.
  var key: ReminderKey {
    snoozeEnd.map { .snoozeEnd(taskID: todo.id, until: $0) } ?? .own(taskID: todo.id, due: due)
  }
}

extension Notifier.Failure {
  var isCouldNotStart: Bool {
    if case .couldNotStart = self { true } else { false }
  }
}
