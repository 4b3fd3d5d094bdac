import Foundation
import Testing
import TikCore
import TikTestSupport

/// tik-bench-floor, the benchmark's measure of what SQLite alone costs a command, runs
/// what tik runs: on a database tik wrote, its Today is tik's open tasks of Today in
/// tik's order, and the task it inserts is one tik shows.
@Suite struct BenchFloorTests {
  static let floor = BuiltProduct.path("tik-bench-floor")

  /// The ids of the open tasks `tik today --json` shows, in its order.
  static func openOnToday(_ home: BinaryHome) throws -> [Int] {
    let run = try home.tik("today", "--json")
    #expect(run.status == 0, "\(run.errors)")
    let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let tasks = object?["tasks"] as? [[String: Any]] ?? []
    return tasks.filter { $0["done"] as? Bool == false }.compactMap { $0["id"] as? Int }
  }

  @Test func todaysStatementsReadTiksTodayInItsOrder() throws {
    let home = BinaryHome()
    for text in [
      "Later today", "Pay rent !high @yesterday", "Standup 09:30 #Work", "Old one @2026-09-01",
      "Call mom 18:00", "Dentist @tomorrow 16:00", "Urgent !high", "Done today 08:00",
    ] {
      #expect(try home.tik("add", text).status == 0)
    }
    let shown = try Self.openOnToday(home)
    let done = shown.last!
    #expect(try home.tik("done", String(done)).status == 0)
    let open = try Self.openOnToday(home)
    #expect(open.count >= 5 && !open.contains(done))

    let day = String(try FixedClock.parse(home.now).time.day.number)
    let run = try ChildProcess.run(Self.floor, [home.databasePath, "today", day])
    #expect(run.status == 0, "\(run.errors)")
    let read = run.output.split(separator: "\n").compactMap { Int($0.split(separator: " ")[0]) }
    #expect(read == open)

    let add = try ChildProcess.run(Self.floor, [home.databasePath, "add", day])
    #expect(add.status == 0, "\(add.errors)")
    #expect(try home.tik("today").output.contains("benchmark task"))
    #expect(try Self.openOnToday(home).count == open.count + 1)
  }

  /// More than a few dozen tasks on Today: tik reads them from two indexes in order.
  @Test func aLongTodayIsReadInTiksOrderToo() throws {
    let home = BinaryHome()
    let lines = (0..<90).map { index in
      let time = String(format: "%02d:%02d", 6 + index % 14, index * 7 % 60)
      return index % 3 == 0
        ? "Overdue \(index) @2026-09-\(10 + index % 12) \(time)"
        : index % 3 == 1 ? "Today \(index) \(time)" : "Today \(index) !high"
    }
    #expect(try home.tik(input: lines.joined(separator: "\n") + "\n").status == 0)
    let open = try Self.openOnToday(home)
    #expect(open.count == 90)
    let day = String(try FixedClock.parse(home.now).time.day.number)
    let run = try ChildProcess.run(Self.floor, [home.databasePath, "today", day])
    #expect(run.status == 0, "\(run.errors)")
    let read = run.output.split(separator: "\n").compactMap { Int($0.split(separator: " ")[0]) }
    #expect(read == open)
  }

  /// `create` makes the smallest database the benchmark opens beside tik's, once.
  @Test func aOneTableDatabaseIsMadeOnceAndOpens() throws {
    let home = BinaryHome()
    let path = home.root + "/one-table.db"
    let made = try ChildProcess.run(Self.floor, [path, "create"])
    #expect(made.status == 0, "\(made.errors)")
    let schema = try ChildProcess.run(
      "/usr/bin/sqlite3", [path, "PRAGMA journal_mode; SELECT name FROM sqlite_schema;"])
    #expect(schema.output == "wal\none\n")
    let again = try ChildProcess.run(Self.floor, [path, "create"])
    #expect(again.status == 1 && again.errors.hasSuffix("exists\n"))
    #expect(try ChildProcess.run(Self.floor, [path, "open"]).status == 0)
  }

  @Test func aMissingDatabaseOrOperationFailsWithoutWriting() throws {
    let home = BinaryHome()
    let missing = try ChildProcess.run(Self.floor, [home.root + "/none.db", "open"])
    #expect(missing.status == 1 && missing.errors.hasPrefix("tik-bench-floor: "))
    #expect(!FileManager.default.fileExists(atPath: home.root + "/none.db"))
    #expect(try ChildProcess.run(Self.floor, [home.root + "/none.db", "today"]).status == 2)
    #expect(try ChildProcess.run(Self.floor, [home.root + "/none.db", "sweep", "1"]).status == 2)
  }
}
