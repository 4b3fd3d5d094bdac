/// The English table.
extension UndoMessage {
  var english: String {
    switch self {
    case .helpUndo: "Take back the last change, or the last N (--list: what it would take back)"
    case .helpRedo: "Make again what undo took back, or the next N"
    case .undone: "undone: {1}"
    case .redone: "redone: {1}"
    case .nothingToUndo: "nothing to undo"
    case .nothingToRedo: "nothing to redo"
    case .willUndo: "undo takes back, newest first:"
    case .willRedo: "redo makes again, next first:"
    case .taskAdded: "added '{1}'"
    case .taskDeleted: "deleted '{1}'"
    case .taskDone: "ticked '{1}'"
    case .taskUndone: "unticked '{1}'"
    case .taskEdited: "changed '{1}'"
    case .listAdded: "added the list '{1}'"
    case .listDeleted: "deleted the list '{1}'"
    case .listEdited: "changed the list '{1}'"
    case .andMore: "{1} and {2} more"
    case .undoHint: "undo with '{tik}undo'"
    case .redoHint: "redo with '{tik}redo'"
    case .conflict: "{1} changed since in a way undo did not record; nothing was undone"
    case .taskNamed: "task {1} '{2}'"
    case .listNamed: "the list '{1}'"
    case .invalidCount: "'{1}' is not a number of steps (1 to {2})"
    }
  }
}
