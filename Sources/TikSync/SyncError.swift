import TikCore

/// What goes wrong in a sync, each one line; every message is in this one switch, its
/// text in `SyncMessage`.
package enum SyncError: Error, Equatable {
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
  /// `tik-sync` ended (killed, crashed) without an answer: its exit status.
  case helperStopped(Int32)
  /// libical, which reads and writes the items, is not installed.
  case noLibical
  /// Not a failure: a dry run's writes are undone with this.
  case dryRun
  /// Not a failure: a tentative write (a tick that turned out to be a move) is undone.
  case tentative

  /// The error as tik reports it, in the user's language.
  package func tikError(_ catalog: Catalog) -> TikError {
    .plugin(code: code, message: message(catalog))
  }

  package var code: String {
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
    case .noHelper, .noLibical: "sync_unavailable"
    case .helperStopped: "sync_helper_stopped"
    case .dryRun: "sync_dry_run"
    case .tentative: "sync_tentative"
    }
  }

  package func message(_ catalog: Catalog) -> String {
    func cut(_ text: String, _ limit: Int) -> String { TerminalText.excerpt(text, limit: limit) }
    return switch self {
    case .notConfigured: catalog.text(SyncMessage.errorNotConfigured)
    case .badURL(let url): catalog.text(SyncMessage.errorBadURL, cut(url, 80))
    case .passwordCommand(let detail):
      catalog.text(SyncMessage.errorPasswordCommand, cut(detail, 80))
    case .connection(let host, let detail):
      catalog.text(SyncMessage.errorConnection, cut(host, 60), detail)
    case .authentication(let host): catalog.text(SyncMessage.errorAuthentication, cut(host, 60))
    case .notCalDAV(let detail): catalog.text(SyncMessage.errorNotCalDAV, cut(detail, 80))
    case .redirected(let path): catalog.text(SyncMessage.errorRedirected, cut(path, 60))
    case .tooLarge(let limit): catalog.text(SyncMessage.errorTooLarge, String(limit >> 20))
    case .refused(let what, let status):
      catalog.text(SyncMessage.errorRefused, cut(what, 80), String(status))
    case .massDeletion(let list, let count, let total):
      catalog.text(SyncMessage.errorMassDeletion, String(count), String(total), cut(list, 40))
    case .invalidItem(let href): catalog.text(SyncMessage.errorInvalidItem, cut(href, 60))
    case .noHelper(let path): catalog.text(SyncMessage.errorNoHelper, cut(path, 80))
    case .helperStopped(let status): catalog.text(SyncMessage.errorHelperStopped, String(status))
    case .noLibical: catalog.text(SyncMessage.errorNoLibical)
    case .dryRun: "dry run"
    case .tentative: "tentative"
    }
  }
}
