import TikCore

/// Undoing and redoing journaled steps, and what each step did, for `undo --list`.
///
/// A step is put back only when every row it touched is still as the step left it (for
/// undo) or found it (for redo): a change the journal did not see — made by a tik with
/// the plugin off — is never overwritten; the whole undo is refused instead, and nothing
/// changes.
enum UndoHistory {
  /// What a step did, told by its main row: a list's when it touched one (a list deleted
  /// with its tasks), else its first.
  struct Step: Equatable {
    enum Action: String { case added, deleted, done, undone, edited }

    var id: Int64
    var made: LocalTime
    var action: Action
    /// `tasks` or `lists`.
    var table: String
    var rowID: Int64
    /// The task's title or the list's name.
    var title: String
    /// How many other tasks and lists it touched.
    var more: Int
  }

  /// The steps undo would take back, newest first (`undone` false), or those redo would
  /// make again, next first (`undone` true).
  /// A step is named by its list, else by its task of the lowest id, its first row of it:
  /// the one the command named, since what a plugin does beside it (a repeat's next
  /// copy, added, taken away, or let go of its link) is to newer tasks.
  static func steps(undone: Bool, limit: Int, store: Store) throws(TikError) -> [Step] {
    var steps: [Step] = []
    try store.query(
      """
      SELECT s.id, s.made, m.table_name, m.row_id, m.before IS NULL, m.after IS NULL,
        json_extract(m.before, '$.completed') IS NULL, json_extract(m.after, '$.completed') IS NULL,
        coalesce(json_extract(m.after, '$.title'), json_extract(m.before, '$.title'),
          json_extract(m.after, '$.name'), json_extract(m.before, '$.name'), ''),
        (SELECT count(*) FROM (SELECT DISTINCT table_name, row_id FROM undo_rows
          WHERE step = s.id)) - 1
      FROM undo_steps AS s JOIN undo_rows AS m ON m.seq = (SELECT seq FROM undo_rows
        WHERE step = s.id ORDER BY table_name = 'lists' DESC, row_id, seq LIMIT 1)
      WHERE s.undone = ? ORDER BY s.id \(undone ? "ASC" : "DESC") LIMIT ?
      """, [.integer(undone ? 1 : 0), .integer(Int64(limit))]
    ) { row in
      let added = row.int(4) != 0
      let deleted = row.int(5) != 0
      let wasOpen = row.int(6) != 0
      let isOpen = row.int(7) != 0
      let table = row.text(2)
      let action: Step.Action =
        added
        ? .added
        : deleted
          ? .deleted
          : table == "tasks" && wasOpen && !isOpen
            ? .done : table == "tasks" && !wasOpen && isOpen ? .undone : .edited
      steps.append(
        Step(
          id: row.int(0), made: LocalTime(seconds: Int(row.int(1))), action: action,
          table: table, rowID: row.int(3), title: row.text(8), more: Int(max(0, row.int(9)))))
    }
    return steps
  }

  /// Takes back the newest `count` steps (`redo` false), or makes again the next `count`
  /// undone ones, in the current write; the steps, in the order they were handled.
  static func move(_ count: Int, redo: Bool, recording: UndoRecording, context: Context)
    throws(TikError) -> [Step]
  {
    let store = try context.store()
    UndoJournal.pause(recording)
    let steps = try steps(undone: redo, limit: count, store: store)
    // Rows come back in whatever order the step touched them: foreign keys are checked
    // when the write commits, once every row is back.
    try store.query("PRAGMA defer_foreign_keys = ON")
    var columns: [String: [String]] = [:]
    for step in steps {
      try apply(step.id, backwards: !redo, columns: &columns, context: context)
      try store.query(
        "UPDATE undo_steps SET undone = ? WHERE id = ?",
        [.integer(redo ? 0 : 1), .integer(step.id)])
    }
    return steps
  }

  /// One journaled row.
  private struct Entry {
    var table: String
    var rowID: Int64
    var before: String?
    var after: String?
  }

  private static func apply(
    _ step: Int64, backwards: Bool, columns: inout [String: [String]], context: Context
  ) throws(TikError) {
    let store = try context.store()
    var entries: [Entry] = []
    try store.query(
      "SELECT table_name, row_id, before, after FROM undo_rows WHERE step = ? ORDER BY seq "
        + (backwards ? "DESC" : "ASC"), [.integer(step)]
    ) { row in
      entries.append(
        Entry(
          table: row.text(0), rowID: row.int(1), before: row.optionalText(2),
          after: row.optionalText(3)))
    }
    for entry in entries {
      guard UndoJournal.tables.contains(entry.table) else { throw .storage(store.path, .damaged) }
      let names = try UndoJournal.columnNames(entry.table, &columns, store: store)
      let (found, wanted) = backwards ? (entry.after, entry.before) : (entry.before, entry.after)
      let current = try image(of: entry, columns: names, store: store)
      guard current == found else { throw conflict(entry, store: store, context: context) }
      let was = entry.table == "tasks" && found != nil ? try store.todo(id: entry.rowID) : nil
      do {
        try put(wanted, for: entry, columns: names, store: store)
      } catch {
        throw conflict(entry, store: store, context: context)
      }
      guard entry.table == "tasks" else { continue }
      let now = wanted == nil ? nil : try store.todo(id: entry.rowID)
      switch (was, now) {
      case (nil, let now?): context.recordRestoration(.added(now))
      case (let was?, nil): context.recordRestoration(.deleted(was))
      case (let was?, let now?):
        context.recordRestoration(
          was.isDone == now.isDone
            ? .edited(before: was, after: now) : now.isDone ? .completed(now) : .reopened(now))
      case (nil, nil): break
      }
    }
  }

  /// The row as the journal would record it now; nil when there is none.
  private static func image(of entry: Entry, columns: [String], store: Store) throws(TikError)
    -> String?
  {
    var text: String?
    try store.query(
      "SELECT \(UndoJournal.image(columns, of: "")) FROM \(entry.table) WHERE id = ?",
      [.integer(entry.rowID)]
    ) { text = $0.text(0) }
    return text
  }

  /// Makes the row `image` (deleting it for nil), through bound statements.
  private static func put(_ image: String?, for entry: Entry, columns: [String], store: Store)
    throws(TikError)
  {
    let table = entry.table
    let exists =
      try store.scalar("SELECT 1 FROM \(table) WHERE id = ?", [.integer(entry.rowID)]) != nil
    let values = columns.map { "json_extract(?1, '$.\($0)')" }
    switch (image, exists) {
    case (nil, _):
      try refuseIfReferenced(entry, store: store)
      try store.query("DELETE FROM \(table) WHERE id = ?", [.integer(entry.rowID)])
    case (let image?, false):
      let names = columns.map { "\"\($0)\"" }.joined(separator: ", ")
      try store.query(
        "INSERT INTO \(table)(\(names)) VALUES (\(values.joined(separator: ", ")))",
        [.text(image)])
    case (let image?, true):
      let assignments = zip(columns, values).filter { $0.0 != "id" }
        .map { "\"\($0.0)\" = \($0.1)" }.joined(separator: ", ")
      try store.query(
        "UPDATE \(table) SET \(assignments) WHERE id = ?2", [.text(image), .integer(entry.rowID)])
    }
  }

  /// A row that another journaled row still points to stays: deleting it would delete
  /// or change that row too (a list with tasks added since).
  private static func refuseIfReferenced(_ entry: Entry, store: Store) throws(TikError) {
    for child in UndoJournal.tables {
      var keys: [String] = []
      try store.query(
        "SELECT \"from\" FROM pragma_foreign_key_list(?) WHERE \"table\" = ?",
        [.text(child), .text(entry.table)]
      ) { keys.append($0.text(0)) }
      for key in keys where UndoJournal.isPlainName(key) {
        let referenced = try store.scalar(
          "SELECT 1 FROM \(child) WHERE \"\(key)\" = ? LIMIT 1", [.integer(entry.rowID)])
        if referenced != nil { throw TikError.cancelled }
      }
    }
  }

  /// The error for a row that is not as the step left it.
  private static func conflict(_ entry: Entry, store: Store, context: Context) -> TikError {
    var title = ""
    let key = entry.table == "lists" ? "$.name" : "$.title"
    try? store.query(
      "SELECT coalesce(json_extract(?, ?), '')",
      [.text(entry.after ?? entry.before ?? "{}"), .text(key)]
    ) { title = $0.text(0) }
    let catalog = context.catalog
    let what =
      entry.table == "lists"
      ? catalog.text(UndoMessage.listNamed, title)
      : catalog.text(UndoMessage.taskNamed, String(entry.rowID), title)
    return .plugin(code: "undo_conflict", message: catalog.text(UndoMessage.conflict, what))
  }
}
