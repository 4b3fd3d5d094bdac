import TikCore

/// `export [--format json|ics|todotxt] [--list NAME] [--output FILE]`: every task (or one
/// list's) in one of tik's export forms, on standard output or into a file.
///
/// A file is written as the core writes its own: a new temporary file beside it, flushed,
/// then renamed over it, so a reader never sees half an export; a symlink or anything but
/// a regular file at the path is refused, and a new file is private (0600).
enum ExportCommand {
  static var spec: CommandSpec {
    var spec = CommandSpec(
      "export",
      options: [
        OptionSpec("--format", values: TransferFormat.exported.map(\.rawValue)),
        OptionSpec("--list", takesValue: true),
        OptionSpec("--output", short: "-o", takesValue: true),
      ],
      summary: { $0.text(TransferMessage.helpExport) }
    ) { (invocation) throws(TikError) in
      try run(invocation)
    }
    spec.details = { context in
      [
        context.catalog.text(TransferMessage.detailsExportFormats),
        context.catalog.text(TransferMessage.detailsExportExample),
      ]
    }
    return spec
  }

  static func run(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    let catalog = context.catalog
    if let extra = invocation.arguments.first {
      throw .unexpectedArgument(
        extra, usage: "export [--format FORMAT] [--list NAME] [--output FILE]")
    }
    let format = try chosenFormat(invocation.options["--format"], catalog: catalog)
    var list: TodoList??
    if let name = invocation.options["--list"] {
      list = .some(
        try context.read { (store) throws(TikError) in try context.list(named: name, in: store) })
    }
    let export = try ExportSet.read(list: list, context: context)
    let text: String
    switch format {
    case .ics: text = ICalendarExport.text(export)
    case .todotxt: text = TodoTxt.text(export)
    case .json, .taskwarrior: text = TikJSON.text(export)
    }
    guard let output = invocation.options["--output"] else {
      let json =
        format == .json
        ? TikJSON.document(export)
        : .object([
          ("format", .string(format.rawValue)), ("text", .string(text)),
        ])
      let shown = context.environment.stdoutIsTerminal ? terminalSafe(text) : text
      return .custom(text: shown, json: json)
    }
    let path = FileSystem.absolute(output)
    try FileSystem.checkOwnFile(path)
    try FileSystem.writeAtomically(text, to: path, symlinks: .refuse)
    let summary = catalog.text(
      TransferMessage.exported,
      catalog.count(
        export.todos.count, one: TransferMessage.taskOne, other: TransferMessage.taskMany),
      catalog.count(
        export.lists.count, one: TransferMessage.listOne, other: TransferMessage.listMany),
      TerminalText.singleLine(path))
    return .custom(
      text: summary + "\n",
      json: .object([
        ("format", .string(format.rawValue)), ("file", .string(path)),
        ("tasks", .int(export.todos.count)), ("lists", .int(export.lists.count)),
      ]))
  }

  static func chosenFormat(_ name: String?, catalog: Catalog) throws(TikError) -> TransferFormat {
    guard let name else { return .json }
    guard let format = TransferFormat(name: name), TransferFormat.exported.contains(format) else {
      throw TransferError.unknownFormat(
        name, allowed: TransferFormat.exported.map(\.rawValue)
      ).error(in: catalog)
    }
    return format
  }

  /// The text with every line sanitized, for a terminal: a task's notes are data, and
  /// never reach the terminal raw.
  static func terminalSafe(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      TerminalText.sanitized(String(line.hasSuffix("\r") ? line.dropLast() : line))
    }.joined(separator: "\n")
  }
}
