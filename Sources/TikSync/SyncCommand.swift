import TikCore

/// `tik sync [--dry-run] [--force]`, `tik sync status`, `tik sync conflicts`.
package enum SyncCommand {
  /// `tik-sync` writes the database while `tik` waits for it.
  static var spec: CommandSpec {
    var spec = CommandSpec(
      "sync", usage: "[status|conflicts]",
      options: [
        OptionSpec("--dry-run", about: "say what a sync would do, and change nothing"),
        OptionSpec(
          "--force", about: "apply a remote deletion of more than half of a list's tasks"),
      ],
      arguments: [.subcommands(["status": [], "conflicts": []])],
      summary: { $0.text(SyncMessage.helpSync) }
    ) { (invocation) throws(TikError) in
      switch invocation.arguments.first {
      case nil: try sync(invocation)
      case "status"?: try status(invocation)
      case "conflicts"?: try conflicts(invocation)
      case let word?: throw .unexpectedArgument(word, usage: "sync [status|conflicts]")
      }
    }
    spec.runsOutsideWrites = true
    return spec
  }

  /// The sync itself: in-process where the engine is linked (`tik-sync`), else through
  /// `tik-sync`, once the settings say where to.
  static func sync(_ invocation: Invocation) throws(TikError) -> Reply {
    if let engine = SyncPlugin.engine { return try engine(invocation) }
    try checkServer(invocation.context)
    return try SyncHelper.run(invocation)
  }

  /// The one line a sync reports, from its JSON (as `tik-sync` hands it to `tik` too).
  package static func summary(_ json: JSONValue, _ catalog: Catalog) -> String {
    var members: [String: JSONValue] = [:]
    if case .object(let pairs) = json { for (key, value) in pairs { members[key] = value } }
    func number(_ key: String) -> Int {
      if case .int(let value)? = members[key] { return value }
      return 0
    }
    var dryRun = false
    if case .bool(true)? = members["dry_run"] { dryRun = true }
    var text = catalog.text(
      dryRun ? SyncMessage.wouldSync : SyncMessage.synced, String(number("down")),
      String(number("up")), String(number("deleted_here")), String(number("deleted_there")))
    let parts: [(String, one: SyncMessage, other: SyncMessage)] = [
      ("conflicts", .partConflictsOne, .partConflicts), ("kept", .partKept, .partKept),
      ("completed_elsewhere", .partCompletedElsewhereOne, .partCompletedElsewhere),
      ("skipped", .partSkippedOne, .partSkipped),
    ]
    for (key, one, other) in parts where number(key) > 0 {
      text += catalog.count(number(key), one: one, other: other)
    }
    return text + "\n"
  }

  static func status(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    let url = context.config.string("sync.url")
    let (collections, items, last) = try context.read { (store) throws(TikError) in
      (try store.syncCollections().count, try store.countSyncItems(), try store.lastSync())
    }
    let lastText = last.map(DateText(context: context).moment)
    let catalog = context.catalog
    let text = [
      catalog.text(
        SyncMessage.statusURL,
        url.isEmpty ? catalog.text(SyncMessage.statusNotSet) : TerminalText.singleLine(url)),
      catalog.text(SyncMessage.statusLists, String(collections)),
      catalog.text(SyncMessage.statusTasks, String(items)),
      catalog.text(SyncMessage.statusLast, lastText ?? catalog.text(SyncMessage.statusNever)),
    ].joined(separator: "\n")
    return .custom(
      text: text + "\n",
      json: .object([
        ("url", url.isEmpty ? .null : .string(url)), ("lists", .int(collections)),
        ("tasks", .int(items)),
        ("last_sync", last.map { .string(MachineText.moment($0)) } ?? .null),
      ]))
  }

  static func conflicts(_ invocation: Invocation) throws(TikError) -> Reply {
    let rows = try invocation.context.read { (store) throws(TikError) in
      try store.syncConflicts(limit: 200)
    }
    let catalog = invocation.context.catalog
    func word(_ text: String) -> String {
      SyncMessage.recordedWord(text).map { catalog.text($0) } ?? TerminalText.singleLine(text)
    }
    let lines = rows.map {
      catalog.text(
        SyncMessage.conflictLine, $0.taskID.map { String($0) } ?? "-",
        TerminalText.singleLine($0.title),
        SyncMessage.fieldName($0.field).map { catalog.text($0) } ?? $0.field, word($0.kept),
        word($0.lost))
    }
    let none = catalog.text(SyncMessage.noConflicts)
    return .custom(
      text: (lines.isEmpty ? none : lines.joined(separator: "\n")) + "\n",
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

  /// That `sync.url` is set and names an http or https address with a host, as the
  /// engine reads it again.
  package static func checkServer(_ context: Context) throws(TikError) {
    let text = context.config.string("sync.url")
    guard !text.isEmpty else { throw SyncError.notConfigured.tikError(context.catalog) }
    guard let scheme = text.firstRange(of: "://"),
      ["http", "https"].contains(text[..<scheme.lowerBound].lowercased())
    else { throw SyncError.badURL(text).tikError(context.catalog) }
    let authority = text[scheme.upperBound...].prefix { !"/?#".contains($0) }
    let host = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
    guard !host.isEmpty, !host.hasPrefix(":"), !text.contains(where: \.isWhitespace) else {
      throw SyncError.badURL(text).tikError(context.catalog)
    }
  }
}
