import TikCore

/// The reminder plugin's messages, in English and Persian.
enum ReminderMessage: String, MessageKey {
  case helpRemind, helpSnooze, actionDone, actionSnooze, reminded, noneDue, snoozed
  case remindedMore, moreReminders, noneInTheHour
  case notice, moreNotices, notifierMissing, notifierCouldNotStart, notifierExited, notifierKilled
  case noTime
  case watching

  func template(in language: Language) -> String? {
    switch language {
    case .english: english
    case .persian: persian
    default: nil
    }
  }
}
