import TikCore

/// The one-shot command line, `tik COMMAND ARGUMENTS…`: a front end beside the REPL and
/// the line protocol, running the same commands.
///
/// Exit codes: 0 ok, 1 a user error (one line on stderr, nothing written), 2 usage.
extension Tik {
  /// Runs one command line (without the program name).
  /// `interactive` opens the REPL on a screen a deep link names, when tik runs on a
  /// terminal; without it the screen is printed.
  public static func run(
    arguments: [String], plugins: [any Plugin.Type], environment: Environment, console: Console,
    interactive: ((Context, Navigation) -> Int32)? = nil
  ) -> Int32 {
    if arguments == ["--version"] || arguments == ["version"] {
      console.write("tik " + version + "\n")
      return 0
    }
    var catalog = Catalog(.english)
    var errorLayout = TextLayout(painter: Painter(colors: false), width: nil)
    do {
      let context = try Context(environment: environment, pluginTypes: plugins)
      catalog = context.catalog
      errorLayout = TextLayout(
        context: context, painter: Painter(colors: false), width: nil,
        forTerminal: environment.stderrIsTerminal)
      if environment.stdinIsTerminal && environment.stderrIsTerminal {
        context.confirm = { question in ask(question, console: console, catalog: context.catalog) }
        context.ask = { question in answer(to: question, console: console) }
      }
      var words = arguments.isEmpty ? ["today"] : arguments
      if words == ["--help"] || words == ["-h"] { words = ["help"] }
      let (_, invocation, reply) = try CommandRegistry(context: context).run(
        words, context: context, readLine: { console.readLine() })
      if case .navigate(let navigation) = reply, let interactive, !invocation.has("--json"),
        environment.stdinIsTerminal && environment.stdoutIsTerminal
      {
        return interactive(context, navigation)
      }
      let notes = context.takeNotes()
      console.write(
        try render(reply, json: invocation.has("--json"), context: context, notes: notes))
      if !invocation.has("--json") {
        for note in notes { console.writeError("tik: " + TerminalText.sanitized(note) + "\n") }
      }
      if case .partial(_, let failures, _) = reply, !failures.isEmpty {
        for failure in failures {
          console.writeError("tik: " + TerminalText.sanitized(failure) + "\n")
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
      let prefix = TextLayout.Cell("tik:", direction: .leftToRight)
      console.writeError(errorLayout.line([prefix, .init(message)]) + "\n")
      return error.exitCode
    }
  }

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
    let environment = context.environment
    let renderer = TextRenderer(
      context: context,
      painter: Painter(environment: environment, config: context.config),
      width: environment.stdoutIsTerminal ? environment.terminalWidth ?? 80 : nil, lists: lists,
      forTerminal: environment.stdoutIsTerminal)
    return renderer.reply(reply, forPipe: !environment.stdoutIsTerminal)
  }

  private static func needsLists(_ reply: Reply) -> Bool {
    switch reply {
    case .view, .detail, .changed, .navigate: true
    default: false
    }
  }

  /// Asks a yes/no question on the terminal; anything but y or yes is no.
  static func ask(_ question: String, console: Console, catalog: Catalog) -> Bool {
    let answer = answer(to: question + " " + catalog.text(.askYesNo), console: console)
    return answer == "y" || answer == "yes"
  }

  /// What the person typed after `question`, trimmed and lowercased; nil at the input's end.
  static func answer(to question: String, console: Console) -> String? {
    console.writeError(TerminalText.sanitized(question) + " ")
    return console.readLine()?.trimmed.lowercased()
  }
}
