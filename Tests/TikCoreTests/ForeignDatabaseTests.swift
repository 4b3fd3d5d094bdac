import Foundation
import Testing

@testable import TikCore

/// tik opens only its own database, and leaves anything else byte for byte as it was:
/// another program's SQLite file, a schema version it does not know, a database file
/// emptied beside a log that still holds data, a log from another database.
@Suite struct ForeignDatabaseTests {
  let home = TestHome()

  var logPath: String { home.databasePath + "-wal" }

  /// The database and its log, as bytes (a missing file is nil).
  func files() -> [Data?] {
    [home.databasePath, logPath].map { FileManager.default.contents(atPath: $0) }
  }

  func expectRefused(
    _ message: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = files()
    let result = home.run("add", "x")
    #expect(result.status == 1, sourceLocation: sourceLocation)
    let path = home.databasePath
    #expect(
      result.errors
        == "tik: " + (message ?? "\(path): not a tik database, or damaged; it was left as it is")
        + "\n", sourceLocation: sourceLocation)
    #expect(files() == before, sourceLocation: sourceLocation)
  }

  func makeDataDirectory() throws {
    try FileManager.default.createDirectory(
      atPath: home.root + "/data/tik", withIntermediateDirectories: true)
  }

  /// A tik database with a task, its last commits still in the log.
  func tikDatabase() throws {
    try home.add("kept")
    #expect((try? FileManager.default.attributesOfItem(atPath: logPath)[.size] as? Int) ?? 0 > 0)
  }

  @Test func anotherProgramsDatabaseIsRefusedAndLeftAsItIs() throws {
    try makeDataDirectory()
    let other = try SQLiteConnection(path: home.databasePath)
    try other.execute("CREATE TABLE notes(body TEXT); INSERT INTO notes VALUES ('mine');")
    expectRefused()
    // Even one whose version number looks like tik's.
    try other.execute("PRAGMA user_version = 3")
    expectRefused()
  }

  @Test func aNegativeOrUnknownSchemaVersionIsRefusedNotACrash() throws {
    try tikDatabase()
    let connection = try SQLiteConnection(path: home.databasePath)
    connection.keepLogOnClose()
    try connection.execute("PRAGMA user_version = -1")
    expectRefused()
    // A version below the current one on today's schema: its migrations cannot run.
    try connection.execute("PRAGMA user_version = 2")
    expectRefused()
  }

  @Test func anEmptiedDatabaseBesideALogThatHoldsDataIsRefused() throws {
    try tikDatabase()
    truncate(home.databasePath, 0)
    let message =
      "\(home.databasePath) is missing or empty, but its write-ahead log \(logPath) holds data:"
      + " both were left as they are (restore the database from a backup)"
    expectRefused(message)
    // And a missing one.
    unlink(home.databasePath)
    expectRefused(message)
    #expect(!FileManager.default.fileExists(atPath: home.databasePath))
  }

  @Test func aLogFromAnotherDatabaseIsRefused() throws {
    try tikDatabase()
    let otherPath = home.root + "/other.db"
    do {
      let other = try SQLiteConnection(path: otherPath)
      other.keepLogOnClose()
      try other.execute("PRAGMA journal_mode = WAL")
      try other.execute("CREATE TABLE notes(body TEXT); INSERT INTO notes VALUES ('mine');")
    }
    unlink(logPath)
    try FileManager.default.copyItem(atPath: otherPath + "-wal", toPath: logPath)
    unlink(home.databasePath + "-shm")
    expectRefused()
  }

  @Test func tiksOwnDatabaseOfAnEarlierVersionIsStillItsOwn() throws {
    try makeDataDirectory()
    let old = try SQLiteConnection(path: home.databasePath)
    try old.execute(Schema.migrations[0])
    try old.execute(
      "INSERT INTO tasks(title, day, created, search_key) VALUES ('kept', 20720, 0, 'kept');"
        + "PRAGMA user_version = 1;")
    #expect(home.run("all").status == 0)
    #expect(try old.statement("PRAGMA application_id").scalar() == Int64(Store.applicationID))
  }
}
