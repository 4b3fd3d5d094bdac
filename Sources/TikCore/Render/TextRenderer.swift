/// Renders replies as text for a terminal or a pipe, in the active language.
///
/// Rows are built as cells from the leading edge to the trailing one and laid out by
/// `TextLayout`, so a right-to-left layout only changes the layout, not the views.
public struct TextRenderer {
  public var context: Context
  public var painter: Painter
  /// Terminal width; nil in pipes, where nothing is truncated.
  public var width: Int?
  public var lists: ListsByID
  public var dates: DateText

  /// Whether the text goes to a terminal (bidi and alignment follow it) or a pipe.
  public var forTerminal: Bool

  public init(
    context: Context, painter: Painter, width: Int?, lists: [TodoList], forTerminal: Bool = true
  ) {
    self.context = context
    self.painter = painter
    self.width = width
    self.forTerminal = forTerminal
    self.lists = ListsByID(lists)
    dates = DateText(context: context)
  }

  var catalog: Catalog { context.catalog }
  var fields: FieldSet { context.fields }
  public var layout: TextLayout {
    TextLayout(context: context, painter: painter, width: width, forTerminal: forTerminal)
  }

  /// A whole view: heading, tasks (grouped where the view groups), progress. The lines go
  /// straight into one string: a view may hold thousands of tasks.
  public func view(_ view: TodoView) -> String {
    var output = ""
    // A view with its tasks read needs no store, and so cannot fail.
    try? write(view, store: nil) { output += String(decoding: $0, as: UTF8.self) }
    return output
  }

  /// A view written to `output` in pieces of whole lines, as UTF-8 bytes; a streamed
  /// view's tasks are read from `store` while they are written.
  public func write(
    _ view: TodoView, store: Store?, to output: (UnsafeBufferPointer<UInt8>) -> Void
  ) throws(TikError) {
    // Lines go into one buffer, handed on in pieces of about 16 KiB; a line's cells are
    // written as they are made where nothing in the line waits for the rest (a pipe).
    var lines = TextLayout.LineWriter(layout, buffer: LineBuffer.forPieces())
    func endLine() {
      lines.buffer.append(byte: UInt8(ascii: "\n"))
      lines.buffer.handOnPiece(to: output)
    }
    func add(_ cells: [TextLayout.Cell]) {
      for cell in cells { lines.append(cell) }
      lines.finishLine()
      endLine()
    }
    add([.init(heading(of: view), .heading, link: context.link(to: .view(view.kind)))])
    let idWidth =
      view.isStreamed
      ? max(1, view.totals.idWidth)
      : String(view.sections.compactMap { $0.todos.lazy.map(\.id).max() }.max() ?? 0).count
    var parts = LineParts(self, view: view, idWidth: idWidth)
    if view.skipped.before > 0 {
      add([.init(catalog.text(.viewAbove, String(view.skipped.before)), .dim)])
    }
    var shown = 0
    do {
      try view.forEachTask(
        in: store,
        groups: { group in
          guard let group else { return }
          endLine()
          add([groupHeading(group)])
        }
      ) { todo in
        shown += 1
        appendCells(of: todo, &parts, to: &lines)
        lines.finishLine()
        endLine()
      }
    } catch {
      lines.buffer.handOn(to: output)
      throw error
    }
    if shown == 0 && view.skipped == (0, 0) {
      add([.init(emptyText(of: view), .dim)])
    }
    if view.skipped.after > 0 {
      // In the REPL, `/more` shows the next page; in the shell, the command without
      // --limit shows everything.
      let more: Message = context.commandPrefix == "/" ? .viewMoreREPL : .viewMore
      add([.init(catalog.text(more, String(view.skipped.after)), .dim)])
    }
    if let progress = view.progress, context.config.showProgress, progress.total > 0 {
      add(progressCells(progress))
    }
    lines.buffer.handOn(to: output)
  }

  /// One task as a line: checkbox, id, title, then what else there is to know. `leading`
  /// cells come before the checkbox (the REPL's `+` for a task just added), laid out with
  /// the rest so that the line still fits, in either direction.
  public func line(
    for todo: Todo, in view: TodoView? = nil, idWidth: Int = 0,
    leading: [TextLayout.Cell] = []
  ) -> String {
    var cells = leading
    var parts = LineParts(self, view: view, idWidth: idWidth)
    appendCells(of: todo, &parts, to: &cells)
    return layout.line(cells)
  }

  /// What the task lines of one render share, worked out once for all of them.
  private struct LineParts {
    let idWidth: Int
    let today: Day
    let showsDate: Bool
    let showsTime: Bool
    let showsPriority: Bool
    let showsSubtasks: Bool
    let showsNotes: Bool
    let showsPhoto: Bool
    /// Whose dates the view says already, so that their lines do not.
    let datesShown: DatesShown
    /// Whether the view leaves list names out (it is a list, or all tasks by list).
    let omitsList: Bool
    /// The plugins that mark tasks' lines.
    let presenters: [any PresentationPlugin]
    /// The last day written as a relative date, and its text: the next line's day is
    /// most often the same (a view in date order).
    private var lastDay: (day: Day, text: String)?

    /// `dates.relative(day)`, made once for a run of lines due the same day.
    mutating func relative(_ day: Day, _ dates: DateText) -> String {
      if let lastDay, lastDay.day == day { return lastDay.text }
      let text = dates.relative(day)
      lastDay = (day, text)
      return text
    }

    enum DatesShown {
      case none, notOverdue, all
      case day(Day)
    }

    init(_ renderer: TextRenderer, view: TodoView?, idWidth: Int) {
      self.idWidth = idWidth
      today = renderer.context.today
      let fields = renderer.fields
      showsDate = fields.contains(.date)
      showsTime = fields.contains(.time)
      showsPriority = fields.contains(.priority)
      showsSubtasks = fields.contains(.subtasks)
      showsNotes = fields.contains(.notes)
      showsPhoto = fields.contains(.photo)
      datesShown =
        switch view?.kind {
        case .today: .notOverdue
        case .scheduled: .all
        case .day(let day): .day(day)
        default: .none
        }
      omitsList =
        switch view?.kind {
        case .list, .all: true
        default: false
        }
      presenters = renderer.context.markers
    }
  }

  /// A task's cells: checkbox, id, title, then what else there is to know.
  private func appendCells<Cells: CellSink & ~Copyable>(
    of todo: Todo, _ parts: inout LineParts, to cells: inout Cells
  ) {
    let overdue = !todo.isDone && todo.day.map { $0 < parts.today } ?? false
    cells.append(
      .init(todo.isDone ? "✓" : "○", todo.isDone ? .success : overdue ? .overdue : .plain))
    cells.append(
      .init(
        Self.digits(todo.id), .dim, width: parts.idWidth, alignTrailing: true,
        link: context.link(to: .task(todo.id))))
    cells.append(.init(todo.title, todo.isDone ? .done : .plain, flexible: true))
    appendMetaCells(of: todo, &parts, overdue: overdue, to: &cells)
  }

  /// `String(id)`, its digits written in place: an id is on every task's line.
  private static func digits(_ id: Int64) -> String {
    guard id >= 0 else { return String(id) }
    var count = 1
    var rest = id / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    return String(unsafeUninitializedCapacity: count) { bytes in
      var rest = id
      for index in (0..<count).reversed() {
        bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      return count
    }
  }

  /// The cells after the title, the first two spaces after it and the others after `·`.
  private func appendMetaCells<Cells: CellSink & ~Copyable>(
    of todo: Todo, _ parts: inout LineParts, overdue: Bool, to cells: inout Cells
  ) {
    var first = true
    func add(_ text: String, _ style: Style, link: String? = nil) {
      cells.append(.init(text, style, separator: first ? "  " : " · ", link: link))
      first = false
    }
    if parts.showsDate, let day = todo.day {
      let shownByView: Bool =
        switch parts.datesShown {
        case .notOverdue: !overdue
        case .all: true
        case .day(let shown): shown == day
        case .none: false
        }
      if !shownByView {
        add(
          parts.relative(day, dates), overdue ? .overdue : .dim, link: context.link(to: .day(day)))
      }
    }
    if parts.showsTime, todo.day != nil, let minute = todo.minute {
      add(dates.time(minute), .dim)
    }
    if !parts.omitsList, let listID = todo.listID, let list = lists[listID] {
      add(list.name, .accent(list.color), link: context.link(to: .list(list)))
    }
    if parts.showsPriority, todo.priority != .none {
      let marks =
        switch todo.priority {
        case .none: ""
        case .low: "!"
        case .medium: "!!"
        case .high: "!!!"
        }
      add(marks, todo.priority == .high ? .overdue : .accent(.orange))
    }
    if parts.showsSubtasks, !todo.subtasks.isEmpty {
      let done = todo.subtasks.filter(\.done).count
      add("\(done)/\(todo.subtasks.count)", .dim)
    }
    if parts.showsNotes, !todo.notes.isEmpty { add("✎", .dim) }
    if parts.showsPhoto, todo.photo != nil { add("▣", .dim) }
    for marker in markers(of: todo, from: parts.presenters) { add(marker, .dim) }
  }

  /// The plugins' markers for a task. Each plugin is asked where it stands in the array,
  /// which a borrowed array lets it be, instead of being copied out to be asked.
  private func markers(
    of todo: Todo, from presenters: borrowing [any PresentationPlugin]
  ) -> [String] {
    var markers: [String] = []
    for index in presenters.indices {
      let more = presenters[index].markers(of: todo, context: context)
      if !more.isEmpty { markers += more }
    }
    return markers
  }

  private func heading(of view: TodoView) -> String {
    switch view.kind {
    case .today: catalog.text(.headingWithDate, catalog.text(.viewToday), dates.long(context.today))
    case .scheduled: catalog.text(.viewScheduled)
    case .all: catalog.text(.viewAll)
    case .completed: catalog.text(.viewCompleted)
    case .list(let list): list.map { $0.icon + " " + $0.name } ?? catalog.text(.inbox)
    case .search(let query):
      catalog.text(
        .searchHeading, query,
        catalog.count(
          view.isStreamed ? view.totals.count : view.todos.count, one: .foundOne,
          other: .foundMany))
    case .day(let day): dates.heading(day)
    case .story(let day): catalog.text(.headingWithDate, catalog.text(.viewStory), dates.long(day))
    }
  }

  private func groupHeading(_ group: TodoView.Group) -> TextLayout.Cell {
    switch group {
    case .due(let day): .init(dates.heading(day), .bold, link: context.link(to: .day(day)))
    case .completedOn(let day):
      .init(dates.heading(day), .bold, link: context.link(to: .story(day)))
    case .list(let list?):
      .init(
        list.icon + " " + list.name, .accent(list.color), link: context.link(to: .list(list)))
    case .list(nil): .init(catalog.text(.inbox), .bold, link: context.link(to: .list(nil)))
    case .done: .init(catalog.text(.storyDone), .bold)
    case .open: .init(catalog.text(.storyOpen), .bold)
    }
  }

  private func emptyText(of view: TodoView) -> String {
    switch view.kind {
    case .today: catalog.text(.emptyToday)
    case .story, .day: catalog.text(.emptyDay)
    case .scheduled: catalog.text(.emptyScheduled)
    case .completed: catalog.text(.emptyCompleted)
    case .search(let query) where TextFolding.key(query).isEmpty: catalog.text(.emptyQuery)
    default: catalog.text(.emptyList)
    }
  }

  private func progressCells(_ progress: TodoView.Progress) -> [TextLayout.Cell] {
    let barWidth = 20
    let filled = progress.done * barWidth / progress.total
    let bar = TextLayout.Cell(String(repeating: "━", count: filled), .success)
    let rest = TextLayout.Cell(
      String(repeating: "─", count: barWidth - filled), .dim, separator: "")
    let words =
      progress.isComplete
      ? catalog.text(.progressAllDone, String(progress.total), String(progress.percent))
      : catalog.text(
        .progressSome, String(progress.done), String(progress.total), String(progress.percent))
    var label = TextLayout.Cell(words, progress.isComplete ? .success : .plain)
    label.separator = " "
    return [bar, rest, label]
  }
}
