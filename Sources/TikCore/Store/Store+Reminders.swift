/// What reminders need from the store. Callers run these inside `read` or `write`.
extension Store {
  /// Open tasks with a time, due between two days inclusive, whose time is after `start`
  /// and, when given, not after `end`; by time, the first `limit` when given. One range
  /// of the open tasks' index, however many tasks those days hold.
  public func openTimedTodos(
    from first: Day, through last: Day, timedAfter start: LocalTime,
    notAfter end: LocalTime? = nil, limit: Int? = nil
  ) throws(TikError) -> [Todo] {
    // Both bounds as (day, minute), the days folded in: SQLite takes a range of the index
    // from one comparison of row values a side, and would scan whole days for another.
    var lower = (first.number, -1)
    if (start.day.number, start.minuteOfDay) > lower {
      lower = (start.day.number, start.minuteOfDay)
    }
    var upper = (last.number, 1439)
    if let end, (end.day.number, end.minuteOfDay) < upper {
      upper = (end.day.number, end.minuteOfDay)
    }
    return try todos(
      where: """
        completed IS NULL AND day IS NOT NULL AND minute IS NOT NULL
        AND (day, minute) > (?, ?) AND (day, minute) <= (?, ?)
        ORDER BY day, minute
        """ + (limit.map { " LIMIT \(max(0, $0))" } ?? ""),
      indexedBy: "tasks_open_by_day",
      .integer(Int64(lower.0)), .integer(Int64(lower.1)), .integer(Int64(upper.0)),
      .integer(Int64(upper.1)))
  }

  /// Records that the reminder of `taskID` due at `due` fired; false when another run
  /// recorded it first. The primary key makes it so.
  public func claimReminder(taskID: Int64, due: LocalTime, at now: LocalTime) throws(TikError)
    -> Bool
  {
    try run { () throws(SQLiteError) in
      try connection.statement(
        "INSERT OR IGNORE INTO reminders_fired(task_id, due, fired) VALUES (?, ?, ?)"
      ).bind(.integer(taskID), .integer(Int64(due.seconds)), .integer(Int64(now.seconds))).run()
      return connection.changes == 1
    }
  }

  /// Whether the reminder of `taskID` due at `due` has fired.
  public func reminderFired(taskID: Int64, due: LocalTime) throws(TikError) -> Bool {
    try run { () throws(SQLiteError) in
      try connection.statement(
        "SELECT count(*) FROM reminders_fired WHERE task_id = ? AND due = ?"
      ).bind(.integer(taskID), .integer(Int64(due.seconds))).scalar() ?? 0 > 0
    }
  }

  /// Every snoozed task and the instant it is to be reminded again.
  public func snoozes() throws(TikError) -> [Int64: Instant] {
    try run { () throws(SQLiteError) in
      var result: [Int64: Instant] = [:]
      try connection.statement("SELECT task_id, until_utc FROM reminders_snoozed").forEachRow {
        result[$0.int(0)] = Instant(seconds: Int($0.int(1)))
      }
      return result
    }
  }

  /// Reminds of `taskID` again at `until`, instead of any earlier snooze.
  public func snooze(taskID: Int64, until: Instant) throws(TikError) {
    try run { () throws(SQLiteError) in
      try connection.statement(
        "INSERT OR REPLACE INTO reminders_snoozed(task_id, until_utc) VALUES (?, ?)"
      ).bind(.integer(taskID), .integer(Int64(until.seconds))).run()
    }
  }

  /// Records that the reminder at the end of the snooze of `taskID` until `until` fired;
  /// false when another run recorded it first, or the snooze changed.
  public func claimSnooze(taskID: Int64, until: Instant) throws(TikError) -> Bool {
    try run { () throws(SQLiteError) in
      try connection.statement(
        """
        UPDATE reminders_snoozed SET shown = 1
        WHERE task_id = ? AND until_utc = ? AND shown = 0
        """
      ).bind(.integer(taskID), .integer(Int64(until.seconds))).run()
      return connection.changes == 1
    }
  }

  public func clearSnooze(taskID: Int64) throws(TikError) {
    try run { () throws(SQLiteError) in
      try connection.statement("DELETE FROM reminders_snoozed WHERE task_id = ?")
        .bind(.integer(taskID)).run()
    }
  }
}
