/// Builds the smart lists from the store, as the behaviour reference defines them.
public struct ViewBuilder {
  public var store: Store
  public var order: TodoOrder
  public var now: LocalTime
  public var showCompleted: Bool

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
  }

  private var currentDay: Day { now.day }
  private var startOfToday: LocalTime { LocalTime(day: currentDay, minute: 0) }

  /// Open tasks due today or before, and (with `show_completed`) tasks due by today that
  /// were completed today, which stay until midnight. Undated tasks are never on Today.
  public func today() throws(TikError) -> TodoView {
    let counts = try store.todayCounts(day: currentDay, completedSince: startOfToday)
    var todos = try store.openTodos(
      dueOnOrBefore: currentDay, expecting: counts.open + (showCompleted ? counts.done : 0))
    if showCompleted {
      todos += try store.todosCompleted(since: startOfToday, dueOnOrBefore: currentDay)
    }
    return TodoView(
      kind: .today, sections: [.init(group: nil, todos: order.todaySorted(todos))],
      progress: .init(done: counts.done, total: counts.open + counts.done))
  }

  /// Open tasks due from tomorrow on, grouped by day ascending, each day in Today's order.
  public func scheduled() throws(TikError) -> TodoView {
    var sections: [TodoView.Section] = []
    for todo in try store.openTodos(dueAfter: currentDay) {
      if case .due(todo.day!) = sections.last?.group {
        sections[sections.count - 1].todos.append(todo)
      } else {
        sections.append(.init(group: .due(todo.day!), todos: [todo]))
      }
    }
    for index in sections.indices { sections[index].todos.sort(by: order.openBefore) }
    return TodoView(kind: .scheduled, sections: sections)
  }

  /// Completed tasks grouped by completion day, newest first.
  public func completed() throws(TikError) -> TodoView {
    var sections: [TodoView.Section] = []
    for todo in try store.completedTodos() {
      let day = todo.completed!.day
      if case .completedOn(day) = sections.last?.group {
        sections[sections.count - 1].todos.append(todo)
      } else {
        sections.append(.init(group: .completedOn(day), todos: [todo]))
      }
    }
    return TodoView(kind: .completed, sections: sections)
  }

  /// Every task, grouped by list (the Inbox first), each list in the general order.
  public func all() throws(TikError) -> TodoView {
    let lists = try store.lists()
    var byList: [Int64?: [Todo]] = [:]
    for todo in try store.allTodos() { byList[todo.listID, default: []].append(todo) }
    let groups: [TodoList?] = [nil] + lists.map { $0 }
    let sections = groups.compactMap { list -> TodoView.Section? in
      guard let todos = byList[list?.id], !todos.isEmpty else { return nil }
      return .init(group: .list(list), todos: order.generalSorted(todos))
    }
    return TodoView(kind: .all, sections: sections)
  }

  /// One list's tasks (nil: the Inbox); done ones only with `show_completed`.
  public func list(_ list: TodoList?) throws(TikError) -> TodoView {
    var todos = try store.todos(inList: list?.id)
    if !showCompleted { todos.removeAll(where: \.isDone) }
    return TodoView(
      kind: .list(list), sections: [.init(group: nil, todos: order.generalSorted(todos))])
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

  /// Tasks whose title, notes or subtasks contain the query, folded; nothing for an
  /// empty query.
  public func search(_ query: String) throws(TikError) -> TodoView {
    let todos = try store.todos(matching: query)
    return TodoView(
      kind: .search(query), sections: [.init(group: nil, todos: order.generalSorted(todos))])
  }
}
