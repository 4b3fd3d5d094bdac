#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// tik's database: one SQLite file in WAL mode, one transaction per command.
///
/// Every command runs inside `read` or `write`; queries on the hot paths (Today, progress,
/// counts) use partial indexes and cost O(today's tasks), not O(all tasks).
///
/// Most commands are short processes, so the write-ahead log outlives the connection:
/// SQLite's default — checkpoint the log when the last connection closes, delete it, and
/// create it again in the next process — made every command flush to disk five times and
/// create and delete two files. The log is emptied instead by a write whose commit left
/// more than `logLimit` bytes in it. Opening the database reads what the log holds, so
/// that limit also bounds what a command pays to start. Every commit is still flushed to
/// disk before the command returns (`synchronous = FULL`).
public final class Store {
  let connection: SQLiteConnection
  public let path: String
  /// True when this call created the database (first run).
  public private(set) var wasCreated = false
  /// The lists a database this store creates starts with.
  private let firstLists: [TodoList]

  /// How large the log may grow before a write empties it, in bytes (about 60 pages).
  static let logLimit = 256 * 1024
  static let busyTimeout: Int32 = 10_000
  /// `PRAGMA application_id` of tik's databases: "tik!" in ASCII.
  static let applicationID: Int32 = 0x7469_6B21

  /// Opens the database at `path`, creating it (mode 0600, directory 0700) and migrating
  /// its schema as needed.
  ///
  /// Only tik's own database is opened: one whose `application_id` is tik's, or an empty
  /// file, or one an earlier tik wrote (its tables, a version tik knows). Anything else —
  /// another program's database, an unknown version, a file emptied beside a log that
  /// still holds data, a log from another database — is refused before anything is
  /// written, and left as it is.
  /// Opens (or creates) the database at `path`; a new one starts with `firstLists`.
  public init(path: String, firstLists: [TodoList] = TodoList.firstRun) throws(TikError) {
    self.path = path
    self.firstLists = firstLists
    try Store.checkLog(of: path)
    if !FileSystem.exists(path) {
      try FileSystem.makeDirectory(FileSystem.parent(of: path))
      wasCreated = try Store.createWhole(at: path, firstLists: firstLists)
      // Another process named its database first, the file system has no hard links
      // (vfat, some network shares), or the name is a link to a file not there yet: the
      // file is opened, or made (mode 0600), in place, and made whole below.
      if !wasCreated { try FileSystem.createPrivateFile(path) }
    }
    do {
      connection = try SQLiteConnection(path: path)
    } catch {
      throw Store.translate(error, path: path)
    }
    connection.setBusyTimeout(milliseconds: Store.busyTimeout)
    connection.keepLogOnClose()
    try run { () throws(SQLiteError) in
      try connection.execute("PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;")
    }
    // One read transaction: the version and the tables seen together, as one commit of
    // another process's left them.
    let (version, isTiks) = try run { () throws(SQLiteError) in
      try connection.execute("BEGIN")
      defer { try? connection.execute("COMMIT") }
      return try Store.identity(of: connection)
    }
    guard version <= Schema.currentVersion else { throw .storage(path, .newerVersion) }
    guard version >= 0, isTiks else { throw .storage(path, .damaged) }
    if version < Schema.currentVersion || version == 0 {
      try migrate()
    } else if try run(applicationID) != Store.applicationID {
      // A database of the current version from before tik marked its own.
      try run { () throws(SQLiteError) in try connection.execute(Store.markAsTiks) }
    }
  }

  static let markAsTiks = "PRAGMA application_id = \(Store.applicationID)"

  /// Makes a new database whole in a file of its own — its schema, its first lists, the
  /// write-ahead log — and only then gives it `path`, so that a process started at the
  /// same moment finds either no file or a finished one, never one half made. False
  /// when another process gave its own database the name first.
  private static func createWhole(at path: String, firstLists: [TodoList]) throws(TikError)
    -> Bool
  {
    let temporary = path + ".new-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    defer { removeFiles(of: temporary) }
    do throws(TikError) {
      try FileSystem.createNewFile(temporary)
      let store = try Store(path: temporary, firstLists: firstLists)
      guard store.connection.checkpointAndTruncateLog(busyTimeout: 0) else {
        throw .storage(path, .busy)
      }
    } catch {
      // What went wrong went wrong with the database the user knows of, not its draft.
      switch error {
      case .file(_, let problem): throw .file(path, problem)
      case .storage(_, let problem): throw .storage(path, problem)
      default: throw error
      }
    }
    return try FileSystem.publishIfFree(temporary, as: path) == .published
  }

  /// The schema version, and whether the file is tik's: marked as tik's, or empty, or
  /// unmarked with tik's tables and a version tik knows (written before it marked them).
  static func identity(of connection: SQLiteConnection) throws(SQLiteError) -> (
    version: Int, isTiks: Bool
  ) {
    let version = Int(try connection.statement("PRAGMA user_version").scalar() ?? 0)
    let id = try connection.statement("PRAGMA application_id").scalar() ?? 0
    if Int32(truncatingIfNeeded: id) == Store.applicationID { return (version, true) }
    let tables =
      try connection.statement(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN ('tasks', 'lists')"
      ).scalar() ?? 0
    let objects = try connection.statement("SELECT count(*) FROM sqlite_schema").scalar() ?? 0
    if version == 0 { return (version, objects == 0) }
    return (version, tables == 2 && (1...Schema.currentVersion).contains(version))
  }

  /// Creates or migrates the schema in one transaction; a migration that cannot run
  /// (a version number that does not match the tables) leaves the file as it was.
  private func migrate() throws(TikError) {
    try run { () throws(SQLiteError) in try connection.execute("BEGIN IMMEDIATE") }
    do throws(SQLiteError) {
      var version = try userVersion()
      if version == 0 { wasCreated = true }
      while version < Schema.currentVersion {
        try connection.execute(Schema.migrations[version])
        version += 1
      }
      try connection.execute("PRAGMA user_version = \(version)")
      try connection.execute(Store.markAsTiks)
      if wasCreated {
        for list in firstLists { _ = try insertListRow(list) }
      }
      try connection.execute("COMMIT")
    } catch {
      try? connection.execute("ROLLBACK")
      wasCreated = false
      if case .storage(_, let problem) = Store.translate(error, path: path),
        [.busy, .readOnly, .full].contains(problem)
      {
        throw Store.translate(error, path: path)
      }
      throw .storage(path, .damaged)
    }
    try run { () throws(SQLiteError) in try connection.execute("PRAGMA journal_mode = WAL") }
  }

  private func userVersion() throws(SQLiteError) -> Int {
    Int(try connection.statement("PRAGMA user_version").scalar() ?? 0)
  }

  private func applicationID() throws(SQLiteError) -> Int32 {
    Int32(truncatingIfNeeded: try connection.statement("PRAGMA application_id").scalar() ?? 0)
  }

  /// Refuses a database file that is missing or empty beside a log that holds data (SQLite
  /// would start an empty database and throw the log away), and a log that is not a
  /// write-ahead log of a database with this one's page size.
  static func checkLog(of path: String) throws(TikError) {
    guard let log = FileSystem.header(of: path + "-wal", count: 12), !log.isEmpty else { return }
    let database = FileSystem.header(of: path, count: 100) ?? []
    guard !database.isEmpty else { throw .storage(path, .logWithoutDatabase) }
    guard database.count == 100 else { throw .storage(path, .damaged) }
    let magic = log.count == 12 ? log[0..<4].reduce(0) { $0 << 8 | UInt32($1) } : 0
    guard magic == 0x377F_0682 || magic == 0x377F_0683 else { throw .storage(path, .damaged) }
    let logPageSize = log[8..<12].reduce(0) { $0 << 8 | Int($1) }
    let pageSize = Int(database[16]) << 8 | Int(database[17])
    guard logPageSize == (pageSize == 1 ? 65_536 : pageSize) else {
      throw .storage(path, .damaged)
    }
  }

  /// How many rows this process has written (inserted, changed or deleted) since the
  /// database opened: a front end compares it before and after a command.
  public var rowsWritten: Int64 { connection.totalChanges }

  /// SQLite's `PRAGMA data_version`: changes when another connection commits.
  public func dataVersion() throws(TikError) -> Int64 {
    try run { () throws(SQLiteError) in
      try connection.statement("PRAGMA data_version").scalar() ?? 0
    }
  }

  /// Runs `body` in a read transaction: one consistent view of the data.
  public func read<T>(_ body: () throws(TikError) -> T) throws(TikError) -> T {
    try transaction("BEGIN", body)
  }

  /// Runs `body` in a write transaction that takes the write lock up front, so two
  /// processes queue instead of failing; everything or nothing is written.
  public func write<T>(_ body: () throws(TikError) -> T) throws(TikError) -> T {
    try transaction("BEGIN IMMEDIATE", body)
  }

  /// Runs `body` inside the current transaction as one unit: when it throws, what it
  /// wrote is undone and the rest of the transaction goes on (SQLite's savepoints).
  public func savepoint<T>(_ body: () throws(TikError) -> T) throws(TikError) -> T {
    guard connection.isInTransaction else { return try write(body) }
    try run { () throws(SQLiteError) in try connection.execute("SAVEPOINT tik_request") }
    let result: T
    do {
      result = try body()
    } catch {
      try? connection.execute("ROLLBACK TO tik_request")
      try? connection.execute("RELEASE tik_request")
      throw error
    }
    try run { () throws(SQLiteError) in try connection.execute("RELEASE tik_request") }
    return result
  }

  private func transaction<T>(_ begin: String, _ body: () throws(TikError) -> T) throws(TikError)
    -> T
  {
    if connection.isInTransaction { return try body() }
    try run { () throws(SQLiteError) in try connection.execute(begin) }
    let result: T
    do {
      result = try body()
    } catch {
      try? connection.execute("ROLLBACK")
      throw error
    }
    do {
      try connection.execute("COMMIT")
    } catch {
      try? connection.execute("ROLLBACK")
      throw Store.translate(error, path: path)
    }
    if begin != "BEGIN" { emptyLogIfLong() }
    return result
  }

  /// Checkpoints and empties the log once it holds more than `logLimit` bytes. Busy
  /// readers or writers elsewhere leave it for a later write; the data is safe either way.
  private func emptyLogIfLong() {
    var info = stat()
    guard stat(path + "-wal", &info) == 0, info.st_size > Store.logLimit else { return }
    connection.checkpointAndTruncateLog(busyTimeout: Store.busyTimeout)
  }

  /// Called once a write has waited a moment for another process's lock (the REPL says
  /// so, instead of seeming frozen); whether it did, since the last command.
  public var onWaitForLock: (() -> Void)? {
    get { connection.busyWait.onWait }
    set { connection.busyWait.onWait = newValue }
  }

  /// Whether the last command waited for another process's lock; clears the mark.
  public func waitedForLock() -> Bool {
    defer { connection.busyWait.reset() }
    return connection.busyWait.announced
  }

  /// Runs SQLite calls, turning their failures into tik's errors.
  func run<T>(_ body: () throws(SQLiteError) -> T) throws(TikError) -> T {
    do {
      return try body()
    } catch {
      throw Store.translate(error, path: path)
    }
  }

  /// Whether the database file (when it exists) and its directory can be written.
  static func isWritable(_ path: String) -> Bool {
    let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    return access(directory, W_OK) == 0 && (access(path, F_OK) != 0 || access(path, W_OK) == 0)
  }

  static func translate(_ error: SQLiteError, path: String) -> TikError {
    switch error.primaryCode {
    case 5, 6: .storage(path, .busy)  // SQLITE_BUSY, SQLITE_LOCKED
    case 8: .storage(path, .readOnly)  // SQLITE_READONLY
    case 13: .storage(path, .full)  // SQLITE_FULL
    case 11, 26: .storage(path, .damaged)  // SQLITE_CORRUPT, SQLITE_NOTADB
    case 19
    where error.message.contains("tasks.series_id") || error.message.contains("previous_id"):
      .storage(path, .seriesConflict)  // the unique indexes of repeating series
    case 14:  // SQLITE_CANTOPEN: in WAL mode, also a directory tik cannot write
      .storage(path, isWritable(path) ? .cannotOpen : .readOnly)
    default: .storage(path, .failed(error.message))
    }
  }
}
