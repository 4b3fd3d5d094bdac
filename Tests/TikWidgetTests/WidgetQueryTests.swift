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

  /// A day's completions are counted from the widget's counts, undated tasks too; the
  /// count of those due by a day leaves them out.
  @Test func completionsAreCountedByDayDatedOrNot() throws {
    let context = try home.context()
    let today = context.today
    for (offset, dated) in [(-2, true), (-1, true), (-1, false), (0, true)] {
      try context.write { (_) throws(TikError) in
        _ = try context.insert(
          Todo(
            title: "t", day: dated ? today : nil,
            created: LocalTime(day: today.adding(days: offset), minute: 0),
            completed: LocalTime(day: today.adding(days: offset), minute: 60)))
      }
    }
    let counts = try context.read { (store) throws(TikError) in
      try (-2...0).map { (offset) throws(TikError) in
        try store.countCompleted(on: today.adding(days: offset))
      } + [try store.countCompleted(on: today.adding(days: -1), dueOnOrBefore: today)]
    }
    #expect(counts == [1, 2, 1, 1])
  }
}
