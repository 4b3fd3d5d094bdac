/// Reading and writing tasks. Callers run these inside `read` or `write`.
extension Store {
  static let todoColumns =
    """
    id, title, notes, subtasks, day, minute, priority, list_id, photo, repeat_rule, created, \
    completed, series_id, previous_id
    """

  /// Tasks matching an SQL condition on the `tasks` table (for plugins' own queries).
  public func todos(
    where condition: String, indexedBy index: String? = nil, _ values: SQLiteValue?...
  ) throws(TikError) -> [Todo] {
    try todos(where: condition, indexedBy: index, values)
  }

  /// Tasks matching an SQL condition. The hot paths name their index (`INDEXED BY`), so
  /// no planner guess can turn Today into a scan of the history.
  /// `expecting` reserves room for that many tasks up front: a large result then needs no
  /// growing (which briefly holds the old array and one twice its size).
  public func todos(
    where condition: String, indexedBy index: String? = nil, _ values: [SQLiteValue?],
    expecting count: Int = 0
  ) throws(TikError) -> [Todo] {
    var result: [Todo] = []
    result.reserveCapacity(count)
    try forEachTodo(where: condition, indexedBy: index, values) { result.append($0) }
    return result
  }

  /// Each task matching an SQL condition, one at a time as SQLite reads it: a view
  /// streamed to the output holds one task at a time, whatever its size.
  public func forEachTodo(
    where condition: String, indexedBy index: String? = nil, _ values: [SQLiteValue?],
    _ body: (Todo) -> Void
  ) throws(TikError) {
    let from = index.map { "tasks INDEXED BY \($0)" } ?? "tasks"
    let sql = "SELECT \(Store.todoColumns) FROM \(from) WHERE \(condition)"
    try run { () throws(SQLiteError) in
      let statement = try connection.statement(sql)
      for (index, value) in values.enumerated() {
        statement.bind(at: Int32(index + 1), value)
      }
      try statement.forEachRow { body(Store.todo(from: $0)) }
    }
  }

  /// How many tasks match a condition, and the largest id among them: a streamed view's
  /// size, counted without reading a task whole.
  public func countAndLargestID(
    where condition: String, indexedBy index: String? = nil, _ values: [SQLiteValue?]
  ) throws(TikError) -> (count: Int, largestID: Int64) {
    let from = index.map { "tasks INDEXED BY \($0)" } ?? "tasks"
    return try run { () throws(SQLiteError) in
      let statement = try connection.statement(
        "SELECT count(*), ifnull(max(id), 0) FROM \(from) WHERE \(condition)")
      for (index, value) in values.enumerated() {
        statement.bind(at: Int32(index + 1), value)
      }
      var totals = (count: 0, largestID: Int64(0))
      try statement.forEachRow { totals = (Int($0.int(0)), $0.int(1)) }
      return totals
    }
  }

  /// `countAndLargestID` with the largest id's digits (0 for none).
  public func countAndIDWidth(
    where condition: String, indexedBy index: String? = nil, _ values: [SQLiteValue?]
  ) throws(TikError) -> (count: Int, idWidth: Int) {
    let totals = try countAndLargestID(where: condition, indexedBy: index, values)
    return (totals.count, totals.largestID > 0 ? String(totals.largestID).count : 0)
  }

  /// How many digits the largest id has among the `count` tasks matching a condition
  /// (a count the store keeps), found without stepping through them all: the largest id
  /// stored says how many digits there can be, and for each width from there down one
  /// statement asks for any such task with an id that wide, through whichever holds fewer
  /// entries to step over — the condition's index, or the ids from that width's first on
  /// (`NOT INDEXED` still seeks by id) — and stops at the first. A few tasks are counted
  /// instead, which costs less than the statements. 0 for none.
  public func idWidth(
    where condition: String, indexedBy index: String? = nil, _ values: [SQLiteValue?], count: Int
  ) throws(TikError) -> Int {
    guard count > 64 else {
      return try countAndIDWidth(where: condition, indexedBy: index, values).idWidth
    }
    return try run { () throws(SQLiteError) in
      let largest = try connection.statement("SELECT ifnull(max(id), 0) FROM tasks").scalar() ?? 0
      var width = String(largest).count
      while width > 1 {
        var first: Int64 = 1
        for _ in 1..<width { first *= 10 }
        let from =
          Int64(count) <= largest - first + 1
          ? index.map { "tasks INDEXED BY \($0)" } ?? "tasks" : "tasks NOT INDEXED"
        let statement = try connection.statement(
          "SELECT 1 FROM \(from) WHERE id >= ? AND \(condition) LIMIT 1")
        statement.bind(at: 1, .integer(first))
        for (index, value) in values.enumerated() {
          statement.bind(at: Int32(index + 2), value)
        }
        if try statement.scalar() != nil { return width }
        width -= 1
      }
      return width
    }
  }

  // Made inside the loop that reads a view's rows: ~50 instructions a task less than a call.
  @inline(__always)
  private static func todo(from row: SQLiteStatement) -> Todo {
    Todo(
      id: row.int(0), title: row.text(1), notes: row.text(2),
      subtasks: SubtaskCoding.decode(row.text(3)),
      day: row.optionalInt(4).map { Day(Int($0)) }, minute: row.optionalInt(5).map { Int($0) },
      priority: Priority(rawValue: Int(row.int(6))) ?? .none, listID: row.optionalInt(7),
      photo: row.optionalText(8), repeatRule: row.optionalText(9),
      created: LocalTime(seconds: Int(row.int(10))),
      completed: row.optionalInt(11).map { LocalTime(seconds: Int($0)) },
      seriesID: row.optionalInt(12), previousID: row.optionalInt(13))
  }

  /// The task with this id, or nil.
  public func todo(id: Int64) throws(TikError) -> Todo? {
    try todos(where: "id = ?", .integer(id)).first
  }

  /// The tasks with these ids, in their order; none for an id that is gone. One
  /// statement, over the ids as one JSON array, however many they are.
  public func todos(ids: [Int64]) throws(TikError) -> [Todo] {
    guard !ids.isEmpty else { return [] }
    var byID: [Int64: Todo] = [:]
    let array = "[" + ids.map(String.init).joined(separator: ",") + "]"
    for todo in try todos(where: "id IN (SELECT value FROM json_each(?))", [.text(array)]) {
      byID[todo.id] = todo
    }
    return ids.compactMap { byID[$0] }
  }

  /// Open tasks due on or before `day` (today's and overdue ones); `expecting` is how many
  /// there are, when known (`todayCounts`).
  public func openTodos(dueOnOrBefore day: Day, expecting count: Int = 0) throws(TikError)
    -> [Todo]
  {
    try todos(
      where: "completed IS NULL AND day IS NOT NULL AND day <= ?", indexedBy: "tasks_open_by_day",
      [.integer(Int64(day.number))], expecting: count)
  }

  /// The first `limit` open tasks due on or before `day`, in the order
  /// `TodoOrder.todaySorted` gives them; only those tasks are read whole. `overdue` is how
  /// many open tasks are due before `day`, when the caller has counted them.
  ///
  /// In the default order (by time, then priority) two indexes hold the open tasks in
  /// that order, across days and within each day, so the first few are found without
  /// sorting Today: the overdue ones by walking the first index (when there are at least
  /// `limit`), otherwise the few overdue ones sorted and then the day's first from the
  /// second. Other orders let SQLite sort Today's tasks, keeping only the first `limit`.
  public func openTodos(
    dueOnOrBefore day: Day, firstInOrder order: TodoOrder, limit: Int, overdue: Int? = nil
  ) throws(TikError) -> [Todo] {
    let limit = max(0, limit)
    let today = SQLiteValue.integer(Int64(day.number))
    guard order.sort != .newest, order.sameDaySQL == TodoOrder.indexedSameDaySQL else {
      let terms = order.todayOpenSQL
      return try todos(
        where: """
          id IN (SELECT id FROM tasks INDEXED BY tasks_open_by_day
            WHERE completed IS NULL AND day IS NOT NULL AND day <= ?
            ORDER BY \(terms) LIMIT \(limit))
          ORDER BY \(terms)
          """, today)
    }
    let terms = TodoOrder.indexedSameDaySQL
    var overdueCount = 0
    if let overdue {
      overdueCount = overdue
    } else {
      overdueCount = try openCounts(dueOnOrBefore: day).overdue
    }
    // Many overdue tasks: the first of them in the order index fill the list. Fewer than
    // `limit` are all read anyway, and sorted. Either way a task is read whole only once
    // it is among those returned: the indexes hold what the condition and the order need.
    let overdueIndex = overdueCount >= limit ? "tasks_open_in_order" : "tasks_open_by_day"
    let first = try todos(
      where: """
        completed IS NULL AND day IS NOT NULL AND day < ?
        ORDER BY \(terms) LIMIT \(min(limit, overdueCount))
        """, indexedBy: overdueIndex, today)
    guard first.count < limit else { return first }
    return try first
      + todos(
        where: """
          completed IS NULL AND day IS NOT NULL AND day = ?
          ORDER BY \(terms) LIMIT \(limit - first.count)
          """, indexedBy: "tasks_open_on_day_in_order", today)
  }

  /// How many open tasks are due on or before `day`, and how many of them before it
  /// (overdue), from the per-day counts the triggers keep: a row per day with open tasks.
  public func openCounts(dueOnOrBefore day: Day) throws(TikError) -> (open: Int, overdue: Int) {
    try run { () throws(SQLiteError) in
      let statement = try connection.statement(
        """
        SELECT ifnull(sum(open), 0), ifnull(sum(CASE WHEN day < ? THEN open END), 0)
        FROM open_by_day WHERE day <= ?
        """
      ).bind(.integer(Int64(day.number)), .integer(Int64(day.number)))
      var counts = (open: 0, overdue: 0)
      try statement.forEachRow { counts = (Int($0.int(0)), Int($0.int(1))) }
      return counts
    }
  }

  /// Open tasks due after `day`, by day.
  public func openTodos(dueAfter day: Day) throws(TikError) -> [Todo] {
    try todos(
      where: "completed IS NULL AND day IS NOT NULL AND day > ? ORDER BY day",
      indexedBy: "tasks_open_by_day", .integer(Int64(day.number)))
  }

  /// The condition on the dated done tasks, read through `tasks_done_dated`, of those
  /// completed at or after a time (parameter 1) and due on or before a day (parameter 2).
  public static let doneSinceDueBy =
    "completed IS NOT NULL AND day IS NOT NULL AND completed >= ? AND day <= ?"

  /// Tasks completed at or after `time` that were due on or before `day`.
  public func todosCompleted(since time: LocalTime, dueOnOrBefore day: Day) throws(TikError)
    -> [Todo]
  {
    try todos(
      where: Store.doneSinceDueBy, indexedBy: "tasks_done_dated", .integer(Int64(time.seconds)),
      .integer(Int64(day.number)))
  }

  /// How many open tasks are due on or before `day`, and how many tasks due on or before
  /// `day` were completed since `time`: Today's progress without loading a task.
  public func todayCounts(day: Day, completedSince time: LocalTime) throws(TikError)
    -> (open: Int, done: Int)
  {
    (try openCounts(dueOnOrBefore: day).open, try doneCount(since: time, dueOnOrBefore: day))
  }

  /// How many tasks due on or before `day` were completed since `time`, counted in the
  /// index of dated done tasks: the undated ones completed since then are not in it.
  public func doneCount(since time: LocalTime, dueOnOrBefore day: Day) throws(TikError) -> Int {
    try run { () throws(SQLiteError) in
      let done = try connection.statement(
        "SELECT count(*) FROM tasks INDEXED BY tasks_done_dated WHERE " + Store.doneSinceDueBy
      ).bind(.integer(Int64(time.seconds)), .integer(Int64(day.number))).scalar()
      return Int(done ?? 0)
    }
  }

  /// How many open tasks are due after `day`, from the per-day counts the triggers keep.
  public func openCount(dueAfter day: Day) throws(TikError) -> Int {
    try run { () throws(SQLiteError) in
      Int(
        try connection.statement("SELECT ifnull(sum(open), 0) FROM open_by_day WHERE day > ?")
          .bind(.integer(Int64(day.number))).scalar() ?? 0)
    }
  }

  /// The condition on the done tasks completed at or after a time (parameter 1) and
  /// before another (parameter 2): one range of `tasks_done_by_time`.
  public static let completedBetween =
    "completed IS NOT NULL AND completed >= ? AND completed < ?"

  /// Tasks completed at or after `start` and before `end`, in the order they were
  /// completed, the first `limit` of them when given: one range of the completion index,
  /// whatever the history's size.
  public func todosCompleted(from start: LocalTime, before end: LocalTime, limit: Int? = nil)
    throws(TikError) -> [Todo]
  {
    let limited = limit.map { " LIMIT \(max(0, $0))" } ?? ""
    return try todos(
      where: Store.completedBetween + " ORDER BY completed, id" + limited,
      .integer(Int64(start.seconds)), .integer(Int64(end.seconds)))
  }

  /// Tasks whose id starts with the digits of `prefix` (3 → 3, 30–39, 300–399, …),
  /// found by rowid ranges.
  public func todos(idPrefix prefix: Int64, limit: Int) throws(TikError) -> [Todo] {
    var ranges: [String] = []
    var values: [SQLiteValue?] = []
    var low = prefix
    var high = prefix
    while low <= Int64(Int32.max) && ranges.count < 10 {
      ranges.append("id BETWEEN ? AND ?")
      values += [.integer(low), .integer(high)]
      low *= 10
      high = high * 10 + 9
    }
    let sql = "(" + ranges.joined(separator: " OR ") + ") ORDER BY id LIMIT \(limit)"
    return try todos(where: sql, values)
  }

  /// The most recently created open tasks, or the most recently completed done ones.
  public func recentTodos(done: Bool, limit: Int) throws(TikError) -> [Todo] {
    done
      ? try todos(where: "completed IS NOT NULL ORDER BY completed DESC LIMIT \(limit)")
      : try todos(where: "completed IS NULL ORDER BY id DESC LIMIT \(limit)")
  }

  /// Every task due on one day, open or done.
  public func todos(dueOn day: Day) throws(TikError) -> [Todo] {
    try todos(where: "day = ?", indexedBy: "tasks_by_day", .integer(Int64(day.number)))
  }

  /// Tasks completed during one local day.
  public func todosCompleted(on day: Day) throws(TikError) -> [Todo] {
    let start = LocalTime(day: day, minute: 0).seconds
    return try todos(
      where: Store.completedBetween, indexedBy: "tasks_done_by_time",
      .integer(Int64(start)), .integer(Int64(start + 86_400)))
  }

  /// Every completed task, most recently completed first.
  public func completedTodos() throws(TikError) -> [Todo] {
    try todos(where: "completed IS NOT NULL ORDER BY completed DESC, id DESC")
  }

  /// Every task, in creation order.
  public func allTodos() throws(TikError) -> [Todo] {
    try todos(where: "1 ORDER BY id")
  }

  /// The tasks of one list, or of the Inbox when `listID` is nil.
  public func todos(inList listID: Int64?) throws(TikError) -> [Todo] {
    if let listID {
      return try todos(where: "list_id = ?", .integer(listID))
    }
    return try todos(where: "list_id IS NULL")
  }

  /// Tasks whose title, notes or subtasks contain every word of the query, in any
  /// order, each folded as the stored text is (case, diacritics, Arabic letters, ZWNJ).
  public func todos(matching query: String) throws(TikError) -> [Todo] {
    guard let (condition, values) = Store.searchCondition(query) else { return [] }
    return try todos(where: condition, values)
  }

  /// The condition `todos(matching:)` reads; nil for a query of no words.
  public static func searchCondition(_ query: String) -> (String, [SQLiteValue?])? {
    let words = TextFolding.key(query).split(separator: " ").map { String($0) }
    guard !words.isEmpty else { return nil }
    let condition = words.map { _ in "instr(search_key, ?) > 0" }.joined(separator: " AND ")
    return (condition, words.map { .text($0) })
  }

  /// Stores a new task and returns it with its id: a new one, or with `keepingID` the
  /// task's own (an import that restores tasks as they were), which must be free.
  public func insert(_ todo: Todo, keepingID: Bool = false) throws(TikError) -> Todo {
    try run { () throws(SQLiteError) in
      let statement = try connection.statement(
        """
        INSERT INTO tasks(title, notes, subtasks, day, minute, priority, list_id, photo,
          repeat_rule, created, completed, search_key, series_id, previous_id, id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
      Store.bindFields(of: todo, to: statement)
      statement.bind(at: 15, keepingID ? .integer(todo.id) : nil)
      try statement.run()
      var stored = todo
      stored.id = connection.lastInsertRowID
      return stored
    }
  }

  /// Writes every field of an existing task.
  public func update(_ todo: Todo) throws(TikError) {
    try run { () throws(SQLiteError) in
      let statement = try connection.statement(
        """
        UPDATE tasks SET title = ?, notes = ?, subtasks = ?, day = ?, minute = ?, priority = ?,
          list_id = ?, photo = ?, repeat_rule = ?, created = ?, completed = ?, search_key = ?,
          series_id = ?, previous_id = ?
        WHERE id = ?
        """)
      Store.bindFields(of: todo, to: statement)
      statement.bind(at: 15, .integer(todo.id))
      try statement.run()
    }
  }

  /// Writes the fields of an existing task that differ from `before`, the task as the
  /// store holds it: a tick writes `completed` alone, so SQLite keeps only the indexes
  /// and runs only the triggers that read it, and an edit made elsewhere to another field
  /// stays. Nothing differs: nothing is written.
  public func update(_ todo: Todo, from before: Todo) throws(TikError) {
    var sets = ""
    var values: [SQLiteValue?] = []
    func set(_ column: String, _ value: SQLiteValue?) {
      sets += sets.isEmpty ? column + " = ?" : ", " + column + " = ?"
      values.append(value)
    }
    if todo.title != before.title { set("title", .text(todo.title)) }
    if todo.notes != before.notes { set("notes", .text(todo.notes)) }
    if todo.subtasks != before.subtasks {
      set("subtasks", .text(SubtaskCoding.encode(todo.subtasks)))
    }
    if todo.day != before.day { set("day", .nullable(todo.day?.number)) }
    if todo.minute != before.minute { set("minute", .nullable(todo.minute)) }
    if todo.priority != before.priority {
      set("priority", .integer(Int64(todo.priority.rawValue)))
    }
    if todo.listID != before.listID { set("list_id", .nullable(todo.listID)) }
    if todo.photo != before.photo { set("photo", .nullable(todo.photo)) }
    if todo.repeatRule != before.repeatRule { set("repeat_rule", .nullable(todo.repeatRule)) }
    if todo.created != before.created { set("created", .integer(Int64(todo.created.seconds))) }
    if todo.completed != before.completed {
      set("completed", .nullable(todo.completed?.seconds))
    }
    if todo.title != before.title || todo.notes != before.notes
      || todo.subtasks != before.subtasks
    {
      // The key is the stored task's: the texts this write leaves as they are may have
      // changed since `before` was read.
      var stored = todo
      if let now = try self.todo(id: todo.id) {
        if todo.title == before.title { stored.title = now.title }
        if todo.notes == before.notes { stored.notes = now.notes }
        if todo.subtasks == before.subtasks { stored.subtasks = now.subtasks }
      }
      set("search_key", .text(Store.searchKey(of: stored)))
    }
    if todo.seriesID != before.seriesID { set("series_id", .nullable(todo.seriesID)) }
    if todo.previousID != before.previousID { set("previous_id", .nullable(todo.previousID)) }
    guard !values.isEmpty else { return }
    values.append(.integer(todo.id))
    try query("UPDATE tasks SET " + sets + " WHERE id = ?", values)
  }

  public func deleteTodo(id: Int64) throws(TikError) {
    try run { () throws(SQLiteError) in
      try connection.statement("DELETE FROM tasks WHERE id = ?").bind(.integer(id)).run()
    }
  }

  private static func bindFields(of todo: Todo, to statement: SQLiteStatement) {
    statement.bind(
      .text(todo.title), .text(todo.notes), .text(SubtaskCoding.encode(todo.subtasks)),
      .nullable(todo.day?.number), .nullable(todo.minute),
      .integer(Int64(todo.priority.rawValue)), .nullable(todo.listID), .nullable(todo.photo),
      .nullable(todo.repeatRule), .integer(Int64(todo.created.seconds)),
      .nullable(todo.completed?.seconds), .text(searchKey(of: todo)), .nullable(todo.seriesID),
      .nullable(todo.previousID))
  }

  /// The folded text search looks in: title, notes and subtask titles.
  static func searchKey(of todo: Todo) -> String {
    var parts = [TextFolding.key(todo.title)]
    if !todo.notes.isEmpty { parts.append(TextFolding.key(todo.notes)) }
    for subtask in todo.subtasks { parts.append(TextFolding.key(subtask.title)) }
    return parts.joined(separator: "\u{1E}")
  }
}

/// Subtasks in one column: a line each, `0` or `1`, a tab, the title.
///
/// Titles are single lines (tabs and newlines become spaces on input), so the coding
/// needs no escaping.
enum SubtaskCoding {
  static func encode(_ subtasks: [Subtask]) -> String {
    subtasks.map { ($0.done ? "1\t" : "0\t") + $0.title }.joined(separator: "\n")
  }

  static func decode(_ text: String) -> [Subtask] {
    guard !text.isEmpty else { return [] }
    return text.split(separator: "\n").map { line in
      Subtask(title: String(line.dropFirst(2)), done: line.hasPrefix("1"))
    }
  }
}
