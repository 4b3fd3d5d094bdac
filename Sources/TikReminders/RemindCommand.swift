import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// `remind [--watch | --list]`: fires the reminders that are due, once (for a systemd
/// timer or cron), or keeps running and sleeps until the next one, waking when the
/// database changes; or lists the last hour's, shown or not.
enum RemindCommand {
  static var spec: CommandSpec {
    CommandSpec(
      "remind",
      options: [
        OptionSpec("--watch", about: "keep waiting for reminders and show each when due"),
        OptionSpec("--list", about: "list the last hour's reminders, shown or not, and show none"),
      ],
      summary: { $0.text(ReminderMessage.helpRemind) }
    ) { (invocation) throws(TikError) in
      let context = invocation.context
      if invocation.has("--list") {
        guard !invocation.has("--watch") else {
          throw .unexpectedArgument("--watch", usage: "remind [--watch | --list]")
        }
        return try list(context)
      }
      let runner = ReminderRunner(context: context)
      if invocation.has("--watch") { try watch(runner) }
      try runner.fireDue()
      try runner.finish()
      let fired = runner.shown
      let lines = fired.map { ReminderRunner.logLine($0, catalog: context.catalog) }
      let layout = TextLayout(outputOf: context)
      // None shown because the notifier failed is not none due: the failure says it.
      let none = runner.failures.isEmpty ? [context.catalog.text(ReminderMessage.noneDue)] : []
      let text = (lines.isEmpty ? none : lines).map { layout.line([.init($0)]) + "\n" }.joined()
      return .partial(
        text: text, failures: runner.failures,
        json: .object([
          ("reminded", .array(fired.joined().map { .object([("id", .int(Int($0.todo.id)))]) }))
        ]))
    }
  }

  /// The last hour's reminders as the notices name them, each with its actions.
  static func list(_ context: Context) throws(TikError) -> Reply {
    let reminders = try ReminderPlugin.lastHour(context: context)
    let lines =
      reminders.isEmpty
      ? [context.catalog.text(ReminderMessage.noneInTheHour)]
      : ReminderPlugin.lines(reminders, context: context)
    let layout = TextLayout(outputOf: context)
    return .custom(
      text: lines.map { layout.line([.init($0)]) + "\n" }.joined(),
      json: .object([
        (
          "reminders",
          .array(
            reminders.map { reminder in
              .object([
                ("id", .int(Int(reminder.todo.id))), ("title", .string(reminder.todo.title)),
                ("due", .string(MachineText.moment(reminder.due))),
              ])
            })
        )
      ]))
  }

  /// Runs until the process is stopped: fires what is due, then waits a second at a
  /// time until the next reminder's moment, another process's change, or the moment to
  /// try again a reminder the notifier did not show. A reminder is logged once it is
  /// recorded as shown.
  ///
  /// Its log goes to the standard streams a line at a time, each in one system call: a
  /// service's log is a pipe or a file, which would otherwise see the lines only when a
  /// buffer filled, hours later.
  static func watch(_ runner: ReminderRunner) throws(TikError) -> Never {
    let context = runner.context
    let console = StandardConsole()
    console.write(context.catalog.text(ReminderMessage.watching) + "\n")
    var reported = 0
    func reportFailures() {
      for failure in runner.failures.dropFirst(reported) {
        console.writeError("tik: " + TerminalText.sanitized(failure) + "\n")
      }
      reported = runner.failures.count
    }
    // The database as it is before the first look at what is due: a change another tik
    // makes while the first reminders go up wakes the watch, not only a later one.
    _ = try context.dataChangedElsewhere()
    while true {
      try runner.fireDue()
      reportFailures()
      let next = try runner.nextDue()
      repeat {
        for reminders in try runner.collect(waitingUpTo: .seconds(1)) {
          console.write(ReminderRunner.logLine(reminders, catalog: context.catalog) + "\n")
        }
        reportFailures()
      } while !(try context.dataChangedElsewhere())
        && !(next?.hasCome(ReminderSchedule.Now(context.clock)) ?? false)
        && !(runner.nextRetry.map { ContinuousClock.now >= $0 } ?? false)
    }
  }
}

/// `snooze ID`: remind me of this task again in ten minutes.
enum SnoozeCommand {
  static var spec: CommandSpec {
    CommandSpec(
      "snooze", usage: "ID", arguments: [.task(done: false)],
      summary: { $0.text(ReminderMessage.helpSnooze) }
    ) { (invocation) throws(TikError) in
      guard invocation.arguments.count == 1 else { throw .missingArgument(usage: "snooze ID") }
      let context = invocation.context
      let todo = try context.read { (store) throws(TikError) in
        try context.todo(invocation.arguments[0], in: store)
      }
      guard !todo.isDone else { throw .taskDone(todo.id) }
      guard todo.minute != nil, todo.day != nil else {
        throw .plugin(
          code: "no_reminder",
          message: context.catalog.text(ReminderMessage.noTime, String(todo.id)))
      }
      let until = try ReminderRunner(context: context).snooze(todo)
      var time = DateText(context: context).time(until.minuteOfDay)
      if until.day != context.today {
        time = DateText(context: context).relative(until.day) + " " + time
      }
      let line = context.catalog.text(
        ReminderMessage.snoozed, time, TerminalText.singleLine(todo.title))
      return .custom(
        text: TextLayout(outputOf: context).line([.init(line)]) + "\n",
        json: .object([("id", .int(Int(todo.id))), ("until", .string(MachineText.moment(until)))]))
    }
  }
}
