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
    /// How many tasks it reads: counted before a streamed view is rendered, unless
    /// `isCounted`.
    public var count = 0
    /// Whether `count` is known already, from the counts the store keeps: then only the
    /// width of its largest id is looked for.
    public var isCounted = false
    /// The digits of the largest id among its tasks (0 for none), when found already
    /// (with `count`) by the view's maker.
    public var idWidth: Int?

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
      case .dueDay: todo.day.map(Group.due)
      case .completionDay: todo.completed.map { Group.completedOn($0.day) }
      }
    }

    /// Whether tasks of one query fall in different groups.
    fileprivate var isByDay: Bool {
      if case .fixed = self { return false }
      return true
    }
  }

  /// Whether the view's tasks are still in the store, to be read while it is rendered.
  public var isStreamed: Bool { !queries.isEmpty }

  /// Each task in the view's order, from `sections`, or read from the store one at a time
  /// for a streamed view (which needs the store); `begin` is told the group (nil: none)
  /// before the first task and whenever the next task's group differs, so that a caller
  /// neither compares nor copies a group for every task.
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
      // A query's fixed group (a list's carries its texts) is entered once; a day's (no
      // texts) is made for each task, and begins where it differs.
      var first = true
      let byDay = query.grouping.isByDay
      try store.forEachTodo(
        where: query.condition + " ORDER BY " + query.order, indexedBy: query.index, query.values
      ) { todo in
        if first || byDay { enter(query.grouping.group(of: todo)) }
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
