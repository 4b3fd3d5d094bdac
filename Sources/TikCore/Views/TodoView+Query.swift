extension TodoView {
  /// A part of a view that is read from the store when it is rendered, not before: the
  /// one-shot front end streams a view's tasks to the output as SQLite reads them, so a
  /// view of a million tasks holds one task at a time.
  public struct Query: Sendable {
    /// The `WHERE` condition on `tasks`.
    public var condition: String
    public var values: [SQLiteValue?]
    /// The `ORDER BY` terms: the view's order, as `TodoOrder` gives it in SQL.
    public var order: String
    /// The index the condition is read through, on the hot paths.
    public var index: String?
    /// The index the tasks are counted through, when not `index`: one that holds just the
    /// condition's range, where `index` holds them in order among others.
    public var countIndex: String?
    public var grouping: Grouping
    /// How many tasks it reads: counted before a streamed view is rendered.
    public var count = 0
    /// The largest id among them, when counted already (with `count`) by the view's maker.
    public var largestID: Int64?

    public init(
      _ condition: String, _ values: [SQLiteValue?] = [], order: String, index: String? = nil,
      grouping: Grouping = .fixed(nil)
    ) {
      self.condition = condition
      self.values = values
      self.order = order
      self.index = index
      self.grouping = grouping
    }
  }

  /// The group each task of a query falls in.
  public enum Grouping: Sendable {
    /// The same for every task (a list's heading in All, or none).
    case fixed(Group?)
    /// The day it is due (Scheduled).
    case dueDay
    /// The day it was completed (Completed).
    case completionDay

    func group(of todo: Todo) -> Group? {
      switch self {
      case .fixed(let group): group
      case .dueDay, .completionDay: day(of: todo).map(group(on:))
      }
    }

    /// The day a task's group is of, for the groupings by day.
    private func day(of todo: Todo) -> Day? {
      switch self {
      case .fixed: nil
      case .dueDay: todo.day
      case .completionDay: todo.completed?.day
      }
    }

    private func group(on day: Day) -> Group {
      switch self {
      case .completionDay: .completedOn(day)
      default: .due(day)
      }
    }

    /// Whether tasks of one query fall in different groups.
    fileprivate var isByDay: Bool {
      if case .fixed = self { return false }
      return true
    }

    /// The group of a task of a query grouped by day, when it is not that of the task
    /// before it (`last`: nil before the first), which `last` then holds.
    fileprivate func change(at todo: Todo, after last: inout Day??) -> Group?? {
      let day = day(of: todo)
      if let last, last == day { return nil }
      last = day
      return .some(day.map(group(on:)))
    }
  }

  /// Whether the view's tasks are still in the store, to be read while it is rendered.
  public var isStreamed: Bool { !queries.isEmpty }

  /// Each task in the view's order, from `sections`, or read from the store one at a time
  /// for a streamed view (which needs the store); `begin` is told the group (nil: none)
  /// before the first task and whenever the next task's group differs. A group is made
  /// once for the tasks it holds, not for each of them.
  public func forEachTask(
    in store: Store?, groups begin: (Group?) -> Void, _ body: (Todo) -> Void
  ) throws(TikError) {
    // The group begun last; nothing before the first task.
    var begun: Group?? = nil
    func enter(_ group: Group?) {
      if let begun, begun == group { return }
      begin(group)
      begun = .some(group)
    }
    guard isStreamed else {
      for section in sections where !section.todos.isEmpty {
        enter(section.group)
        for todo in section.todos { body(todo) }
      }
      return
    }
    guard let store else { preconditionFailure("a streamed view is read from its store") }
    for query in queries {
      var first = true
      var lastDay: Day?? = nil
      let byDay = query.grouping.isByDay
      try store.forEachTodo(
        where: query.condition + " ORDER BY " + query.order, indexedBy: query.index, query.values
      ) { todo in
        if byDay {
          if let group = query.grouping.change(at: todo, after: &lastDay) { enter(group) }
        } else if first, case .fixed(let group) = query.grouping {
          enter(group)
        }
        first = false
        body(todo)
      }
    }
  }

  /// The tasks from the `start`-th on, at most `limit` of them, read into sections, the
  /// others counted as left out: a page of a streamed view costs what the page shows.
  /// SQLite steps over the tasks before `start` without handing them over; a view read
  /// already is returned as it is.
  public func window(from start: Int, limit: Int, in store: Store) throws(TikError) -> TodoView {
    guard isStreamed else { return self }
    var view = self
    view.queries = []
    var sections: [Section] = []
    var (skip, kept) = (max(0, start), 0)
    for query in queries where kept < limit {
      guard skip < query.count else {
        skip -= query.count
        continue
      }
      try store.forEachTodo(
        where: query.condition + " ORDER BY " + query.order
          + " LIMIT \(limit - kept) OFFSET \(skip)",
        indexedBy: query.index, query.values
      ) { todo in
        let group = query.grouping.group(of: todo)
        if let last = sections.last, last.group == group {
          sections[sections.count - 1].todos.append(todo)
        } else {
          sections.append(Section(group: group, todos: [todo]))
        }
        kept += 1
      }
      skip = 0
    }
    view.sections = sections
    let before = min(max(0, start), totals.count)
    view.skipped = (before, max(0, totals.count - before - kept))
    return view
  }

  /// The view with its queries read into sections.
  public func collected(from store: Store) throws(TikError) -> TodoView {
    var view = self
    view.queries = []
    var sections: [Section] = []
    try forEachTask(in: store, groups: { sections.append(Section(group: $0, todos: [])) }) {
      sections[sections.count - 1].todos.append($0)
    }
    view.sections = sections
    return view
  }
}
