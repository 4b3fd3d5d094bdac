import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// The interactive REPL: Today on screen, every typed line a task, `/commands` for the rest.
///
/// The screen is the current view, then the last message, then the prompt. Another
/// process's change is noticed through `PRAGMA data_version` while you type, and the
/// screen is redrawn without losing the half-typed line.
public final class REPL {
  let session: Session
  let editor: LineEditor
  /// The message under the view: the result of the last command.
  var message: String
  /// Text to type in again after a quick-entry mistake, so it can be corrected.
  var pendingText = ""
  var finished = false

  var context: Context { session.context }

  public init(context: Context) {
    let state = REPLState.load(context)
    session = Session(context: context, view: state.view)
    message = state.message
    let completion = TabCompletion(session: session)
    let editor = LineEditor(historyPath: context.paths.stateDirectory + "/history") {
      line, start, word in completion.candidates(line: line, wordStart: start, word: word)
    }
    self.editor = editor
    let yesNo = context.catalog.text(.askYesNo)
    context.confirm = { question in
      let answer = editor.readLine(prompt: question + " " + yesNo + " ", idle: { nil })
      return ["y", "yes"].contains(answer?.trimmingSpaces.lowercased() ?? "")
    }
  }

  /// Runs until `/quit` or Ctrl-D; the exit code.
  public func run() -> Int32 {
    try? FileSystem.makeDirectory(context.paths.stateDirectory)
    _ = try? context.dataChangedElsewhere()
    while !finished {
      write(screen())
      let line = editor.readLine(prompt: prompt(), initialText: pendingText) { [self] in
        (try? context.dataChangedElsewhere()) == true ? screen() : nil
      }
      pendingText = ""
      guard let line else {
        write("\n")
        break
      }
      guard !line.trimmingSpaces.isEmpty else { continue }
      editor.remember(line)
      perform(line)
      REPLState(view: session.view, message: message).save(context)
    }
    REPLState(view: session.view, message: message).save(context)
    return 0
  }

  /// Runs one line and sets the message from its outcome.
  func perform(_ line: String) {
    do {
      switch try session.handle(line) {
      case .quit:
        finished = true
      case .form(let title):
        message = try Form(repl: self).create(title: title)
      case .editForm(let todo):
        message = try Form(repl: self).edit(todo)
      case .reply(let reply, _):
        message = try text(of: reply)
        if case .changed(let ticked, .done) = reply { try celebrateIfDayIsDone(after: ticked) }
      }
    } catch {
      message =
        painter.raw("✗ ", .error) + TerminalText.sanitized(error.message(in: context.catalog))
      if line.trimmingSpaces.first != "/" { pendingText = line }
    }
  }

  /// What a reply adds under the view: nothing for a view (it is the screen).
  func text(of reply: Reply) throws(TikError) -> String {
    switch reply {
    case .view:
      return ""
    case .changed(let todos, .added):
      let renderer = try renderer()
      return todos.map { painter.raw("+ ", .success) + renderer.line(for: $0) }
        .joined(separator: "\n")
    default:
      return try renderer().reply(reply, forPipe: false).trimmingTrailingNewlines
    }
  }

  /// The whole screen: cleared, the view (lists beside it on a wide terminal), the message.
  func screen() -> String {
    var text = "\u{1B}[H\u{1B}[2J"
    do {
      let view = try renderer().view(try session.currentView())
      text += try withListsPanel(view)
    } catch {
      text += painter.raw(TerminalText.sanitized(error.message(in: context.catalog)), .error) + "\n"
    }
    if !message.isEmpty { text += "\n" + message + "\n" }
    return text
  }

  /// On terminals of 120 columns or more, the lists and their open counts to the right.
  private func withListsPanel(_ view: String) throws(TikError) -> String {
    let width = terminalWidth
    guard width >= 120 else { return view }
    let panelWidth = 32
    let summaries = try context.listSummaries()
    let panel =
      [painter.raw(context.catalog.text(.panelLists), .heading)]
      + (try renderer(width: panelWidth)).lists(summaries).split(separator: "\n").map(String.init)
    let left = view.trimmingTrailingNewlines.split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
    let leftWidth = width - panelWidth - 2
    var lines: [String] = []
    for index in 0..<max(left.count, panel.count) {
      let main = index < left.count ? left[index] : ""
      let side = index < panel.count ? panel[index] : ""
      lines.append(side.isEmpty ? main : ANSIText.padded(main, toWidth: leftWidth) + "  " + side)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `Today › ` in the accent colour, marked for readline as taking no columns.
  func prompt() -> String {
    let name: String
    let catalog = context.catalog
    switch session.view {
    case .today: name = catalog.text(.viewToday)
    case .scheduled: name = catalog.text(.viewScheduled)
    case .all: name = catalog.text(.viewAll)
    case .completed: name = catalog.text(.viewCompleted)
    case .list(let list): name = list?.name ?? catalog.text(.inbox)
    case .search: name = catalog.text(.viewSearch)
    }
    let text = TerminalText.sanitized(name) + " › "
    guard painter.colors else { return text }
    return "\u{01}\u{1B}[1;38;5;\(context.config.accent.ansi256)m\u{02}" + text
      + "\u{01}\u{1B}[0m\u{02}"
  }

  /// Confetti when a tick leaves nothing open on Today.
  private func celebrateIfDayIsDone(after ticked: [Todo]) throws(TikError) {
    let today = context.today
    guard context.config.flag("celebration"), context.environment.usesColor,
      ticked.contains(where: { $0.day.map { $0 <= today } ?? false })
    else { return }
    let counts = try context.read { (store) throws(TikError) in
      try store.todayCounts(day: today, completedSince: LocalTime(day: today, minute: 0))
    }
    guard counts.open == 0 else { return }
    Celebration(width: terminalWidth, painter: painter).play(write: write)
    message += "\n" + painter.raw(context.catalog.text(.celebrationDone), .success)
  }

  var terminalWidth: Int { Environment.process.terminalWidth ?? 80 }

  var painter: Painter { Painter(environment: context.environment, config: context.config) }

  func renderer(width: Int? = nil) throws(TikError) -> TextRenderer {
    let lists = try context.read { (store) throws(TikError) in try store.lists() }
    return TextRenderer(
      context: context, painter: painter, width: width ?? terminalWidth, lists: lists)
  }

  func write(_ text: String) {
    StandardConsole().write(text)
  }
}

extension String {
  var trimmingTrailingNewlines: String {
    var text = self[...]
    while text.last == "\n" { text = text.dropLast() }
    return String(text)
  }
}
