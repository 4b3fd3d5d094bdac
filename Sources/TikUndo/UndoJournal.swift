import TikCore

/// The undo journal: every row a command inserts, changes or deletes in `tasks` and
/// `lists`, as it was before and after, written in the command's own transaction — so
/// undo survives a crash and works across processes.
///
/// A step is one unit of writing (a command, or one request of the line protocol). While
/// a unit runs, the process watches the rows it changes (SQLite's pre-update hook, through
/// `Store.watchRows`) and keeps them in memory; as the unit ends they are written as one
/// step, inside the unit, so a unit that fails takes its step with it. Only a tik with the
/// plugin on journals, and only what it writes itself; other processes and read-only
/// commands pay nothing — no trigger in the schema for every connection to read. Rows are
/// JSON objects of every column, built by SQLite (`json_object` over the bound values);
/// they are put back through bound statements whose column names come from the tables
/// themselves, never from the journal.
enum UndoJournal {
  /// The tables undo covers: the user's data. (A plugin's tables hold what follows from
  /// it — reminders that fired — and the per-day counts follow by the core's triggers.)
  static let tables: Set<String> = ["tasks", "lists"]

  static let schema = PluginSchema([
    .init(
      """
      CREATE TABLE undo_steps(
        id INTEGER PRIMARY KEY,
        made INTEGER NOT NULL,
        undone INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX undo_steps_undone ON undo_steps(undone, id);
      CREATE TABLE undo_rows(
        seq INTEGER PRIMARY KEY,
        step INTEGER NOT NULL REFERENCES undo_steps(id) ON DELETE CASCADE,
        table_name TEXT NOT NULL,
        row_id INTEGER NOT NULL,
        before TEXT,
        after TEXT
      );
      CREATE INDEX undo_rows_by_step ON undo_rows(step, seq);
      """),
    // The unit being recorded, and the core schema version the triggers were made for.
    .init(
      """
      CREATE TABLE undo_unit(
        id INTEGER PRIMARY KEY CHECK (id = 1),
        step INTEGER,
        made INTEGER,
        triggers_for INTEGER
      );
      INSERT INTO undo_unit(id) VALUES (1);
      """, appliedIf: "SELECT 1 FROM sqlite_schema WHERE name = 'undo_unit'"),
    // The journal was written by triggers on the two tables, which every connection read
    // with the schema; the process that writes watches its own rows now.
    .init(
      """
      DROP TRIGGER IF EXISTS undo_tasks_insert; DROP TRIGGER IF EXISTS undo_tasks_update;
      DROP TRIGGER IF EXISTS undo_tasks_delete; DROP TRIGGER IF EXISTS undo_lists_insert;
      DROP TRIGGER IF EXISTS undo_lists_update; DROP TRIGGER IF EXISTS undo_lists_delete;
      DROP TABLE IF EXISTS undo_unit;
      """),
  ])

  /// A table's columns, in order, as `PRAGMA table_info` gives them; only plain names.
  static func columns(of table: String, in store: Store) throws(TikError) -> [String] {
    let names = try store.columnNames(of: table)
    guard !names.isEmpty, names.allSatisfy(isPlainName) else {
      throw .storage(store.path, .damaged)
    }
    return names
  }

  static func isPlainName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || ("a"..."z").contains(first)
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || ("a"..."z").contains($0) || ("0"..."9").contains($0)
    }
  }

  /// `json_object('id', PREFIX.id, …)`: a row as the journal keeps it.
  static func image(_ columns: [String], of prefix: String) -> String {
    "json_object(" + columns.map { "'\($0)', \(prefix)\"\($0)\"" }.joined(separator: ", ") + ")"
  }

  /// Starts recording a unit, inside the one running (if any). The first unit of a write
  /// learns the journal's next step number: only this process writes steps until the
  /// write commits.
  static func begin(_ recording: UndoRecording, at time: LocalTime, store: Store)
    throws(TikError)
  {
    if recording.units.isEmpty {
      recording.nextStep =
        try store.scalar("SELECT coalesce(max(id), 0) + 1 FROM undo_steps") ?? 1
    }
    recording.units.append(UndoRecording.Unit(made: Int64(time.seconds)))
    guard recording.units.count == 1 else { return }
    store.watchRows(in: tables) { [recording] change in recording.add(change) }
  }

  /// Stops recording the innermost unit and writes what it changed as one step. When it
  /// changed something, the steps undone before it can no longer be redone, and only the
  /// newest `keep` steps are kept. Whether it removed something the user had: a row
  /// deleted, or a field of a task emptied.
  static func end(_ recording: UndoRecording, keep: Int, store: Store) throws(TikError) -> (
    recorded: Bool, removed: Bool
  ) {
    guard var unit = recording.units.last else { return (false, false) }
    unit.finish()
    guard let step = unit.step, !unit.changes.isEmpty else {
      drop(recording, store: store)
      return (false, false)
    }
    try store.query(
      "INSERT INTO undo_steps(id, made) VALUES (?, ?)", [.integer(step), .integer(unit.made)])
    var columns: [String: [String]] = [:]
    var removed = false
    for change in unit.changes {
      try write(change, step: step, columns: &columns, store: store)
      if !removed { removed = try removes(change, columns: &columns, store: store) }
    }
    // The steps undone before, and those past the newest `keep` of the rest: one statement.
    try store.query(
      """
      DELETE FROM undo_steps WHERE undone = 1 OR id <= (SELECT id FROM undo_steps
        WHERE undone = 0 ORDER BY id DESC LIMIT 1 OFFSET ?)
      """, [.integer(Int64(keep))])
    // Only now: a failure above leaves the unit to `writeDidFail`, which drops it.
    drop(recording, store: store)
    return (true, removed)
  }

  /// The columns of a task whose emptying is no loss: they follow from others.
  static let derived: Set<String> = ["completed", "search_key", "previous_id", "list_id"]

  /// Whether a change takes away something the user had: it deletes a row, or empties a
  /// field of a task that had a value.
  static func removes(_ change: RowChange, columns: inout [String: [String]], store: Store)
    throws(TikError) -> Bool
  {
    guard let after = change.after else { return true }
    guard change.table == "tasks", let before = change.before else { return false }
    let names = try columnNames(change.table, &columns, store: store)
    return zip(names, zip(before, after)).contains { name, values in
      guard !derived.contains(name), let was = values.0, was != .text("") else { return false }
      return values.1 == nil || values.1 == .text("")
    }
  }

  /// A table's columns, looked up once per step (`columns` holds those looked up).
  static func columnNames(
    _ table: String, _ columns: inout [String: [String]], store: Store
  ) throws(TikError) -> [String] {
    if let known = columns[table] { return known }
    let names = try self.columns(of: table, in: store)
    columns[table] = names
    return names
  }

  /// Forgets the innermost unit: it ended, or it `failed` and is being undone (then the
  /// number it took is given back, when no later unit took one).
  static func drop(_ recording: UndoRecording, failed: Bool = false, store: Store) {
    guard let unit = recording.units.popLast() else { return }
    if failed, let step = unit.step, step == recording.nextStep - 1 { recording.nextStep = step }
    if recording.units.isEmpty { store.watchRows(in: [], nil) }
  }

  /// One journaled row: its images before and after, as `json_object` makes them.
  private static func write(
    _ change: RowChange, step: Int64, columns: inout [String: [String]], store: Store
  ) throws(TikError) {
    let names = try columnNames(change.table, &columns, store: store)
    var values: [SQLiteValue?] = [.integer(step), .text(change.table), .integer(change.rowID)]
    var images: [String] = []
    for row in [change.before, change.after] {
      guard let row else {
        images.append("NULL")
        continue
      }
      guard row.count == names.count else { throw .storage(store.path, .damaged) }
      let first = values.count + 1
      images.append(
        "json_object("
          + names.enumerated().map { "'\($1)', ?\(first + $0)" }.joined(separator: ", ") + ")")
      values += row
    }
    try store.query(
      "INSERT INTO undo_rows(step, table_name, row_id, before, after) VALUES (?1, ?2, ?3, "
        + images.joined(separator: ", ") + ")", values)
  }

  /// Stops recording for the rest of the unit: undo and redo are not steps themselves.
  static func pause(_ recording: UndoRecording) {
    guard let last = recording.units.indices.last else { return }
    recording.units[last].paused = true
  }
}

/// The units of writing being recorded, innermost last, with the rows each has changed.
final class UndoRecording {
  struct Unit {
    var made: Int64
    /// Its step's number, taken as it changes its first row: steps are numbered in the
    /// order units began to change things, so a unit that changed rows before a unit
    /// inside it is undone after it.
    var step: Int64?
    /// The changes done, in the order they were done: the order redo makes them again.
    private(set) var changes: [RowChange] = []
    /// Changes begun and perhaps not done. One a foreign key's action (a task's next copy
    /// let go of the task deleted) or a trigger makes is handed on after the change that
    /// set it off, and is kept before it: redo makes them again in that order, the order
    /// the journal's triggers kept.
    private var pending: [RowChange] = []
    /// Undo and redo record nothing.
    var paused = false {
      didSet { (changes, pending) = ([], []) }
    }

    init(made: Int64) { self.made = made }

    /// A change about to happen: those begun at its depth or deeper are done.
    mutating func add(_ change: RowChange) {
      finish(downTo: change.depth)
      pending.append(change)
    }

    /// Every change begun is done.
    mutating func finish(downTo depth: Int = 0) {
      while let last = pending.last, last.depth >= depth {
        changes.append(pending.removeLast())
      }
    }
  }

  var units: [Unit] = []
  /// The number the next step takes.
  var nextStep: Int64 = 1

  /// A row the innermost unit is changing, unless it is paused.
  func add(_ change: RowChange) {
    guard let last = units.indices.last, !units[last].paused else { return }
    if units[last].step == nil {
      units[last].step = nextStep
      nextStep += 1
    }
    units[last].add(change)
  }
}
