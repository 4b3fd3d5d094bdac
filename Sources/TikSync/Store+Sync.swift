import TikCore

/// The sync plugin's tables. Callers run these inside `read` or `write`, in the same
/// transaction as the tasks they describe.
extension Store {
  static let syncSchema = PluginSchema([
    // The database's identifier (in UIDs and collection names); each collection with the
    // list it is (NULL: the Inbox) and the sync token of the last batch applied; each
    // item with its task, ETag and last-synced text (the merge base); which UID a series
    // travels under; what merges decided; when each task last changed here.
    .init(
      """
      CREATE TABLE sync_database(identifier TEXT NOT NULL, last_sync INTEGER);
      CREATE TABLE sync_collections(
        href TEXT PRIMARY KEY,
        list_id INTEGER,
        token TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE sync_items(
        href TEXT PRIMARY KEY,
        collection TEXT NOT NULL,
        uid TEXT NOT NULL,
        task_id INTEGER,
        etag TEXT NOT NULL DEFAULT '',
        base TEXT NOT NULL
      );
      CREATE INDEX sync_items_by_task ON sync_items(task_id);
      CREATE TABLE sync_series(series_id INTEGER PRIMARY KEY, uid TEXT NOT NULL);
      CREATE TABLE sync_conflicts(
        id INTEGER PRIMARY KEY,
        task_id INTEGER,
        title TEXT NOT NULL,
        field TEXT NOT NULL,
        kept TEXT NOT NULL,
        lost TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE TABLE sync_modified(task_id INTEGER PRIMARY KEY, modified INTEGER NOT NULL);
      """)
  ])

  struct SyncItem {
    var href: String
    var collection: String
    var uid: String
    var taskID: Int64?
    var etag: String
    var base: String
  }

  func syncIdentifier() throws(TikError) -> String {
    var identifier = ""
    try query("SELECT identifier FROM sync_database LIMIT 1") { identifier = $0.text(0) }
    guard identifier.isEmpty else { return identifier }
    try query("INSERT INTO sync_database(identifier) VALUES (lower(hex(randomblob(8))))")
    return try syncIdentifier()
  }

  func lastSync() throws(TikError) -> LocalTime? {
    try scalar("SELECT last_sync FROM sync_database WHERE last_sync IS NOT NULL").map {
      LocalTime(seconds: Int($0))
    }
  }

  func recordSync(at time: LocalTime) throws(TikError) {
    try query("UPDATE sync_database SET last_sync = ?", [.integer(Int64(time.seconds))])
  }

  /// Collections by href, with their list (nil: the Inbox) and token.
  func syncCollections() throws(TikError) -> [(href: String, listID: Int64?, token: String)] {
    var rows: [(String, Int64?, String)] = []
    try query("SELECT href, list_id, token FROM sync_collections ORDER BY href") {
      rows.append(($0.text(0), $0.optionalInt(1), $0.text(2)))
    }
    return rows
  }

  func recordCollection(href: String, listID: Int64?) throws(TikError) {
    try query(
      "INSERT OR REPLACE INTO sync_collections(href, list_id, token) VALUES (?, ?, '')",
      [.text(href), .nullable(listID)])
  }

  func recordToken(_ token: String, of collection: String) throws(TikError) {
    try query(
      "UPDATE sync_collections SET token = ? WHERE href = ?", [.text(token), .text(collection)])
  }

  func forgetCollection(_ href: String) throws(TikError) {
    try query("DELETE FROM sync_collections WHERE href = ?", [.text(href)])
    try query("DELETE FROM sync_items WHERE collection = ?", [.text(href)])
  }

  func syncItems(in collection: String) throws(TikError) -> [SyncItem] {
    var items: [SyncItem] = []
    try query(
      "SELECT href, collection, uid, task_id, etag, base FROM sync_items WHERE collection = ?",
      [.text(collection)]
    ) {
      items.append(
        SyncItem(
          href: $0.text(0), collection: $0.text(1), uid: $0.text(2), taskID: $0.optionalInt(3),
          etag: $0.text(4), base: $0.text(5)))
    }
    return items
  }

  func countSyncItems() throws(TikError) -> Int {
    Int(try scalar("SELECT count(*) FROM sync_items") ?? 0)
  }

  func saveSyncItem(_ item: SyncItem) throws(TikError) {
    try query(
      """
      INSERT OR REPLACE INTO sync_items(href, collection, uid, task_id, etag, base)
      VALUES (?, ?, ?, ?, ?, ?)
      """,
      [
        .text(item.href), .text(item.collection), .text(item.uid), .nullable(item.taskID),
        .text(item.etag), .text(item.base),
      ])
  }

  func deleteSyncItem(href: String) throws(TikError) {
    try query("DELETE FROM sync_items WHERE href = ?", [.text(href)])
  }

  func seriesUID(of seriesID: Int64) throws(TikError) -> String? {
    var uid: String?
    try query("SELECT uid FROM sync_series WHERE series_id = ?", [.integer(seriesID)]) {
      uid = $0.text(0)
    }
    return uid
  }

  func recordSeries(_ seriesID: Int64, uid: String) throws(TikError) {
    try query(
      "INSERT OR IGNORE INTO sync_series(series_id, uid) VALUES (?, ?)",
      [.integer(seriesID), .text(uid)])
  }

  struct SyncConflict {
    var taskID: Int64?
    var title: String
    var field: String
    var kept: String
    var lost: String
    var at: LocalTime
  }

  func recordConflict(_ conflict: SyncConflict) throws(TikError) {
    try query(
      "INSERT INTO sync_conflicts(task_id, title, field, kept, lost, at) VALUES (?, ?, ?, ?, ?, ?)",
      [
        .nullable(conflict.taskID), .text(conflict.title), .text(conflict.field),
        .text(conflict.kept), .text(conflict.lost), .integer(Int64(conflict.at.seconds)),
      ])
  }

  func syncConflicts(limit: Int) throws(TikError) -> [SyncConflict] {
    var rows: [SyncConflict] = []
    try query(
      "SELECT task_id, title, field, kept, lost, at FROM sync_conflicts ORDER BY id DESC LIMIT ?",
      [.integer(Int64(limit))]
    ) {
      rows.append(
        SyncConflict(
          taskID: $0.optionalInt(0), title: $0.text(1), field: $0.text(2), kept: $0.text(3),
          lost: $0.text(4), at: LocalTime(seconds: Int($0.int(5)))))
    }
    return rows
  }

  func recordSyncModification(of taskID: Int64, at time: LocalTime) throws(TikError) {
    try query(
      "INSERT OR REPLACE INTO sync_modified(task_id, modified) VALUES (?, ?)",
      [.integer(taskID), .integer(Int64(time.seconds))])
  }

  func syncModification(of taskID: Int64) throws(TikError) -> LocalTime? {
    try scalar("SELECT modified FROM sync_modified WHERE task_id = ?", [.integer(taskID)]).map {
      LocalTime(seconds: Int($0))
    }
  }
}
