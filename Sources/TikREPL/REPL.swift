import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// The interactive REPL: Today on screen, every typed line a task, `/commands` for the rest.
///
/// The screen is the current view, then the last message, then the prompt. Another
/// process's change is noticed through `PRAGMA data_version` while you type, and the
/// screen is redrawn without losing the half-typed line. Plugins' background work (a
/// sync) steps along while you type, and what it writes is redrawn the same way.
public final class REPL {
  let session: Session
  let editor: LineEditor
  /// The message under the view: the result of the last command.
  var message: String { didSet { messageWidth = terminalWidth } }
  /// The width the message was laid out for.
  private var messageWidth = REPL.terminalWidth
  /// Text to type in again after a quick-entry mistake, so it can be corrected.
  var pendingText = ""
  /// Where the page of a view longer than the screen starts (`/more` moves it), the view
  /// it is a page of, and how many tasks the page showed.
  var page = (start: 0, of: TodoView.Kind.today, shown: 0, total: 0)
  var finished = false
  /// What a plugin brings back as the REPL opens (the morning's memory, with its photo),
  /// shown under the view until the first line is typed.
  var recollection = ""
  /// The background work of the plugins that have some, by plugin name, each with the
  /// lines it shows under the view (`REPL+Background.swift`).
  var background: [(plugin: String, work: any BackgroundWork, lines: [String])] = []

  var context: Context { session.context }

  /// A REPL on the view you left, or on the screen a deep link names.
  public init(context: Context, opening navigation: Navigation? = nil) {
    let state = REPLState.load(context)
    session = Session(context: context, view: navigation?.view.kind ?? state.view)
    message = navigation == nil ? state.message : ""
    let completion = TabCompletion(session: session)
    let editor = LineEditor(historyPath: context.paths.stateDirectory + "/history") {
      line, start, word in completion.candidates(line: line, wordStart: start, word: word)
    }
    self.editor = editor
    if let problem = editor.historyProblem {
      message = TextLayout(painter: Painter(colors: false), width: nil).line([
        .init("✗"), .init(problem.message(in: context.catalog)),
      ])
    }
    // Completions are listed like any line: right to left in Persian, reordered where
    // the terminal does no bidi.
    editor.candidateLine = { [unowned self] candidate in
      let latin = !Bidi.containsRightToLeft(candidate.value)
      var cells = [TextLayout.Cell(candidate.value, direction: latin ? .leftToRight : nil)]
      if let description = candidate.description {
        cells.append(.init(description, .dim, separator: "  "))
      }
      return layout.line(cells)
    }
    if let detail = navigation?.detail { message = (try? text(of: detail)) ?? "" }
    if navigation == nil { recollection = recollected() }
    context.confirm = { [unowned self] question in
      // The question and its [y/N] as one sentence: the hint at its end, on the left in
      // Persian.
      let prompt = promptText(question + " " + context.catalog.text(.askYesNo)) + " "
      let answer = editor.readLine(prompt: prompt, idle: { nil })
      return Catalog.isYes(answer ?? "")
    }
    context.ask = { [unowned self] question in
      editor.readLine(prompt: promptText(question) + " ", idle: { nil })?.trimmingSpaces
        .lowercased()
    }
  }

  /// Runs until `/quit` or Ctrl-D; the exit code.
  public func run() -> Int32 {
    try? FileSystem.makeDirectory(context.paths.stateDirectory)
    _ = try? context.dataChangedElsewhere()
    _ = stepBackground(.opened)
    defer { closeBackground() }
    var interruptedOnEmptyLine = false
    while !finished {
      editor.reordersLine = layout.bidi == .reorder
      write(screen())
      // Another process may rename or delete the list the prompt names, or change the
      // language: each redraw reads the view again, and the prompt after it.
      let input = editor.read(
        prompt: prompt(), initialText: pendingText, redrawnPrompt: { [self] in prompt() },
        resized: { [self] in screen() }
      ) { [self] in
        let stepped = stepBackground(.idle)
        let changed = (try? context.dataChangedElsewhere()) == true
        guard changed || context.settingsChangedElsewhere() || stepped else { return nil }
        editor.reordersLine = layout.bidi == .reorder
        return screen()
      }
      pendingText = ""
      recollection = ""
      let line: String
      switch input {
      case .end:
        finished = true
        continue
      case .interrupted(let hadText):
        // Ctrl-C clears the line; on an empty line it says how to leave, and a second
        // one leaves.
        if !hadText && interruptedOnEmptyLine {
          finished = true
          continue
        }
        interruptedOnEmptyLine = !hadText
        message = hadText ? "" : self.line(context.catalog.text(.howToLeave), .dim)
        continue
      case .line(let typed):
        interruptedOnEmptyLine = false
        line = typed
      }
      guard !line.trimmingSpaces.isEmpty else { continue }
      editor.remember(line)
      // While another process holds the write lock, say so rather than seem frozen.
      // (The line is laid out first: nothing may read the database while it waits.)
      let waiting = "\n" + self.line(context.catalog.text(.waitingForLock), .dim) + "\n"
      (try? context.store())?.onWaitForLock = { [unowned self] in write(waiting) }
      let written = (try? context.store())?.rowsWritten
      perform(line)
      if let written, (try? context.store())?.rowsWritten != written {
        _ = stepBackground(.wrote)
      }
      // Keys typed while the command waited for the lock are dropped, not glued onto
      // the next line. A Ctrl-C pressed while it ran could not stop it: dropped too,
      // the message says what the line did.
      if (try? context.store().waitedForLock()) == true { tcflush(0, TCIFLUSH) }
      editor.dropInterrupts()
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
      case .more:
        page.start = page.start + page.shown >= page.total ? 0 : page.start + page.shown
        message = ""
      case .reply(let reply, _):
        message = try text(of: reply)
        if case .changed(let ticked, .done) = reply { try celebrateIfDayIsDone(after: ticked) }
      }
      for note in context.takeNotes() { message += "\n" + self.line(note, .dim) }
    } catch {
      message = errorLine(error)
      if line.trimmingSpaces.first != "/" { pendingText = line }
    }
  }

  /// What a reply adds under the view: nothing for a view (it is the screen).
  func text(of reply: Reply) throws(TikError) -> String {
    switch reply {
    case .view:
      return ""
    case .navigate(let navigation):
      return try navigation.detail.map { (detail) throws(TikError) in try text(of: detail) } ?? ""
    case .changed(let todos, .added):
      let renderer = try renderer()
      return todos.map { renderer.line(for: $0, leading: [REPL.addedMark]) }
        .joined(separator: "\n")
    default:
      return try renderer().reply(reply, forPipe: false).trimmingTrailingNewlines
    }
  }

  /// The whole screen: cleared, the view (lists beside it on a wide terminal), the message.
  func screen() -> String {
    var below = firstRunLines()
    let notices = context.presenters.flatMap { $0.notices(context: context).lines }
    if !notices.isEmpty {
      below += "\n" + notices.map { line($0, .accent(.orange)) }.joined(separator: "\n") + "\n"
    }
    let backgroundLines = background.flatMap(\.lines)
    if !backgroundLines.isEmpty {
      below += "\n" + backgroundLines.map { line($0, .dim) }.joined(separator: "\n") + "\n"
    }
    below += recollection
    if !message.isEmpty { below += "\n" + messageAtWidth() + "\n" }
    var text = "\u{1B}[H\u{1B}[2J"
    do {
      // The view gets the rows the lines below it and the prompt leave.
      text += try viewWithListsPanel(
        rows: terminalHeight - below.split(separator: "\n", omittingEmptySubsequences: false).count
          - 1)
    } catch {
      text += errorLine(error) + "\n"
    }
    return text + below
  }

  /// The message at the screen's width. Right to left, where tik lays lines out itself,
  /// each line was padded to stand at the right edge of the width it was laid out for:
  /// after a resize it moves by as many columns as the width changed.
  private func messageAtWidth() -> String {
    let shift = terminalWidth - messageWidth
    let layout = self.layout
    guard shift != 0, layout.direction == .rightToLeft, layout.bidi == .reorder else {
      return message
    }
    return message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let padding = line.prefix { $0 == " " }.count
      guard padding < line.count else { return String(line) }
      return String(repeating: " ", count: max(0, padding + shift)) + line.dropFirst(padding)
    }.joined(separator: "\n")
  }

  /// The plugins' recollection: its line, and the first picture of its tasks.
  private func recollected() -> String {
    guard
      let recollection = context.presenters.lazy.compactMap({
        $0.recollection(context: self.context)
      }).first
    else { return "" }
    let width = terminalWidth
    let picture = recollection.tasks.lazy.compactMap { todo in
      self.context.presenters.lazy.compactMap {
        $0.picture(of: todo, width: width, context: self.context)
      }.first
    }.first
    return "\n" + line(recollection.line, .dim) + "\n" + (picture ?? "")
  }

  /// What a first run needs to know, while there is no task at all: that every line is
  /// a task, an example, the lists there are, where help is and how to leave.
  private func firstRunLines() -> String {
    guard case .today = session.view,
      let summaries = try? context.listSummaries(), summaries.allSatisfy({ $0.total == 0 })
    else { return "" }
    let catalog = context.catalog
    let lists = summaries.compactMap { $0.list?.name }
    var lines = [catalog.text(.welcomeEveryLine), catalog.text(.welcomeExample)]
    if let first = lists.first {
      lines.append(
        catalog.text(
          .welcomeLists, lists.joined(separator: catalog.text(.listSeparator)), "#" + first))
    }
    lines.append(catalog.text(.welcomeHelp))
    return "\n" + lines.map { line($0, .dim) }.joined(separator: "\n") + "\n"
  }

  /// The view; on terminals of 120 columns or more, the lists and their open counts
  /// beside it — to the right in left-to-right languages, to the left in Persian.
  private func viewWithListsPanel(rows: Int) throws(TikError) -> String {
    let width = terminalWidth
    let panelWidth = 32
    guard width >= 120 else { return try renderer().view(try pagedView(rows: rows)) }
    let mainWidth = width - panelWidth - 2
    let view = try renderer(width: mainWidth).view(try pagedView(rows: rows))
    let panelRenderer = try renderer(width: panelWidth)
    let heading = panelRenderer.layout.line([.init(context.catalog.text(.panelLists), .heading)])
    let panel =
      [heading]
      + panelRenderer.lists(try context.listSummaries()).split(separator: "\n").map(String.init)
    let main = view.trimmingTrailingNewlines.split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let rightToLeft = panelRenderer.layout.direction == .rightToLeft
    var lines: [String] = []
    for index in 0..<max(main.count, panel.count) {
      let left = index < main.count ? main[index] : ""
      let side = index < panel.count ? panel[index] : ""
      if rightToLeft {
        lines.append(ANSIText.padded(side, toWidth: panelWidth) + "  " + left)
      } else {
        lines.append(side.isEmpty ? left : ANSIText.padded(left, toWidth: mainWidth) + "  " + side)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The view, or the page of it that fits the screen with the prompt and the message
  /// below it: the heading, as many tasks as fit from where `/more` left off, how many
  /// are above and below, and the progress line — always in sight.
  /// Only what a page can show is read: no more tasks than the screen has rows.
  private func pagedView(rows: Int) throws(TikError) -> TodoView {
    // One read: the counts and the page's tasks agree.
    try context.read { (_) throws(TikError) in try page(rows: rows) }
  }

  private func page(rows: Int) throws(TikError) -> TodoView {
    let view = try session.currentView()
    if view.kind != page.of { page = (0, view.kind, 0, 0) }
    let available = max(6, rows)
    let footer = view.progress != nil && context.config.showProgress ? 1 : 0
    let start = page.start < view.count ? page.start : 0
    // The pagedView's read is this one; only the window the page starts at is read.
    let store = try context.store()
    let window = try view.window(from: start, limit: available, in: store)
    let fitsWhole =
      start == 0 ? window.page(from: 0) { lines, _ in 1 + lines + footer <= available } : nil
    let shown =
      fitsWhole.flatMap { $0.skipped.after == 0 ? $0 : nil }
      ?? window.page(from: start) { lines, _ in
        1 + (start > 0 ? 1 : 0) + lines + 1 + footer <= available
      }
    page = (start, view.kind, shown.count - shown.skipped.before - shown.skipped.after, view.count)
    return shown
  }

  var terminalHeight: Int {
    var size = winsize()
    return ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_row > 0 ? Int(size.ws_row) : 24
  }

  /// `+` before a task just added.
  static let addedMark = TextLayout.Cell("+", .success)

  /// Text for a readline prompt, laid out like a line without its padding: readline
  /// writes left to right, so on a terminal without bidi the words are put in visual
  /// order (and shaped) first; a terminal with bidi gets them isolated, after RLM.
  func promptText(_ text: String) -> String {
    var layout = self.layout
    layout.width = nil
    layout.painter = Painter(colors: false)
    return layout.line([.init(text)])
  }

  /// One line of the REPL's own text, laid out for the language and the terminal.
  func line(_ text: String, _ style: Style) -> String {
    layout.line([.init(text, style)])
  }

  /// The layout of the REPL's screen: the language's direction, the terminal's bidi.
  var layout: TextLayout {
    (try? renderer())?.layout ?? TextLayout(painter: painter, width: nil)
  }

  /// An error as the message line.
  func errorLine(_ error: TikError) -> String {
    let layout = (try? renderer())?.layout ?? TextLayout(painter: painter, width: nil)
    return layout.line([.init("✗", .error), .init(error.message(in: context.catalog))])
  }

  /// `Today › ` in the accent colour, marked for readline as taking no columns. It says
  /// where a typed line goes: on views that are not a day or a list, a task for Today
  /// (`Search · add to Today › `), on Scheduled one for tomorrow.
  func prompt() -> String {
    let name: String
    let catalog = context.catalog
    let addsToToday = " · " + catalog.text(.promptAddsToToday)
    switch session.view {
    case .today: name = catalog.text(.viewToday)
    case .scheduled: name = catalog.text(.viewScheduled) + " · " + catalog.text(.promptAddsTomorrow)
    case .all: name = catalog.text(.viewAll) + addsToToday
    case .completed: name = catalog.text(.viewCompleted) + addsToToday
    case .list(let list): name = list?.name ?? catalog.text(.inbox)
    case .search: name = catalog.text(.viewSearch) + addsToToday
    case .day(let day): name = context.calendar.shortText(day)
    case .story: name = catalog.text(.viewStory) + addsToToday
    }
    let text = promptText(name) + " › "
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
    message += "\n" + line(context.catalog.text(.celebrationDone), .success)
  }

  var terminalWidth: Int { REPL.terminalWidth }

  static var terminalWidth: Int { Environment.process.terminalWidth ?? 80 }

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
