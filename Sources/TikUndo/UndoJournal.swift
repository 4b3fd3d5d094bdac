import TikCore

/// The undo journal: every row a command inserts, changes or deletes in `tasks` and
/// `lists`, as it was before and after, written by triggers in the command's own
/// transaction — so undo survives a crash and works across processes.
///
/// A step is one unit of writing (a command, or one request of the line protocol). While
/// a unit runs, `undo_now` (a temporary table of this connection) holds its step number;
/// the triggers, temporary too, record nothing when it is empty, so only a tik with the
/// plugin on journals, and nothing outside a unit is recorded. Rows are JSON objects of
/// every column, built by SQLite (`json_object`); they are put back through bound
/// statements whose column names come from the tables themselves, never from the journal.
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
      """)
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

  /// Creates this connection's `undo_now` and triggers, once. (Temporary objects of a
  /// transaction that rolls back go with it, and are made again by the next unit.)
  static func prepare(_ store: Store) throws(TikError) {
    guard try store.scalar("SELECT 1 FROM temp.sqlite_schema WHERE name = 'undo_now'") == nil
    else { return }
    var statements = [
      "CREATE TEMP TABLE undo_now(step INTEGER, made INTEGER)",
      "INSERT INTO undo_now VALUES (NULL, NULL)",
    ]
    let step = "(SELECT step FROM undo_now)"
    for table in tables {
      let columns = try columns(of: table, in: store)
      let old = image(columns, of: "OLD.")
      let new = image(columns, of: "NEW.")
      for (event, before, after, id) in [
        ("INSERT", "NULL", new, "NEW.id"), ("UPDATE", old, new, "NEW.id"),
        ("DELETE", old, "NULL", "OLD.id"),
      ] {
        statements.append(
          """
          CREATE TEMP TRIGGER undo_\(table)_\(event.lowercased()) AFTER \(event) ON main.\(table)
            WHEN \(step) IS NOT NULL
          BEGIN
            INSERT OR IGNORE INTO undo_steps(id, made) VALUES (\(step), (SELECT made FROM undo_now));
            INSERT INTO undo_rows(step, table_name, row_id, before, after)
              VALUES (\(step), '\(table)', \(id), \(before), \(after));
          END
          """)
      }
    }
    for statement in statements { try store.query(statement) }
  }

  /// Starts recording a step: the next number after the journal's last.
  static func begin(_ store: Store, at time: LocalTime) throws(TikError) {
    try prepare(store)
    try store.query(
      "UPDATE undo_now SET step = (SELECT coalesce(max(id), 0) + 1 FROM undo_steps), made = ?",
      [.integer(Int64(time.seconds))])
  }

  /// Stops recording. When the step recorded anything, the steps undone before it can
  /// no longer be redone, and only the newest `keep` steps are kept. Whether it removed
  /// something the user had: a row deleted, or a field of a task emptied.
  static func end(_ store: Store, keep: Int) throws(TikError) -> (recorded: Bool, removed: Bool) {
    defer { try? store.query("UPDATE undo_now SET step = NULL") }
    guard let step = try store.scalar("SELECT step FROM undo_now"),
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
    try prepare(store)
    try store.query("UPDATE undo_now SET step = NULL")
  }
}
