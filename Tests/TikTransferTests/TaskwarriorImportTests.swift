import Foundation
import Testing
import TikCore

/// A real Taskwarrior writes the file: `task` with its own rc file and data in the
/// temporary home, its clock pinned by faketime, then `task export` → `tik import`.
@Suite struct TaskwarriorImportTests {
  /// Taskwarrior in `home`, as a user runs it, at a local time of `faketime`'s.
  struct Taskwarrior {
    let home: TransferHome

    init(_ home: TransferHome) throws {
      self.home = home
      try "".write(toFile: home.path("taskrc"), atomically: true, encoding: .utf8)
    }

    @discardableResult
    func run(_ arguments: String..., at time: String = "2026-12-02T09:00:00") throws -> String {
      try Peer.run(
        [
          "faketime", "-f", Peer.frozen(time), "task", "rc.confirmation=off", "rc.hooks=off",
          "rc.verbose=nothing", "rc.recurrence.confirmation=no", "rc.json.array=on", "rc.gc=off",
        ] + arguments,
        environment: ["TASKRC": home.path("taskrc"), "TASKDATA": home.path("taskdata")],
        in: home.root)
    }

    /// `task export` into a file of the home.
    func export(to name: String = "task.json") throws -> String {
      let file = home.path(name)
      try run("export").write(toFile: file, atomically: true, encoding: .utf8)
      return file
    }
  }

  static func day(_ text: String) -> Day? { try? ISODate.parse(Substring(text)) }

  static func time(_ text: String) -> LocalTime? { try? FixedClock.parse(text).time }

  /// A Taskwarrior list of every kind of task tik reads.
  func filled(_ home: TransferHome) throws -> Taskwarrior {
    let task = try Taskwarrior(home)
    try task.run("add", "Write report", "project:Work", "priority:H", "due:2026-12-03")
    try task.run("add", "Buy milk", "project:Home.Groceries", "priority:L", "scheduled:2026-12-04")
    try task.run("add", "Call dentist", "priority:M", "due:2026-12-05T14:30", "+phone")
    // Taskwarrior keys annotations by their second: each its own.
    try task.run(
      "description:Call dentist", "annotate", "ask about Friday", at: "2026-12-02T09:01:00")
    try task.run(
      "description:Call dentist", "annotate", "bring the card", at: "2026-12-02T09:02:00")
    try task.run("add", "Pay bills", "due:2026-12-10", "scheduled:2026-12-08")
    try task.run("add", "Old thing", at: "2026-11-20T08:00:00")
    try task.run("description:Old thing", "done", at: "2026-12-01T18:30:00")
    try task.run("add", "Gone")
    try task.run("description:Gone", "delete")
    try task.run("add", "Water plants", "due:2026-11-25", "recur:weekly", "project:Home")
    try task.run("list")
    try task.run("status:pending", "description:Water plants", "due:2026-11-25", "done")
    return task
  }

  @Test func tasksFromTaskwarriorComeWithTheirFields() throws {
    let home = TransferHome(now: "2026-12-02T10:00")
    let file = try filled(home).export()
    let report = try home.importReport(file)
    #expect(report["format"] as? String == "taskwarrior")

    let writeReport = try #require(try home.todo(titled: "Write report"))
    #expect(writeReport.priority == .high)
    #expect(writeReport.day == Self.day("2026-12-03"))
    #expect(writeReport.minute == nil)
    #expect(writeReport.listID == (try #require(try home.list(named: "Work"))).id)
    #expect(writeReport.created == Self.time("2026-12-02T09:00:00"))
    #expect(!writeReport.isDone)

    let milk = try #require(try home.todo(titled: "Buy milk"))
    #expect(milk.priority == .low)
    #expect(milk.day == Self.day("2026-12-04"))
    #expect(milk.listID == (try #require(try home.list(named: "Home.Groceries"))).id)

    let dentist = try #require(try home.todo(titled: "Call dentist"))
    #expect(dentist.priority == .medium)
    #expect(dentist.day == Self.day("2026-12-05"))
    #expect(dentist.minute == 14 * 60 + 30)
    #expect(dentist.listID == nil)
    #expect(dentist.notes == "ask about Friday\nbring the card\n+phone")

    let bills = try #require(try home.todo(titled: "Pay bills"))
    #expect(bills.day == Self.day("2026-12-10"))
    #expect(bills.notes == "scheduled: 2026-12-08")

    let old = try #require(try home.todo(titled: "Old thing"))
    #expect(old.completed == Self.time("2026-12-01T18:30:00"))
    #expect(old.created == Self.time("2026-11-20T08:00:00"))

    #expect(try home.todo(titled: "Gone") == nil)
    let skipped = (report["skipped"] as? [[String: Any]]) ?? []
    #expect(
      skipped.contains { $0["title"] as? String == "Gone" && $0["reason"] as? String == "deleted" })
  }

  /// The recurring parent is one repeating task on its first pending occurrence; the
  /// occurrence done in Taskwarrior is a done copy of the series; the pending instances
  /// Taskwarrior made ahead are not tasks of their own.
  @Test func aRecurringTaskIsOneSeriesWithItsDoneOccurrence() throws {
    let home = TransferHome(now: "2026-12-02T10:00")
    let file = try filled(home).export()
    _ = try home.importReport(file)
    let water = try home.todos().filter { $0.title == "Water plants" }
    #expect(water.count == 2)
    let open = try #require(water.first { !$0.isDone })
    let done = try #require(water.first { $0.isDone })
    #expect(open.day == Self.day("2026-12-02"))
    #expect(open.repeatRule == "DTSTART;VALUE=DATE:20261125\nRRULE:FREQ=WEEKLY")
    #expect(open.listID == (try #require(try home.list(named: "Home"))).id)
    #expect(done.day == Self.day("2026-11-25"))
    #expect(done.completed == Self.time("2026-12-02T09:00:00"))
    #expect(done.seriesID == open.id)
    #expect(open.seriesID == open.id)

    // tik carries the series on: ticking it makes the next week's task.
    #expect(home.run("done", String(open.id)).status == 0)
    let next = try home.todos().filter { $0.title == "Water plants" && !$0.isDone }
    #expect(next.map(\.day) == [Self.day("2026-12-09")])
    #expect(next.first?.seriesID == open.id)
  }

  @Test func importingTheSameExportTwiceAddsNothing() throws {
    let home = TransferHome(now: "2026-12-02T10:00")
    let file = try filled(home).export()
    let first = try home.importReport(file)
    #expect(first.count("added") == 7)
    try home.importAgainChangesNothing(file)
  }

  /// Work goes on in Taskwarrior; the next export brings what changed there, and only
  /// that.
  @Test func aLaterExportUpdatesWhatChangedInTaskwarrior() throws {
    let home = TransferHome(now: "2026-12-02T10:00")
    let task = try filled(home)
    _ = try home.importReport(try task.export())
    try task.run("description:Write report", "done", at: "2026-12-02T17:00:00")
    try task.run("description:Buy milk", "modify", "priority:H")
    let report = try home.importReport(try task.export(to: "later.json"))
    #expect(report.count("added") == 0)
    #expect(Set(report.titles("updated")) == ["Write report", "Buy milk"])
    #expect(try home.todo(titled: "Write report")?.completed == Self.time("2026-12-02T17:00:00"))
    #expect(try home.todo(titled: "Buy milk")?.priority == .high)
  }
}
