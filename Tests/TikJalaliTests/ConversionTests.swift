import Foundation
import Testing
import TikCore

@testable import TikJalali

/// Jalali ↔ day numbers by the 33-year rule, against ICU and the official table.
@Suite struct ConversionTests {
  let calendar = JalaliCalendar()

  /// Foundation's persian calendar (ICU) in UTC, so that a day number is a whole date.
  static let icu: Calendar = {
    var persian = Calendar(identifier: .persian)
    persian.timeZone = TimeZone(identifier: "UTC")!
    return persian
  }()

  @Test func everyDayFrom1900To2100EqualsICUInBothDirections() {
    let start = Day(gregorianYear: 1900, month: 1, day: 1).number
    let end = Day(gregorianYear: 2100, month: 12, day: 31).number
    var mismatches: [String] = []
    for number in start...end {
      let day = Day(number)
      let date = calendar.date(of: day)
      let parts = Self.icu.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: Double(number) * 86_400))
      if parts.year != date.year || parts.month != date.month || parts.day != date.day {
        mismatches.append("to Jalali: \(ISODate.text(day))")
      }
      let icuDate = Self.icu.date(
        from: DateComponents(year: date.year, month: date.month, day: date.day))
      let icuDay = icuDate.map { Int(($0.timeIntervalSince1970 / 86_400).rounded(.down)) }
      if icuDay != calendar.day(of: date)?.number {
        mismatches.append("to Gregorian: \(calendar.shortText(day))")
      }
    }
    #expect(end - start + 1 == 73_414)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test(arguments: [
    ("1403/12/30", "2025-03-20"), ("1404/01/01", "2025-03-21"), ("1404/12/29", "2026-03-20"),
    ("1405/07/02", "2026-09-24"), ("1404/07/01", "2025-09-23"), ("1348/10/11", "1970-01-01"),
    ("1399/12/30", "2021-03-20"),
  ])
  func knownDatesConvertBothWays(jalali: String, gregorian: String) throws {
    let parts = jalali.split(separator: "/").compactMap { Int($0) }
    let date = CivilDate(year: parts[0], month: parts[1], day: parts[2])
    let day = try #require(calendar.day(of: date))
    #expect(ISODate.text(day) == gregorian)
    #expect(calendar.date(of: day) == date)
    #expect(calendar.shortText(day) == jalali)
  }

  @Test(arguments: [1, 500, 1000, 1206, 1498, 2000, 3000])
  func nowruzEqualsICUFarFromToday(year: Int) {
    let icuDate = Self.icu.date(from: DateComponents(year: year, month: 1, day: 1))
    let icuDay = icuDate.map { Int(($0.timeIntervalSince1970 / 86_400).rounded(.down)) }
    #expect(icuDay == JalaliCalendar.nowruz(of: year).number)
  }

  @Test func leapYearsFollowTheRuleOf33() {
    let leap = (1390...1420).filter(JalaliCalendar.isLeapYear)
    #expect(leap == [1391, 1395, 1399, 1403, 1408, 1412, 1416, 1420])
    let mismatches = (-1000...3000).filter { year in
      let remainder = ((25 * year + 11) % 33 + 33) % 33
      return JalaliCalendar.isLeapYear(year) != (remainder < 8)
    }
    #expect(mismatches.isEmpty)
  }

  @Test func esfandHas30DaysOnlyInLeapYears() {
    for year in 1200...1600 {
      let isLeap = JalaliCalendar.isLeapYear(year)
      #expect(calendar.daysInMonth(year: year, month: 12) == (isLeap ? 30 : 29))
      let length =
        JalaliCalendar.nowruz(of: year + 1).number - JalaliCalendar.nowruz(of: year).number
      #expect(length == (isLeap ? 366 : 365))
    }
    #expect(calendar.day(of: CivilDate(year: 1404, month: 12, day: 30)) == nil)
    #expect(calendar.day(of: CivilDate(year: 1403, month: 12, day: 30)) != nil)
  }

  @Test func monthsOneToSixHave31DaysAndSevenToElevenHave30() {
    #expect(
      (1...6).map { calendar.daysInMonth(year: 1404, month: $0) } == Array(repeating: 31, count: 6))
    #expect(
      (7...11).map { calendar.daysInMonth(year: 1404, month: $0) } == Array(repeating: 30, count: 5)
    )
    #expect(calendar.daysInMonth(year: 1404, month: 13) == 0)
    #expect(calendar.day(of: CivilDate(year: 1404, month: 7, day: 31)) == nil)
    #expect(calendar.day(of: CivilDate(year: 1404, month: 0, day: 1)) == nil)
  }

  @Test(arguments: OfficialNowruz.rows)
  func nowruzMatchesTheOfficialTable(row: OfficialNowruz.Row) {
    #expect(ISODate.text(JalaliCalendar.nowruz(of: row.year)) == row.gregorian)
    #expect(JalaliCalendar.isLeapYear(row.year) == row.isLeap)
  }

  @Test func theOfficialTableCoversEveryYearFrom1206To1498() {
    #expect(OfficialNowruz.rows.map(\.year) == Array(1206...1498))
  }

  @Test func everyDayRoundTripsFarBeyondTheOfficialRange() {
    let start = JalaliCalendar.nowruz(of: -3000).number
    let end = JalaliCalendar.nowruz(of: 6000).number
    var previous = calendar.date(of: Day(start - 1))
    var failures = 0
    for number in start..<end {
      let date = calendar.date(of: Day(number))
      let next =
        date.day == 1
        ? (date.month == 1
          ? previous.year + 1 == date.year && previous.month == 12
          : previous.month + 1 == date.month)
        : previous.day + 1 == date.day
      if !next || calendar.day(of: date)?.number != number { failures += 1 }
      previous = date
    }
    #expect(failures == 0)
  }

  @Test func theWeekStartsOnSaturday() {
    #expect(calendar.defaultWeekStart == .saturday)
    #expect(calendar.identifier == "jalali")
    #expect(JalaliPlugin.calendars.map(\.identifier) == ["jalali"])
  }

  @Test func addingMonthsStepsJalaliMonthsAndClamps() {
    let mehr1 = CivilDate(year: 1405, month: 7, day: 1)
    #expect(calendar.adding(months: 1, to: mehr1) == CivilDate(year: 1405, month: 8, day: 1))
    let shahrivar31 = CivilDate(year: 1405, month: 6, day: 31)
    #expect(calendar.adding(months: 1, to: shahrivar31) == CivilDate(year: 1405, month: 7, day: 30))
    let esfand30 = CivilDate(year: 1403, month: 12, day: 30)
    #expect(calendar.adding(months: 12, to: esfand30) == CivilDate(year: 1404, month: 12, day: 29))
  }
}
