import TikCore

/// The days a rule falls on, computed from its anchor in constant time.
///
/// Occurrence 0 is the anchor itself (iCalendar's DTSTART always counts as the first
/// occurrence, even when it is not one of the rule's weekdays); the others are the days
/// after it that the rule picks. Months clamp backwards (RFC 7529 `SKIP=BACKWARD`): the
/// 31st falls on the last day of a shorter month, 30 Esfand on 29 Esfand in a common
/// year. Each answer is a little arithmetic on day and month numbers, never a walk
/// through the days.
public struct RepeatSchedule {
  public let rule: RepeatRule
  /// The anchor: the series' first date.
  public let start: Day
  public let calendar: any CalendarSystem

  /// The schedule of an anchored rule, in the calendar its months are counted in; nil for
  /// a rule without a frequency or an anchor.
  public init?(_ rule: RepeatRule, calendar: any CalendarSystem) {
    guard rule.frequency != nil, let start = rule.start else { return nil }
    self.rule = rule
    self.start = start
    self.calendar = calendar
  }

  /// The next task's date: the first occurrence strictly after `day` and not before
  /// `earliest` (tomorrow, so that a late tick never creates a task in the past); nil
  /// when the series has ended by then.
  public func nextOccurrence(after day: Day, notBefore earliest: Day) -> Day? {
    let candidate = firstOccurrence(onOrAfter: max(day.adding(days: 1), earliest))
    switch rule.end {
    case .until(let last)?:
      return candidate <= last ? candidate : nil
    case .count(let count)?:
      return occurrenceCount(before: candidate) < count ? candidate : nil
    case nil:
      return candidate
    }
  }

  /// The first occurrence on or after `day`, as if the series never ended.
  public func firstOccurrence(onOrAfter day: Day) -> Day {
    guard day > start else { return start }
    switch pattern {
    case .days(let step):
      return start.adding(days: ceilingDivision(day.number - start.number, step) * step)
    case .weekdays(let weekStart, let offsets, let everyWeeks):
      return firstWeekday(onOrAfter: day, weekStart, offsets, everyWeeks)
    case .months(let everyMonths, let wanted):
      let index = firstMonthStep(onOrAfter: day, everyMonths, wanted)
      return dayOfMonthStep(index, everyMonths, wanted)
    }
  }

  /// How many occurrences fall before `day`: the index `day` would have.
  public func occurrenceCount(before day: Day) -> Int {
    guard day > start else { return 0 }
    switch pattern {
    case .days(let step):
      return ceilingDivision(day.number - start.number, step)
    case .weekdays(let weekStart, let offsets, let everyWeeks):
      let afterStart =
        weekdayCount(before: day, weekStart, offsets, everyWeeks)
        - weekdayCount(before: start.adding(days: 1), weekStart, offsets, everyWeeks)
      return 1 + afterStart
    case .months(let everyMonths, let wanted):
      let firstAfterStart = dayOfMonthStep(0, everyMonths, wanted) > start ? 0 : 1
      return 1 + firstMonthStep(onOrAfter: day, everyMonths, wanted) - firstAfterStart
    }
  }

  // MARK: - The three shapes of a rule

  /// A rule reduced to what its arithmetic needs.
  private enum Pattern {
    /// Every `step` days from the anchor: daily, and weekly on the anchor's weekday.
    case days(step: Int)
    /// Chosen weekdays, as offsets 0…6 from the week's first day, sorted, in every
    /// `everyWeeks`-th week counted from the anchor's week.
    case weekdays(weekStart: Day, offsets: [Int], everyWeeks: Int)
    /// Every `everyMonths`-th month from the anchor's, on day `wanted` (-1: the last)
    /// clamped to the month's length; yearly is every 12 × N months.
    case months(everyMonths: Int, wanted: Int)
  }

  private var pattern: Pattern {
    let interval = rule.interval
    switch rule.frequency ?? .daily {
    case .daily:
      return .days(step: interval)
    case .weekly where rule.weekdays.isEmpty:
      return .days(step: 7 * interval)
    case .weekly:
      let first = start.adding(days: -offset(of: start.weekday))
      let offsets = rule.weekdays.map(offset(of:)).sorted()
      return .weekdays(weekStart: first, offsets: offsets, everyWeeks: interval)
    case .monthly:
      return .months(
        everyMonths: interval, wanted: rule.monthDay ?? calendar.date(of: start).day)
    case .yearly:
      return .months(
        everyMonths: calendar.monthsInYear * interval, wanted: calendar.date(of: start).day)
    }
  }

  // MARK: - Weekdays

  /// Days from the rule's first weekday to `weekday`.
  private func offset(of weekday: Weekday) -> Int {
    (weekday.rawValue - rule.weekStart.rawValue + 7) % 7
  }

  /// The first chosen weekday of a counted week on or after `day` (which is after the
  /// anchor, so in the anchor's week or later).
  private func firstWeekday(onOrAfter day: Day, _ first: Day, _ offsets: [Int], _ every: Int)
    -> Day
  {
    let sinceFirst = day.number - first.number
    let week = sinceFirst / 7
    if week % every == 0, let offset = offsets.first(where: { $0 >= sinceFirst % 7 }) {
      return first.adding(days: 7 * week + offset)
    }
    return first.adding(days: 7 * ceilingDivision(week + 1, every) * every + offsets[0])
  }

  /// How many chosen weekdays of counted weeks fall from the anchor's week's first day up
  /// to, not including, `day`.
  private func weekdayCount(before day: Day, _ first: Day, _ offsets: [Int], _ every: Int)
    -> Int
  {
    let sinceFirst = day.number - first.number
    let week = sinceFirst / 7
    let inWeek = week % every == 0 ? offsets.filter { $0 < sinceFirst % 7 }.count : 0
    return ceilingDivision(week, every) * offsets.count + inWeek
  }

  // MARK: - Months

  /// The anchor's month as a count of months.
  private var startMonth: Int { monthNumber(of: start) }

  private func monthNumber(of day: Day) -> Int {
    let date = calendar.date(of: day)
    return date.year * calendar.monthsInYear + date.month - 1
  }

  /// The day of step `index`: `index × every` months after the anchor's month, on the
  /// wanted day or the month's last day when the month is shorter.
  private func dayOfMonthStep(_ index: Int, _ every: Int, _ wanted: Int) -> Day {
    let month = startMonth + index * every
    let months = calendar.monthsInYear
    let year = month >= 0 ? month / months : (month - months + 1) / months
    let monthOfYear = month - year * months + 1
    let length = calendar.daysInMonth(year: year, month: monthOfYear)
    let dayOfMonth = wanted == -1 ? length : min(wanted, length)
    let date = CivilDate(year: year, month: monthOfYear, day: dayOfMonth)
    return calendar.day(of: date) ?? start
  }

  /// The first step whose day is on or after `day` (which is after the anchor).
  private func firstMonthStep(onOrAfter day: Day, _ every: Int, _ wanted: Int) -> Int {
    let index = ceilingDivision(monthNumber(of: day) - startMonth, every)
    return dayOfMonthStep(index, every, wanted) < day ? index + 1 : index
  }
}

/// ⌈a / b⌉ for a non-negative `a` and a positive `b`.
@inline(__always)
func ceilingDivision(_ a: Int, _ b: Int) -> Int {
  (a + b - 1) / b
}
