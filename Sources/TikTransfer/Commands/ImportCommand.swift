import TikCore

/// `import FILE|DIR [--format auto|json|ics|taskwarrior|todotxt] [--dry-run]`: the tasks
/// of a file, or of a vdir (`VdirImport`), in one transaction, idempotently: importing
/// the same file twice adds nothing.
///
/// The file is read whole and checked before anything is written: bad input is one clear
/// line and exit code 1, and the database is as it was. `--dry-run` reports what an
/// import would do and writes nothing.
enum ImportCommand {
  static var spec: CommandSpec {
    var spec = CommandSpec(
      "import", usage: "FILE",
      options: [
        OptionSpec(
          "--format", values: ["auto"] + TransferFormat.imported.map(\.rawValue),
          about: "the file's format (told from the file by default)"),
        OptionSpec("--dry-run", about: "say what would change, and change nothing"),
      ],
      arguments: [.text], summary: { $0.text(TransferMessage.helpImport) }
    ) { (invocation) throws(TikError) in
      try run(invocation)
    }
    spec.details = { context in
      [
        context.catalog.text(TransferMessage.detailsImportFormats),
        context.catalog.text(TransferMessage.detailsImportAgain),
        context.catalog.text(TransferMessage.detailsImportExample),
      ]
    }
    return spec
  }

  static let usage = "import FILE [--format FORMAT] [--dry-run]"

  static func run(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    let catalog = context.catalog
    guard let path = invocation.arguments.first else { throw .missingArgument(usage: usage) }
    if invocation.arguments.count > 1 {
      throw .unexpectedArgument(invocation.arguments[1], usage: usage)
    }
    let chosen = try chosenFormat(invocation.options["--format"], catalog: catalog)
    let vdir = VdirImport.isVdir(path)
    let text =
      vdir
      ? try VdirImport.text(path, catalog: catalog) : try InputFile.read(path, catalog: catalog)
    // A vdir is read as the one iCalendar text of all its items.
    let format = vdir ? .ics : chosen ?? TransferFormat.sniff(text[...])
    let incoming: Incoming
    do {
      incoming = try read(text[...], as: format)
    } catch {
      throw error.error(in: catalog)
    }
    let dryRun = invocation.has("--dry-run")
    let report: ImportReport
    if dryRun {
      report = try context.read { (store) throws(TikError) in
        var importer = Importer(context: context, store: store, format: format, dryRun: true)
        return try importer.run(incoming)
      }
    } else {
      report = try context.write { (store) throws(TikError) in
        var importer = Importer(context: context, store: store, format: format, dryRun: false)
        return try importer.run(incoming)
      }
    }
    let rendering = ImportReportText(report: report, catalog: catalog)
    let shown = TextLayout(outputOf: context).lines(rendering.lines.joined(separator: "\n"))
    return .custom(text: shown + "\n", json: rendering.json)
  }

  /// The format `--format` names; nil for `auto`, which sniffs the file.
  static func chosenFormat(_ name: String?, catalog: Catalog) throws(TikError) -> TransferFormat? {
    guard let name, name.lowercased() != "auto" else { return nil }
    guard let format = TransferFormat(name: name) else {
      throw TransferError.unknownFormat(
        name, allowed: ["auto"] + TransferFormat.imported.map(\.rawValue)
      ).error(in: catalog)
    }
    return format
  }

  static func read(_ text: Substring, as format: TransferFormat) throws(TransferError) -> Incoming {
    switch format {
    case .json: try TikJSON.read(text)
    case .ics: try ICalendarImport.read(text)
    case .taskwarrior: try TaskwarriorImport.read(text)
    case .todotxt: try TodoTxt.read(text)
    case .vdir: try ICalendarImport.read(text)
    }
  }
}
