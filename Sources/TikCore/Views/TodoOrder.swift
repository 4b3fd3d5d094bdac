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

  /// Today's order: open tasks first — overdue always first (oldest first); with
  /// sort=priority, priority descending next; then timed before untimed, earlier first;
  /// then priority descending; then creation order. sort=newest is creation descending
  /// only. Done tasks follow, most recently completed first.
  public func todaySorted(_ todos: [Todo]) -> [Todo] {
    let open = todos.filter { !$0.isDone }
    let done = todos.filter(\.isDone).sorted(by: completedFirst)
    return open.sorted(by: openBefore) + done
  }

  /// Whether open task `a` comes before open task `b` on Today (and within a day).
  public func openBefore(_ a: Todo, _ b: Todo) -> Bool {
    if sort == .newest { return a.id > b.id }
    let aOverdue = a.day.map { $0 < today } ?? false
    let bOverdue = b.day.map { $0 < today } ?? false
    if aOverdue != bOverdue { return aOverdue }
    if aOverdue, a.day != b.day { return a.day! < b.day! }
    if sort == .priority, priority(a) != priority(b) { return priority(a) > priority(b) }
    switch (minute(a), minute(b)) {
    case (let x?, let y?) where x != y: return x < y
    case (.some, nil): return true
    case (nil, .some): return false
    default: break
    }
    if priority(a) != priority(b) { return priority(a) > priority(b) }
    return a.id < b.id
  }

  /// The order of lists, All and Search: open tasks by date (undated last), each day in
  /// Today's order; then done tasks, most recently completed first.
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

  public func completedFirst(_ a: Todo, _ b: Todo) -> Bool {
    let x = a.completed?.seconds ?? 0
    let y = b.completed?.seconds ?? 0
    return x != y ? x > y : a.id > b.id
  }

  private func minute(_ todo: Todo) -> Int? { fields.contains(.time) ? todo.minute : nil }

  private func priority(_ todo: Todo) -> Priority {
    fields.contains(.priority) ? todo.priority : .none
  }
}
