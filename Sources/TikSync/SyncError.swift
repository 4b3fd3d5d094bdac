import TikCore

/// What goes wrong in a sync, each one line; every message is in this one switch.
enum SyncError: Error, Equatable {
  case notConfigured
  case badURL(String)
  case passwordCommand(String)
  case connection(String, String)
  case authentication(String)
  case notCalDAV(String)
  case redirected(String)
  case tooLarge(Int)
  case refused(String, Int)
  case massDeletion(list: String, count: Int, of: Int)
  case invalidItem(String)
  /// `tik` has no HTTP of its own and `tik-sync`, which has, is not beside it.
  case noHelper(String)
  /// Not a failure: a dry run's writes are undone with this.
  case dryRun
  /// Not a failure: a tentative write (a tick that turned out to be a move) is undone.
  case tentative

  var tikError: TikError {
    .plugin(code: code, message: message)
  }

  var code: String {
    switch self {
    case .notConfigured: "sync_not_configured"
    case .badURL: "sync_bad_url"
    case .passwordCommand: "sync_password_command"
    case .connection: "sync_connection"
    case .authentication: "sync_authentication"
    case .notCalDAV: "sync_not_caldav"
    case .redirected: "sync_redirected"
    case .tooLarge: "sync_too_large"
    case .refused: "sync_refused"
    case .massDeletion: "sync_mass_deletion"
    case .invalidItem: "sync_invalid_item"
    case .noHelper: "sync_unavailable"
    case .dryRun: "sync_dry_run"
    case .tentative: "sync_tentative"
    }
  }

  var message: String {
    switch self {
    case .notConfigured:
      "sync is not set up: tik config set sync.url 'https://server/dav/calendars/you/'"
    case .badURL(let url):
      "sync.url '\(TerminalText.excerpt(url, limit: 80))' is not an http or https address"
    case .passwordCommand(let detail):
      "sync.password_command failed: \(TerminalText.excerpt(detail, limit: 80))"
    case .connection(let host, let detail):
      "cannot reach '\(TerminalText.excerpt(host, limit: 60))': \(detail)"
    case .authentication(let host):
      "the server '\(TerminalText.excerpt(host, limit: 60))' refused the user name or password"
    case .notCalDAV(let detail):
      "the server does not answer as CalDAV: \(TerminalText.excerpt(detail, limit: 80))"
    case .redirected(let path):
      "the server redirected '\(TerminalText.excerpt(path, limit: 60))': set sync.url to where it points"
    case .tooLarge(let limit):
      "the server's answer is larger than \(limit >> 20) MB"
    case .refused(let what, let status):
      "the server refused \(TerminalText.excerpt(what, limit: 80)) (HTTP \(status))"
    case .massDeletion(let list, let count, let total):
      "the server deleted \(count) of \(total) tasks of '\(TerminalText.excerpt(list, limit: 40))': run 'tik sync --force' to accept"
    case .invalidItem(let href):
      "the server sent an item that is not a task: '\(TerminalText.excerpt(href, limit: 60))'"
    case .noHelper(let path):
      "tik sync runs '\(TerminalText.excerpt(path, limit: 80))', which is not there: build or install tik-sync beside tik"
    case .dryRun: "dry run"
    case .tentative: "tentative"
    }
  }
}
