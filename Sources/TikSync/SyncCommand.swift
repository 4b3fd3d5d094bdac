import Foundation
import TikCore

/// `tik sync [--dry-run] [--force]`, `tik sync status`, `tik sync conflicts`.
enum SyncCommand {
  static var spec: CommandSpec {
    CommandSpec(
      "sync", usage: "[status|conflicts]",
      options: [
        OptionSpec("--dry-run", about: "say what a sync would do, and change nothing"),
        OptionSpec(
          "--force", about: "apply a remote deletion of more than half of a list's tasks"),
      ],
      arguments: [.subcommands(["status": [], "conflicts": []])],
      summary: { _ in "Sync every list with a CalDAV server (sync.url)" }
    ) { (invocation) throws(TikError) in
      switch invocation.arguments.first {
      case nil: try sync(invocation)
      case "status"?: try status(invocation)
      case "conflicts"?: try conflicts(invocation)
      case let word?: throw .unexpectedArgument(word, usage: "sync [status|conflicts]")
      }
    }
  }

  static func sync(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    guard let transport = SyncPlugin.transport else {
      _ = try server(context)
      return try SyncHelper.run(invocation)
    }
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
    return .custom(text: summary(json), json: json)
  }

  /// The one line a sync reports, from its JSON (as `tik-sync` hands it to `tik` too).
  static func summary(_ json: JSONValue) -> String {
    var members: [String: JSONValue] = [:]
    if case .object(let pairs) = json { for (key, value) in pairs { members[key] = value } }
    func number(_ key: String) -> Int {
      if case .int(let value)? = members[key] { return value }
      return 0
    }
    var dryRun = false
    if case .bool(true)? = members["dry_run"] { dryRun = true }
    var text =
      "\(dryRun ? "would sync" : "synced"): \(number("down")) down, \(number("up")) up, "
      + "\(number("deleted_here")) deleted here, \(number("deleted_there")) deleted on the server"
    if number("conflicts") > 0 {
      text += ", \(number("conflicts")) conflicts (tik sync conflicts)"
    }
    if number("kept") > 0 { text += ", \(number("kept")) kept (changed here, deleted there)" }
    if number("completed_elsewhere") > 0 {
      text += ", \(number("completed_elsewhere")) repeating tasks done elsewhere"
    }
    if number("skipped") > 0 { text += ", \(number("skipped")) items skipped" }
    return text + "\n"
  }

  static func status(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    let url = context.config.string("sync.url")
    let (collections, items, last) = try context.read { (store) throws(TikError) in
      (try store.syncCollections().count, try store.countSyncItems(), try store.lastSync())
    }
    let lastText = last.map { ICalendarDate.basic($0.day) + " " + TimeText.iso($0.minuteOfDay) }
    let text = [
      "url: " + (url.isEmpty ? "not set" : TerminalText.singleLine(url)),
      "lists synced: \(collections)", "tasks synced: \(items)",
      "last sync: " + (lastText ?? "never"),
    ].joined(separator: "\n")
    return .custom(
      text: text + "\n",
      json: .object([
        ("url", url.isEmpty ? .null : .string(url)), ("lists", .int(collections)),
        ("tasks", .int(items)), ("last_sync", lastText.map { .string($0) } ?? .null),
      ]))
  }

  static func conflicts(_ invocation: Invocation) throws(TikError) -> Reply {
    let rows = try invocation.context.read { (store) throws(TikError) in
      try store.syncConflicts(limit: 200)
    }
    let lines = rows.map {
      let id = $0.taskID.map { String($0) } ?? "-"
      return "\(id)\t\(TerminalText.singleLine($0.title))\t\($0.field): kept "
        + "'\(TerminalText.singleLine($0.kept))', not '\(TerminalText.singleLine($0.lost))'"
    }
    return .custom(
      text: (lines.isEmpty ? "no conflicts" : lines.joined(separator: "\n")) + "\n",
      json: .object([
        (
          "conflicts",
          .array(
            rows.map {
              .object([
                ("id", $0.taskID.map { .int(Int($0)) } ?? .null), ("title", .string($0.title)),
                ("field", .string($0.field)), ("kept", .string($0.kept)),
                ("lost", .string($0.lost)),
              ])
            })
        )
      ]))
  }

  /// The client for `sync.url`, with the user and the secret.
  /// The server `sync.url` names: an http or https address with a host.
  static func server(_ context: Context) throws(TikError) -> URL {
    let text = context.config.string("sync.url")
    guard !text.isEmpty else { throw SyncError.notConfigured.tikError }
    guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https",
      url.host != nil
    else { throw SyncError.badURL(text).tikError }
    return url
  }

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
      ?? ProcessInfo.processInfo.environment["TIK_SYNC_PASSWORD"]
    {
      return secret
    }
    let command = context.config.string("sync.password_command")
    guard !command.isEmpty else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { throw SyncError.passwordCommand(command).tikError }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw SyncError.passwordCommand("exit status \(process.terminationStatus)").tikError
    }
    return String(decoding: data.prefix(4096), as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).first.map(String.init)
  }
}
