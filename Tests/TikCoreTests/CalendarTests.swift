import Foundation
import Testing

@testable import TikCore

/// Day numbers, the Gregorian calendar and month arithmetic.
@Suite struct CalendarTests {
  let calendar = GregorianCalendar()

  @Test func dayNumbersRoundTripAndMatchFoundationFor1900To2100() {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = TimeZone(identifier: "UTC")!
    let start = Day(gregorianYear: 1900, month: 1, day: 1)
    let end = Day(gregorianYear: 2100, month: 12, day: 31)
    var mismatches = 0
    for number in start.number...end.number {
      let day = Day(number)
      let date = day.gregorian
      let parts = gregorian.dateComponents(
        [.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: Double(number) * 86_400))
      if Day(gregorianYear: date.year, month: date.month, day: date.day) != day
        || parts.year != date.year || parts.month != date.month || parts.day != date.day
        || parts.weekday! - 1 != day.weekday.rawValue
      {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test func knownDays() {
    #expect(Day(gregorianYear: 1970, month: 1, day: 1).number == 0)
    #expect(Day(gregorianYear: 2026, month: 9, day: 24).weekday == .thursday)
    #expect(
      Day(gregorianYear: 2000, month: 2, day: 29).gregorian
        == CivilDate(year: 2000, month: 2, day: 29))
  }

  @Test func leapYearsFollowTheGregorianRule() {
    #expect(calendar.daysInMonth(year: 2024, month: 2) == 29)
    #expect(calendar.daysInMonth(year: 1900, month: 2) == 28)
    #expect(calendar.daysInMonth(year: 2000, month: 2) == 29)
    #expect(calendar.day(of: CivilDate(year: 2026, month: 2, day: 29)) == nil)
  }

  @Test func addingMonthsClampsToTheTargetMonthsLastDay() {
    let jan31 = CivilDate(year: 2026, month: 1, day: 31)
    #expect(calendar.adding(months: 1, to: jan31) == CivilDate(year: 2026, month: 2, day: 28))
    #expect(calendar.adding(months: 2, to: jan31) == CivilDate(year: 2026, month: 3, day: 31))
    #expect(calendar.adding(months: -2, to: jan31) == CivilDate(year: 2025, month: 11, day: 30))
    #expect(calendar.adding(months: 13, to: jan31) == CivilDate(year: 2027, month: 2, day: 28))
  }

  @Test func localTimeSplitsIntoDayAndMinute() throws {
    let time = try FixedClock.parse("2026-09-24T09:30").now()
    #expect(time.day == Day(gregorianYear: 2026, month: 9, day: 24))
    #expect(time.minuteOfDay == 570)
    #expect(LocalTime(seconds: -1).day == Day(-1))
  }

  /// An offset from UTC says which instant a wall-clock time is; the time is as written.
  @Test func aClockOverrideMayGiveItsOffsetFromUTC() throws {
    let nine = LocalTime(day: Day(gregorianYear: 2026, month: 10, day: 25), minute: 9 * 60)
    for (text, offset) in [
      ("2026-10-25T09:00+01:00", 3600), ("2026-10-25T09:00:00-05:30", -19_800),
      ("2026-10-25T09:00Z", 0),
    ] {
      let clock = try FixedClock.parse(text)
      #expect(clock.now() == nine, "\(text)")
      #expect(clock.instant() == Instant(seconds: nine.seconds - offset), "\(text)")
    }
  }

  @Test(arguments: [
    "2026-09-24T25:00", "2026-09-24 09:00", "tomorrow", "2026-02-30T09:00", "",
    "2026-09-24T09:00+1:00", "2026-09-24T09:00+24:00", "2026-09-24T09:00+01", "2026-09-24T09:00-",
    "2026-09-24T09:00+01:00Z", "2026-09-24+01:00",
  ])
  func badClockOverridesAreErrors(text: String) {
    #expect(throws: TikError.self) { try FixedClock.parse(text) }
  }
}
