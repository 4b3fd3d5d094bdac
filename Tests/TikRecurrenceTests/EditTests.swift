import Testing
import TikCore

@testable import TikRecurrence

/// `tik edit ID repeat …` and the form's repeat field: the token words without `*`.
@Suite struct EditTests {
  let home: RecurrenceHome

  init() throws { home = try RecurrenceHome() }

  @discardableResult
  func edit(_ id: Int64, _ words: String...) -> (output: String, errors: String, status: Int32) {
    home.run(["edit", String(id), "repeat"] + words)
  }

  @Test func editSetsARuleAnchoredAtTheTasksDate() throws {
    let task = try home.add("review @2026-09-30")
    #expect(edit(task.id, "every", "2", "weeks", "on", "sat,mon").status == 0)
    let rule = try #require(try home.todo(task.id)?.rule)
    #expect(rule.interval == 2 && rule.weekdays == [.saturday, .monday])
    #expect(rule.start == Dates.g(2026, 9, 30))
  }

  @Test func editOfAnUndatedTaskGivesItTodayLikeQuickEntry() throws {
    let task = try home.add("review @none")
    #expect(edit(task.id, "daily").status == 0)
    let stored = try #require(try home.todo(task.id))
    #expect(stored.day == Dates.g(2026, 9, 24) && stored.rule?.frequency == .daily)
  }

  @Test func noneClearsTheRule() throws {
    let task = try home.add("review *weekly")
    #expect(edit(task.id, "none").status == 0)
    #expect(try home.todo(task.id)?.repeatRule == nil)
  }

  @Test func anEndAddedToASeriesKeepsItsAnchor() throws {
    home.now = "2026-01-31T09:00"
    let task = try home.add("rent *monthly")
    try home.tick(task.id)
    let copy = try #require(try home.all().last)
    #expect(copy.day == Dates.g(2026, 2, 28))
    #expect(edit(copy.id, "monthly", "until", "2026-12-31").status == 0)
    let rule = try #require(try home.todo(copy.id)?.rule)
    #expect(rule.start == Dates.g(2026, 1, 31) && rule.monthDay == 31)
    #expect(rule.end == .until(Dates.g(2026, 12, 31)))
  }

  @Test func anotherFrequencyStartsFromTheTasksDate() throws {
    home.now = "2026-01-31T09:00"
    let task = try home.add("rent *monthly")
    try home.tick(task.id)
    let copy = try #require(try home.all().last)
    #expect(edit(copy.id, "weekly").status == 0)
    #expect(try home.todo(copy.id)?.rule?.start == Dates.g(2026, 2, 28))
  }

  @Test(arguments: [
    (
      ["every", "0", "days"],
      "tik: 'every 0 days' is not a repeat (try daily, weekly, every 3 days, sat,mon …)\n"
    ),
    (
      ["sometimes"],
      "tik: 'sometimes' is not a repeat (try daily, weekly, every 3 days, sat,mon …)\n"
    ),
    (
      ["10", "times"],
      "tik: '10 times' ends a repeat, but there is none to end "
        + "(try daily, weekly, every 3 days …)\n"
    ),
    (
      ["daily", "until", "2026-01-01"],
      "tik: the repeat ends on 2026-01-01, before the task's date 2026-09-24\n"
    ),
  ])
  func badWordsAreOneClearLineAndChangeNothing(words: [String], message: String) throws {
    let task = try home.add("review *weekly")
    let before = try home.todo(task.id)
    let (_, errors, status) = home.run(["edit", String(task.id), "repeat"] + words)
    #expect(status == 1)
    #expect(errors == message)
    #expect(try home.todo(task.id) == before)
  }

  @Test func theFormShowsWordsThatEditReadsBack() throws {
    try home.writeConfig("calendar = \"jalali\"\nweek_start = \"saturday\"\n")
    let task = try home.add("gym *every 2 weeks *mon,sat *until 1405/12/29")
    let context = try home.context()
    let stored = try #require(try home.todo(task.id))
    let plugin = try RecurrencePlugin(context: context)
    let shown = plugin.formValue("repeat", of: stored, context: context)
    #expect(shown == "every 2 weeks on sat,mon until 1405/12/29")
    var edited = stored
    try plugin.edit(
      "repeat", words: shown.split(separator: " ").map(String.init), of: &edited, context: context)
    #expect(edited == stored)
  }
}
