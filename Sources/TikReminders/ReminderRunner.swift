import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// Fires due reminders: records each one (once, whoever else runs), shows it through the
/// notifier, and acts on the action chosen — Done ticks the task (recurrence applies),
/// Remind me in 10 minutes snoozes it.
final class ReminderRunner {
  let context: Context
  let notifier: Notifier
  private var shown: [(reminder: Reminder, notification: Notification)] = []
  private var notifierMissing = false
  /// Problems to report, each once.
  private(set) var failures: [String] = []

  init(context: Context) {
    self.context = context
    notifier = Notifier(setting: context.config.string("notifier"))
  }

  var catalog: Catalog { context.catalog }

  /// Records and shows every reminder that is due and has not fired; returns those shown.
  func fireDue() throws(TikError) -> [Reminder] {
    let now = ReminderSchedule.Now(context.clock)
    let schedule = ReminderPlugin.schedule(context)
    let (claimed, lists) = try context.write { (store) throws(TikError) in
      var claimed: [Reminder] = []
      for reminder in try schedule.due(at: now, store: store) {
        let id = reminder.todo.id
        let claim =
          if let end = reminder.snoozeEnd {
            try store.claimSnooze(taskID: id, until: end)
          } else {
            try store.claimReminder(taskID: id, due: reminder.due, at: now.local)
          }
        if claim { claimed.append(reminder) }
      }
      return (claimed, try store.lists())
    }
    return claimed.filter { show($0, lists: lists) }
  }

  /// The next reminder to come, if one comes within two days.
  func nextDue() throws(TikError) -> Reminder? {
    let now = ReminderSchedule.Now(context.clock)
    return try context.read { (store) throws(TikError) in
      try ReminderPlugin.schedule(context).next(after: now, store: store)
    }
  }

  /// Shows one reminder; false when the notifier could not.
  private func show(_ reminder: Reminder, lists: [TodoList]) -> Bool {
    guard !notifierMissing else { return false }
    let todo = reminder.todo
    var parts = [TimeText.text(todo.minute ?? 0, twelveHour: context.config.uses12HourClock)]
    parts.append(lists.first { $0.id == todo.listID }?.name ?? catalog.text(.inbox))
    if let note = todo.notes.split(whereSeparator: \.isNewline).first { parts.append(String(note)) }
    do throws(Notifier.Failure) {
      let notification = try notifier.show(
        summary: TerminalText.singleLine(todo.title),
        body: TerminalText.singleLine(parts.joined(separator: " · ")),
        doneLabel: catalog.text(ReminderMessage.actionDone),
        snoozeLabel: catalog.text(ReminderMessage.actionSnooze))
      shown.append((reminder, notification))
      return true
    } catch {
      switch error {
      case .missing:
        notifierMissing = true
        failures.append(
          catalog.text(ReminderMessage.notifierMissing, notifier.command.first ?? ""))
      case .couldNotStart(let code), .exited(let code), .killed(let code):
        failures.append(
          catalog.text(
            ReminderMessage.notifierFailed, notifier.command.first ?? "", String(code)))
      }
      return false
    }
  }

  /// Acts on the notifications that were answered; with `wait`, waits for all of them,
  /// reading what their notifiers write meanwhile.
  func collect(wait: Bool) throws(TikError) {
    let notifications = shown.map(\.notification)
    if wait {
      while notifications.contains(where: \.isRunning) {
        Notification.wait(for: notifications, upTo: .milliseconds(250))
      }
    } else {
      for notification in notifications { notification.update() }
    }
    for (reminder, notification) in shown {
      guard case .answered(let action) = notification.outcome else { continue }
      do {
        try act(on: action, taskID: reminder.todo.id)
      } catch {
        failures.append(error.message(in: catalog))
      }
    }
    shown.removeAll { !$0.notification.isRunning }
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
