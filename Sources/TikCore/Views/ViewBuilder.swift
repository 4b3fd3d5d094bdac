/// Builds the smart lists from the store, as the behaviour reference defines them.
public struct ViewBuilder {
  public var store: Store
  public var order: TodoOrder
  public var now: LocalTime
  public var showCompleted: Bool
  /// Whether views come back as queries the renderer reads while it writes (the one-shot
  /// command line streams them), or with their tasks read (the REPL pages them).
  public var streams = false

  public init(store: Store, order: TodoOrder, now: LocalTime, showCompleted: Bool) {
    self.store = store
    self.order = order
    self.now = now
    self.showCompleted = showCompleted
  }

  public init(context: Context) throws(TikError) {
    let now = context.clock.now()
    self.init(
      store: try context.store(),
      order: TodoOrder(sort: context.config.sort, fields: context.fields, today: now.day),
      now: now, showCompleted: context.config.showCompleted)
    streams = context.streamsViews
  }

  private var currentDay: Day { now.day }
  private var startOfToday: LocalTime { LocalTime(day: currentDay, minute: 0) }
  private var todayValue: SQLiteValue { .integer(Int64(currentDay.number)) }

  /// Open tasks due today or before, and (with `show_completed`) tasks due by today that
  /// were completed today, which stay until midnight. Undated tasks are never on Today.
  public func today() throws(TikError) -> TodoView {
    let open = try store.openCounts(dueOnOrBefore: currentDay)
    var queries = try openOnToday(open)
    let done: Int
    if showCompleted {
      // The done part's count is the progress's too: counted once, for both.
      var shown = TodoView.Query(
        Store.doneSinceDueBy, [.integer(Int64(startOfToday.seconds)), todayValue],
        order: TodoOrder.doneSQL, index: "tasks_done_dated")
      (shown.count, shown.idWidth) = try store.countAndIDWidth(
        where: shown.condition, indexedBy: shown.index, shown.values)
      done = shown.count
      queries.append(shown)
    } else {
      done = try store.doneCount(since: startOfToday, dueOnOrBefore: currentDay)
    }
    return try view(
      .today, queries, progress: .init(done: done, total: open.open + done))
  }

  /// Today's open tasks, overdue first. In the default order two indexes hold them as
  /// Today shows them, so SQLite reads them in order without sorting them: the overdue
  /// ones by walking all open dated tasks in order, stepping over the others, unless
  /// those outnumber them eightfold (stepping over an entry costs about a fifteenth of
  /// sorting a task, measured at 100,000: then only the overdue ones are sorted); then
  /// today's, from the index of each day's tasks in order. Other orders sort Today's
  /// open tasks, and so does a Today of a few dozen: the two statements more cost about
  /// as much to prepare as sorting 60 tasks (callgrind, release). Whichever way, the tasks
  /// come from the indexes in order, which hold each open task whole (migration 13).
  private func openOnToday(_ open: (open: Int, overdue: Int)) throws(TikError)
    -> [TodoView.Query]
  {
    let dated = "completed IS NULL AND day IS NOT NULL AND "
    guard order.sort != .newest, order.sameDaySQL == TodoOrder.indexedSameDaySQL,
      open.open > 60
    else {
      return [
        Self.counted(
          .init(
            dated + "day <= ?", [todayValue], order: order.todayOpenSQL,
            index: "tasks_open_on_day_in_order"), open.open)
      ]
    }
    let others = open.open - open.overdue + (try store.openCount(dueAfter: currentDay))
    let walk = others <= 8 * open.overdue
    return [
      Self.counted(
        .init(
          dated + "day < ?", [todayValue], order: TodoOrder.indexedSameDaySQL,
          index: walk ? "tasks_open_in_order" : "tasks_open_on_day_in_order"), open.overdue),
      Self.counted(
        .init(
          dated + "day = ?", [todayValue], order: TodoOrder.indexedSameDaySQL,
          index: "tasks_open_on_day_in_order"), open.open - open.overdue),
    ]
  }

  /// A query of open dated tasks as many as the store's per-day counts say: its widest id
  /// is looked for in the range of those tasks alone (not along a walk of an index in
  /// order), in the index that holds no more than that range.
  private static func counted(_ query: TodoView.Query, _ count: Int) -> TodoView.Query {
    var query = query
    query.count = count
    query.isCounted = true
    query.countIndex = "tasks_open_by_day"
    return query
  }

  /// Open tasks due from tomorrow on, grouped by day ascending, each day in Today's order:
  /// in the default order, the order of the index that holds each open task whole, so
  /// SQLite reads them as they are shown (`datedOpenSQL`).
  public func scheduled() throws(TikError) -> TodoView {
    let future = TodoView.Query(
      "completed IS NULL AND day IS NOT NULL AND day > ?", [todayValue],
      order: order.datedOpenSQL, index: "tasks_open_on_day_in_order", grouping: .dueDay)
    return try view(.scheduled, [Self.counted(future, try store.openCount(dueAfter: currentDay))])
  }

  /// Completed tasks grouped by completion day, newest first.
  public func completed() throws(TikError) -> TodoView {
    try view(
      .completed,
      [.init("completed IS NOT NULL", order: TodoOrder.doneSQL, grouping: .completionDay)])
  }

  /// Every task, grouped by list (the Inbox first), each list in the general order.
  public func all() throws(TikError) -> TodoView {
    let groups: [TodoList?] = [nil] + (try store.lists()).map { $0 }
    return try view(
      .all,
      groups.flatMap { list in
        generalOrder(
          list.map { _ in "list_id = ?" } ?? "list_id IS NULL",
          list.map { [.integer($0.id)] } ?? [],
          group: .list(list))
      })
  }

  /// One list's tasks (nil: the Inbox); done ones only with `show_completed`.
  public func list(_ list: TodoList?) throws(TikError) -> TodoView {
    let queries = generalOrder(
      list.map { _ in "list_id = ?" } ?? "list_id IS NULL", list.map { [.integer($0.id)] } ?? [])
    return try view(.list(list), showCompleted ? queries : Array(queries.prefix(1)))
  }

  /// Tasks whose title, notes or subtasks contain the query, folded; nothing for an
  /// empty query.
  public func search(_ query: String) throws(TikError) -> TodoView {
    guard let (condition, values) = Store.searchCondition(query) else {
      return TodoView(kind: .search(query), sections: [.init(group: nil, todos: [])])
    }
    return try view(.search(query), generalOrder(condition, values))
  }

  /// The general order of some tasks: the open ones by day, then the done ones.
  private func generalOrder(
    _ condition: String, _ values: [SQLiteValue?], group: TodoView.Group? = nil
  ) -> [TodoView.Query] {
    [
      .init(
        condition + " AND completed IS NULL", values, order: order.openSQL,
        grouping: .fixed(group)),
      .init(
        condition + " AND completed IS NOT NULL", values, order: TodoOrder.doneSQL,
        grouping: .fixed(group)),
    ]
  }

  /// A view of queries: with `streams`, as it is, counted (or its counts kept by the
  /// store taken) and the width of its ids found, for the renderer to read; else read
  /// into its sections now.
  private func view(
    _ kind: TodoView.Kind, _ queries: [TodoView.Query], progress: TodoView.Progress? = nil
  ) throws(TikError) -> TodoView {
    var view = TodoView(kind: kind, sections: [], progress: progress)
    view.queries = queries
    guard streams else { return try view.collected(from: store) }
    for index in view.queries.indices {
      var query = view.queries[index]
      let countIndex = query.countIndex ?? query.index
      if query.idWidth == nil, query.isCounted {
        query.idWidth = try store.idWidth(
          where: query.condition, indexedBy: countIndex, query.values, count: query.count)
      } else if query.idWidth == nil {
        (query.count, query.idWidth) = try store.countAndIDWidth(
          where: query.condition, indexedBy: countIndex, query.values)
      }
      view.queries[index] = query
      view.totals.count += query.count
      view.totals.idWidth = max(view.totals.idWidth, query.idWidth ?? 0)
    }
    return view
  }

  /// The tasks due on one day: open ones in Today's order, then done ones.
  public func day(_ day: Day) throws(TikError) -> TodoView {
    let todos = try store.todos(dueOn: day)
    let open = todos.filter { !$0.isDone }.sorted(by: order.openBefore)
    let done = todos.filter(\.isDone).sorted(by: order.completedFirst)
    return TodoView(kind: .day(day), sections: [.init(group: nil, todos: open + done)])
  }

  /// A day's story, counted as the widget's story card counts it: the tasks of that
  /// day's Today (due on or before it) completed that day, and those still open.
  public func story(_ day: Day) throws(TikError) -> TodoView {
    let done = try store.todosCompleted(on: day).filter { $0.day.map { $0 <= day } ?? false }
      .sorted(by: order.completedFirst)
    let open = try store.openTodos(dueOnOrBefore: day).sorted(by: order.openBefore)
    var sections: [TodoView.Section] = []
    if !done.isEmpty { sections.append(.init(group: .done, todos: done)) }
    if !open.isEmpty { sections.append(.init(group: .open, todos: open)) }
    return TodoView(kind: .story(day), sections: sections)
  }

}
