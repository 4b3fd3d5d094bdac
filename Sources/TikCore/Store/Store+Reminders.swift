/// What reminders need from the store. Callers run these inside `read` or `write`.
extension Store {
  /// Open tasks with a time, due between two days inclusive.
  public func openTimedTodos(from first: Day, through last: Day) throws(TikError) -> [Todo] {
    try todos(
      where:
        "completed IS NULL AND day IS NOT NULL AND day BETWEEN ? AND ? AND minute IS NOT NULL "
        + "ORDER BY day, minute",
      indexedBy: "tasks_open_by_day", .integer(Int64(first.number)), .integer(Int64(last.number)))
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

  /// Every snoozed task and the moment it is to be reminded again.
  public func snoozes() throws(TikError) -> [Int64: LocalTime] {
    try run { () throws(SQLiteError) in
      var result: [Int64: LocalTime] = [:]
      try connection.statement("SELECT task_id, until FROM reminders_snoozed").forEachRow {
        result[$0.int(0)] = LocalTime(seconds: Int($0.int(1)))
      }
      return result
    }
  }

  /// Reminds of `taskID` again at `until`, instead of any earlier snooze.
  public func snooze(taskID: Int64, until: LocalTime) throws(TikError) {
    try run { () throws(SQLiteError) in
      try connection.statement(
        "INSERT OR REPLACE INTO reminders_snoozed(task_id, until) VALUES (?, ?)"
      ).bind(.integer(taskID), .integer(Int64(until.seconds))).run()
    }
  }

  public func clearSnooze(taskID: Int64) throws(TikError) {
    try run { () throws(SQLiteError) in
      try connection.statement("DELETE FROM reminders_snoozed WHERE task_id = ?")
        .bind(.integer(taskID)).run()
    }
  }
}
