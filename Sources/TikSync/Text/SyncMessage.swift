import TikCore

/// The sync plugin's messages, in English and Persian: the command's help, the line a
/// sync reports, `sync status`, `sync conflicts`, every error, and the REPL's line for a
/// sync in the background that failed.
enum SyncMessage: String, MessageKey {
  case helpSync
  case synced, wouldSync, partConflictsOne, partConflicts, partKept
  case partCompletedElsewhereOne, partCompletedElsewhere, partSkippedOne, partSkipped
  case statusURL, statusNotSet, statusLists, statusTasks, statusLast, statusNever
  case conflictLine, noConflicts
  case fieldTitle, fieldNotes, fieldDue, fieldPriority, fieldDone, fieldRepeat, fieldSubtasks
  case valueDone, valueOpen, valueNone, valueLow, valueMedium, valueHigh
  case errorNotConfigured, errorBadURL, errorPasswordCommand, errorConnection
  case errorAuthentication, errorNotCalDAV, errorRedirected, errorTooLarge, errorRefused
  case errorMassDeletion, errorInvalidItem, errorNoHelper, errorHelperStopped, errorNoLibical
  case backgroundFailed

  func template(in language: Language) -> String? {
    switch language {
    case .english: english
    case .persian: persian
    default: nil
    }
  }

  /// A field's name in `sync conflicts`, from the name sync records.
  static func fieldName(_ name: String) -> SyncMessage? {
    switch name {
    case "title": .fieldTitle
    case "notes": .fieldNotes
    case "due": .fieldDue
    case "priority": .fieldPriority
    case "done": .fieldDone
    case "repeat": .fieldRepeat
    case "subtasks": .fieldSubtasks
    default: nil
    }
  }

  /// A value sync records in a word (`done`, `none`, `high`…), for `sync conflicts`.
  static func recordedWord(_ word: String) -> SyncMessage? {
    switch word {
    case "done": .valueDone
    case "open": .valueOpen
    case "none": .valueNone
    case "low": .valueLow
    case "medium": .valueMedium
    case "high": .valueHigh
    default: nil
    }
  }
}
