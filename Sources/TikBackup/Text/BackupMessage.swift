import TikCore

/// The backup plugin's messages, in English and Persian.
enum BackupMessage: String, MessageKey {
  case helpBackup, helpRestore, backedUp, restored, askRestore, errorOwnDatabase
  case tasksOne, tasks, listsOne, lists

  func template(in language: Language) -> String? {
    switch language {
    case .english: english
    case .persian: persian
    default: nil
    }
  }
}
