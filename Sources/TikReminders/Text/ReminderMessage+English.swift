/// The English table.
extension ReminderMessage {
  var english: String {
    switch self {
    case .helpRemind:
      "Show the reminders that are due, once; --watch keeps waiting for more, --list lists the last hour's"
    case .helpSnooze: "Remind me of a task again in 10 minutes"
    case .actionDone: "Done"
    case .actionSnooze: "Remind me in 10 minutes"
    case .reminded: "reminded: {1}"
    case .remindedMore: "reminded: {1} more ({2})"
    case .moreReminders: "{1} more reminders"
    case .noneDue: "no reminder is due"
    case .snoozed: "reminding again at {1}: {2}"
    case .notice: "⏰ {1}  {2}  {tik}done {3} · {tik}snooze {3}"
    case .moreNotices: "⏰ and {1} more: {tik}remind --list"
    case .noneInTheHour: "no reminder came in the last hour"
    case .notifierMissing:
      "the notifier '{1}' is not there: install libnotify-bin or set notifier in the config"
    case .notifierCouldNotStart: "the notifier '{1}' could not start: {2}"
    case .notifierExited: "the notifier '{1}' failed with exit status {2}"
    case .notifierKilled: "the notifier '{1}' was killed by signal {2}"
    case .noTime: "task '{1}' has no time, so no reminder to snooze"
    case .watching: "waiting for reminders (Ctrl-C stops)"
    }
  }
}
