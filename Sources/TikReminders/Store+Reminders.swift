import TikCore

/// The reminders plugin's tables and queries: which reminders fired, which are snoozed.
/// Callers run these inside `read` or `write`.
extension Store {
  /// The tables: created here, or taken over from an earlier tik that kept them itself.
  static let reminderSchema = PluginSchema([
    // A reminder (a task at a moment) fires once: the first process to record it owns
    // it, whoever else runs at the same time.
    .init(
      """
      CREATE TABLE reminders_fired(
        task_id INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
        due INTEGER NOT NULL,
        fired INTEGER NOT NULL,
        PRIMARY KEY (task_id, due)
      ) WITHOUT ROWID;
      CREATE TABLE reminders_snoozed(
        task_id INTEGER PRIMARY KEY REFERENCES tasks(id) ON DELETE CASCADE,
        until INTEGER NOT NULL
      );
      """, appliedIf: "SELECT 1 FROM sqlite_schema WHERE name = 'reminders_fired'"),
    // A snooze ends at an instant, seconds since 1970 UTC, not at a wall-clock time:
    // its ten minutes are ten real minutes when the clocks change in between. Whether
    // the reminder at its end fired is kept with it (`shown`), not beside the tasks' own
    // reminders, whose wall-clock moments it could meet in the night the clocks go back.
    .init(
      """
      ALTER TABLE reminders_snoozed RENAME COLUMN until TO until_utc;
      ALTER TABLE reminders_snoozed ADD COLUMN shown INTEGER NOT NULL DEFAULT 0;
      UPDATE reminders_snoozed SET
        shown = EXISTS (SELECT 1 FROM reminders_fired AS fired
          WHERE fired.task_id = reminders_snoozed.task_id AND fired.due = until_utc),
        until_utc = CAST(strftime('%s', until_utc, 'unixepoch', 'utc') AS INTEGER);
      """,
      appliedIf: "SELECT 1 FROM pragma_table_info('reminders_snoozed') WHERE name = 'until_utc'"),
    // A reminder counts as fired only once a notifier showed it. While a run shows one,
    // `held_until` (seconds since 1970 UTC) keeps other runs off it; a notifier that
    // failed lets go of it, and the hold of a run that died runs out.
    .init(
      """
      ALTER TABLE reminders_fired ADD COLUMN held_until INTEGER;
      ALTER TABLE reminders_snoozed ADD COLUMN held_until INTEGER;
      """,
      appliedIf: "SELECT 1 FROM pragma_table_info('reminders_fired') WHERE name = 'held_until'"),
    // Snoozes by their end: the reminders read the few that end in the hour they show,
    // never the ones that ended long ago (a task keeps its snooze until it is edited).
    .init(
      "CREATE INDEX reminders_snoozed_by_until ON reminders_snoozed(until_utc);",
      appliedIf: "SELECT 1 FROM sqlite_schema WHERE name = 'reminders_snoozed_by_until'"),
  ])

  /// Open tasks with a time, due between two days inclusive, whose time is after `start`
  /// and, when given, not after `end`; by time, the first `limit` when given. With
  /// `unsnoozedAfter`, none snoozed till after that instant. One range of the open tasks'
  /// index a day, however many tasks those days hold.
  public func openTimedTodos(
    from first: Day, through last: Day, timedAfter start: LocalTime,
    notAfter end: LocalTime? = nil, limit: Int? = nil, unsnoozedAfter snoozed: Instant? = nil
  ) throws(TikError) -> [Todo] {
    var found: [Todo] = []
    let condition = Store.openTimedOnDay + Store.unsnoozed(snoozed)
    for range in Store.openTimedRanges(from: first, through: last, after: start, notAfter: end) {
      let left = limit.map { max(0, $0 - found.count) }
      if left == 0 { break }
      // The limit is bound, -1 for none: one statement, prepared once, serves every day.
      found += try todos(
        where: condition + " ORDER BY minute LIMIT ?", indexedBy: "tasks_open_by_day",
        range + Store.instant(snoozed) + [.integer(Int64(left ?? -1))])
    }
    return found
  }

  /// How many tasks `openTimedTodos` finds without a limit: all of them, counted in the
  /// index alone; those not snoozed till after an instant, each looked up in the snoozes;
  /// or those snoozed till after it, counted over the snoozes that end after it.
  public func countOpenTimedTodos(
    from first: Day, through last: Day, timedAfter start: LocalTime, notAfter end: LocalTime,
    _ which: TimedTodos = .all
  ) throws(TikError) -> Int {
    var count: Int64 = 0
    let inIndex = "SELECT count(*) FROM tasks INDEXED BY tasks_open_by_day WHERE "
    let (sql, instant): (String, Instant?) =
      switch which {
      case .all: (inIndex + Store.openTimedOnDay, nil)
      case .unsnoozedAfter(let after):
        (inIndex + Store.openTimedOnDay + Store.unsnoozed(after), after)
      case .snoozedAfter(let after):
        (
          "SELECT count(*) FROM reminders_snoozed AS snoozed INDEXED BY reminders_snoozed_by_until"
            + " CROSS JOIN tasks ON tasks.id = snoozed.task_id WHERE " + Store.openTimedOnDay
            + " AND snoozed.until_utc > ?", after
        )
      }
    for range in Store.openTimedRanges(from: first, through: last, after: start, notAfter: end) {
      count += try scalar(sql, range + Store.instant(instant)) ?? 0
    }
    return Int(count)
  }

  /// Which of the open timed tasks `countOpenTimedTodos` counts.
  public enum TimedTodos: Sendable {
    case all
    case unsnoozedAfter(Instant)
    case snoozedAfter(Instant)
  }

  /// How many snoozes end after `instant`, up to `limit`, counted in the snoozes' index:
  /// most of the time none, which spares the reminders every other look at the snoozes.
  public func countSnoozes(endingAfter instant: Instant, upTo limit: Int) throws(TikError) -> Int {
    Int(
      try scalar(
        "SELECT count(*) FROM (SELECT 1 FROM reminders_snoozed INDEXED BY reminders_snoozed_by_until"
          + " WHERE until_utc > ? LIMIT ?)", Store.instant(instant) + [.integer(Int64(limit))])
        ?? 0)
  }

  /// The condition `unsnoozedAfter` adds: a look-up of the task's snooze, by its key.
  private static func unsnoozed(_ instant: Instant?) -> String {
    instant == nil
      ? ""
      : " AND NOT EXISTS (SELECT 1 FROM reminders_snoozed AS snoozed"
        + " WHERE snoozed.task_id = tasks.id AND snoozed.until_utc > ?)"
  }

  private static func instant(_ instant: Instant?) -> [SQLiteValue?] {
    instant.map { [.integer(Int64($0.seconds))] } ?? []
  }

  /// The snoozes that end after `start` and, when given, not after `end`, of open tasks
  /// with a time due between two days inclusive: each task and its snooze's end, by end,
  /// the first `limit` when given. Found by end in the snoozes' index: those that ended
  /// before `start` are never read.
  public func snoozeEnds(
    from first: Day, through last: Day, after start: Instant, notAfter end: Instant?,
    limit: Int? = nil
  ) throws(TikError) -> [(todo: Todo, until: Instant)] {
    var ends: [(id: Int64, until: Instant)] = []
    try query(
      "SELECT snoozed.task_id, snoozed.until_utc" + Store.snoozeEndsWithin
        + " ORDER BY snoozed.until_utc, snoozed.task_id LIMIT ?",
      Store.snoozeEndsValues(first, last, start, end) + [.integer(Int64(limit ?? -1))]
    ) { ends.append(($0.int(0), Instant(seconds: Int($0.int(1))))) }
    // A task has one snooze: its id is the snoozes' key.
    let until = Dictionary(uniqueKeysWithValues: ends.map { ($0.id, $0.until) })
    return try todos(ids: ends.map(\.id)).compactMap { todo in until[todo.id].map { (todo, $0) } }
  }

  /// How many snoozes `snoozeEnds` finds without a limit.
  public func countSnoozeEnds(
    from first: Day, through last: Day, after start: Instant, notAfter end: Instant
  ) throws(TikError) -> Int {
    Int(
      try scalar(
        "SELECT count(*)" + Store.snoozeEndsWithin, Store.snoozeEndsValues(first, last, start, end))
        ?? 0)
  }

  private static let snoozeEndsWithin = """
     FROM reminders_snoozed AS snoozed INDEXED BY reminders_snoozed_by_until
    CROSS JOIN tasks ON tasks.id = snoozed.task_id
    WHERE snoozed.until_utc > ? AND snoozed.until_utc <= ?
      AND tasks.completed IS NULL AND tasks.minute IS NOT NULL AND tasks.day BETWEEN ? AND ?
    """

  private static func snoozeEndsValues(
    _ first: Day, _ last: Day, _ start: Instant, _ end: Instant?
  ) -> [SQLiteValue?] {
    [start.seconds, end?.seconds ?? Int.max, first.number, last.number].map {
      .integer(Int64($0))
    }
  }

  /// One day's open tasks timed after a minute (parameter 2, -1 for the whole day) and
  /// not after another (parameter 3): a range of the index by day and minute, which
  /// starts past the day's untimed tasks (they come first in it).
  private static let openTimedOnDay =
    "completed IS NULL AND day IS NOT NULL AND day = ? AND minute > ? AND minute <= ?"

  /// The values of `openTimedOnDay` for each day of `openTimedTodos`, in order: the first
  /// day from `start`'s minute, the last up to `end`'s. A day at a time, because one range
  /// of (day, minute) across the days holds the untimed tasks of every day after the
  /// first, which SQLite would step over, however many they are.
  private static func openTimedRanges(
    from first: Day, through last: Day, after start: LocalTime, notAfter end: LocalTime?
  ) -> [[SQLiteValue?]] {
    var lower = (first.number, -1)
    if (start.day.number, start.minuteOfDay) > lower {
      lower = (start.day.number, start.minuteOfDay)
    }
    var upper = (last.number, 1439)
    if let end, (end.day.number, end.minuteOfDay) < upper {
      upper = (end.day.number, end.minuteOfDay)
    }
    guard lower.0 <= upper.0 else { return [] }
    return (lower.0...upper.0).map { day in
      [day, day == lower.0 ? lower.1 : -1, day == upper.0 ? upper.1 : 1439].map {
        .integer(Int64($0))
      }
    }
  }

  /// Records that the reminder of `taskID` due at `due` fired, as a snooze that stands in
  /// for it does; false when it had.
  public func claimReminder(taskID: Int64, due: LocalTime, at now: LocalTime) throws(TikError)
    -> Bool
  {
    try query(
      """
      INSERT INTO reminders_fired(task_id, due, fired) VALUES (?, ?, ?)
      ON CONFLICT(task_id, due) DO UPDATE SET held_until = NULL WHERE held_until IS NOT NULL
      """, [.integer(taskID), .integer(Int64(due.seconds)), .integer(Int64(now.seconds))])
    return changes == 1
  }

  /// Whether the reminder of `taskID` due at `due` has fired.
  public func reminderFired(taskID: Int64, due: LocalTime) throws(TikError) -> Bool {
    try scalar(
      "SELECT count(*) FROM reminders_fired WHERE task_id = ? AND due = ? AND held_until IS NULL",
      [.integer(taskID), .integer(Int64(due.seconds))]) ?? 0 > 0
  }

  /// Takes a reminder to show, for the run alone until `heldUntil`; false when it was
  /// shown, or another run holds it. The primary key and one statement make it so.
  public func holdReminder(
    _ key: ReminderKey, until heldUntil: Instant, now: Instant, at time: LocalTime
  ) throws(TikError) -> Bool {
    switch key {
    case .own(let taskID, let due):
      try query(
        """
        INSERT INTO reminders_fired(task_id, due, fired, held_until) VALUES (?1, ?2, ?3, ?4)
        ON CONFLICT(task_id, due) DO UPDATE SET fired = ?3, held_until = ?4
        WHERE held_until <= ?5
        """,
        [
          .integer(taskID), .integer(Int64(due.seconds)), .integer(Int64(time.seconds)),
          .integer(Int64(heldUntil.seconds)), .integer(Int64(now.seconds)),
        ])
    case .snoozeEnd(let taskID, let until):
      try query(
        """
        UPDATE reminders_snoozed SET held_until = ?3
        WHERE task_id = ?1 AND until_utc = ?2 AND shown = 0
          AND (held_until IS NULL OR held_until <= ?4)
        """,
        [
          .integer(taskID), .integer(Int64(until.seconds)), .integer(Int64(heldUntil.seconds)),
          .integer(Int64(now.seconds)),
        ])
    }
    return changes == 1
  }

  /// Records a reminder held until `heldUntil` as shown: it does not fire again.
  public func recordShown(_ key: ReminderKey, heldUntil: Instant) throws(TikError) {
    switch key {
    case .own(let taskID, let due):
      try query(
        "UPDATE reminders_fired SET held_until = NULL WHERE task_id = ? AND due = ? AND held_until = ?",
        [.integer(taskID), .integer(Int64(due.seconds)), .integer(Int64(heldUntil.seconds))])
    case .snoozeEnd(let taskID, let until):
      try query(
        """
        UPDATE reminders_snoozed SET shown = 1, held_until = NULL
        WHERE task_id = ? AND until_utc = ? AND held_until = ?
        """, [.integer(taskID), .integer(Int64(until.seconds)), .integer(Int64(heldUntil.seconds))])
    }
  }

  /// Lets go of a reminder a notifier did not show, held until `heldUntil`, or, with nil,
  /// already recorded as shown: it fires again.
  public func release(_ key: ReminderKey, heldUntil: Instant?) throws(TikError) {
    let hold = SQLiteValue?.nullable(heldUntil?.seconds)
    switch key {
    case .own(let taskID, let due):
      try query(
        "DELETE FROM reminders_fired WHERE task_id = ? AND due = ? AND held_until IS ?",
        [.integer(taskID), .integer(Int64(due.seconds)), hold])
    case .snoozeEnd(let taskID, let until):
      try query(
        """
        UPDATE reminders_snoozed SET shown = 0, held_until = NULL
        WHERE task_id = ? AND until_utc = ? AND held_until IS ?
        """, [.integer(taskID), .integer(Int64(until.seconds)), hold])
    }
  }

  /// Reminds of `taskID` again at `until`, instead of any earlier snooze.
  public func snooze(taskID: Int64, until: Instant) throws(TikError) {
    try query(
      "INSERT OR REPLACE INTO reminders_snoozed(task_id, until_utc) VALUES (?, ?)",
      [.integer(taskID), .integer(Int64(until.seconds))])
  }

  public func clearSnooze(taskID: Int64) throws(TikError) {
    try query("DELETE FROM reminders_snoozed WHERE task_id = ?", [.integer(taskID)])
  }
}

/// A reminder as the store keeps it: a task's own, at a wall-clock moment, or the one at
/// the end of a snooze, at an instant.
public enum ReminderKey: Hashable, Sendable {
  case own(taskID: Int64, due: LocalTime)
  case snoozeEnd(taskID: Int64, until: Instant)
}
