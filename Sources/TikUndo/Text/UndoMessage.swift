import TikCore

/// The undo plugin's messages, in English and Persian.
enum UndoMessage: String, MessageKey {
  case helpUndo, helpRedo, undone, redone, nothingToUndo, nothingToRedo, willUndo, willRedo
  case taskAdded, taskDeleted, taskDone, taskUndone, taskEdited
  case listAdded, listDeleted, listEdited, andMore
  case undoHint, redoHint, conflict, taskNamed, listNamed, invalidCount

  func template(in language: Language) -> String? {
    switch language {
    case .english: english
    case .persian: persian
    default: nil
    }
  }
}
