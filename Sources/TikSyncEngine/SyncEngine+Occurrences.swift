import TikCore
import TikICalendar
import TikSync

/// Recurring tasks completed by other clients, each in its own way, read as one done
/// occurrence and the series moved on — never as two.
///
/// tik schedules every series it syncs (Jalali month rules have no RRULE another client
/// could follow): when an occurrence was completed elsewhere, the task here is ticked
/// as if by hand, the recurrence plugin makes the next copy, and the series' item then
/// describes that copy. The forms recognised:
///
/// - STATUS:COMPLETED on the series' own item (a client that does not repeat tasks);
/// - Thunderbird: a completed RECURRENCE-ID instance of the open occurrence, in the
///   series' resource;
/// - Tasks.org, jtx Board: DUE moved on in place to the occurrence tik would make next,
///   in an item another program wrote (tik's own moves are moves);
/// - Apple: a completed copy under a new UID, with the same title and date.
extension SyncEngine {
  /// Links a series' item to the series' open copy once the task it described is done
  /// (ticked here, or completed elsewhere), when that copy has no item of its own.
  func seriesOwner(of item: Store.SyncItem, task: Todo, store: Store) throws(TikError) -> Todo? {
    guard task.isDone, task.repeatRule != nil else { return nil }
    let series = task.seriesID ?? task.id
    guard try store.seriesUID(of: series) == item.uid else { return nil }
    let open = try store.todos(inList: task.listID).first {
      !$0.isDone && ($0.seriesID ?? $0.id) == series && $0.id != task.id
    }
    guard let open, try !hasItem(open, store: store) else { return nil }
    return open
  }

  /// The series' open task, when the item says its occurrence was completed elsewhere:
  /// it is ticked here, and the copy the tick made (or the task itself, when the series
  /// has ended) is returned.
  func completedElsewhere(
    _ todo: Todo, item component: ICalComponent, text: String, remote: SyncFields,
    base: SyncFields, store: Store
  ) throws(TikError) -> Todo? {
    guard !todo.isDone, todo.repeatRule != nil, let day = todo.day else { return nil }
    let was = base.values
    if remote.values["done"] == "1", was["done"] != "1" {
      return try tick(todo, at: remote.completed, store: store)
    }
    if let instance = try? Self.doneInstance(on: day, in: text) {
      return try tick(todo, at: instance, store: store)
    }
    // Moved on in place: the date tik would give the next copy, in another program's item.
    guard remote.values["done"] != "1", was["done"] != "1",
      fields(of: todo).values["due"] == was["due"],
      let moved = VTodo.moment(component.first("DUE") ?? component.first("DTSTART"))?.0,
      moved > day, !remote.values["repeat", default: ""].isEmpty,
      !(Self.producer(of: text).hasPrefix("-//tik//"))
    else { return nil }
    do {
      return try context.attempt { () throws(TikError) in
        let next = try tick(
          todo, at: VTodo.localTime(component.first("LAST-MODIFIED")?.value), store: store)
        // Another date is a move, not a completion: the tick is undone.
        guard !next.isDone, next.day == moved else {
          throw SyncError.tentative.tikError(context.catalog)
        }
        return next
      }
    } catch {
      if case .plugin(let code, _) = error, code == SyncError.tentative.code {
        report.completedElsewhere -= 1
        return nil
      }
      throw error
    }
  }

  /// A done task of a series in `listID` that a done item under another UID describes
  /// (Apple's completed copy; another tik's done occurrence): one with the same title
  /// and date and no item of its own, or the series' open task on that date, ticked.
  func occurrence(doneAs remote: SyncFields, listID: Int64?, store: Store) throws(TikError)
    -> Todo?
  {
    guard remote.values["done"] == "1", let title = remote.values["title"],
      let due = remote.values["due"], !due.isEmpty
    else { return nil }
    let same = try store.todos(inList: listID).filter {
      $0.repeatRule != nil && $0.title == title && fields(of: $0).values["due"] == due
    }
    for done in same where done.isDone {
      if try !hasItem(done, store: store) { return done }
    }
    guard let open = same.first(where: { !$0.isDone }) else { return nil }
    _ = try tick(open, at: remote.completed, store: store)
    return try store.todo(id: open.id)
  }

  /// Ticks a task as a tick here does (the recurrence plugin makes the next copy), done
  /// at `time` when the other side says when: the next copy, or the task when the
  /// series has none.
  private func tick(_ todo: Todo, at time: LocalTime?, store: Store) throws(TikError) -> Todo {
    var done = try context.complete(todo)
    if let time {
      done.completed = time
      try store.update(done)
    }
    report.completedElsewhere += 1
    return try store.todos(inList: todo.listID).first { $0.previousID == todo.id && !$0.isDone }
      ?? done
  }

  /// The item's date, state and rule (when it is the same rule, re-anchored) as the
  /// next copy's, in both the item and its base: the other fields still merge.
  static func describe(next: SyncFields, remote: inout SyncFields, base: inout SyncFields) {
    var fields = ["done", "due"]
    if ruleLine(remote.values["repeat"]) == ruleLine(base.values["repeat"]) {
      fields.append("repeat")
    }
    for field in fields {
      remote.values[field] = next.values[field]
      base.values[field] = next.values[field]
    }
    remote.completed = nil
  }

  /// A stored rule without its anchor.
  private static func ruleLine(_ text: String?) -> Substring? {
    text?.split(separator: "\n").first { $0.hasPrefix("RRULE:") }
  }

  private func hasItem(_ todo: Todo, store: Store) throws(TikError) -> Bool {
    try store.scalar("SELECT 1 FROM sync_items WHERE task_id = ?", [.integer(todo.id)]) != nil
  }

  /// When a resource holds a completed RECURRENCE-ID instance of the occurrence on
  /// `day`: the time it was completed.
  static func doneInstance(on day: Day, in text: String) throws(ICalendarError) -> LocalTime? {
    for top in try Libical.parse(Substring(text)) {
      for todo in top.components where todo.name == "VTODO" {
        guard let recurrence = todo.first("RECURRENCE-ID"),
          VTodo.moment(recurrence)?.0 == day, VTodo.isDone(todo)
        else { continue }
        return VTodo.completion(of: todo, day: day, created: nil)
      }
    }
    return nil
  }

  /// The resource's PRODID: which program wrote it last.
  static func producer(of text: String) -> String {
    guard let calendar = try? Libical.parse(Substring(text)).first else { return "" }
    return calendar.first("PRODID")?.value.text ?? ""
  }
}
