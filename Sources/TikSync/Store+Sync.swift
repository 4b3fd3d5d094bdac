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
      """),
    // Each collection's name and colour as last synced: which side renamed its list.
    .init(
      """
      ALTER TABLE sync_collections ADD COLUMN name TEXT;
      ALTER TABLE sync_collections ADD COLUMN color TEXT;
      """),
  ])

  package struct SyncItem {
    package var href: String
    package var collection: String
    package var uid: String
    package var taskID: Int64?
    package var etag: String
    package var base: String

    package init(
      href: String, collection: String, uid: String, taskID: Int64?, etag: String, base: String
    ) {
      self.href = href
      self.collection = collection
      self.uid = uid
      self.taskID = taskID
      self.etag = etag
      self.base = base
    }
  }

  package func syncIdentifier() throws(TikError) -> String {
    var identifier = ""
    try query("SELECT identifier FROM sync_database LIMIT 1") { identifier = $0.text(0) }
    guard identifier.isEmpty else { return identifier }
    try query("INSERT INTO sync_database(identifier) VALUES (lower(hex(randomblob(8))))")
    return try syncIdentifier()
  }

  package func lastSync() throws(TikError) -> LocalTime? {
    try scalar("SELECT last_sync FROM sync_database WHERE last_sync IS NOT NULL").map {
      LocalTime(seconds: Int($0))
    }
  }

  package func recordSync(at time: LocalTime) throws(TikError) {
    try query("UPDATE sync_database SET last_sync = ?", [.integer(Int64(time.seconds))])
  }

  /// Collections by href, with their list (nil: the Inbox) and token.
  package func syncCollections() throws(TikError) -> [(href: String, listID: Int64?, token: String)]
  {
    var rows: [(String, Int64?, String)] = []
    try query("SELECT href, list_id, token FROM sync_collections ORDER BY href") {
      rows.append(($0.text(0), $0.optionalInt(1), $0.text(2)))
    }
    return rows
  }

  package func recordCollection(href: String, listID: Int64?) throws(TikError) {
    try query(
      "INSERT OR REPLACE INTO sync_collections(href, list_id, token) VALUES (?, ?, '')",
      [.text(href), .nullable(listID)])
  }

  /// A collection's name and colour as last synced; nil before its first sync.
  package func appearance(of collection: String) throws(TikError)
    -> (name: String, color: AccentColor)?
  {
    var found: (String, AccentColor)?
    try query(
      "SELECT name, color FROM sync_collections WHERE href = ? AND name IS NOT NULL",
      [.text(collection)]
    ) { found = ($0.text(0), AccentColor(rawValue: $0.text(1)) ?? .blue) }
    return found
  }

  package func recordAppearance(of collection: String, name: String, color: AccentColor)
    throws(TikError)
  {
    try query(
      "UPDATE sync_collections SET name = ?, color = ? WHERE href = ?",
      [.text(name), .text(color.rawValue), .text(collection)])
  }

  package func recordToken(_ token: String, of collection: String) throws(TikError) {
    try query(
      "UPDATE sync_collections SET token = ? WHERE href = ?", [.text(token), .text(collection)])
  }

  package func forgetCollection(_ href: String) throws(TikError) {
    try query("DELETE FROM sync_collections WHERE href = ?", [.text(href)])
    try query("DELETE FROM sync_items WHERE collection = ?", [.text(href)])
  }

  package func syncItems(in collection: String) throws(TikError) -> [SyncItem] {
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

  package func countSyncItems() throws(TikError) -> Int {
    Int(try scalar("SELECT count(*) FROM sync_items") ?? 0)
  }

  package func saveSyncItem(_ item: SyncItem) throws(TikError) {
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

  package func deleteSyncItem(href: String) throws(TikError) {
    try query("DELETE FROM sync_items WHERE href = ?", [.text(href)])
  }

  package func seriesUID(of seriesID: Int64) throws(TikError) -> String? {
    var uid: String?
    try query("SELECT uid FROM sync_series WHERE series_id = ?", [.integer(seriesID)]) {
      uid = $0.text(0)
    }
    return uid
  }

  package func recordSeries(_ seriesID: Int64, uid: String) throws(TikError) {
    try query(
      "INSERT OR IGNORE INTO sync_series(series_id, uid) VALUES (?, ?)",
      [.integer(seriesID), .text(uid)])
  }

  package struct SyncConflict {
    package var taskID: Int64?
    package var title: String
    package var field: String
    package var kept: String
    package var lost: String
    package var at: LocalTime

    package init(
      taskID: Int64?, title: String, field: String, kept: String, lost: String, at: LocalTime
    ) {
      self.taskID = taskID
      self.title = title
      self.field = field
      self.kept = kept
      self.lost = lost
      self.at = at
    }
  }

  package func recordConflict(_ conflict: SyncConflict) throws(TikError) {
    try query(
      "INSERT INTO sync_conflicts(task_id, title, field, kept, lost, at) VALUES (?, ?, ?, ?, ?, ?)",
      [
        .nullable(conflict.taskID), .text(conflict.title), .text(conflict.field),
        .text(conflict.kept), .text(conflict.lost), .integer(Int64(conflict.at.seconds)),
      ])
  }

  package func syncConflicts(limit: Int) throws(TikError) -> [SyncConflict] {
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

  package func recordSyncModification(of taskID: Int64, at time: LocalTime) throws(TikError) {
    try query(
      "INSERT OR REPLACE INTO sync_modified(task_id, modified) VALUES (?, ?)",
      [.integer(taskID), .integer(Int64(time.seconds))])
  }

  package func syncModification(of taskID: Int64) throws(TikError) -> LocalTime? {
    try scalar("SELECT modified FROM sync_modified WHERE task_id = ?", [.integer(taskID)]).map {
      LocalTime(seconds: Int($0))
    }
  }
}
