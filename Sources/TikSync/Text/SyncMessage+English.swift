/// The English table.
extension SyncMessage {
  var english: String {
    switch self {
    case .helpSync: "Sync every list with a CalDAV server (sync.url)"
    case .synced: "synced: {1} down, {2} up, {3} deleted here, {4} deleted on the server"
    case .wouldSync:
      "would sync: {1} down, {2} up, {3} deleted here, {4} deleted on the server"
    case .partConflictsOne: ", {1} conflict ({tik}sync conflicts)"
    case .partConflicts: ", {1} conflicts ({tik}sync conflicts)"
    case .partKept: ", {1} kept (changed here, deleted there)"
    case .partCompletedElsewhereOne: ", {1} repeating task done elsewhere"
    case .partCompletedElsewhere: ", {1} repeating tasks done elsewhere"
    case .partSkippedOne: ", {1} item skipped"
    case .partSkipped: ", {1} items skipped"
    case .statusURL: "url: {1}"
    case .statusNotSet: "not set"
    case .statusLists: "lists synced: {1}"
    case .statusTasks: "tasks synced: {1}"
    case .statusLast: "last sync: {1}"
    case .statusNever: "never"
    case .conflictLine: "{1}\t{2}\t{3}: kept '{4}', not '{5}'"
    case .noConflicts: "no conflicts"
    case .fieldTitle: "title"
    case .fieldNotes: "notes"
    case .fieldDue: "due"
    case .fieldPriority: "priority"
    case .fieldDone: "done"
    case .fieldRepeat: "repeat"
    case .fieldSubtasks: "subtasks"
    case .valueDone: "done"
    case .valueOpen: "open"
    case .valueNone: "none"
    case .valueLow: "low"
    case .valueMedium: "medium"
    case .valueHigh: "high"
    case .errorNotConfigured:
      "sync is not set up: tik config set sync.url 'https://server/dav/calendars/you/'"
    case .errorBadURL: "sync.url '{1}' is not an http or https address"
    case .errorPasswordCommand: "sync.password_command failed: {1}"
    case .errorConnection: "cannot reach '{1}': {2}"
    case .errorAuthentication: "the server '{1}' refused the user name or password"
    case .errorNotCalDAV: "the server does not answer as CalDAV: {1}"
    case .errorRedirected: "the server redirected '{1}': set sync.url to where it points"
    case .errorTooLarge: "the server's answer is larger than {1} MB"
    case .errorRefused: "the server refused {1} (HTTP {2})"
    case .errorMassDeletion:
      "the server deleted {1} of {2} tasks of '{3}': run 'tik sync --force' to accept"
    case .errorInvalidItem: "the server sent an item that is not a task: '{1}'"
    case .errorNoHelper:
      "tik sync runs '{1}', which is not there: build or install tik-sync beside tik"
    case .errorHelperStopped: "tik-sync stopped before it answered (exit status {1})"
    case .errorNoLibical: "tik sync needs libical, which is not installed: install libical3"
    case .backgroundFailed: "sync in the background failed: {1}"
    }
  }
}
