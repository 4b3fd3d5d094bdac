import TikCore
import TikICalendar

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `export [--format json|ics|todotxt|vdir] [--list NAME] [--output FILE] [--with-photos]`:
/// every task (or one list's) in one of tik's export forms, on standard output or into a
/// file; a vdir (`VdirExport`) into a new directory, `export --format vdir DIR`. In iCalendar a photo is an `ATTACH` of its file's path, or with `--with-photos`
/// the picture itself, inline in base64, when it is at most `PhotoAttachment.largest`.
///
/// A file is written as `tik backup` writes its copy: a private (0600) temporary file
/// beside it, flushed, then given the name, which must be free. A reader never sees half
/// an export, and a file already at the path, or a symlink, is refused and left as it is.
enum ExportCommand {
  static var spec: CommandSpec {
    var spec = CommandSpec(
      "export", usage: "[DIR]",
      options: [
        OptionSpec(
          "--format", values: TransferFormat.exported.map(\.rawValue),
          about: "the format to write (json by default)"),
        OptionSpec("--list", placeholder: "LIST", about: "only the tasks of LIST"),
        OptionSpec(
          "--output", short: "-o", placeholder: "FILE",
          about: "write to FILE instead of standard output"),
        OptionSpec(
          "--with-photos", about: "with --format ics: each photo inline in the file, up to 4 MB"),
      ],
      arguments: [.text], summary: { $0.text(TransferMessage.helpExport) }
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
    let format = try chosenFormat(invocation.options["--format"], catalog: catalog)
    if format.isICalendar {
      do { try Libical.load() } catch { throw TransferError(error).error(in: catalog) }
    }
    // A vdir is a directory, named as the argument or by --output.
    let directory = format == .vdir ? invocation.arguments.first : nil
    if let extra = invocation.arguments.dropFirst(directory == nil ? 0 : 1).first {
      throw .unexpectedArgument(
        extra, usage: "export [--format FORMAT] [--list NAME] [--output FILE|DIR] [DIR]")
    }
    var list: TodoList??
    if let name = invocation.options["--list"] {
      list = .some(
        try context.read { (store) throws(TikError) in try context.list(named: name, in: store) })
    }
    let export = try ExportSet.read(list: list, context: context)
    if format == .vdir {
      guard let path = (directory ?? invocation.options["--output"]).map(FileSystem.absolute)
      else { throw .missingArgument(usage: "export --format vdir DIR") }
      try VdirExport.write(export, to: path)
      return written(export, format: format, path: path, context: context)
    }
    let text: String
    switch format {
    case .ics: text = ICalendarExport.text(export, withPhotos: invocation.has("--with-photos"))
    case .todotxt: text = TodoTxt.text(export)
    case .json, .taskwarrior, .vdir: text = TikJSON.text(export)
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
    try writeNewFile(text, to: path)
    return written(export, format: format, path: path, context: context)
  }

  /// The line an export to a file or directory reports.
  static func written(_ export: ExportSet, format: TransferFormat, path: String, context: Context)
    -> Reply
  {
    let catalog = context.catalog
    let summary = catalog.text(
      TransferMessage.exported,
      catalog.count(
        export.todos.count, one: TransferMessage.taskOne, other: TransferMessage.taskMany),
      catalog.count(
        export.lists.count, one: TransferMessage.listOne, other: TransferMessage.listMany),
      TerminalText.singleLine(path))
    return .custom(
      text: TextLayout(outputOf: context).lines(summary) + "\n",
      json: .object([
        ("format", .string(format.rawValue)), ("file", .string(path)),
        ("tasks", .int(export.todos.count)), ("lists", .int(export.lists.count)),
      ]))
  }

  /// Writes `text` to a new file at `path`, whole or not at all; nothing may be there.
  static func writeNewFile(_ text: String, to path: String) throws(TikError) {
    try FileSystem.checkOwnFile(path)
    guard !FileSystem.exists(path) else { throw .file(path, .exists) }
    let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    do {
      try FileSystem.writeAtomically(text, to: temporary, symlinks: .refuse)
      try FileSystem.publish(temporary, as: path)
    } catch {
      FileSystem.remove(temporary)
      throw error
    }
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
