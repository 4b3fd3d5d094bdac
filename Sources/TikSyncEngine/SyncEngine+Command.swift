import Foundation
import TikCore
import TikSync

/// `tik sync` where the engine is linked: the server from the settings, the sync, and
/// its answer, which `tik` reads back from `tik-sync --json`.
extension SyncEngine {
  /// The engine for `SyncPlugin.engine`, sending its requests through `transport`.
  public static func runner(transport: any HTTPTransport) -> SyncPlugin.Engine {
    { (invocation) throws(TikError) in try sync(invocation, transport: transport) }
  }

  static func sync(_ invocation: Invocation, transport: any HTTPTransport) throws(TikError)
    -> Reply
  {
    let context = invocation.context
    let client = try self.client(context, transport: transport)
    let engine = SyncEngine(
      context: context, client: client, dryRun: invocation.has("--dry-run"),
      force: invocation.has("--force"))
    try engine.run()
    let report = engine.report
    let json = JSONValue.object([
      ("dry_run", .bool(engine.dryRun)), ("down", .int(report.down)), ("up", .int(report.up)),
      ("deleted_here", .int(report.deletedHere)), ("deleted_there", .int(report.deletedThere)),
      ("kept", .int(report.keptDeleted)), ("conflicts", .int(report.conflicts)),
      ("skipped", .int(report.skipped)), ("completed_elsewhere", .int(report.completedElsewhere)),
      ("lists_made", .int(report.listsMade)),
      ("collections_made", .int(report.collectionsMade)),
      ("requests", .array(client.sent.map { .string($0) })),
    ])
    return .custom(text: SyncCommand.summary(json, context.catalog), json: json)
  }

  /// The server `sync.url` names: an http or https address with a host.
  static func server(_ context: Context) throws(TikError) -> URL {
    try SyncCommand.checkServer(context)
    let text = context.config.string("sync.url")
    guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https",
      url.host != nil
    else { throw SyncError.badURL(text).tikError(context.catalog) }
    return url
  }

  /// The client for `sync.url`, with the user and the secret.
  static func client(_ context: Context, transport: any HTTPTransport) throws(TikError)
    -> DAVClient
  {
    let user = context.config.string("sync.user")
    return DAVClient(
      base: try server(context), user: user, password: try password(context),
      transport: transport)
  }

  /// `TIK_SYNC_PASSWORD`, else the first line `sync.password_command` prints.
  static func password(_ context: Context) throws(TikError) -> String? {
    if let secret = context.environment.variables["TIK_SYNC_PASSWORD"]
      ?? Subprocess.processEnvironment["TIK_SYNC_PASSWORD"]
    {
      return secret
    }
    let command = context.config.string("sync.password_command")
    guard !command.isEmpty else { return nil }
    let exit: Subprocess.Exit
    do {
      exit = try Subprocess.run("/bin/sh", ["-c", command])
    } catch {
      throw SyncError.passwordCommand(command).tikError(context.catalog)
    }
    guard exit.succeeded else {
      throw SyncError.passwordCommand("exit status \(exit.status)").tikError(context.catalog)
    }
    return String(decoding: exit.output.prefix(4096), as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).first.map(String.init)
  }
}
