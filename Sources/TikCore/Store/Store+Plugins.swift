/// The store's small public API for plugins: their own tables, created and migrated with
/// the database, and their own statements, run inside the command's transaction. Nothing
/// of SQLite's C interface shows: values go in as `SQLiteValue`s and come out of a `Row`.
extension Store {
  /// Runs `sql` (its parameters `?` or `?1`… bound to `values` in order) and hands each
  /// row it returns to `body`. Call it inside the context's `read` or `write`.
  public func query(
    _ sql: String, _ values: [SQLiteValue?] = [], _ body: (Row) -> Void = { _ in }
  ) throws(TikError) {
    try run { () throws(SQLiteError) in
      let statement = try connection.statement(sql)
      for (index, value) in values.enumerated() { statement.bind(at: Int32(index + 1), value) }
      try statement.forEachRow { body(Row(statement: $0)) }
    }
  }

  /// The first column of the first row `sql` returns, as an integer; nil with no row.
  public func scalar(_ sql: String, _ values: [SQLiteValue?] = []) throws(TikError) -> Int64? {
    var value: Int64?
    try query(sql, values) { row in if value == nil { value = row.int(0) } }
    return value
  }

  /// Hands `body` every row of `tables` this process is about to insert, change or delete —
  /// by a trigger or a foreign key's cascade too — until called with nil. A change a
  /// savepoint or a rollback takes back was handed on all the same.
  public func watchRows(in tables: Set<String>, _ body: ((RowChange) -> Void)?) {
    connection.watchRows(in: tables, body)
  }

  /// The names of `table`'s columns, in order.
  public func columnNames(of table: String) throws(TikError) -> [String] {
    let quoted = table.split(separator: "\"", omittingEmptySubsequences: false)
      .joined(separator: "\"\"")
    return try run { () throws(SQLiteError) in
      try connection.statement("SELECT * FROM \"\(quoted)\" LIMIT 0").columnNames
    }
  }

  /// How many rows the last statement inserted, changed or deleted.
  public var changes: Int { connection.changes }

  /// Brings plugins' tables up to date: for each plugin whose recorded version is behind
  /// its schema (the versions read in one statement, as every command that opens the
  /// database does this), the migrations from that version on, in one write transaction
  /// with the version. A migration that an earlier tik made already (`appliedIf` finds it)
  /// is only recorded.
  public func migrate(_ schemas: [(name: String, schema: PluginSchema)]) throws(TikError) {
    var recorded: [(plugin: String, version: Int)] = []
    try query("SELECT plugin, version FROM plugin_schema") {
      recorded.append(($0.text(0), Int($0.int(1))))
    }
    for (name, schema) in schemas
    where (recorded.first { $0.plugin == name }?.version ?? 0) < schema.migrations.count {
      try migrate(schema, of: name)
    }
  }

  /// One plugin's migrations, its version read again inside the write: another process
  /// may have made them since.
  private func migrate(_ schema: PluginSchema, of plugin: String) throws(TikError) {
    try write { () throws(TikError) in
      var version = try recordedVersion(of: plugin)
      while version < schema.migrations.count {
        let migration = schema.migrations[version]
        let done =
          try migration.appliedIf.map { (check) throws(TikError) in
            try scalar(check) != nil
          } ?? false
        if !done { try run { () throws(SQLiteError) in try connection.execute(migration.sql) } }
        version += 1
      }
      try query(
        "INSERT INTO plugin_schema(plugin, version) VALUES (?, ?)"
          + " ON CONFLICT(plugin) DO UPDATE SET version = excluded.version",
        [.text(plugin), .integer(Int64(version))])
    }
  }

  private func recordedVersion(of plugin: String) throws(TikError) -> Int {
    Int(try scalar("SELECT version FROM plugin_schema WHERE plugin = ?", [.text(plugin)]) ?? 0)
  }
}

/// A plugin's tables: its migrations in order, each applied once per database.
public struct PluginSchema: Sendable {
  public var migrations: [Migration]

  public init(_ migrations: [Migration]) { self.migrations = migrations }

  /// One step of a plugin's schema.
  public struct Migration: Sendable {
    /// What it does: statements that create or change the plugin's tables. Written out
    /// only when the step is made: every command counts a plugin's steps, few make one.
    public var sql: String { makeSQL() }
    private let makeSQL: @Sendable () -> String
    /// A query that returns a row when the step was made already, by an earlier tik
    /// that kept the plugin's tables itself; nil for a step that is only ever made here.
    public var appliedIf: String?

    public init(_ sql: @autoclosure @escaping @Sendable () -> String, appliedIf: String? = nil) {
      makeSQL = sql
      self.appliedIf = appliedIf
    }
  }
}

/// One row of a plugin's query, valid while its `body` runs.
public struct Row {
  let statement: SQLiteStatement

  public func int(_ column: Int) -> Int64 { statement.int(Int32(column)) }
  public func optionalInt(_ column: Int) -> Int64? { statement.optionalInt(Int32(column)) }
  public func text(_ column: Int) -> String { statement.text(Int32(column)) }
  public func optionalText(_ column: Int) -> String? { statement.optionalText(Int32(column)) }
}
