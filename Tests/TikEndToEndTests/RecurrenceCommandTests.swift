import Foundation
import Testing

/// Repeating tasks end to end on the built binary: quick entry, `tik done` and `tik undone`,
/// JSON, the switches, and two processes ticking one task at the same moment.
@Suite struct RecurrenceCommandTests {
  let home = BinaryHome()

  /// Adds a task by quick entry and returns its id.
  func add(_ words: String...) throws -> String {
    let run = try home.run(["add"] + words)
    #expect(run.status == 0, "\(words): \(run.errors)")
    return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Every task as JSON objects, in creation order.
  func tasks() throws -> [[String: Any]] {
    try home.tik("all", "--json").json["tasks"] as? [[String: Any]] ?? []
  }

  func openTasks() throws -> [[String: Any]] {
    try tasks().filter { $0["done"] as? Bool == false }
  }

  @Test func doneCreatesTheNextCopyAndItsDateComesFromTheAnchor() throws {
    home.now = "2026-01-31T09:00"
    let rent = try add("rent *monthly @2026-01-31 09:30")
    #expect(try home.tik("done", rent).status == 0)
    var open = try openTasks()
    #expect(open.count == 1)
    #expect(open.first?["date"] as? String == "2026-02-28")
    #expect(open.first?["time"] as? String == "09:30")
    let copy = try #require(open.first?["id"] as? Int)
    #expect(try home.tik("done", String(copy)).status == 0)
    open = try openTasks()
    #expect(open.first?["date"] as? String == "2026-03-31")
  }

  @Test func jsonShowsTheRuleInWordsAndAsAnRRULE() throws {
    let rent = try add("rent *monthly @2026-01-31")
    let task = try home.tik("show", rent, "--json").json
    let rule = try #require(task["repeat"] as? [String: Any])
    #expect(rule["text"] as? String == "every month")
    #expect(rule["rrule"] as? String == "RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=BACKWARD")
    let plain = try add("call mum")
    #expect(try home.tik("show", plain, "--json").json["repeat"] is NSNull)
    #expect(try home.tik("today").output.contains("↻ every month"))
  }

  @Test func undoneDeletesTheCopyUnlessItWasTicked() throws {
    let task = try add("stretch *daily")
    try home.tik("done", task)
    #expect(try tasks().count == 2)
    try home.tik("undone", task)
    #expect(try tasks().count == 1)
    try home.tik("done", task)
    let copy = try #require(try openTasks().first?["id"] as? Int)
    try home.tik("done", String(copy))
    try home.tik("undone", task)
    let all = try tasks()
    #expect(all.count == 3)
    #expect(all.filter { $0["done"] as? Bool == true }.map { $0["id"] as? Int } == [copy])
  }

  /// A copy someone worked on since the tick — notes, subtasks, a new title, a time — is
  /// kept when the tick is taken back, and the command says so. (A copy only moved to
  /// another day still goes: `untickingAfterTheNextCopyWasMovedOntoTheSameDay…`.)
  @Test func undoneKeepsACopyThatWasChangedAndSaysSo() throws {
    let changes: [[String]] = [
      ["edit", "2", "notes", "use the blue mat"], ["edit", "2", "subtasks", "add", "warm up"],
      ["edit", "2", "title", "stretch well"], ["edit", "2", "time", "07:00"],
    ]
    for change in changes {
      let home = BinaryHome()
      try home.tik("add", "stretch *daily")
      try home.tik("done", "1")
      #expect(try home.run(change).status == 0, "\(change)")
      let run = try home.tik("undone", "1")
      #expect(run.status == 0)
      #expect(run.errors.hasPrefix("tik: the next copy, 2 stretch"), "\(change)")
      #expect(run.errors.hasSuffix(", was changed since the tick: it stays\n"), "\(change)")
      #expect(try home.tik("show", "2").status == 0, "\(change)")
    }
    // Untouched, it goes; and the protocol gives the note as a member.
    try home.tik("add", "stretch *daily")
    try home.tik("done", "1")
    let untouched = try home.tik("undone", "1")
    #expect(untouched.errors.isEmpty)
    #expect(try home.tik("show", "2").status == 1)
    try home.tik("done", "1")
    try home.tik("edit", "3", "notes", "mine")
    let reply = try home.tik(input: "/undone 1\n").output
    #expect(
      reply.contains(#""notes":["the next copy, 3 stretch, was changed since the tick: it stays"]"#)
    )
  }

  @Test func aLateTickComesBackTomorrow() throws {
    home.now = "2026-09-20T09:00"
    let task = try add("water plants *daily")
    home.now = "2026-09-24T22:00"
    try home.tik("done", task)
    #expect(try openTasks().first?["date"] as? String == "2026-09-25")
  }

  @Test func jalaliMonthsInJalaliMode() throws {
    try home.writeConfig("calendar = \"jalali\"\n")
    let task = try add("rent", "*ماهانه", "@1405/7/1")
    try home.tik("done", task)
    // 1 Aban 1405.
    #expect(try openTasks().first?["date"] as? String == "2026-10-23")
    let rule = try home.tik("show", task, "--json").json["repeat"] as? [String: Any]
    #expect((rule?["rrule"] as? String)?.hasPrefix("RSCALE=PERSIAN;FREQ=MONTHLY") == true)
  }

  @Test func editSetsAndClearsARepeat() throws {
    let task = try add("review")
    #expect(try home.tik("edit", task, "repeat", "every", "2", "weeks").status == 0)
    #expect(try home.tik("show", task).output.contains("every 2 weeks"))
    let wrong = try home.tik("edit", task, "repeat", "every", "0", "days")
    #expect(wrong.status == 1)
    #expect(
      wrong.errors
        == "tik: 'every 0 days' is not a repeat (try daily, weekly, every 3 days, sat,mon …)\n")
    #expect(try home.tik("edit", task, "repeat", "none").status == 0)
    #expect(try home.tik("show", task, "--json").json["repeat"] is NSNull)
  }

  /// A rule quoted as one argument, as the error's own suggestion is written, reads as
  /// the same words unquoted; so does a request of the line protocol.
  @Test func aQuotedRuleIsReadAsItsWords() throws {
    let task = try add("review")
    for rule in ["every 3 days", "last day", "every 3 days 10 times"] {
      let run = try home.tik("edit", task, "repeat", rule)
      #expect(run.status == 0, "\(rule): \(run.errors)")
    }
    #expect(try home.tik("edit", task, "repeat", "every 2 weeks").status == 0)
    #expect(try home.tik("show", task).output.contains("every 2 weeks"))
    let reply = try home.tik(input: "/edit \(task) repeat \"every 3 days\"\n")
    #expect(reply.output.hasPrefix("{\"ok\":true"), "\(reply.output)")
  }

  @Test(arguments: [
    "fields = [\"date\", \"time\", \"priority\"]\n", "plugins = [\"jalali\"]\n",
  ])
  func withTheFieldOrThePluginOffStarWordsAreTitleText(config: String) throws {
    let kept = try add("rent *monthly")
    try home.writeConfig(config)
    let task = try add("rent *monthly @2026-01-31")
    #expect(try home.tik("show", task, "--json").json["title"] as? String == "rent *monthly")
    #expect(try home.tik("show", kept, "--json").json["repeat"] == nil)
    try home.tik("done", kept)
    #expect(try tasks().count == 2)
  }

  @Test func twoProcessesTickingTheSameTaskAtOnceLeaveExactlyOneOpenNextCopy() throws {
    var current = try add("stretch *daily")
    for round in 1...30 {
      let processes = try (0..<2).map { _ in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BinaryHome.executable)
        process.arguments = ["done", current]
        process.environment = home.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
      }
      for process in processes { try process.run() }
      for process in processes { process.waitUntilExit() }
      #expect(processes.map(\.terminationStatus) == [0, 0])
      let open = try openTasks()
      #expect(open.count == 1, "round \(round): \(open.count) open tasks")
      #expect(try tasks().count == round + 1)
      // Each copy is ticked on 24 September, early: the next one is the day after it.
      let day = 24 + round
      let expected = day <= 30 ? "2026-09-\(day)" : "2026-10-" + String(format: "%02d", day - 30)
      #expect(open.first?["date"] as? String == expected)
      guard let next = open.first?["id"] as? Int else { break }
      current = String(next)
    }
  }
}

/// Repeating tasks meeting the other features.
@Suite struct RecurrenceWithOtherFeaturesTests {
  let home = BinaryHome(now: "2026-09-24T09:30")

  @Test func untickingAfterTheNextCopyWasMovedOntoTheSameDayLeavesOneOpenCopy() throws {
    try home.tik("add", "water *daily")
    try home.tik("done", "1")
    try home.tik("edit", "2", "date", "today")
    let run = try home.tik("undone", "1")
    #expect(run.status == 0 && run.errors.isEmpty)
    let open = try home.tik("today", "--json").titles
    #expect(open == ["water"])
  }

  @Test func movingACopyOntoADayItsSeriesHoldsIsAClearError() throws {
    try home.tik("add", "water *daily")
    try home.tik("done", "1")
    try home.tik("done", "2")
    try home.tik("undone", "1")
    let before = try home.state()
    let run = try home.tik("edit", "1", "date", "2026-09-26")
    #expect(run.status == 1)
    #expect(
      run.errors.hasSuffix(
        "that would give a repeating task two open copies on one day; nothing was changed\n"))
    #expect(try home.state() == before)
  }

  @Test func doneFromAReminderGivesARepeatingTaskItsNextCopy() throws {
    try home.tik("add", "standup 09:30 *daily")
    let notifier = home.root + "/notifier"
    try "#!/bin/sh\necho done\n".write(toFile: notifier, atomically: true, encoding: .utf8)
    chmod(notifier, 0o755)
    try home.tik("config", "set", "notifier", notifier)
    #expect(try home.tik("remind").output == "reminded: standup\n")
    let next = try home.tik("scheduled", "--json").json["tasks"] as? [[String: Any]] ?? []
    #expect(next.count == 1)
    #expect(next.first?["date"] as? String == "2026-09-25")
    #expect(next.first?["time"] as? String == "09:30")
  }
}
