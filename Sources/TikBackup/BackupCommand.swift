import TikCore

/// `tik backup [FILE]` and `tik restore FILE [--yes]`.
enum BackupCommand {
  /// Both copy the whole database, which SQLite does outside a write of the connection's.
  static var backupSpec: CommandSpec {
    var spec = CommandSpec(
      "backup", usage: "[FILE]", arguments: [.text],
      summary: { $0.text(BackupMessage.helpBackup) }
    ) { (invocation) throws(TikError) in
      try backup(invocation)
    }
    spec.runsOutsideWrites = true
    return spec
  }

  static var restoreSpec: CommandSpec {
    var spec = CommandSpec(
      "restore", usage: "FILE", options: [.yes], arguments: [.text],
      summary: { $0.text(BackupMessage.helpRestore) }
    ) { (invocation) throws(TikError) in
      try restore(invocation)
    }
    spec.runsOutsideWrites = true
    return spec
  }

  static func backup(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    guard invocation.arguments.count <= 1 else {
      throw .unexpectedArgument(invocation.arguments[1], usage: "backup [FILE]")
    }
    let folder = BackupFolder(context: context)
    var path = ""
    if let file = invocation.arguments.first {
      path = FileSystem.absolute(file)
    } else {
      path = try folder.newFile(at: context.clock.now())
    }
    let info = try context.store().writeCopy(to: path)
    if invocation.arguments.isEmpty {
      folder.prune(keeping: context.config.number("backups_kept"), sparing: path)
    }
    let catalog = context.catalog
    return .custom(
      text: TextLayout(outputOf: context).lines(
        catalog.text(
          BackupMessage.backedUp, amounts(info, catalog).tasks, amounts(info, catalog).lists,
          TerminalText.singleLine(path))) + "\n",
      json: .object([
        ("path", .string(path)), ("tasks", .int(info.tasks)), ("lists", .int(info.lists)),
      ]))
  }

  static func restore(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    guard let file = invocation.arguments.first else {
      throw .missingArgument(usage: "restore FILE")
    }
    guard invocation.arguments.count == 1 else {
      throw .unexpectedArgument(invocation.arguments[1], usage: "restore FILE")
    }
    let path = FileSystem.absolute(file)
    let catalog = context.catalog
    guard !FileSystem.isSameFile(path, context.paths.database) else {
      throw .plugin(
        code: "invalid_file",
        message: catalog.text(BackupMessage.errorOwnDatabase, TerminalText.singleLine(path)))
    }
    var saved = ""
    let info = try context.replaceData(with: path) { (incoming) throws(TikError) in
      if !invocation.has("--yes") {
        let current = try context.read { (store) throws(TikError) in
          try store.scalar("SELECT count(*) FROM tasks") ?? 0
        }
        let question = catalog.text(
          BackupMessage.askRestore, String(current), String(incoming.tasks),
          TerminalText.singleLine(file))
        guard context.confirm(question) else {
          throw context.environment.stdinIsTerminal ? .cancelled : .needsConfirmation("restore")
        }
      }
      let folder = BackupFolder(context: context)
      saved = try folder.newFile(at: context.clock.now())
      _ = try context.store().writeCopy(to: saved)
      folder.prune(keeping: context.config.number("backups_kept"), sparing: saved)
    }
    return .custom(
      text: TextLayout(outputOf: context).lines(
        catalog.text(
          BackupMessage.restored, amounts(info, catalog).tasks, amounts(info, catalog).lists,
          TerminalText.singleLine(path), TerminalText.singleLine(saved))) + "\n",
      json: .object([
        ("restored", .string(path)), ("tasks", .int(info.tasks)), ("lists", .int(info.lists)),
        ("backup", .string(saved)),
      ]))
  }

  /// `3 tasks`, `1 list`.
  static func amounts(_ info: Store.CopyInfo, _ catalog: Catalog) -> (tasks: String, lists: String)
  {
    (
      catalog.count(info.tasks, one: BackupMessage.tasksOne, other: BackupMessage.tasks),
      catalog.count(info.lists, one: BackupMessage.listsOne, other: BackupMessage.lists)
    )
  }
}
