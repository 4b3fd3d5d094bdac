import TikCore

/// The one-shot command line, `tik COMMAND ARGUMENTS…`: a front end beside the REPL and
/// the line protocol, running the same commands.
///
/// Exit codes: 0 ok, 1 a user error (one line on stderr, nothing written), 2 usage.
extension Tik {
  /// Runs one command line (without the program name).
  /// `interactive` opens the REPL on a screen a deep link names, when tik runs on a
  /// terminal; without it the screen is printed. `exitsAfter`: the process ends when this
  /// returns, so what the command built — the database connection and its statements,
  /// the plugins, the caches — is left for the exit to take back, not taken apart first
  /// (a third of a million instructions; every commit is on disk by then).
  public static func run(
    arguments: [String], plugins: [any Plugin.Type], environment: Environment, console: Console,
    exitsAfter: Bool = false, interactive: ((Context, Navigation) -> Int32)? = nil
  ) -> Int32 {
    if arguments == ["--version"] || arguments == ["version"] {
      console.write("tik " + version + "\n")
      return 0
    }
    var catalog = Catalog(.english)
    var errorLayout = TextLayout(painter: Painter(colors: false), width: nil)
    do {
      let context = try Context(environment: environment, pluginTypes: plugins)
      if exitsAfter { _ = Unmanaged.passRetained(context) }
      context.streamsViews = true
      catalog = context.catalog
      errorLayout = TextLayout(errorsOf: context)
      if environment.stdinIsTerminal && environment.stderrIsTerminal {
        let layout = errorLayout
        context.confirm = { question in
          ask(question, console: console, layout: layout, catalog: context.catalog)
        }
        context.ask = { question in answer(to: question, console: console, layout: layout) }
      }
      var words = arguments.isEmpty ? ["today"] : arguments
      if words == ["--help"] || words == ["-h"] { words = ["help"] }
      let (_, invocation, reply) = try CommandRegistry(context: context).run(
        words, context: context, readLine: { console.readLine() })
      if case .navigate(let navigation) = reply, let interactive, !invocation.has("--json"),
        environment.stdinIsTerminal && environment.stdoutIsTerminal
      {
        // The REPL reads the pages of the view it opens on itself.
        context.streamsViews = false
        return interactive(context, navigation)
      }
      let notes = context.takeNotes()
      if case .view(let view) = reply, view.isStreamed {
        try write(
          view, json: invocation.has("--json"), context: context, notes: notes,
          to: console.write(bytes:))
      } else {
        console.write(
          try render(
            try collected(reply, context: context), json: invocation.has("--json"),
            context: context, notes: notes))
      }
      if !invocation.has("--json") {
        for note in notes { console.writeError(errorLayout.line([prefix, .init(note)]) + "\n") }
      }
      if case .partial(_, let failures, _) = reply, !failures.isEmpty {
        for failure in failures {
          console.writeError(errorLayout.line([prefix, .init(failure)]) + "\n")
        }
        return 1
      }
      return 0
    } catch {
      // A script that asked for JSON reads the error as JSON too, on standard output.
      if arguments.contains("--json") {
        console.write(JSONRenderer.failure(error, catalog: catalog).text + "\n")
        return error.exitCode
      }
      let message = error.message(in: catalog)
      console.writeError(errorLayout.line([prefix, .init(message)]) + "\n")
      return error.exitCode
    }
  }

  /// `tik:` before an error or a note: the program's name, left to right in any line.
  static let prefix = TextLayout.Cell("tik:", direction: .leftToRight)

  /// The reply as the user asked for it: JSON (with the command's notes), or text for a
  /// terminal or a pipe.
  public static func render(_ reply: Reply, json: Bool, context: Context, notes: [String] = [])
    throws(TikError) -> String
  {
    let lists =
      try needsLists(reply) ? context.read { (store) throws(TikError) in try store.lists() } : []
    if json {
      return JSONRenderer.adding(
        notes, to: JSONRenderer(context: context, lists: lists).reply(reply)
      )
      .text + "\n"
    }
    return textRenderer(context: context, lists: lists)
      .reply(reply, forPipe: !context.environment.stdoutIsTerminal)
  }

  /// Text for the terminal on standard output, or for a pipe.
  static func textRenderer(context: Context, lists: [TodoList]) -> TextRenderer {
    let environment = context.environment
    return TextRenderer(
      context: context,
      painter: Painter(environment: environment, config: context.config),
      width: environment.stdoutIsTerminal ? environment.terminalWidth ?? 80 : nil, lists: lists,
      forTerminal: environment.stdoutIsTerminal)
  }

  /// A streamed view written as it is read, in one read transaction, in the renderers'
  /// pieces of about 16 KiB of UTF-8: memory stays flat however many tasks the view holds.
  /// JSON ends with the `trailing` members (the line protocol's `"ok": true`). What was read
  /// before a failure is written before it is thrown.
  public static func write(
    _ view: TodoView, json: Bool, context: Context, notes: [String],
    trailing: [(String, JSONValue)] = [], to write: (UnsafeBufferPointer<UInt8>) -> Void
  ) throws(TikError) {
    try context.read { (store) throws(TikError) in
      let lists = try store.lists()
      if json {
        try JSONRenderer(context: context, lists: lists).write(
          view, notes: notes, trailing: trailing, store: store, to: write)
      } else {
        try textRenderer(context: context, lists: lists).write(view, store: store, to: write)
      }
    }
  }

  /// A reply whose views (a link's screen) are read whole, for replies rendered at once.
  public static func collected(_ reply: Reply, context: Context) throws(TikError) -> Reply {
    guard case .navigate(var navigation) = reply, navigation.view.isStreamed else { return reply }
    navigation.view = try context.read { (store) throws(TikError) in
      try navigation.view.collected(from: store)
    }
    return .navigate(navigation)
  }

  private static func needsLists(_ reply: Reply) -> Bool {
    switch reply {
    case .view, .detail, .changed, .navigate: true
    default: false
    }
  }

  /// Asks a yes/no question on the terminal, laid out for the language like any line
  /// (the `[y/N]` at the end of the sentence, at its left in Persian); anything but a yes
  /// (`y`, `yes`, `بله`, `ب`, `غ`) is no.
  static func ask(_ question: String, console: Console, layout: TextLayout, catalog: Catalog)
    -> Bool
  {
    let answer = answer(
      to: question + " " + catalog.text(.askYesNo), console: console, layout: layout)
    return answer.map(Catalog.isYes) ?? false
  }

  /// What the person typed after `question` (laid out as any line of the language),
  /// trimmed and lowercased; nil at the input's end.
  static func answer(to question: String, console: Console, layout: TextLayout) -> String? {
    var layout = layout
    layout.width = nil
    console.writeError(layout.line([.init(question)]) + " ")
    return console.readLine()?.trimmed.lowercased()
  }
}
