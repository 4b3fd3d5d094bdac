import Testing

@testable import TikCore
@testable import TikRecurrence

/// Ticking and unticking repeating tasks through a real context and SQLite file: the next
/// copy is made in the tick's transaction, unticking takes it back unless it was ticked,
/// and a series never holds two open tasks on one day.
@Suite struct TickTests {
  let g = Dates.g
  let j = Dates.j

  @Test func tickingCreatesTheNextCopyWithEveryFieldAndALinkToThePreviousOne() throws {
    let home = try RecurrenceHome(now: "2026-01-31T08:00")
    let rent = try home.add("rent *monthly #Work !high 09:30")
    let context = try home.context()
    try context.write { (store) throws(TikError) in
      var edited = rent
      edited.notes = "bank transfer"
      edited.subtasks = [Subtask(title: "check amount", done: true), Subtask(title: "pay")]
      edited.photo = "/tmp/receipt.png"
      try context.save(edited, was: rent)
    }
    home.now = "2026-01-31T18:45"
    try home.tick(rent.id)

    let all = try home.all()
    #expect(all.count == 2)
    let root = all[0]
    let copy = all[1]
    #expect(root.isDone && root.seriesID == root.id)
    #expect(!copy.isDone)
    #expect(copy.day == g(2026, 2, 28))
    #expect(copy.title == "rent" && copy.notes == "bank transfer" && copy.minute == 9 * 60 + 30)
    #expect(copy.priority == .high && copy.listID == root.listID && copy.listID != nil)
    #expect(copy.photo == "/tmp/receipt.png")
    #expect(copy.subtasks == [Subtask(title: "check amount"), Subtask(title: "pay")])
    #expect(copy.repeatRule == root.repeatRule)
    #expect(copy.previousID == root.id && copy.seriesID == root.id)
    #expect(copy.created == LocalTime(day: g(2026, 1, 31), minute: 18 * 60 + 45))
  }

  /// The tick that joins a task to its series writes the series and the rule alone: a
  /// title another process gave the task since it was read stays.
  @Test func joiningTheSeriesKeepsWhatAnotherProcessChanged() throws {
    let home = try RecurrenceHome()
    let read = try home.add("water plants *daily")
    let elsewhere = try SQLiteConnection(path: home.databasePath)
    try elsewhere.execute("UPDATE tasks SET title = 'water the plants' WHERE id = \(read.id)")
    let context = try home.context()
    try context.write { (_) throws(TikError) in _ = try context.complete(read) }
    let root = try #require(try home.todo(read.id))
    #expect(root.seriesID == root.id && root.isDone)
    #expect(root.title == "water the plants")
  }

  @Test func addingARepeatingTaskAnchorsItsRuleAtItsDate() throws {
    let home = try RecurrenceHome()
    let task = try home.add("rent *monthly @2026-10-31")
    let stored = try #require(try home.todo(task.id)?.rule)
    #expect(stored.start == g(2026, 10, 31) && stored.monthDay == 31)
    #expect(stored.calendarID == "gregorian")
  }

  @Test func aRepeatWithoutADateTakesToday() throws {
    let home = try RecurrenceHome()
    let task = try home.add("stretch *daily")
    #expect(task.day == g(2026, 9, 24))
    #expect(try home.todo(task.id)?.rule?.start == g(2026, 9, 24))
  }

  @Test func removingTheDateRemovesTheRepeat() throws {
    let home = try RecurrenceHome()
    let task = try home.add("stretch *daily")
    #expect(home.run("edit", String(task.id), "date", "none").status == 0)
    let stored = try #require(try home.todo(task.id))
    #expect(stored.day == nil && stored.repeatRule == nil)
    // Typed together, a repeat and @none are an error: nothing typed is dropped.
    #expect(throws: TikError.undated("@none")) { try home.add("read @none *weekly") }
  }

  @Test func aLateDailyTaskComesBackTomorrowNotInThePast() throws {
    let home = try RecurrenceHome(now: "2026-09-20T09:00")
    let task = try home.add("water plants *daily")
    home.now = "2026-09-24T21:00"
    try home.tick(task.id)
    #expect(try home.all().last?.day == g(2026, 9, 25))
  }

  @Test func tickingEarlyCreatesTheOccurrenceAfterTheTasksOwnDate() throws {
    let home = try RecurrenceHome(now: "2026-09-24T09:00")
    let task = try home.add("review *weekly @2026-09-30")
    try home.tick(task.id)
    #expect(try home.all().last?.day == g(2026, 10, 7))
  }

  @Test func monthlyFromThe31stDoesNotDriftAcrossTicks() throws {
    let home = try RecurrenceHome(now: "2026-01-31T09:00")
    var id = try home.add("rent *monthly").id
    var days: [Day] = []
    for _ in 0..<4 {
      try home.tick(id)
      let copy = try #require(try home.all().last)
      days.append(try #require(copy.day))
      id = copy.id
    }
    #expect(days == [g(2026, 2, 28), g(2026, 3, 31), g(2026, 4, 30), g(2026, 5, 31)])
  }

  @Test func jalaliMonthlyInJalaliModeFollowsJalaliMonths() throws {
    let home = try RecurrenceHome(now: "2026-09-23T09:00", config: "calendar = \"jalali\"\n")
    let task = try home.add("rent *monthly @1405/6/31")
    #expect(try home.todo(task.id)?.rule?.calendarID == "jalali")
    try home.tick(task.id)
    #expect(try home.all().last?.day == j(1405, 7, 30))
  }

  @Test func aJalaliRuleKeepsCountingJalaliMonthsAfterSwitchingToGregorian() throws {
    let home = try RecurrenceHome(now: "2026-09-23T09:00", config: "calendar = \"jalali\"\n")
    let task = try home.add("rent *monthly @1405/7/1")
    try home.writeConfig("calendar = \"gregorian\"\n")
    try home.tick(task.id)
    #expect(try home.all().last?.day == j(1405, 8, 1))
  }

  @Test func withTheJalaliPluginOffAJalaliRuleIsReadInTheActiveCalendar() throws {
    let home = try RecurrenceHome(now: "2026-09-23T09:00", config: "calendar = \"jalali\"\n")
    let task = try home.add("rent *monthly @1405/7/1")
    try home.writeConfig("plugins = [\"recurrence\"]\n")
    try home.tick(task.id)
    // RSCALE=PERSIAN;FREQ=MONTHLY;BYMONTHDAY=1 from 1 Mehr 1405 (23 September 2026), read
    // in the Gregorian calendar: the 1st of each month.
    #expect(try home.all().last?.day == g(2026, 10, 1))
  }

  @Test func untickingDeletesTheOpenCopy() throws {
    let home = try RecurrenceHome()
    let task = try home.add("stretch *daily")
    try home.tick(task.id)
    #expect(try home.all().count == 2)
    try home.untick(task.id)
    let all = try home.all()
    #expect(all.count == 1 && all[0].id == task.id && !all[0].isDone)
  }

  @Test func untickingKeepsACopyThatWasAlreadyTicked() throws {
    let home = try RecurrenceHome()
    let task = try home.add("stretch *daily")
    try home.tick(task.id)
    let copy = try #require(try home.all().last)
    try home.tick(copy.id)
    try home.untick(task.id)
    let all = try home.all()
    #expect(all.count == 3)
    #expect(try home.todo(copy.id)?.isDone == true)
    #expect(!all[0].isDone && !all[2].isDone)
  }

  @Test func tickUntickTickCyclesLeaveExactlyOneOpenCopy() throws {
    let home = try RecurrenceHome()
    let task = try home.add("stretch *daily")
    for _ in 0..<10 {
      try home.tick(task.id)
      let open = try home.openTasks(inSeriesOf: task.id)
      #expect(open.count == 1 && open.first?.day == g(2026, 9, 25))
      try home.untick(task.id)
      #expect(try home.openTasks(inSeriesOf: task.id).map(\.id) == [task.id])
    }
    try home.tick(task.id)
    #expect(try home.all().filter { !$0.isDone }.count == 1)
  }

  @Test func tickingAgainAfterUntickingDoesNotDuplicateATickedCopy() throws {
    let home = try RecurrenceHome()
    let task = try home.add("stretch *daily")
    try home.tick(task.id)
    let copy = try #require(try home.all().last)
    try home.tick(copy.id)
    try home.untick(task.id)
    try home.tick(task.id)
    let all = try home.all()
    #expect(all.count == 3)
    #expect(all.filter { $0.previousID == task.id }.count == 1)
  }

  @Test func aSeriesNeverHoldsTwoOpenTasksOnOneDay() throws {
    // The copy after the 24th was deleted and the next one left behind, unlinked, on the
    // 26th. Ticking the 24th again on the 25th would make the 26th: it is there already.
    let home = try RecurrenceHome(now: "2026-09-24T09:00")
    let first = try home.add("stretch *daily")
    try home.tick(first.id)
    let second = try #require(try home.all().last)
    try home.tick(second.id)
    let third = try #require(try home.all().last)
    #expect(third.day == g(2026, 9, 26))
    #expect(home.run("delete", "--yes", String(second.id)).status == 0)
    try home.untick(first.id)
    home.now = "2026-09-25T09:00"
    try home.tick(first.id)
    let open = try home.openTasks(inSeriesOf: first.id)
    #expect(open.map(\.id) == [third.id])
  }

  @Test func theSchemaRefusesASecondOpenTaskOfASeriesOnOneDay() throws {
    let home = try RecurrenceHome()
    let task = try home.add("stretch *daily")
    try home.tick(task.id)
    let copy = try #require(try home.all().last)
    let context = try home.context()
    #expect(throws: TikError.self) {
      try context.write { (store) throws(TikError) in
        var twin = copy
        twin.previousID = nil
        _ = try store.insert(twin)
      }
    }
    #expect(throws: TikError.self) {
      try context.write { (store) throws(TikError) in
        var second = copy
        second.day = copy.day?.adding(days: 1)
        _ = try store.insert(second)
      }
    }
    #expect(try home.all().count == 2)
  }

  @Test func aSeriesEndsAfterItsCount() throws {
    let home = try RecurrenceHome()
    var id = try home.add("pill *daily *3 times").id
    for _ in 0..<3 {
      try home.tick(id)
      id = try #require(try home.all().last).id
    }
    let all = try home.all()
    #expect(all.count == 3 && all.allSatisfy(\.isDone))
  }

  @Test func aSeriesEndsAfterItsUntilDate() throws {
    let home = try RecurrenceHome()
    let task = try home.add("pill *daily *until 2026-09-25")
    try home.tick(task.id)
    let copy = try #require(try home.all().last)
    #expect(copy.day == g(2026, 9, 25))
    try home.tick(copy.id)
    #expect(try home.all().count == 2)
  }

  @Test func anEndWithoutARepeatIsAnErrorAndAddsNothing() throws {
    let home = try RecurrenceHome()
    let run = home.run("add", "pill", "*10", "times")
    #expect(run.status == 1)
    #expect(run.errors.contains("'10 times' ends a repeat, but there is none to end"))
    #expect(try home.all().isEmpty)
  }

  @Test func anEndBeforeTheTasksDateIsAnError() throws {
    let home = try RecurrenceHome()
    let run = home.run("add", "pill", "*daily", "*until", "2026-09-01")
    #expect(run.status == 1)
    #expect(run.errors.contains("the repeat ends on 2026-09-01, before the task's date 2026-09-24"))
    #expect(try home.all().isEmpty)
  }

  @Test func duplicatingARepeatingTaskStartsASeparateSeries() throws {
    let home = try RecurrenceHome()
    let task = try home.add("stretch *daily")
    try home.tick(task.id)
    let copy = try #require(try home.all().last)
    #expect(home.run("duplicate", String(copy.id)).status == 0)
    let twin = try #require(try home.all().last)
    #expect(twin.seriesID == nil && twin.repeatRule == copy.repeatRule)
    try home.tick(twin.id)
    let next = try #require(try home.all().last)
    #expect(next.seriesID == twin.id && next.previousID == twin.id)
  }
}
