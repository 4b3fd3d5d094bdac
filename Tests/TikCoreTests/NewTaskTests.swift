import Testing

@testable import TikCore

/// A new task's defaults, and the rules for titles and dates.
@Suite struct NewTaskTests {
  let home = TestHome(now: "2026-09-24T09:00")
  let today = Day(gregorianYear: 2026, month: 9, day: 24)

  @Test func aTaskAddedFromTodayIsDueToday() throws {
    #expect(try home.add("from today", on: .today).day == today)
  }

  @Test func aTaskAddedFromScheduledIsDueTomorrow() throws {
    #expect(try home.add("from scheduled", on: .scheduled).day == today.adding(days: 1))
  }

  @Test func aTaskAddedInsideAListHasNoDateAndThatList() throws {
    let context = try home.context()
    let work = try context.read { (store) throws(TikError) in try store.list(named: "Work") }
    let task = try home.add("inside work", on: .list(work), in: context)
    #expect(task.day == nil)
    #expect(task.listID == work?.id)
  }

  @Test func aDateTokenBeatsTheViewsDefault() throws {
    #expect(try home.add("x @tomorrow", on: .today).day == today.adding(days: 1))
    #expect(try home.add("y @none", on: .today).day == nil)
    #expect(try home.add("z @today", on: .list(nil)).day == today)
  }

  @Test func aTimeWithoutADateInsideAListTakesToday() throws {
    let task = try home.add("call 15:30", on: .list(nil))
    #expect(task.day == today)
    #expect(task.minute == 15 * 60 + 30)
  }

  @Test func titlesAreTrimmedAndTokensLeaveTheTitle() throws {
    let task = try home.add("   pay   rent  #Personal !high 10:00  ")
    #expect(task.title == "pay rent")
    #expect(task.priority == .high)
    #expect(task.minute == 600)
  }

  @Test func anEmptyTitleIsAnError() throws {
    #expect(throws: TikError.emptyTitle) { try home.add("   ") }
  }

  @Test func aTitleMadeOnlyOfTokensIsAnError() throws {
    #expect(throws: TikError.titleMissing("#Work !high @tomorrow")) {
      try home.add("#Work !high @tomorrow")
    }
  }

  @Test func anUnknownListIsAnErrorNotASilentNewList() throws {
    #expect(throws: TikError.noListInText("Shopping")) { try home.add("milk #Shopping") }
    let lists = try home.context().read { (store) throws(TikError) in try store.lists() }
    #expect(lists.map(\.name) == ["Personal", "Work"])
  }

  @Test func anUnknownListIsCreatedWhenThePersonAgrees() throws {
    let context = try home.context()
    var asked: [String] = []
    context.confirm = {
      asked.append($0); return true
    }
    let task = try home.add("milk #Shopping", in: context)
    let list = try context.read { (store) throws(TikError) in try store.list(named: "shopping") }
    #expect(task.listID == list?.id)
    #expect(asked == ["There is no list named 'Shopping'. Create it?"])
  }

  @Test func removingADateRemovesItsTimeAndRepeat() throws {
    let context = try home.context()
    var task = try home.add("standup 09:30", in: context)
    let before = task
    task.repeatRule = "FREQ=DAILY"
    task.day = nil
    let saved = try context.write { (_) throws(TikError) in try context.save(task, was: before) }
    #expect(saved.minute == nil && saved.repeatRule == nil)
  }

  @Test func idsAreStableAndNeverReused() throws {
    let context = try home.context()
    let first = try home.add("one", in: context)
    let second = try home.add("two", in: context)
    try context.write { (_) throws(TikError) in try context.delete(second) }
    let third = try home.add("three", in: context)
    #expect([first.id, second.id, third.id] == [1, 2, 3])
  }
}
