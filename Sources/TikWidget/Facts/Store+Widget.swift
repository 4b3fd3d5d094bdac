import TikCore

/// The widget's queries on the tasks: streaks, memories and the story look back over
/// completions by day. Callers run these inside `read`.
extension Store {
  /// The due day and the day of creation of one open task due before `day` that was
  /// created before `time`, if there is any: what a streak needs of it.
  func overdueTask(dueBefore day: Day, createdBefore time: LocalTime) throws(TikError)
    -> (due: Day, created: Day)?
  {
    var found: (due: Day, created: Day)?
    try query(
      """
      SELECT day, created FROM tasks INDEXED BY tasks_open_by_day
      WHERE completed IS NULL AND day IS NOT NULL AND day < ? AND created < ? LIMIT 1
      """, [.integer(Int64(day.number)), .integer(Int64(time.seconds))]
    ) { found = (Day(Int($0.int(0))), LocalTime(seconds: Int($0.int(1))).day) }
    return found
  }

  /// The titles of the first `limit` tasks completed at or after `start` and before
  /// `end`, in the order they were completed (then undated ones first, by the day they
  /// were due, then by id: the order of the completion index, which SQLite reads up to
  /// the limit, however many were completed at once): all a memory shows of them.
  func completedTitles(from start: LocalTime, before end: LocalTime, limit: Int)
    throws(TikError) -> [String]
  {
    var titles: [String] = []
    try query(
      "SELECT title FROM tasks INDEXED BY tasks_done_by_time WHERE "
        + Store.completedBetween + " ORDER BY completed, day, id LIMIT ?",
      [.integer(Int64(start.seconds)), .integer(Int64(end.seconds)), .integer(Int64(limit))]
    ) { titles.append($0.text(0)) }
    return titles
  }

  /// How many tasks were completed on `day`, dated or not: the widget's counts of that
  /// day (`CompletionCounts`), a row per due day, not a row per task.
  func countCompleted(on day: Day) throws(TikError) -> Int {
    Int(
      try scalar(
        "SELECT ifnull(sum(tasks), 0) FROM widget_done_by_day WHERE done_day = ?",
        [.integer(Int64(day.number))]) ?? 0)
  }

  /// How many tasks due on or before `due` were completed on `day`: a row of the
  /// widget's counts per due day (`CompletionCounts`), not a row per task.
  func countCompleted(on day: Day, dueOnOrBefore due: Day) throws(TikError) -> Int {
    Int(
      try scalar(
        "SELECT ifnull(sum(tasks), 0) FROM widget_done_by_day WHERE done_day = ? AND due_day <= ?",
        [.integer(Int64(day.number)), .integer(Int64(due.number))]) ?? 0)
  }

  /// The `limit` tasks completed most recently at or after `time` that were due on or
  /// before `day`, the most recent first (`TodoOrder.completedFirst`): the completion
  /// index read from its newest end, stopping at the limit.
  func latestCompleted(since time: LocalTime, dueOnOrBefore day: Day, limit: Int)
    throws(TikError) -> [Todo]
  {
    guard limit > 0 else { return [] }
    return try todos(
      where: """
        \(Store.doneSinceDueBy) ORDER BY completed DESC, id DESC LIMIT \(limit)
        """,
      indexedBy: "tasks_done_dated", .integer(Int64(time.seconds)), .integer(Int64(day.number)))
  }

  /// For each day from `first` through `last` on which dated tasks were completed: how
  /// many of them were due that day or before (they stood on that day's Today), and the
  /// earliest day any of them was due. Read from the widget's counts, a row per day and
  /// due day, so a look back over weeks costs no more on a day that saw thousands of
  /// tasks finished.
  func completionDays(from first: Day, through last: Day) throws(TikError)
    -> [(day: Day, dueByThen: Int, earliestDue: Day?)]
  {
    var days: [(day: Day, dueByThen: Int, earliestDue: Day?)] = []
    try query(
      """
      SELECT done_day, ifnull(sum(CASE WHEN due_day <= done_day THEN tasks END), 0), min(due_day)
      FROM widget_done_by_day WHERE done_day BETWEEN ? AND ? AND due_day < ?
      GROUP BY done_day ORDER BY done_day
      """,
      [
        .integer(Int64(first.number)), .integer(Int64(last.number)),
        .integer(Int64(CompletionCounts.undated)),
      ]
    ) { row in
      days.append((Day(Int(row.int(0))), Int(row.int(1)), row.optionalInt(2).map { Day(Int($0)) }))
    }
    return days
  }
}
