/// The orders tasks are shown in, exactly as the behaviour reference states them.
///
/// Fields that are off are inert here too: with `time` off no task counts as timed, with
/// `priority` off every task has the same priority.
public struct TodoOrder: Sendable {
  public var sort: SortOrder
  public var fields: FieldSet
  public var today: Day

  public init(sort: SortOrder, fields: FieldSet, today: Day) {
    self.sort = sort
    self.fields = fields
    self.today = today
  }

  /// Today's order, as the app has it: open tasks first — overdue always first; with
  /// sort=priority, priority descending next; then timed before untimed, earliest time
  /// first; then priority descending; then creation order. The rest applies among the
  /// overdue tasks too, whatever the days they are late since. sort=newest is creation
  /// descending only. Done tasks follow, most recently completed first.
  public func todaySorted(_ todos: [Todo]) -> [Todo] {
    let open = todos.indices.filter { !todos[$0].isDone }
    let done = todos.indices.filter { todos[$0].isDone }
    let order =
      TodoOrder.sorted(open, of: todos, by: openKey, <)
      + TodoOrder.sorted(done, of: todos, by: completedKey, <)
    return order.map { todos[$0] }
  }

  /// Whether open task `a` comes before open task `b` on Today (and within a day).
  public func openBefore(_ a: Todo, _ b: Todo) -> Bool { openKey(a) < openKey(b) }

  /// An open task's place, compared field by field: overdue or not, priority when
  /// sort=priority, the minute (untimed last), priority, id.
  func openKey(_ todo: Todo) -> (Int, Int, Int, Int, Int64) {
    if sort == .newest { return (0, 0, 0, 0, -todo.id) }
    let overdue = todo.day.map { $0 < today } ?? false
    let rank = -priority(todo).rawValue
    return (overdue ? 0 : 1, sort == .priority ? rank : 0, minute(todo) ?? Int.max, rank, todo.id)
  }

  /// The indices of `todos` sorted by their tasks' keys, computed once each: a sort moves
  /// indices, not tasks (a task is a large value, and Today may hold thousands).
  static func sorted<Key>(
    _ indices: [Int], of todos: [Todo], by key: (Todo) -> Key, _ less: (Key, Key) -> Bool
  ) -> [Int] {
    let keys = indices.map { key(todos[$0]) }
    return keys.indices.sorted { less(keys[$0], keys[$1]) }.map { indices[$0] }
  }

  /// The order of lists, All and Search: open tasks by date (undated last), each day in
  /// Today's order; then done tasks, most recently completed first. The views read it in
  /// SQL (`openSQL`, `doneSQL`); this is the reference the tests hold those to.
  public func generalSorted(_ todos: [Todo]) -> [Todo] {
    let open = todos.filter { !$0.isDone }.sorted { a, b in
      switch (a.day, b.day) {
      case (let x?, let y?) where x != y: return x < y
      case (.some, nil): return true
      case (nil, .some): return false
      default: return openBefore(a, b)
      }
    }
    return open + todos.filter(\.isDone).sorted(by: completedFirst)
  }

  /// The general order's open tasks as SQL `ORDER BY` terms: by day, undated last, each
  /// day in Today's order — what `generalSorted` does, for views read in order.
  public var openSQL: String { "day IS NULL, " + datedOpenSQL }

  /// `openSQL` for dated tasks alone, less the undated-last term they do not need (which
  /// would keep SQLite from reading them in the order of an index by day).
  var datedOpenSQL: String { "day, " + sameDaySQL }

  /// Today's open tasks as SQL `ORDER BY` terms: overdue first (but for sort=newest),
  /// then as within a day — what `todaySorted` does with the open ones.
  public var todayOpenSQL: String {
    sort == .newest ? sameDaySQL : "day >= \(today.number), " + sameDaySQL
  }

  /// Done tasks as SQL `ORDER BY` terms: the most recently completed first, then the newest.
  public static let doneSQL = "completed DESC, id DESC"

  /// The default order within a day, which the indexes `tasks_open_in_order` and
  /// `tasks_open_on_day_in_order` hold.
  static let indexedSameDaySQL = "minute IS NULL, minute, priority DESC, id"

  /// `openKey` past its overdue flag, which one day's tasks share.
  var sameDaySQL: String {
    if sort == .newest { return "id DESC" }
    // Written out as one string: no array of terms to make and join for a view.
    let byPriority = fields.contains(.priority)
    var terms = sort == .priority && byPriority ? "priority DESC, " : ""
    if fields.contains(.time) { terms += "minute IS NULL, minute, " }
    if byPriority { terms += "priority DESC, " }
    return terms + "id"
  }

  public func completedFirst(_ a: Todo, _ b: Todo) -> Bool { completedKey(a) < completedKey(b) }

  /// A done task's place: the most recently completed first, then the newest.
  func completedKey(_ todo: Todo) -> (Int, Int64) { (-(todo.completed?.seconds ?? 0), -todo.id) }

  private func minute(_ todo: Todo) -> Int? { fields.contains(.time) ? todo.minute : nil }

  private func priority(_ todo: Todo) -> Priority {
    fields.contains(.priority) ? todo.priority : .none
  }
}
