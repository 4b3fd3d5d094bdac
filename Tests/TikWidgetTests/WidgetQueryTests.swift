import Foundation
import Testing
import TikCore

@testable import TikWidget

/// The widget's own queries on a real database.
@Suite struct WidgetQueryTests {
  let home = WidgetHome(now: "2026-09-24T10:30")

  @Test func completionDaysCountWhatWasDueByThenAndTheEarliestDueDay() throws {
    let context = try home.context()
    let today = context.today
    func done(due: Day?, on day: Day) throws(TikError) {
      try context.write { (_) throws(TikError) in
        _ = try context.insert(
          Todo(
            title: "t", day: due, created: LocalTime(day: day, minute: 0),
            completed: LocalTime(day: day, minute: 720)))
      }
    }
    let yesterday = today.adding(days: -1)
    try done(due: yesterday, on: yesterday)
    try done(due: today.adding(days: -5), on: yesterday)  // late
    try done(due: today.adding(days: 3), on: yesterday)  // early: not on that day's Today
    try done(due: nil, on: yesterday)
    try done(due: today, on: today)
    try done(due: today, on: today.adding(days: -9))  // outside the range
    let days = try context.read { (store) throws(TikError) in
      try store.completionDays(from: today.adding(days: -3), through: today)
    }
    #expect(days.map(\.day) == [yesterday, today])
    #expect(days.map(\.dueByThen) == [2, 1])
    #expect(days.map(\.earliestDue) == [today.adding(days: -5), today])
  }

  @Test func completionsAreCountedInARange() throws {
    let context = try home.context()
    let today = context.today
    for offset in [-2, -1, -1, 0] {
      try context.write { (_) throws(TikError) in
        _ = try context.insert(
          Todo(
            title: "t", day: today, created: LocalTime(day: today.adding(days: offset), minute: 0),
            completed: LocalTime(day: today.adding(days: offset), minute: 60)))
      }
    }
    let count = try context.read { (store) throws(TikError) in
      try store.countCompleted(
        from: LocalTime(day: today.adding(days: -2), minute: 0),
        before: LocalTime(day: today, minute: 0))
    }
    #expect(count == 3)
  }

  /// A memory's titles: a range of completions, in the order they were completed.
  @Test func completedTitlesComeInCompletionOrder() throws {
    let context = try home.context()
    let today = context.today
    func done(_ title: String, at minute: Int, on day: Day) throws(TikError) {
      try context.write { (_) throws(TikError) in
        _ = try context.insert(
          Todo(
            title: title, day: day, created: LocalTime(day: day, minute: 0),
            completed: LocalTime(day: day, minute: minute)))
      }
    }
    try done("late", at: 600, on: today.adding(days: -1))
    try done("early", at: 60, on: today.adding(days: -1))
    try done("other day", at: 60, on: today.adding(days: -2))
    let titles = try context.read { (store) throws(TikError) in
      try store.completedTitles(
        from: LocalTime(day: today.adding(days: -1), minute: 0),
        before: LocalTime(day: today, minute: 0), limit: DayFacts.listed)
    }
    #expect(titles == ["early", "late"])
    let first = try context.read { (store) throws(TikError) in
      let from = LocalTime(day: today.adding(days: -2), minute: 0)
      let before = LocalTime(day: today, minute: 0)
      return try store.completedTitles(from: from, before: before, limit: 1)
    }
    #expect(first == ["other day"])
  }
}
