import TikCore
import TikJalali
import TikRecurrence

/// Days and schedules written the way the behaviour reference writes them.
enum Dates {
  static let gregorian: any CalendarSystem = GregorianCalendar()
  static let jalali: any CalendarSystem = JalaliCalendar()

  /// A Gregorian day.
  static func g(_ year: Int, _ month: Int, _ day: Int) -> Day {
    Day(gregorianYear: year, month: month, day: day)
  }

  /// A Jalali day.
  static func j(_ year: Int, _ month: Int, _ day: Int) -> Day {
    JalaliCalendar.day(year: year, month: month, day: day)
  }

  /// The schedule of `rule` anchored at `start`, months counted in `calendar`.
  static func schedule(
    _ rule: RepeatRule, from start: Day, in calendar: any CalendarSystem = gregorian
  ) -> RepeatSchedule {
    var anchored = rule.anchored(at: start, in: calendar)
    if anchored.countsMonths { anchored.calendarID = calendar.identifier }
    guard let schedule = RepeatSchedule(anchored, calendar: calendar) else {
      fatalError("a rule without a frequency in a test")
    }
    return schedule
  }

  /// The first `count` occurrences (fewer when the series ends), each the next one after
  /// the one before: what ticking every task on its day creates.
  static func occurrences(
    _ rule: RepeatRule, from start: Day, in calendar: any CalendarSystem = gregorian,
    count: Int
  ) -> [Day] {
    let schedule = schedule(rule, from: start, in: calendar)
    var days = [start]
    while days.count < count,
      let next = schedule.nextOccurrence(after: days[days.count - 1], notBefore: start)
    {
      days.append(next)
    }
    return days
  }
}
