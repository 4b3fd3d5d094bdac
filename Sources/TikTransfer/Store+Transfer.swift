import TikCore

/// The transfer plugin's tables and queries. Callers run these inside `read` or `write`.
extension Store {
  static let transferSchema = PluginSchema([
    // The database's own identifier, drawn at its first export, which makes its tasks'
    // UIDs unique among every tik's: `tik-<identifier>-<id>`. The items a file brought in, by UID
    // (iCalendar, Taskwarrior, tik's JSON) or by content (todo.txt), with the task each
    // became and a digest of what the file said, so that a second import of the same
    // file finds them and changes nothing. When each task last changed (LAST-MODIFIED).
    .init(
      """
      CREATE TABLE transfer_database(identifier TEXT NOT NULL);
      CREATE TABLE transfer_items(
        key TEXT PRIMARY KEY,
        task_id INTEGER NOT NULL,
        digest TEXT NOT NULL,
        by_content INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX transfer_items_by_task ON transfer_items(task_id);
      CREATE TABLE transfer_modified(
        task_id INTEGER PRIMARY KEY,
        modified INTEGER NOT NULL
      );
      """)
  ])

  /// The database's identifier, as the UIDs of its tasks carry it; empty before the
  /// first export.
  func transferIdentifier() throws(TikError) -> String {
    var identifier = ""
    try query("SELECT identifier FROM transfer_database LIMIT 1") { identifier = $0.text(0) }
    return identifier
  }

  /// The identifier, drawn now when the database has none yet. Until its first export a
  /// database holds nothing random, so two that did the same things hold the same rows.
  func drawTransferIdentifier() throws(TikError) -> String {
    let drawn = try transferIdentifier()
    guard drawn.isEmpty else { return drawn }
    try query("INSERT INTO transfer_database(identifier) VALUES (lower(hex(randomblob(8))))")
    return try transferIdentifier()
  }

  /// An item a file brought in before: the task it became and the digest of what the
  /// file said then.
  struct TransferItem {
    var taskID: Int64
    var digest: String
  }

  func transferItem(key: String) throws(TikError) -> TransferItem? {
    var item: TransferItem?
    try query("SELECT task_id, digest FROM transfer_items WHERE key = ?", [.text(key)]) {
      item = TransferItem(taskID: $0.int(0), digest: $0.text(1))
    }
    return item
  }

  func recordTransferItem(key: String, taskID: Int64, digest: String, byContent: Bool)
    throws(TikError)
  {
    try query(
      """
      INSERT INTO transfer_items(key, task_id, digest, by_content) VALUES (?, ?, ?, ?)
      ON CONFLICT(key) DO UPDATE SET task_id = excluded.task_id, digest = excluded.digest,
        by_content = excluded.by_content
      """, [.text(key), .integer(taskID), .text(digest), .integer(byContent ? 1 : 0)])
  }

  /// The UID each task was imported under (the first, when several), by task id.
  func importedUIDs() throws(TikError) -> [Int64: String] {
    var uids: [Int64: String] = [:]
    try query("SELECT task_id, key FROM transfer_items WHERE by_content = 0 ORDER BY rowid") {
      let id = $0.int(0)
      if uids[id] == nil { uids[id] = $0.text(1) }
    }
    return uids
  }

  func recordModification(of taskID: Int64, at time: LocalTime) throws(TikError) {
    try query(
      """
      INSERT INTO transfer_modified(task_id, modified) VALUES (?, ?)
      ON CONFLICT(task_id) DO UPDATE SET modified = excluded.modified
      """, [.integer(taskID), .integer(Int64(time.seconds))])
  }

  func forgetModification(of taskID: Int64) throws(TikError) {
    try query("DELETE FROM transfer_modified WHERE task_id = ?", [.integer(taskID)])
  }

  /// When each task last changed, as far as the plugin saw.
  func modifications() throws(TikError) -> [Int64: LocalTime] {
    var times: [Int64: LocalTime] = [:]
    try query("SELECT task_id, modified FROM transfer_modified") {
      times[$0.int(0)] = LocalTime(seconds: Int($0.int(1)))
    }
    return times
  }

  /// The largest id SQLite ever gave a row of `table` (`tasks`, `lists`): ids up to it
  /// may have been used and deleted, and tik never gives an id twice, so only ids above
  /// it can be kept from a file.
  func largestIDEverUsed(in table: String) throws(TikError) -> Int64 {
    try scalar("SELECT seq FROM sqlite_sequence WHERE name = ?", [.text(table)]) ?? 0
  }
}
