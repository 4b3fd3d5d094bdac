/// Renders replies as text for a terminal or a pipe, in the active language.
///
/// Rows are built as cells from the leading edge to the trailing one and laid out by
/// `TextLayout`, so a right-to-left layout only changes the layout, not the views.
public struct TextRenderer {
  public var context: Context
  public var painter: Painter
  /// Terminal width; nil in pipes, where nothing is truncated.
  public var width: Int?
  public var lists: [Int64: TodoList]
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
    self.lists = Dictionary(uniqueKeysWithValues: lists.map { ($0.id, $0) })
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
    try? write(view, store: nil) { output += $0 }
    return output
  }

  /// A view written a line at a time to `output`; a streamed view's tasks are read from
  /// `store` while they are written.
  public func write(_ view: TodoView, store: Store?, to output: (String) -> Void)
    throws(TikError)
  {
    let layout = self.layout
    func add(_ line: String) { output(line + "\n") }
    add(
      layout.line([.init(heading(of: view), .heading, link: context.link(to: .view(view.kind)))])
    )
    let largestID =
      view.isStreamed
      ? view.totals.largestID
      : view.sections.compactMap { $0.todos.lazy.map(\.id).max() }.max() ?? 0
    let idWidth = String(largestID).count
    if view.skipped.before > 0 {
      add(layout.line([.init(catalog.text(.viewAbove, String(view.skipped.before)), .dim)]))
    }
    var shown = 0
    var group: TodoView.Group?
    try view.forEachTask(in: store) { taskGroup, todo in
      if let taskGroup, shown == 0 || taskGroup != group {
        add("")
        add(layout.line([groupHeading(taskGroup)]))
      }
      group = taskGroup
      shown += 1
      add(line(for: todo, in: view, idWidth: idWidth, layout: layout))
    }
    if shown == 0 && view.skipped == (0, 0) {
      add(layout.line([.init(emptyText(of: view), .dim)]))
    }
    if view.skipped.after > 0 {
      // In the REPL, `/more` shows the next page; in the shell, the command without
      // --limit shows everything.
      let more: Message = context.commandPrefix == "/" ? .viewMoreREPL : .viewMore
      add(layout.line([.init(catalog.text(more, String(view.skipped.after)), .dim)]))
    }
    if let progress = view.progress, context.config.showProgress, progress.total > 0 {
      add(layout.line(progressCells(progress)))
    }
  }

  /// One task as a line: checkbox, id, title, then what else there is to know. `leading`
  /// cells come before the checkbox (the REPL's `+` for a task just added), laid out with
  /// the rest so that the line still fits, in either direction.
  public func line(
    for todo: Todo, in view: TodoView? = nil, idWidth: Int = 0,
    leading: [TextLayout.Cell] = []
  ) -> String {
    line(for: todo, in: view, idWidth: idWidth, layout: layout, leading: leading)
  }

  private func line(
    for todo: Todo, in view: TodoView?, idWidth: Int, layout: TextLayout,
    leading: [TextLayout.Cell] = []
  ) -> String {
    let overdue = !todo.isDone && todo.day.map { $0 < context.today } ?? false
    let check = TextLayout.Cell(
      todo.isDone ? "✓" : "○", todo.isDone ? .success : overdue ? .overdue : .plain)
    let id = TextLayout.Cell(
      String(todo.id), .dim, width: idWidth, alignTrailing: true,
      link: context.link(to: .task(todo.id)))
    let title = TextLayout.Cell(todo.title, todo.isDone ? .done : .plain, flexible: true)
    var cells = leading + [check, id, title]
    for (index, cell) in metaCells(of: todo, in: view, overdue: overdue).enumerated() {
      var cell = cell
      cell.separator = index == 0 ? "  " : " · "
      cells.append(cell)
    }
    return layout.line(cells)
  }

  private func metaCells(of todo: Todo, in view: TodoView?, overdue: Bool) -> [TextLayout.Cell] {
    var cells: [TextLayout.Cell] = []
    if fields.contains(.date), let day = todo.day {
      let shownByView: Bool =
        switch view?.kind {
        case .today: !overdue
        case .scheduled: true
        case .day(let shown): shown == day
        default: false
        }
      if !shownByView {
        cells.append(
          .init(
            dates.relative(day), overdue ? .overdue : .dim, link: context.link(to: .day(day))))
      }
    }
    if fields.contains(.time), todo.day != nil, let minute = todo.minute {
      cells.append(.init(dates.time(minute), .dim))
    }
    if let listID = todo.listID, let list = lists[listID] {
      switch view?.kind {
      case .list, .all: break
      default:
        cells.append(.init(list.name, .accent(list.color), link: context.link(to: .list(list))))
      }
    }
    if fields.contains(.priority), todo.priority != .none {
      let marks = String(repeating: "!", count: todo.priority.rawValue)
      cells.append(.init(marks, todo.priority == .high ? .overdue : .accent(.orange)))
    }
    if fields.contains(.subtasks), !todo.subtasks.isEmpty {
      let done = todo.subtasks.filter(\.done).count
      cells.append(.init("\(done)/\(todo.subtasks.count)", .dim))
    }
    if fields.contains(.notes), !todo.notes.isEmpty { cells.append(.init("✎", .dim)) }
    if fields.contains(.photo), todo.photo != nil { cells.append(.init("▣", .dim)) }
    for plugin in context.presenters {
      for marker in plugin.markers(of: todo, context: context) {
        cells.append(.init(marker, .dim))
      }
    }
    return cells
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
