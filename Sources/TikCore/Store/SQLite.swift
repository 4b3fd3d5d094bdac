import CSQLite
import CTikMemory

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One SQLite connection: the only place that touches SQLite's C pointers.
final class SQLiteConnection {
  private let handle: OpaquePointer
  private var cache: [String: SQLiteStatement] = [:]
  let path: String

  /// Opens (creating if needed) the database file.
  init(path: String, readOnly: Bool = false) throws(SQLiteError) {
    _ = SQLiteConnection.configured
    var pointer: OpaquePointer?
    let flags =
      (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
      | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &pointer, flags, nil)
    guard let pointer else { throw SQLiteError(code: code, message: "out of memory") }
    guard code == SQLITE_OK else {
      let error = SQLiteError(code: code, message: String(cString: sqlite3_errmsg(pointer)))
      sqlite3_close_v2(pointer)
      throw error
    }
    handle = pointer
    self.path = path
    sqlite3_extended_result_codes(handle, 1)
  }

  /// SQLite's process-wide settings (`CTikMemory`), made once before the first
  /// connection opens.
  private static let configured: Void = { _ = tik_sqlite_configure() }()

  deinit {
    cache.removeAll()
    sqlite3_close_v2(handle)
  }

  /// How a connection waits for another's lock: up to `limit`, telling `onWait` once
  /// when the wait has gone on long enough for a person to notice.
  final class BusyWait {
    var limit: Double = 10
    var onWait: (() -> Void)?
    /// Whether `onWait` was called since the last `reset`.
    private(set) var announced = false
    private var started = 0.0

    func reset() { announced = false }

    /// One more try of a busy lock (`count` tries so far): false to give up.
    func tryAgain(_ count: Int32) -> Bool {
      let now = BusyWait.seconds()
      if count == 0 { started = now }
      let waited = now - started
      guard waited < limit else { return false }
      if waited >= 0.3 && !announced {
        announced = true
        onWait?()
      }
      usleep(count < 10 ? 1_000 : 10_000)
      return true
    }

    private static func seconds() -> Double {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
  }

  let busyWait = BusyWait()

  /// Waits up to `milliseconds` for another connection's lock, through `busyWait`.
  func setBusyTimeout(milliseconds: Int32) {
    busyWait.limit = Double(milliseconds) / 1000
    sqlite3_busy_handler(
      handle,
      { context, count in
        guard let context else { return 0 }
        let wait = Unmanaged<BusyWait>.fromOpaque(context).takeUnretainedValue()
        return wait.tryAgain(count) ? 1 : 0
      }, Unmanaged.passUnretained(busyWait).toOpaque())
  }

  /// Rows this connection has inserted, changed or deleted since it opened.
  var totalChanges: Int64 { sqlite3_total_changes64(handle) }

  /// Leaves the write-ahead log as it is when the connection closes: no checkpoint.
  func keepLogOnClose() { _ = tik_sqlite_keep_log_on_close(handle) }

  /// Copies the whole log into the database and empties it, unless another connection is
  /// reading or writing: then it does what it can without waiting, and says false.
  @discardableResult
  func checkpointAndTruncateLog(busyTimeout milliseconds: Int32) -> Bool {
    let limit = busyWait.limit
    busyWait.limit = 0
    defer { busyWait.limit = limit }
    return sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
      == SQLITE_OK
  }

  /// Runs one or more statements that return no rows.
  func execute(_ sql: String) throws(SQLiteError) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw error(code) }
  }

  /// A prepared statement, reused across calls with the same SQL.
  func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let cached = cache[sql] {
      cached.reset()
      return cached
    }
    var pointer: OpaquePointer?
    let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
    guard code == SQLITE_OK, let pointer else { throw error(code) }
    let statement = SQLiteStatement(pointer, connection: self)
    cache[sql] = statement
    return statement
  }

  /// How many steps SQLite's virtual machine has taken, how many sorts it has made and
  /// how many times a statement was run, in the statements this connection keeps, since
  /// each was prepared: the work a command's queries did, in terms that do not depend on
  /// the machine (tests compare it).
  var work: (steps: Int, sorts: Int, runs: Int) {
    cache.values.reduce(into: (0, 0, 0)) { total, statement in
      total.steps += statement.status(SQLITE_STMTSTATUS_VM_STEP)
      total.sorts += statement.status(SQLITE_STMTSTATUS_SORT)
      total.runs += statement.status(SQLITE_STMTSTATUS_RUN)
    }
  }

  /// Copies every page of this connection's database over `destination`'s, in one step
  /// of SQLite's online backup: a consistent copy, taken while other connections go on
  /// writing (WAL readers never block them). A busy destination is waited for up to
  /// `busyWait`'s limit.
  func copy(into destination: SQLiteConnection) throws(SQLiteError) {
    guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
      throw destination.error(sqlite3_errcode(destination.handle))
    }
    var tries: Int32 = 0
    var code = sqlite3_backup_step(backup, -1)
    while code == SQLITE_BUSY || code == SQLITE_LOCKED,
      destination.busyWait.tryAgain(tries)
    {
      tries += 1
      code = sqlite3_backup_step(backup, -1)
    }
    let finished = sqlite3_backup_finish(backup)
    guard code == SQLITE_DONE else {
      throw SQLiteError(code: code, message: String(cString: sqlite3_errstr(code)))
    }
    guard finished == SQLITE_OK else { throw destination.error(finished) }
  }

  /// Whom `watchRows` hands changes to, and for which tables.
  private final class RowWatch {
    let tables: Set<String>
    let body: (RowChange) -> Void

    init(tables: Set<String>, body: @escaping (RowChange) -> Void) {
      self.tables = tables
      self.body = body
    }
  }

  private var rowWatch: RowWatch?

  /// Hands `body` each row of `tables` (in the main database) this connection is about to
  /// insert, change or delete — SQLite's pre-update hook — until called with nil.
  func watchRows(in tables: Set<String>, _ body: ((RowChange) -> Void)?) {
    guard let body else {
      sqlite3_preupdate_hook(handle, nil, nil)
      rowWatch = nil
      return
    }
    let watch = RowWatch(tables: tables, body: body)
    rowWatch = watch
    sqlite3_preupdate_hook(
      handle,
      { context, db, operation, database, table, oldKey, newKey in
        guard let context, let db, let database, let table, strcmp(database, "main") == 0
        else { return }
        let watch = Unmanaged<RowWatch>.fromOpaque(context).takeUnretainedValue()
        let name = String(cString: table)
        guard watch.tables.contains(name) else { return }
        let kind: RowChange.Kind =
          operation == SQLITE_INSERT ? .insert : operation == SQLITE_DELETE ? .delete : .update
        watch.body(
          RowChange(
            kind: kind, table: name, rowID: kind == .delete ? oldKey : newKey,
            depth: Int(sqlite3_preupdate_depth(db)),
            before: kind == .insert ? nil : SQLiteConnection.row(db, sqlite3_preupdate_old),
            after: kind == .delete ? nil : SQLiteConnection.row(db, sqlite3_preupdate_new)))
      }, Unmanaged.passUnretained(watch).toOpaque())
  }

  /// The columns of the row the pre-update hook is called for, through `read`.
  private static func row(
    _ db: OpaquePointer,
    _ read: (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
  ) -> [SQLiteValue?] {
    (0..<sqlite3_preupdate_count(db)).map { column in
      var value: OpaquePointer?
      guard read(db, column, &value) == SQLITE_OK else { return nil }
      return SQLiteValue(value)
    }
  }

  var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
  var changes: Int { Int(sqlite3_changes(handle)) }
  var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  func error(_ code: Int32) -> SQLiteError {
    SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)))
  }
}

/// A prepared statement with positional parameters, reset before every use.
final class SQLiteStatement {
  private let handle: OpaquePointer
  private unowned let connection: SQLiteConnection

  fileprivate init(_ handle: OpaquePointer, connection: SQLiteConnection) {
    self.handle = handle
    self.connection = connection
  }

  deinit { sqlite3_finalize(handle) }

  fileprivate func status(_ counter: Int32) -> Int {
    Int(sqlite3_stmt_status(handle, counter, 0))
  }

  fileprivate func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }

  /// Binds parameters 1…n in order; nil binds NULL.
  @discardableResult
  func bind(_ values: SQLiteValue?...) -> SQLiteStatement {
    for (index, value) in values.enumerated() { bind(at: Int32(index + 1), value) }
    return self
  }

  /// Binds one parameter, counted from 1.
  func bind(at position: Int32, _ value: SQLiteValue?) {
    switch value {
    case nil: sqlite3_bind_null(handle, position)
    case .integer(let v): sqlite3_bind_int64(handle, position, v)
    case .text(let v):
      // The byte count, not -1: text with a NUL in it is bound whole.
      sqlite3_bind_text(handle, position, v, Int32(v.utf8.count), tik_sqlite_transient())
    case .real(let v): sqlite3_bind_double(handle, position, v)
    case .blob(let v):
      v.withUnsafeBytes {
        _ = sqlite3_bind_blob(
          handle, position, $0.baseAddress, Int32($0.count), tik_sqlite_transient())
      }
    }
  }

  /// Advances to the next row; false when there are no more. Prefer `forEachRow`,
  /// `scalar` and `run`, which reset the statement when done.
  private func step() throws(SQLiteError) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      let failure = connection.error(code)
      sqlite3_reset(handle)
      throw failure
    }
  }

  /// Runs a statement that returns no rows.
  func run() throws(SQLiteError) {
    defer { sqlite3_reset(handle) }
    while try step() {}
  }

  /// Calls `body` for each row, then resets the statement so it holds no lock.
  func forEachRow(_ body: (SQLiteStatement) -> Void) throws(SQLiteError) {
    defer { sqlite3_reset(handle) }
    while try step() { body(self) }
  }

  /// The first column of the first row, as an integer; nil when there is no row.
  func scalar() throws(SQLiteError) -> Int64? {
    defer { sqlite3_reset(handle) }
    return try step() ? int(0) : nil
  }

  /// The names of the columns the statement returns, in order.
  var columnNames: [String] {
    (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
  }

  func int(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

  func optionalInt(_ column: Int32) -> Int64? {
    sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : sqlite3_column_int64(handle, column)
  }

  func text(_ column: Int32) -> String {
    guard let pointer = sqlite3_column_text(handle, column) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, column))
    // Most tasks' notes and subtasks are empty: no decoding to call for those.
    guard count > 0 else { return "" }
    return String(
      decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }

  func optionalText(_ column: Int32) -> String? {
    sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : text(column)
  }
}

/// A row about to be inserted, changed or deleted (`SQLiteConnection.watchRows`).
public struct RowChange: Sendable {
  public enum Kind: Sendable { case insert, update, delete }

  public var kind: Kind
  public var table: String
  /// The row's id after the change; before it, for a delete.
  public var rowID: Int64
  /// 0 for a change a statement makes itself, 1 for one a trigger or a foreign key's
  /// action makes as that change happens, 2 for one theirs make, and so on. A change is
  /// handed on just before it happens; one it sets off is handed on after it, deeper.
  public var depth: Int
  /// Its columns in the table's order before the change (nil for an insert) and after it
  /// (nil for a delete); a nil column is NULL.
  public var before: [SQLiteValue?]?
  public var after: [SQLiteValue?]?
}

/// A parameter value; nil binds NULL.
public enum SQLiteValue: Sendable, Equatable {
  case integer(Int64)
  case text(String)
  case real(Double)
  case blob([UInt8])

  /// A value SQLite hands over; nil for NULL. Valid only while SQLite holds it.
  init?(_ value: OpaquePointer?) {
    switch sqlite3_value_type(value) {
    case SQLITE_INTEGER: self = .integer(sqlite3_value_int64(value))
    case SQLITE_FLOAT: self = .real(sqlite3_value_double(value))
    case SQLITE_TEXT:
      let count = Int(sqlite3_value_bytes(value))
      guard let pointer = sqlite3_value_text(value) else {
        self = .text("")
        return
      }
      self = .text(
        String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self))
    case SQLITE_BLOB:
      let count = Int(sqlite3_value_bytes(value))
      guard let pointer = sqlite3_value_blob(value) else {
        self = .blob([])
        return
      }
      self = .blob(Array(UnsafeRawBufferPointer(start: pointer, count: count)))
    default: return nil
    }
  }
}

extension Optional where Wrapped == SQLiteValue {
  public static func nullable(_ value: Int?) -> SQLiteValue? { value.map { .integer(Int64($0)) } }
  public static func nullable(_ value: Int64?) -> SQLiteValue? { value.map { .integer($0) } }
  public static func nullable(_ value: String?) -> SQLiteValue? { value.map { .text($0) } }
}

/// A failed SQLite call: the primary result code and SQLite's message.
struct SQLiteError: Error {
  var code: Int32
  var message: String

  var primaryCode: Int32 { code & 0xff }
}
