import TikCore

/// The tasks moved off Today on the day they were moved, for the evening's story: the
/// widget's own table. A move is noted as the change is written, in its transaction (a
/// change undo puts back is not a move); a trigger keeps each moved task's `still`
/// (open, and due after that day or undated) true as the task changes, by whatever
/// writes it (a later edit, a tick, undo of either, sync). A deleted task leaves the
/// table, and undoing the delete does not bring its move back. The day's moved tasks are
/// a range of one index, in the order they were moved: what the story shows costs a step
/// of it a task still moved, and the first few tasks.
enum MovedTasks {
  static let migrations: [PluginSchema.Migration] = [
    .init(
      """
      CREATE TABLE widget_moved(
        seq INTEGER PRIMARY KEY,
        task_id INTEGER NOT NULL UNIQUE REFERENCES tasks(id) ON DELETE CASCADE,
        day INTEGER NOT NULL,
        still INTEGER NOT NULL
      );
      CREATE INDEX widget_moved_by_day ON widget_moved(day, still);
      CREATE TRIGGER widget_moved_changed AFTER UPDATE OF day, completed ON tasks
      BEGIN
        UPDATE widget_moved SET still = (NEW.completed IS NULL AND ifnull(NEW.day > day, 1))
          WHERE task_id = NEW.id;
      END;
      """, appliedIf: "SELECT 1 FROM sqlite_schema WHERE name = 'widget_moved'")
  ]

  /// Whether a change takes an open task off `today`'s Today: due today or before, and
  /// then later or undated.
  static func isMove(_ change: TaskChange, today: Day) -> Todo? {
    guard case .edited(let before, let after) = change, !before.isDone, !after.isDone,
      let was = before.day, was <= today, after.day.map({ $0 > today }) ?? true
    else { return nil }
    return after
  }
}

extension Store {
  /// Notes that `taskID` left `day`'s Today that day; a task noted that day already keeps
  /// its place. Other days' moves are dropped first, two ranges of the index (`day <> ?`
  /// would read the whole table at every move of a bulk move).
  func noteMove(of taskID: Int64, on day: Day) throws(TikError) {
    try query(
      "DELETE FROM widget_moved WHERE day < ?1 OR day > ?1", [.integer(Int64(day.number))])
    try query(
      "INSERT INTO widget_moved(task_id, day, still) VALUES (?, ?, 1) ON CONFLICT(task_id) DO NOTHING",
      [.integer(taskID), .integer(Int64(day.number))])
  }

  /// The tasks moved off `day`'s Today that day and still off it: how many, counted in
  /// the index, and the first `limit` in the order they were moved.
  func stillMoved(offTodayOf day: Day, first limit: Int) throws(TikError)
    -> (count: Int, first: [Todo])
  {
    let values: [SQLiteValue?] = [.integer(Int64(day.number))]
    var ids: [Int64] = []
    try query(
      """
      SELECT task_id FROM widget_moved INDEXED BY widget_moved_by_day
      WHERE day = ? AND still = 1 ORDER BY seq LIMIT ?
      """, values + [.integer(Int64(max(0, limit)))]
    ) { ids.append($0.int(0)) }
    let first = try todos(ids: ids)
    // The first ones are all there are when fewer than asked for.
    guard first.count == limit else { return (first.count, first) }
    let count = try scalar(
      "SELECT count(*) FROM widget_moved INDEXED BY widget_moved_by_day WHERE day = ? AND still = 1",
      values)
    return (Int(count ?? 0), first)
  }
}
