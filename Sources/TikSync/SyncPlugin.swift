import TikCore

/// Sync through CalDAV (RFC 4791, sync-token RFC 6578): each list is one VTODO
/// collection on the server, merged three-way per field against the last-synced copy.
///
/// On by default and inert until `sync.url` is set: without it `tik sync` says how to
/// set it up, and nothing touches the network. With it, the REPL also syncs in the
/// background, every `sync.every` minutes. The secret comes from
/// `TIK_SYNC_PASSWORD` or the output of `sync.password_command`; tik never stores it.
/// The plugin owns its tables (`Store+Sync.swift`).
public struct SyncPlugin: CommandPlugin, ChangeObserver, StoragePlugin, BackgroundPlugin {
  public static let name = "sync"

  /// A sync run in this process: what `tik sync` does where the engine is linked.
  public typealias Engine = (Invocation) throws(TikError) -> Reply

  /// The engine, set by an executable that links it and HTTP (`tik-sync`, the tests:
  /// TikSyncEngine). Without one, `tik sync` runs `tik-sync` beside the running binary
  /// and passes its answer on: `tik` itself links neither HTTP nor Foundation, which
  /// would make every command start several times slower. Set once, before any command
  /// runs.
  nonisolated(unsafe) public static var engine: Engine?
  public static var schema: PluginSchema { Store.syncSchema }

  public static var configKeys: [ConfigKey] {
    [
      ConfigKey(
        "sync.url", .text, default: .string(""),
        about: "The CalDAV server: its root or the calendar home; empty syncs nothing."),
      ConfigKey("sync.user", .text, default: .string(""), about: "The user name on the server."),
      ConfigKey(
        "sync.password_command", .text, default: .string(""),
        about: "A command that prints the password (pass show tik); or TIK_SYNC_PASSWORD."),
      ConfigKey(
        "sync.every", .number([0, 1, 2, 5, 10, 15, 30, 60]), default: .integer(5),
        about: "Minutes between the REPL's syncs in the background; 0 syncs only on tik sync."),
    ]
  }

  public init(context: Context) throws(TikError) {}

  public var commands: [CommandSpec] { [SyncCommand.spec] }

  /// The REPL's sync in the background, while `sync.url` is set (`BackgroundSync`).
  public func backgroundWork(context: Context) -> any BackgroundWork { BackgroundSync() }

  /// Keeps when each task last changed here: the newer side wins a same-field conflict.
  /// Until a server is set there is no conflict to decide, and a write costs sync nothing.
  public func taskDidChange(_ change: TaskChange, context: Context) throws(TikError) {
    guard !context.config.string("sync.url").isEmpty else { return }
    let store = try context.store()
    let now = context.clock.now()
    switch change {
    case .added(let todo), .completed(let todo), .reopened(let todo), .edited(_, let todo):
      try store.recordSyncModification(of: todo.id, at: now)
    case .deleted, .noticed:
      break
    }
  }
}
