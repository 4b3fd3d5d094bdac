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
}
