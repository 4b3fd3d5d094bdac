import Testing
import TikCore
import TikJalali

@testable import TikRecurrence

/// The behaviour reference's **Repeat** rules, one test per rule, in both calendars: the
/// next date is the first occurrence strictly after the task's own date and not before
/// tomorrow, and occurrence k is computed from the anchor.
@Suite struct ScheduleTests {
  typealias Rule = RepeatRule
  let g = Dates.g
  let j = Dates.j

  func next(
    _ rule: Rule, from start: Day, in calendar: any CalendarSystem = Dates.gregorian,
    after day: Day, today: Day
  ) -> Day? {
    Dates.schedule(rule, from: start, in: calendar)
      .nextOccurrence(after: day, notBefore: today.adding(days: 1))
  }

  // MARK: - Days

  @Test(arguments: [Dates.gregorian, Dates.jalali])
  func aLateDailyTaskComesBackTomorrowNotInThePast(calendar: any CalendarSystem) {
    let due = g(2026, 9, 20)
    let next = next(
      Rule(frequency: .daily), from: due, in: calendar, after: due, today: g(2026, 9, 24))
    #expect(next == g(2026, 9, 25))
  }

  @Test func aDailyTaskTickedOnItsDayComesBackTomorrow() {
    let today = g(2026, 9, 24)
    #expect(
      next(Rule(frequency: .daily), from: today, after: today, today: today) == g(2026, 9, 25))
  }

  @Test func everyThreeDaysCountsFromTheAnchorEvenAfterALateTick() {
    let rule = Rule(frequency: .daily, interval: 3)
    let start = g(2026, 9, 24)
    #expect(
      Dates.occurrences(rule, from: start, count: 4)
        == [start, g(2026, 9, 27), g(2026, 9, 30), g(2026, 10, 3)])
    // Ticked late on 1 October: the 30th has passed, so the 3rd, still on the anchor's beat.
    #expect(next(rule, from: start, after: start, today: g(2026, 10, 1)) == g(2026, 10, 3))
    // Ticked on the 29th: tomorrow is the 30th, an occurrence.
    #expect(next(rule, from: start, after: start, today: g(2026, 9, 29)) == g(2026, 9, 30))
  }

  // MARK: - Weeks

  @Test(arguments: [Dates.gregorian, Dates.jalali])
  func weeklyKeepsTheWeekday(calendar: any CalendarSystem) {
    let thursday = g(2026, 9, 24)
    let days = Dates.occurrences(Rule(frequency: .weekly), from: thursday, in: calendar, count: 6)
    #expect(days.allSatisfy { $0.weekday == .thursday })
    #expect(days.last == g(2026, 10, 29))
    // Ticked late on Tuesday 6 October: the next Thursday, the 8th.
    let late = next(
      Rule(frequency: .weekly), from: thursday, after: thursday, today: g(2026, 10, 6))
    #expect(late == g(2026, 10, 8))
  }

  @Test func everyTwoWeeksSkipsAWeek() {
    let thursday = g(2026, 9, 24)
    #expect(
      Dates.occurrences(Rule(frequency: .weekly, interval: 2), from: thursday, count: 3)
        == [thursday, g(2026, 10, 8), g(2026, 10, 22)])
  }

  @Test func chosenWeekdaysPickTheNextOne() {
    let rule = Rule(frequency: .weekly, weekdays: [.saturday, .monday])
    let thursday = g(2026, 9, 24)
    #expect(
      Dates.occurrences(rule, from: thursday, count: 5)
        == [thursday, g(2026, 9, 26), g(2026, 9, 28), g(2026, 10, 3), g(2026, 10, 5)])
    // Saturday's task ticked on Saturday: Monday.
    #expect(
      next(rule, from: thursday, after: g(2026, 9, 26), today: g(2026, 9, 26)) == g(2026, 9, 28))
    // Monday's task ticked late on Wednesday: Saturday.
    #expect(
      next(rule, from: thursday, after: g(2026, 9, 28), today: g(2026, 9, 30)) == g(2026, 10, 3))
  }

  @Test(arguments: [
    (Weekday.saturday, [(2026, 10, 3), (2026, 10, 5), (2026, 10, 17)]),
    (Weekday.monday, [(2026, 9, 26), (2026, 10, 5), (2026, 10, 10)]),
  ])
  func everyTwoWeeksOnChosenWeekdaysCountsWeeksFromTheWeekStart(
    weekStart: Weekday, expected: [(Int, Int, Int)]
  ) {
    // Thursday 24 September. Weeks from Saturday: the 19th–25th is the anchor's week, so
    // its Saturday and Monday have passed and the next counted week starts on 3 October.
    // Weeks from Monday: the 21st–27th, whose Saturday is still to come.
    let rule = Rule(
      frequency: .weekly, interval: 2, weekdays: [.saturday, .monday], weekStart: weekStart)
    let days = Dates.occurrences(rule, from: g(2026, 9, 24), count: 4)
    #expect(Array(days.dropFirst()) == expected.map { g($0.0, $0.1, $0.2) })
  }

  // MARK: - Months

  @Test func monthlyFromThe31stDoesNotDriftAndReturnsToThe31st() {
    let days = Dates.occurrences(Rule(frequency: .monthly), from: g(2026, 1, 31), count: 6)
    #expect(
      days == [
        g(2026, 1, 31), g(2026, 2, 28), g(2026, 3, 31), g(2026, 4, 30), g(2026, 5, 31),
        g(2026, 6, 30),
      ])
  }

  @Test func monthlyFromThe31stTakesFebruary29thInALeapYear() {
    let start = g(2028, 1, 31)
    #expect(
      next(Rule(frequency: .monthly), from: start, after: start, today: start) == g(2028, 2, 29))
  }

  @Test func monthlyFromA28thCopyStillWantsThe31st() {
    // The copy on 28 February is ticked: the next date comes from the anchor, not the copy.
    let next = next(
      Rule(frequency: .monthly), from: g(2026, 1, 31), after: g(2026, 2, 28), today: g(2026, 2, 28))
    #expect(next == g(2026, 3, 31))
  }

  @Test func everyTwoMonthsFromThe31st() {
    let days = Dates.occurrences(
      Rule(frequency: .monthly, interval: 2), from: g(2026, 7, 31), count: 4)
    #expect(days == [g(2026, 7, 31), g(2026, 9, 30), g(2026, 11, 30), g(2027, 1, 31)])
  }

  @Test func monthlyOnTheLastDay() {
    let days = Dates.occurrences(
      Rule(frequency: .monthly, monthDay: -1), from: g(2028, 1, 31), count: 4)
    #expect(days == [g(2028, 1, 31), g(2028, 2, 29), g(2028, 3, 31), g(2028, 4, 30)])
  }

  @Test func monthlyOnTheLastDayFromMidMonthStartsThisMonth() {
    let start = g(2026, 9, 24)
    let days = Dates.occurrences(Rule(frequency: .monthly, monthDay: -1), from: start, count: 3)
    #expect(days == [start, g(2026, 9, 30), g(2026, 10, 31)])
  }

  @Test func jalaliMonthlyFromFirstMehrIsFirstAban() {
    let days = Dates.occurrences(
      Rule(frequency: .monthly), from: j(1405, 7, 1), in: Dates.jalali, count: 3)
    #expect(days == [j(1405, 7, 1), j(1405, 8, 1), j(1405, 9, 1)])
    #expect(days[1] == g(2026, 10, 23))
  }

  @Test func jalaliMonthlyFrom31ShahrivarClampsTo30AndComesBackIn31DayMonths() {
    let days = Dates.occurrences(
      Rule(frequency: .monthly), from: j(1404, 6, 31), in: Dates.jalali, count: 8)
    #expect(
      days == [
        j(1404, 6, 31), j(1404, 7, 30), j(1404, 8, 30), j(1404, 9, 30), j(1404, 10, 30),
        j(1404, 11, 30), j(1404, 12, 29), j(1405, 1, 31),
      ])
  }

  @Test(arguments: [
    // 1403 is a leap year: Esfand has 30 days; 1404 is common: 29.
    (1403, 30), (1404, 29), (1407, 29), (1408, 30),
  ])
  func jalaliMonthlyFollowsEsfandInLeapAndCommonYears(year: Int, lastOfEsfand: Int) {
    #expect(JalaliCalendar.isLeapYear(year) == (lastOfEsfand == 30))
    let days = Dates.occurrences(
      Rule(frequency: .monthly), from: j(year, 11, 30), in: Dates.jalali, count: 3)
    #expect(days == [j(year, 11, 30), j(year, 12, lastOfEsfand), j(year + 1, 1, 30)])
    let last = Dates.occurrences(
      Rule(frequency: .monthly, monthDay: -1), from: j(year, 11, 30), in: Dates.jalali, count: 3)
    #expect(last == [j(year, 11, 30), j(year, 12, lastOfEsfand), j(year + 1, 1, 31)])
  }

  @Test func jalaliMonthsAreNotGregorianMonths() {
    // 1 Mehr 1404 is 23 September 2025; a Gregorian month later would be 23 October, but a
    // Jalali month later is 1 Aban, the 23rd too; 1 Azar is 22 November, not the 23rd.
    let days = Dates.occurrences(
      Rule(frequency: .monthly), from: j(1404, 7, 1), in: Dates.jalali, count: 3)
    #expect(days == [g(2025, 9, 23), g(2025, 10, 23), g(2025, 11, 22)])
  }

  // MARK: - Years

  @Test func yearlyFromALeapDayFallsOnFebruary28thAndComesBackToThe29th() {
    let days = Dates.occurrences(Rule(frequency: .yearly), from: g(2024, 2, 29), count: 5)
    #expect(
      days == [g(2024, 2, 29), g(2025, 2, 28), g(2026, 2, 28), g(2027, 2, 28), g(2028, 2, 29)])
  }

  @Test func jalaliYearlyFrom30EsfandOfALeapYearIs29EsfandNextYear() {
    let days = Dates.occurrences(
      Rule(frequency: .yearly), from: j(1403, 12, 30), in: Dates.jalali, count: 6)
    #expect(
      days == [
        j(1403, 12, 30), j(1404, 12, 29), j(1405, 12, 29), j(1406, 12, 29), j(1407, 12, 29),
        j(1408, 12, 30),
      ])
  }

  @Test func jalaliEveryTwoMonthsFrom31ShahrivarClampsAndComesBack() {
    let rule = Rule(frequency: .monthly, interval: 2)
    let days = Dates.occurrences(rule, from: j(1404, 6, 31), in: Dates.jalali, count: 5)
    #expect(
      days == [j(1404, 6, 31), j(1404, 8, 30), j(1404, 10, 30), j(1404, 12, 29), j(1405, 2, 31)])
  }

  @Test func jalaliEveryThreeYearsFrom30EsfandReturnsTo30EsfandInALeapYear() {
    // 1403 and 1412 are leap years; 1406 and 1409 are not.
    let rule = Rule(frequency: .yearly, interval: 3)
    let days = Dates.occurrences(rule, from: j(1403, 12, 30), in: Dates.jalali, count: 4)
    #expect(days == [j(1403, 12, 30), j(1406, 12, 29), j(1409, 12, 29), j(1412, 12, 30)])
  }

  @Test func jalaliCountIncludesTheFirstTask() {
    let rule = Rule(frequency: .monthly, end: .count(3))
    let days = Dates.occurrences(rule, from: j(1405, 11, 30), in: Dates.jalali, count: 10)
    #expect(days == [j(1405, 11, 30), j(1405, 12, 29), j(1406, 1, 30)])
  }

  @Test(arguments: [Dates.gregorian, Dates.jalali])
  func chosenWeekdaysAndIntervalsOfDaysDoNotDependOnTheCalendar(calendar: any CalendarSystem) {
    let thursday = g(2026, 9, 24)
    let weekdays = Rule(frequency: .weekly, weekdays: [.saturday, .monday])
    #expect(
      Dates.occurrences(weekdays, from: thursday, in: calendar, count: 3)
        == [thursday, g(2026, 9, 26), g(2026, 9, 28)])
    let everyThreeDays = Rule(frequency: .daily, interval: 3)
    #expect(
      Dates.occurrences(everyThreeDays, from: thursday, in: calendar, count: 3)
        == [thursday, g(2026, 9, 27), g(2026, 9, 30)])
  }

  @Test(arguments: [Dates.gregorian, Dates.jalali])
  func everyTwoYearsKeepsMonthAndDay(calendar: any CalendarSystem) {
    let start = g(2026, 9, 24)
    let days = Dates.occurrences(
      Rule(frequency: .yearly, interval: 2), from: start, in: calendar, count: 3)
    let dates = days.map(calendar.date(of:))
    #expect(dates.map(\.year) == [dates[0].year, dates[0].year + 2, dates[0].year + 4])
    #expect(Set(dates.map(\.month)).count == 1 && Set(dates.map(\.day)).count == 1)
  }

  // MARK: - Ticking early, and ends

  @Test func tickingEarlyGivesTheOccurrenceAfterTheTasksOwnDate() {
    // The copy due 30 April is ticked on 10 April: the next is 31 May, not 30 April again.
    let next = next(
      Rule(frequency: .monthly), from: g(2026, 1, 31), after: g(2026, 4, 30), today: g(2026, 4, 10))
    #expect(next == g(2026, 5, 31))
  }

  @Test func untilEndsTheSeriesAfterItsDate() {
    let rule = Rule(frequency: .daily, end: .until(g(2026, 9, 26)))
    let start = g(2026, 9, 24)
    #expect(
      Dates.occurrences(rule, from: start, count: 10) == [start, g(2026, 9, 25), g(2026, 9, 26)])
  }

  @Test func untilInJalaliModeEndsOnThatJalaliDay() {
    let rule = Rule(frequency: .monthly, end: .until(j(1405, 12, 29)))
    let days = Dates.occurrences(rule, from: j(1405, 7, 1), in: Dates.jalali, count: 20)
    #expect(days.count == 6 && days.last == j(1405, 12, 1))
  }

  @Test func aCountIncludesTheFirstTask() {
    let rule = Rule(frequency: .weekly, end: .count(3))
    let start = g(2026, 9, 24)
    #expect(
      Dates.occurrences(rule, from: start, count: 10) == [start, g(2026, 10, 1), g(2026, 10, 8)])
  }

  @Test func aLateTickUsesUpTheOccurrencesItSkips() {
    // Daily, 5 times from the 24th: the 24th…28th. Ticked on the 27th, the next is the
    // 28th, the fifth and last; ticked on the 28th, there is none.
    let rule = Rule(frequency: .daily, end: .count(5))
    let start = g(2026, 9, 24)
    #expect(next(rule, from: start, after: start, today: g(2026, 9, 27)) == g(2026, 9, 28))
    #expect(next(rule, from: start, after: start, today: g(2026, 9, 28)) == nil)
  }

  @Test func anAnchorOffTheChosenWeekdaysCountsAsTheFirstOccurrence() {
    let rule = Rule(frequency: .weekly, weekdays: [.saturday, .monday], end: .count(3))
    let thursday = g(2026, 9, 24)
    #expect(
      Dates.occurrences(rule, from: thursday, count: 10) == [
        thursday, g(2026, 9, 26), g(2026, 9, 28),
      ])
  }

  @Test func aTaskMovedBeforeItsAnchorComesBackOnTheAnchor() {
    let rule = Rule(frequency: .monthly)
    let next = next(rule, from: g(2026, 10, 31), after: g(2026, 10, 10), today: g(2026, 10, 10))
    #expect(next == g(2026, 10, 31))
  }

  @Test func occurrenceCountIsTheIndexADayWouldHave() {
    let schedule = Dates.schedule(Rule(frequency: .monthly), from: g(2026, 1, 31))
    #expect(schedule.occurrenceCount(before: g(2026, 1, 31)) == 0)
    #expect(schedule.occurrenceCount(before: g(2026, 2, 28)) == 1)
    #expect(schedule.occurrenceCount(before: g(2026, 3, 1)) == 2)
    #expect(schedule.occurrenceCount(before: g(2027, 1, 31)) == 12)
  }
}
