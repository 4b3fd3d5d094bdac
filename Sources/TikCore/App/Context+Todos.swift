/// The operations every front end shares: they change tasks inside the current write
/// transaction and tell the plugins (recurrence acts in the same transaction).
extension Context {
  /// What parsers need to know now.
  public var parseContext: ParseContext {
    ParseContext(
      now: clock.now(), calendar: calendar, language: config.language, weekStart: weekStart)
  }

  /// Quick entry with the core's tokens for the enabled fields and the plugins' tokens.
  public var quickEntry: QuickEntryParser {
    QuickEntryParser(
      tokens: QuickEntryParser.coreTokens(fields: fields) + fieldPlugins.flatMap(\.tokens))
  }

  /// Reads a task id as typed (`42`, `۴۲`).
  public func taskID(_ text: String) throws(TikError) -> Int64 {
    guard let id = Int64(Digits.latinized(text)), id > 0 else { throw .invalidID(text) }
    return id
  }

  /// The task with the typed id, or a `no task` error.
  public func todo(_ text: String, in store: Store) throws(TikError) -> Todo {
    guard let todo = try store.todo(id: try taskID(text)) else { throw .noTask(text) }
    return todo
  }

  /// The most ids one range may name (`1-500`): a typo like `1-99999999` is an error,
  /// not a command that reads a hundred million ids.
  public static let maximumRange = 1_000

  /// The ids a set of typed words names — `42`, `1-3`, `1,2`, `4 6`, in any digits —
  /// in order, each once.
  public func taskIDs(_ texts: [String]) throws(TikError) -> [Int64] {
    var seen: Set<Int64> = []
    var ids: [Int64] = []
    for text in texts {
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        // A side left out (`1-`, `,1`) is named as typed, not as an empty id.
        let named = part.isEmpty ? text : String(part)
        let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count <= 2, !bounds.contains(where: \.isEmpty) else {
          throw .invalidID(named)
        }
        let first = try taskID(String(bounds[0]))
        let last = bounds.count == 2 ? try taskID(String(bounds[1])) : first
        guard first <= last, last - first < Int64(Context.maximumRange) else {
          throw .invalidID(named)
        }
        for id in first...last where seen.insert(id).inserted { ids.append(id) }
      }
    }
    return ids
  }

  /// The tasks with the typed ids (ranges and lists too), in order, each once; an error
  /// names the first unknown, and nothing is changed.
  public func todos(_ texts: [String], in store: Store) throws(TikError) -> [Todo] {
    try taskIDs(texts).map { (id) throws(TikError) in
      guard let todo = try store.todo(id: id) else { throw .noTask(String(id)) }
      return todo
    }
  }

  /// The list a name means: `inbox` (when no list has that name) is nil, the Inbox.
  public func list(named name: String, in store: Store) throws(TikError) -> TodoList? {
    if let list = try store.list(named: name) { return list }
    if ListNames.isInbox(name) { return nil }
    throw .noList(name)
  }

  /// Adds a task from quick entry typed on `view`: today's date on Today, tomorrow's on
  /// Scheduled, none inside a list. An unknown `#list` is an error, unless the person at
  /// the keyboard agrees to create it. One write transaction in the common case.
  /// `fields` are set on the new task before it is stored, each as `edit ID FIELD
  /// VALUE…` sets it (`add … --photo FILE`), in the same write.
  public func add(
    _ text: String, on view: TodoView.Kind, setting fields: [(String, [String])] = []
  ) throws(TikError) -> Todo {
    let draft = try quickEntry.parse(text, context: parseContext)
    do {
      return try add(draft, on: view, creatingList: false, setting: fields)
    } catch .noList(let name) where name == draft.listName {
      guard confirm(catalog.text(.askCreateList, name)) else { throw .noListInText(name) }
      return try add(draft, on: view, creatingList: true, setting: fields)
    }
  }

  private func add(
    _ draft: Draft, on view: TodoView.Kind, creatingList: Bool, setting fields: [(String, [String])]
  ) throws(TikError) -> Todo {
    let now = clock.now()
    return try write { (store) throws(TikError) in
      var listID: Int64?
      if let name = draft.listName {
        if creatingList, try store.list(named: name) == nil, !ListNames.isInbox(name) {
          listID = try store.insertList(ListNames.newList(named: name)).id
        } else {
          listID = try list(named: name, in: store)?.id
        }
      } else if case .list(let list) = view {
        listID = list?.id
      }
      var todo = draft.todo(on: view, now: now, listID: listID)
      if draft.date == nil, let day = todo.day {
        todo.day =
          fieldPlugins.lazy.compactMap { $0.firstDay(of: todo, onOrAfter: day, context: self) }
          .first ?? day
      }
      for (field, words) in fields { try edit(&todo, field: field, words: words, in: store) }
      return try insert(todo)
    }
  }

  /// Changes one field of a task as `edit ID FIELD VALUE…` does (forms use it too).
  public func edit(_ todo: inout Todo, field: String, words: [String], in store: Store)
    throws(TikError)
  {
    try EditCommand.apply(field, words: words, to: &todo, context: self, store: store)
  }

  /// The words `edit` reads for `field`, once its plugin did what touches no task (the
  /// photos plugin stores the picture): called before the write opens, so that no other
  /// process waits while it runs.
  public func prepareEdit(field: String, words: [String]) throws(TikError) -> [String] {
    guard let plugin = fieldPlugins.first(where: { $0.editableFields.contains(field) }) else {
      return words
    }
    return try plugin.prepare(field, words: words, context: self)
  }

  /// The Inbox and every list, with open and total task counts.
  public func listSummaries() throws(TikError) -> [ListSummary] {
    try read { (store) throws(TikError) in
      let counts = try store.listCounts()
      let inbox = counts[nil] ?? (0, 0)
      return [ListSummary(list: nil, open: inbox.open, total: inbox.total)]
        + (try store.lists()).map { list in
          let count = counts[list.id] ?? (0, 0)
          return ListSummary(list: list, open: count.open, total: count.total)
        }
    }
  }

  /// Stores a new task; with `keepingID` under its own id, which must be free.
  public func insert(_ todo: Todo, keepingID: Bool = false) throws(TikError) -> Todo {
    let stored = try store().insert(todo, keepingID: keepingID)
    try record(.added(stored))
    return stored
  }

  /// Ticks a task; ticking a done task changes nothing.
  @discardableResult
  public func complete(_ todo: Todo) throws(TikError) -> Todo {
    guard !todo.isDone else { return todo }
    var done = todo
    done.completed = clock.now()
    try store().update(done, from: todo)
    try record(.completed(done))
    return done
  }

  /// Unticks a task; unticking an open task changes nothing.
  ///
  /// The plugins hear of it before the task is written: the recurrence plugin takes
  /// back the next copy first, which may stand on the same day once it was moved there.
  @discardableResult
  public func reopen(_ todo: Todo) throws(TikError) -> Todo {
    guard todo.isDone else { return todo }
    var open = todo
    open.completed = nil
    try record(.reopened(open))
    try store().update(open, from: todo)
    return open
  }

  /// Saves an edited task. Without a date a task has no time and no repeat.
  @discardableResult
  public func save(_ edited: Todo, was before: Todo) throws(TikError) -> Todo {
    var after = edited
    if after.day == nil {
      after.minute = nil
      after.repeatRule = nil
    }
    guard after != before else { return after }
    try store().update(after, from: before)
    try record(.edited(before: before, after: after))
    return after
  }

  public func delete(_ todo: Todo) throws(TikError) {
    try store().deleteTodo(id: todo.id)
    try record(.deleted(todo))
  }

  /// An open copy of a task with its subtasks unticked, outside any series.
  public func duplicate(_ todo: Todo) throws(TikError) -> Todo {
    var copy = todo
    copy.id = 0
    copy.completed = nil
    copy.created = clock.now()
    copy.subtasks = todo.subtasks.map { Subtask(title: $0.title) }
    copy.seriesID = nil
    copy.previousID = nil
    return try insert(copy)
  }
}

extension Draft {
  /// The task this draft makes when typed on `view`: due today (Today, and the views
  /// that are no particular day), tomorrow (Scheduled), or undated (inside a list).
  public func todo(on view: TodoView.Kind, now: LocalTime, listID: Int64?) -> Todo {
    let today = now.day
    var day: Day?
    switch date {
    case .day(let given)?: day = given
    case .none?: day = nil
    case nil:
      switch view {
      case .scheduled: day = today.adding(days: 1)
      case .list: day = nil
      case .day(let shown): day = shown
      case .today, .all, .completed, .search, .story: day = today
      }
    }
    if day == nil, date == nil, minute != nil || repeatRule != nil { day = today }
    return Todo(
      title: title, day: day, minute: day == nil ? nil : minute, priority: priority ?? .none,
      listID: listID, repeatRule: day == nil ? nil : repeatRule, created: now)
  }
}

/// Rules for list names.
public enum ListNames {
  /// Whether a name means the Inbox (in English or the active language).
  public static func isInbox(_ name: String) -> Bool {
    let key = TextFolding.key(name)
    return Catalog.languages.contains { TextFolding.key(Catalog($0).text(.inbox)) == key }
  }

  /// A new list's defaults: the next accent colour in turn and a plain dot. Digits in
  /// its name are Latin, as in titles.
  public static func newList(named name: String, position: Int = 0) -> TodoList {
    TodoList(name: Digits.latinized(name), color: .blue, icon: "●", position: position)
  }
}
