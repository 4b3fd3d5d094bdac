#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Copies of the database: a backup written while tik runs elsewhere, and a restore that
/// puts one back. Both go through SQLite's online backup, page by page inside SQLite's
/// own locking, so neither sees a half-written change nor misses one still in the
/// write-ahead log (which copying `tik.db` alone does).
extension Store {
  /// What a copy holds.
  public struct CopyInfo: Equatable, Sendable {
    public var tasks: Int
    public var lists: Int
  }

  /// Writes a complete, consistent copy of the database to a new file at `path` (0600;
  /// a file there already is never replaced), while other processes go on reading and
  /// writing. The copy is one file, with no log beside it. Call it outside `read` and
  /// `write`.
  public func writeCopy(to path: String) throws(TikError) -> CopyInfo {
    let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileSystem.createNewFile(temporary)
    let info: CopyInfo
    do {
      info = try run { () throws(SQLiteError) in
        let copy = try SQLiteConnection(path: temporary)
        try connection.copy(into: copy)
        try copy.execute("PRAGMA journal_mode = DELETE")
        return try Store.counts(in: copy)
      }
    } catch {
      Store.removeFiles(of: temporary)
      throw error
    }
    Store.removeFiles(of: temporary, keepingDatabase: true)
    try FileSystem.publish(temporary, as: path)
    return info
  }

  /// Replaces everything in the database with the tik database at `path`, which is left
  /// as it is: it is copied (with its log, when one lies beside it), checked — a tik
  /// database this tik can read, whole by `PRAGMA integrity_check` —, brought up to date
  /// with the core's and `plugins`' tables, and only then copied in, in one write that
  /// other processes wait for. A file that fails a check changes nothing.
  /// `beforeReplacing` runs once the file passed every check, with what it holds: a
  /// throw there (the user said no) leaves everything as it was.
  public func replaceContents(
    with path: String, plugins: [(name: String, schema: PluginSchema)],
    beforeReplacing: (CopyInfo) throws(TikError) -> Void
  ) throws(TikError) -> CopyInfo {
    let temporary =
      FileSystem.parent(of: self.path)
      + "/.restore-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).db"
    defer { Store.removeFiles(of: temporary) }
    try FileSystem.copyFile(path, to: temporary)
    if let log = FileSystem.size(of: path + "-wal"), log > 0 {
      try FileSystem.copyFile(path + "-wal", to: temporary + "-wal")
    }
    let incoming: Store
    do throws(TikError) {
      guard FileSystem.header(of: temporary, count: 16) == Array("SQLite format 3\0".utf8) else {
        throw TikError.storage(temporary, .damaged)
      }
      incoming = try Store(path: temporary)
      var verdict = ""
      try incoming.query("PRAGMA integrity_check") { if verdict.isEmpty { verdict = $0.text(0) } }
      guard verdict == "ok" else { throw TikError.storage(temporary, .damaged) }
      try incoming.migrate(plugins)
    } catch {
      // The problem is the user's file's, whatever the name of the copy that showed it.
      if case .storage(_, let problem) = error { throw .storage(path, problem) }
      throw error
    }
    try beforeReplacing(
      try run { () throws(SQLiteError) in try Store.counts(in: incoming.connection) })
    return try run { () throws(SQLiteError) in
      try incoming.connection.copy(into: connection)
      return try Store.counts(in: connection)
    }
  }

  private static func counts(in connection: SQLiteConnection) throws(SQLiteError) -> CopyInfo {
    let tasks = try connection.statement("SELECT count(*) FROM tasks").scalar() ?? 0
    let lists = try connection.statement("SELECT count(*) FROM lists").scalar() ?? 0
    return CopyInfo(tasks: Int(tasks), lists: Int(lists))
  }

  /// Removes a database file's companions (log, shared memory, journal) and the file.
  static func removeFiles(of path: String, keepingDatabase: Bool = false) {
    for suffix in ["-wal", "-shm", "-journal"] { FileSystem.remove(path + suffix) }
    if !keepingDatabase { FileSystem.remove(path) }
  }
}
