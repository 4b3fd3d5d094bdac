import TikCore

/// The undo journal: every row a command inserts, changes or deletes in `tasks` and
/// `lists`, as it was before and after, written by triggers in the command's own
/// transaction — so undo survives a crash and works across processes.
///
/// A step is one unit of writing (a command, or one request of the line protocol). While
/// a unit runs, the one row of `undo_unit` holds its step number; the triggers record
/// nothing while it is empty, so only a tik with the plugin on journals, and nothing
/// outside a unit is recorded. The row is set and emptied inside the unit's own
/// transaction, so no other connection ever sees it set, and a unit that fails takes its
/// setting back with it. The triggers are the database's own, made once (again only when
/// the core's schema has changed since, as `undo_unit.triggers_for` tells), so a process
/// that writes pays two updates for the journal, not the making of six triggers. Rows are
/// JSON objects of every column, built by SQLite (`json_object`); they are put back
/// through bound statements whose column names come from the tables themselves, never
/// from the journal.
enum UndoJournal {
  /// The tables undo covers: the user's data. (A plugin's tables hold what follows from
  /// it — reminders that fired — and the per-day counts follow by the core's triggers.)
  static let tables = ["tasks", "lists"]

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
  ])

  /// A table's columns, in order, as `PRAGMA table_info` gives them; only plain names.
  static func columns(of table: String, in store: Store) throws(TikError) -> [String] {
    var names: [String] = []
    try store.query("SELECT name FROM pragma_table_info(?) ORDER BY cid", [.text(table)]) {
      names.append($0.text(0))
    }
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

  /// Makes the journal's triggers when the core's tables have changed since they were
  /// made (or they never were): a look at the database header, most of the time.
  static func prepare(_ store: Store) throws(TikError) {
    let current = try store.scalar(
      "SELECT triggers_for IS (SELECT user_version FROM pragma_user_version) FROM undo_unit")
    guard current != 1 else { return }
    var statements: [String] = []
    let step = "(SELECT step FROM undo_unit)"
    for table in tables {
      let columns = try columns(of: table, in: store)
      let old = image(columns, of: "OLD.")
      let new = image(columns, of: "NEW.")
      for (event, before, after, id) in [
        ("INSERT", "NULL", new, "NEW.id"), ("UPDATE", old, new, "NEW.id"),
        ("DELETE", old, "NULL", "OLD.id"),
      ] {
        let name = "undo_\(table)_\(event.lowercased())"
        statements += [
          "DROP TRIGGER IF EXISTS \(name)",
          """
          CREATE TRIGGER \(name) AFTER \(event) ON \(table)
            WHEN \(step) IS NOT NULL
          BEGIN
            INSERT OR IGNORE INTO undo_steps(id, made)
              VALUES (\(step), (SELECT made FROM undo_unit));
            INSERT INTO undo_rows(step, table_name, row_id, before, after)
              VALUES (\(step), '\(table)', \(id), \(before), \(after));
          END
          """,
        ]
      }
    }
    statements.append(
      "UPDATE undo_unit SET triggers_for = (SELECT user_version FROM pragma_user_version)")
    for statement in statements { try store.query(statement) }
  }

  /// Starts recording a step: the next number after the journal's last.
  static func begin(_ store: Store, at time: LocalTime) throws(TikError) {
    try prepare(store)
    try store.query(
      "UPDATE undo_unit SET step = (SELECT coalesce(max(id), 0) + 1 FROM undo_steps), made = ?",
      [.integer(Int64(time.seconds))])
  }

  /// Stops recording. When the step recorded anything, the steps undone before it can
  /// no longer be redone, and only the newest `keep` steps are kept. Whether it removed
  /// something the user had: a row deleted, or a field of a task emptied.
  static func end(_ store: Store, keep: Int) throws(TikError) -> (recorded: Bool, removed: Bool) {
    defer { try? store.query("UPDATE undo_unit SET step = NULL") }
    guard let step = try store.scalar("SELECT step FROM undo_unit"),
      try store.scalar("SELECT 1 FROM undo_steps WHERE id = ?", [.integer(step)]) != nil
    else { return (false, false) }
    try store.query("DELETE FROM undo_steps WHERE undone = 1")
    try store.query(
      """
      DELETE FROM undo_steps WHERE id <= (SELECT id FROM undo_steps ORDER BY id DESC
        LIMIT 1 OFFSET ?)
      """, [.integer(Int64(keep))])
    let removed = try store.scalar(
      """
      SELECT 1 FROM undo_rows AS r WHERE r.step = ?1 AND (r.after IS NULL
        OR (r.table_name = 'tasks' AND EXISTS (SELECT 1 FROM json_each(r.before) AS b
          WHERE b.key NOT IN ('completed', 'search_key', 'previous_id', 'list_id')
            AND b.atom IS NOT NULL AND b.atom <> ''
            AND coalesce(json_extract(r.after, '$.' || b.key), '') = '')))
      LIMIT 1
      """, [.integer(step)])
    return (true, removed != nil)
  }

  /// Stops recording for the rest of the unit: undo and redo are not steps themselves.
  static func pause(_ store: Store) throws(TikError) {
    try store.query("UPDATE undo_unit SET step = NULL")
  }
}
