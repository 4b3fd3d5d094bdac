import TikCore

/// Turns a day's facts into cards: the words of each state at each size, through the
/// widget's catalog, in the active calendar and language.
public struct CardBuilder: Sendable {
  public var facts: DayFacts
  public var catalog: Catalog
  public var dates: DateText
  public var fields: FieldSet

  public init(facts: DayFacts, catalog: Catalog, dates: DateText, fields: FieldSet) {
    self.facts = facts
    self.catalog = catalog
    self.dates = dates
    self.fields = fields
  }

  /// The builder for a context's settings; dates are relative to the facts' day.
  public init(facts: DayFacts, context: Context) {
    var dates = DateText(context: context)
    dates.today = facts.day
    self.init(facts: facts, catalog: context.catalog, dates: dates, fields: context.fields)
  }

  /// The card of the first state of the moment's chain that holds.
  public func card(for moment: Moment, size: WidgetSize) -> Card {
    card(WidgetState.pick(for: moment, facts: facts), moment: moment, size: size)
  }

  /// The card of one state.
  public func card(_ state: WidgetState, moment: Moment, size: WidgetSize) -> Card {
    let percent = TodoView.Progress(done: facts.done, total: facts.total).percent
    let lines =
      size == .inline
      ? [
        CardLine([.init(DisplayWidth.truncated(inlineText(state), toWidth: size.width))], .heading)
      ]
      : body(state, size: size)
    return Card(
      state: state, moment: moment, size: size, link: link(of: state), lines: lines,
      percent: percent, actionTask: state == .triage ? facts.next : nil)
  }

  /// The deep link of the screen a state's card opens, in the `tik://` grammar.
  public func link(of state: WidgetState) -> String {
    switch state {
    case .welcome: "tik://new"
    case .empty: "tik://scheduled"
    case .triage: facts.next.map { "tik://task/\($0.id)" } ?? "tik://today"
    case .allDone: "tik://completed"
    case .memory: facts.memory.map { "tik://story/" + ISODate.text($0.day) } ?? "tik://today"
    case .story: "tik://story/" + ISODate.text(facts.day)
    case .plan, .snoozed, .streak, .progress, .pending, .overdue, .stale: "tik://today"
    }
  }

  /// The one short line of a state.
  func inlineText(_ state: WidgetState) -> String {
    let n: (Int) -> String = { String($0) }
    switch state {
    case .welcome: return text(.inlineWelcome)
    case .empty: return text(.inlineEmpty)
    case .plan: return text(.inlinePlan, n(facts.open))
    case .triage: return text(.inlineTriage, CardBuilder.isolated(facts.next?.title ?? ""))
    case .snoozed: return text(.inlineSnoozed, n(facts.snoozed))
    case .allDone: return text(.inlineAllDone, n(facts.total))
    case .streak: return text(.inlineStreak, n(facts.streak), n(facts.done), n(facts.total))
    case .progress: return text(.inlineProgress, n(facts.done), n(facts.total))
    case .memory:
      guard let memory = facts.memory else { return text(.inlineWelcome) }
      return CardBuilder.line(of: memory, catalog: catalog)
    case .story: return text(.inlineStory, n(facts.done), n(facts.moved), n(facts.open))
    case .pending: return text(.inlinePending, n(facts.open))
    case .overdue: return text(.inlineOverdue, n(facts.overdue))
    case .stale: return text(.inlineStale, n(facts.open))
    }
  }

  /// The lines of a card larger than one line.
  private func body(_ state: WidgetState, size: WidgetSize) -> [CardLine] {
    var lines = [heading(state)]
    switch state {
    case .welcome:
      lines.append(hint(.hintAdd, "tik add Buy milk 18:00"))
      if size.hasFooter { lines.append(hint(.hintTick, "tik widget tick")) }
    case .empty:
      lines.append(hint(.hintAdd, "tik add TEXT"))
    case .plan, .streak, .progress:
      lines.append(progress(size))
      lines += tasks(facts.openTasks, of: facts.open, size: size)
    case .triage:
      guard let next = facts.next else { break }
      lines.append(taskLine(next, emphasised: true))
      lines.append(progress(size))
      let others = facts.openTasks.filter { $0.id != next.id }
      lines += tasks(others, of: facts.open - 1, size: size, room: size.taskLines - 1)
      if size.hasFooter { lines.append(action("✓", "tik widget tick \(next.id)")) }
      if size == .large { lines.append(action("☾", "tik widget snooze \(next.id)")) }
    case .snoozed:
      lines += tasks(
        facts.openTasks.filter { $0.status == .snoozed }, of: facts.snoozed, size: size)
    case .allDone:
      lines.append(progress(size))
      lines += tasks(facts.doneTasks, of: facts.done, size: size)
    case .memory:
      guard let memory = facts.memory else { break }
      lines.append(
        note(
          catalog.count(
            memory.count, one: WidgetMessage.memoryFinishedOne, other: .memoryFinishedMany)))
      let finished = memory.titles.map {
        TaskFact(id: 0, title: $0, day: memory.day, minute: nil, status: .done)
      }
      lines += tasks(finished, of: memory.count, size: size)
      if size.hasFooter { lines.append(note(dates.long(memory.day))) }
    case .story:
      let n: (Int) -> String = { String($0) }
      lines.append(note(text(.storyCounts, n(facts.done), n(facts.moved), n(facts.open))))
      lines += tasks(
        facts.doneTasks + facts.movedTasks + facts.openTasks,
        of: facts.done + facts.moved + facts.open, size: size)
    case .pending:
      break  // the night says how many are open, nothing more
    case .overdue:
      lines += tasks(
        facts.openTasks.filter { $0.isOverdue(on: facts.day) }, of: facts.overdue, size: size)
    case .stale:
      lines.append(note(text(.staleOpen, String(facts.open))))
      if size.hasFooter { lines.append(hint(.hintRefresh, "tik widget --refresh")) }
    }
    return lines
  }

  private func heading(_ state: WidgetState) -> CardLine {
    let words: String
    switch state {
    case .welcome: words = text(.headingWelcome)
    case .empty: words = text(.headingEmpty)
    case .plan:
      words = catalog.count(facts.open, one: WidgetMessage.headingPlanOne, other: .headingPlanMany)
    case .triage: words = text(.headingNext)
    case .snoozed:
      words = catalog.count(
        facts.snoozed, one: WidgetMessage.headingSnoozedOne, other: .headingSnoozedMany)
    case .allDone: words = text(.headingAllDone, String(facts.total))
    case .streak: words = text(.headingStreak, String(facts.streak))
    case .progress: words = text(.headingProgress, String(facts.done), String(facts.total))
    case .memory:
      switch facts.memory?.period {
      case .week?: words = text(.headingMemoryWeek)
      case .month?: words = text(.headingMemoryMonth)
      case .year?, nil: words = text(.headingMemoryYear)
      }
    case .story: words = text(.headingStory)
    case .pending:
      words = catalog.count(
        facts.open, one: WidgetMessage.headingPendingOne, other: .headingPendingMany)
    case .overdue:
      words = catalog.count(
        facts.overdue, one: WidgetMessage.headingOverdueOne, other: .headingOverdueMany)
    case .stale: words = text(.headingStale, dates.calendar.shortText(facts.day))
    }
    return CardLine([.init(words, .bold, flexible: true)], .heading)
  }

  /// Up to the size's task lines (or `room`), then "+N more" on cards with a footer when
  /// `total` is more than shown.
  private func tasks(_ tasks: [TaskFact], of total: Int, size: WidgetSize, room: Int? = nil)
    -> [CardLine]
  {
    let shown = tasks.prefix(max(0, room ?? size.taskLines))
    var lines = shown.map { taskLine($0) }
    let hidden = total - shown.count
    if size.hasFooter && hidden > 0 {
      lines.append(CardLine([.init(text(.more, String(hidden)), .dim)], .more))
    }
    return lines
  }

  private func taskLine(_ task: TaskFact, emphasised: Bool = false) -> CardLine {
    let overdue = task.isOverdue(on: facts.day)
    let role: CardLine.Role =
      switch task.status {
      case .done: .done
      case .moved: .moved
      case .snoozed: .snoozed
      case .open: overdue ? .overdue : .task
      }
    let mark: TextLayout.Cell =
      switch task.status {
      case .done: .init("✓", .success)
      case .moved: .init(text(.movedMark), .dim)
      case .snoozed: .init("☾", .dim)
      case .open: .init("○", overdue ? .overdue : .plain)
      }
    let titleStyle: Style =
      switch task.status {
      case .done: .done
      case .moved, .snoozed: .dim
      case .open: emphasised ? .bold : .plain
      }
    var cells = [mark]
    if task.id > 0 { cells.append(.init(String(task.id), .dim)) }
    cells.append(.init(task.title, titleStyle, flexible: true))
    var meta: [TextLayout.Cell] = []
    if let day = task.day, overdue || task.status == .moved {
      meta.append(.init(dates.relative(day), overdue ? .overdue : .dim))
    }
    if fields.contains(.time), let minute = task.minute, task.status != .done {
      meta.append(.init(dates.time(minute), .dim))
    }
    for (index, var cell) in meta.enumerated() {
      cell.separator = index == 0 ? "  " : " · "
      cells.append(cell)
    }
    return CardLine(cells, role)
  }

  private func progress(_ size: WidgetSize) -> CardLine {
    let width = size.barWidth
    let filled = facts.total == 0 ? 0 : facts.done * width / facts.total
    return CardLine(
      [
        .init(String(repeating: "━", count: filled), .success),
        .init(String(repeating: "─", count: width - filled), .dim, separator: ""),
        .init(String(facts.done) + "/" + String(facts.total)),
      ], .progress)
  }

  private func note(_ words: String) -> CardLine {
    CardLine([.init(words, .dim, flexible: true)], .note)
  }

  private func hint(_ label: WidgetMessage, _ command: String) -> CardLine {
    CardLine(
      [.init(text(label), .dim), .init(command, .plain, direction: .leftToRight)], .action)
  }

  private func action(_ mark: String, _ command: String) -> CardLine {
    CardLine([.init(mark, .success), .init(command, .plain, direction: .leftToRight)], .action)
  }

  /// A title quoted in a line of the interface, isolated when it has a right-to-left
  /// letter: it runs in its own direction in its place, whatever the line's. (Other
  /// titles need nothing, and their lines are laid out on the quicker path.)
  static func isolated(_ title: String) -> String {
    Bidi.containsRightToLeft(title) ? Isolate.wrapped(title) : title
  }

  /// A memory in one line: `↺ a week ago: Walk in the park`.
  static func line(of memory: Memory, catalog: Catalog) -> String {
    let period: WidgetMessage =
      switch memory.period {
      case .week: .periodWeek
      case .month: .periodMonth
      case .year: .periodYear
      }
    return catalog.text(
      WidgetMessage.inlineMemory, catalog.text(period),
      CardBuilder.isolated(memory.titles.first ?? ""))
  }

  private func text(_ key: WidgetMessage) -> String { catalog.text(key) }

  private func text(_ key: WidgetMessage, _ first: String) -> String {
    catalog.text(key, first)
  }

  private func text(_ key: WidgetMessage, _ first: String, _ second: String) -> String {
    catalog.text(key, first, second)
  }

  private func text(_ key: WidgetMessage, _ first: String, _ second: String, _ third: String)
    -> String
  {
    catalog.text(key, first, second, third)
  }
}
