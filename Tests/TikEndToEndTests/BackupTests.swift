import Foundation
import Testing

/// `tik backup` and `tik restore` through the built `tik`, with other processes writing.
@Suite struct BackupTests {
  func dump(_ home: BinaryHome, _ path: String? = nil) throws -> String {
    let run = try home.bash(
      """
      sqlite3 '\(path ?? home.databasePath)' 'SELECT * FROM tasks ORDER BY id;' \\
        'SELECT * FROM lists ORDER BY id;'
      """)
    #expect(run.status == 0, "\(run.errors)")
    return run.output
  }

  @Test func aBackupTakenWhileAnotherProcessWritesIsWholeAndHoldsEveryAcknowledgedTask()
    throws
  {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("add", "first")
    // The writer adds tasks one command at a time and notes each one tik acknowledged.
    let run = try home.bash(
      """
      cd '\(home.root)'
      ( for i in $(seq 300); do tik add "task $i #work" >/dev/null && echo "task $i" >> acknowledged; done ) &
      writer=$!
      for copy in 1 2 3 4 5; do
        sleep 0.2
        cp acknowledged before-$copy 2>/dev/null || : > before-$copy
        tik backup copy-$copy.db >/dev/null || echo "backup $copy failed"
      done
      wait $writer
      for copy in 1 2 3 4 5; do
        sqlite3 copy-$copy.db 'PRAGMA integrity_check;'
        sqlite3 copy-$copy.db 'SELECT title FROM tasks;' > held-$copy
        grep -vxFf held-$copy before-$copy | head -3
      done
      ls copy-*.db-wal 2>/dev/null
      """)
    #expect(run.output == String(repeating: "ok\n", count: 5), "\(run.output) \(run.errors)")
    let acknowledged = try String(contentsOfFile: home.root + "/acknowledged", encoding: .utf8)
    #expect(acknowledged.split(separator: "\n").count == 300)
    let held = try String(contentsOfFile: home.root + "/held-5", encoding: .utf8)
    #expect(held.split(separator: "\n").count > 1)
  }

  @Test func restoreRoundTrips() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("lists", "add", "Garden", "--color", "green", "--icon", "✿")
    try home.tik("add", "rake leaves #garden !high 16:00 *weekly")
    try home.tik("add", "milk")
    try home.tik("edit", "2", "notes", "oat")
    let saved = try dump(home)
    let backup = try home.tik("backup", home.root + "/saved.db")
    #expect(backup.output == "backed up 2 tasks and 3 lists to \(home.root)/saved.db\n")
    #expect(try dump(home, home.root + "/saved.db") == saved)

    try home.tik("delete", "1", "--yes")
    try home.tik("lists", "delete", "Garden", "--yes")
    try home.tik("add", "something new")
    let replaced = try dump(home)
    let restore = try home.tik("restore", home.root + "/saved.db", "--yes", "--json")
    #expect(restore.status == 0, "\(restore.errors)")
    #expect(try dump(home) == saved)
    // What it replaced was backed up first, and can come back the same way.
    let object = try JSONSerialization.jsonObject(with: Data(restore.output.utf8)) as! [String: Any]
    let previous = try #require(object["backup"] as? String)
    #expect(previous.hasPrefix(home.root + "/data/tik/backups/tik-2026-12-01T10-00-00"))
    #expect(try dump(home, previous) == replaced)
    #expect(try home.tik("restore", previous, "--yes").status == 0)
    #expect(try dump(home) == replaced)
  }

  @Test func aCopyMadeWithItsLogIsRestoredWithWhatTheLogHolds() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("add", "in the database")
    // The first run's log, with every plugin's tables, is long enough to be emptied at
    // its end: the edit puts the task, as it is now, in a log of its own.
    try home.tik("edit", "1", "title", "in the log")
    let copy = try home.bash(
      """
      cd '\(home.root)'
      cp data/tik/tik.db copied.db && cp data/tik/tik.db-wal copied.db-wal
      test -s copied.db-wal && echo has-log
      """)
    #expect(copy.output == "has-log\n")
    try home.tik("delete", "1", "--yes")
    #expect(try home.tik("restore", home.root + "/copied.db", "--yes").status == 0)
    #expect(try home.tik("all", "--json").titles == ["in the log"])
    #expect(FileManager.default.fileExists(atPath: home.root + "/copied.db-wal"))
  }

  @Test func aFileThatIsNotAWholeTikDatabaseChangesNothing() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("add", "keep me")
    try home.tik("backup", home.root + "/good.db")
    let prepared = try home.bash(
      """
      cd '\(home.root)'
      echo 'just text' > text.db
      sqlite3 foreign.db 'CREATE TABLE notes(body TEXT);'
      cp good.db newer.db && sqlite3 newer.db 'PRAGMA user_version = 999;'
      head -c 8192 good.db > cut.db
      cp good.db scribbled.db && printf 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX' | dd of=scribbled.db bs=1 seek=8200 conv=notrunc 2>/dev/null
      mkfifo fifo.db
      """)
    #expect(prepared.status == 0, "\(prepared.errors)")
    let before = try dump(home)
    let expected = [
      "text.db": "not a tik database, or damaged; it was left as it is",
      "foreign.db": "not a tik database, or damaged; it was left as it is",
      "newer.db": "written by a newer tik; update tik to use it",
      "cut.db": "not a tik database, or damaged; it was left as it is",
      "scribbled.db": "not a tik database, or damaged; it was left as it is",
      "fifo.db": "is not a file",
      "missing.db": "no such file or directory",
    ]
    for (name, message) in expected {
      let run = try home.tik("restore", home.root + "/" + name, "--yes")
      #expect(run.status == 1, "\(name)")
      #expect(run.errors.hasPrefix("tik: "), "\(name): \(run.errors)")
      #expect(run.errors.hasSuffix(message + "\n"), "\(name): \(run.errors)")
      #expect(run.errors.split(separator: "\n").count == 1, "\(name): \(run.errors)")
    }
    #expect(try dump(home) == before)
    let backups = try home.bash("ls '\(home.root)/data/tik/backups' 2>/dev/null | wc -l").output
    #expect(backups == "0\n", "a refused restore made no backup")
    let own = try home.tik("restore", home.databasePath, "--yes")
    #expect(
      own.errors == "tik: '\(home.databasePath)' is tik's own database: restore a backup of it\n")
  }

  @Test func restoreAsksFirstAndABackupNeverReplacesAFile() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("add", "one")
    try home.tik("backup", home.root + "/one.db")
    let asked = try home.tik("restore", home.root + "/one.db")
    #expect(asked.status == 1)
    #expect(
      asked.errors == "tik: 'restore' asks before it deletes: add --yes to run it without asking\n")
    let again = try home.tik("backup", home.root + "/one.db")
    #expect(again.status == 1)
    #expect(
      again.errors
        == "tik: '\(home.root)/one.db' exists already: give another name, or move it away first\n")
    try FileManager.default.createSymbolicLink(
      atPath: home.root + "/link.db", withDestinationPath: home.root + "/elsewhere.db")
    #expect(try home.tik("backup", home.root + "/link.db").status == 1)
    #expect(!FileManager.default.fileExists(atPath: home.root + "/elsewhere.db"))
  }

  @Test func theFolderKeepsTheNewestBackups() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.writeConfig("backups_kept = 3\n")
    try home.tik("add", "one")
    // A file of the user's in the folder is none of tik's business.
    try FileManager.default.createDirectory(
      atPath: home.root + "/data/tik/backups", withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: home.root + "/data/tik/backups/notes.txt", contents: nil)
    for minute in 10...15 {
      home.now = "2026-12-01T10:\(minute)"
      #expect(try home.tik("backup").status == 0)
    }
    home.now = "2026-12-01T10:15"
    #expect(try home.tik("backup").status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: home.root + "/data/tik/backups")
      .sorted()
    #expect(
      names == [
        "notes.txt", "tik-2026-12-01T10-14-00.db", "tik-2026-12-01T10-15-00-2.db",
        "tik-2026-12-01T10-15-00.db",
      ])
  }

  /// Several backups in one second: each new one is named after the others of that
  /// second, so the one just written is never the oldest the folder drops.
  @Test func aBackupJustWrittenIsNeverTheOneThatIsDropped() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.writeConfig("backups_kept = 3\n")
    try home.tik("add", "old task")
    for _ in 1...5 {
      let run = try home.tik("backup", "--json")
      #expect(run.status == 0, "\(run.errors)")
      let reply = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
      let path = try #require(reply?["path"] as? String)
      #expect(FileManager.default.fileExists(atPath: path), "\(path) was dropped")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: home.root + "/data/tik/backups")
      .sorted()
    #expect(
      names == [
        "tik-2026-12-01T10-00-00-3.db", "tik-2026-12-01T10-00-00-4.db",
        "tik-2026-12-01T10-00-00-5.db",
      ])
    // Restore's own backup of what it replaces is kept too, and holds it.
    try home.tik("backup", home.root + "/old.db")
    try home.tik("add", "precious new task")
    let restored = try home.tik("restore", home.root + "/old.db", "--yes", "--json")
    #expect(restored.status == 0, "\(restored.errors)")
    let reply = try JSONSerialization.jsonObject(with: Data(restored.output.utf8)) as? [String: Any]
    let saved = try #require(reply?["backup"] as? String)
    try #require(FileManager.default.fileExists(atPath: saved), "\(saved) was dropped")
    #expect(try dump(home, saved).contains("precious new task"))
  }

  /// A clock set back (or pinned) behind the folder's newest backups: the backup made now
  /// is kept, whatever its name says of its age.
  @Test func aBackupMadeWithAnEarlierClockIsKept() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.writeConfig("backups_kept = 3\n")
    try home.tik("add", "one")
    for minute in 10...13 {
      home.now = "2026-12-01T10:\(minute)"
      #expect(try home.tik("backup").status == 0)
    }
    home.now = "2026-11-01T09:00"
    try home.tik("add", "two")
    let run = try home.tik("backup", "--json")
    let reply = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let path = try #require(reply?["path"] as? String)
    try #require(FileManager.default.fileExists(atPath: path), "\(path) was dropped")
    #expect(try dump(home, path).contains("two"))
    let names = try FileManager.default.contentsOfDirectory(atPath: home.root + "/data/tik/backups")
      .sorted()
    #expect(
      names == [
        "tik-2026-11-01T09-00-00.db", "tik-2026-12-01T10-12-00.db", "tik-2026-12-01T10-13-00.db",
      ])
  }
}
