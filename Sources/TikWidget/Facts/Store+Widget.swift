import TikCore

/// The widget's queries on the tasks: streaks, memories and the story look back over
/// completions by day. Callers run these inside `read`.
extension Store {
  /// One open task due before `day` that was created before `time`, if there is any.
  func overdueTodo(dueBefore day: Day, createdBefore time: LocalTime) throws(TikError) -> Todo? {
    try todos(
      where: "completed IS NULL AND day IS NOT NULL AND day < ? AND created < ? LIMIT 1",
      indexedBy: "tasks_open_by_day", .integer(Int64(day.number)), .integer(Int64(time.seconds))
    ).first
  }

  /// How many tasks were completed at or after `start` and before `end`, counted in the
  /// completion index alone, without reading a task.
  func countCompleted(from start: LocalTime, before end: LocalTime) throws(TikError) -> Int {
    Int(
      try scalar(
        "SELECT count(*) FROM tasks WHERE completed IS NOT NULL AND completed >= ? AND completed < ?",
        [.integer(Int64(start.seconds)), .integer(Int64(end.seconds))]) ?? 0)
  }

  /// For each day from `first` through `last` on which tasks were completed: how many of
  /// them were due that day or before (they stood on that day's Today), and the earliest
  /// day any of them was due. One range of the completion index, summed in SQLite, so a
  /// look back over weeks costs one query, not a task per row.
  func completionDays(from first: Day, through last: Day) throws(TikError)
    -> [(day: Day, dueByThen: Int, earliestDue: Day?)]
  {
    var days: [(day: Day, dueByThen: Int, earliestDue: Day?)] = []
    try query(
      """
      SELECT completed / 86400 AS done_day, sum(day IS NOT NULL AND day <= completed / 86400),
        min(day)
      FROM tasks WHERE completed IS NOT NULL AND completed >= ? AND completed < ?
      GROUP BY done_day ORDER BY done_day
      """, [.integer(Int64(first.number) * 86_400), .integer(Int64(last.number + 1) * 86_400)]
    ) { row in
      days.append((Day(Int(row.int(0))), Int(row.int(1)), row.optionalInt(2).map { Day(Int($0)) }))
    }
    return days
  }
}
