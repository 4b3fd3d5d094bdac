/// The English table.
extension BackupMessage {
  var english: String {
    switch self {
    case .helpBackup: "Write a complete copy of the database (to backups/ without FILE)"
    case .helpRestore: "Put a backup back, after backing up what it replaces"
    case .backedUp: "backed up {1} and {2} to {3}"
    case .restored: "restored {1} and {2} from {3}; what they replaced is in {4}"
    case .tasksOne: "{1} task"
    case .tasks: "{1} tasks"
    case .listsOne: "{1} list"
    case .lists: "{1} lists"
    case .askRestore:
      "Replace your {1} tasks with the {2} tasks of '{3}'? (A backup of yours is kept.)"
    case .errorOwnDatabase: "'{1}' is tik's own database: restore a backup of it"
    }
  }
}
