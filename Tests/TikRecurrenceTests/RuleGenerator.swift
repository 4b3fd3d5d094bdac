import TikCore
import TikRecurrence

/// Random rules and anchors for the oracle comparisons: every frequency, intervals from 1
/// to 5, weekday sets, last days, both ends, and anchors crowded near the ends of months
/// and around Esfand and February, where calendars differ.
struct RuleGenerator {
  var random: SplitMix
  let calendar: any CalendarSystem

  init(seed: UInt64, calendar: any CalendarSystem) {
    random = SplitMix(seed: seed)
    self.calendar = calendar
  }

  /// A rule anchored at a day between 1950 and 2060, months counted in `calendar`.
  mutating func next() -> RepeatRule {
    let frequency = RepeatRule.Frequency.allCases.randomElement(using: &random) ?? .daily
    let start = anchor()
    var rule = RepeatRule(frequency: frequency, interval: interval())
    if frequency == .weekly, Bool.random(using: &random) {
      let count = Int.random(in: 1...4, using: &random)
      rule.weekdays = Set(
        (0..<count).compactMap { _ in Weekday.allCases.randomElement(using: &random) })
      rule.weekStart = Weekday.allCases.randomElement(using: &random) ?? .monday
    }
    if frequency == .monthly, Int.random(in: 0..<4, using: &random) == 0 { rule.monthDay = -1 }
    switch Int.random(in: 0..<4, using: &random) {
    case 0: rule.end = .count(Int.random(in: 1...12, using: &random))
    case 1: rule.end = .until(start.adding(days: Int.random(in: 0...900, using: &random)))
    default: break
    }
    rule.calendarID = rule.countsMonths ? calendar.identifier : nil
    if !rule.dependsOnWeekStart { rule.weekStart = .monday }
    return rule.anchored(at: start, in: calendar)
  }

  private mutating func interval() -> Int {
    Int.random(in: 0..<3, using: &random) == 0 ? 1 : Int.random(in: 1...5, using: &random)
  }

  /// Half of the anchors fall on the last three days of a month.
  private mutating func anchor() -> Day {
    let year = Int.random(in: 1950...2060, using: &random)
    var day = Day(gregorianYear: year, month: 1, day: 1).adding(
      days: Int.random(in: 0..<365, using: &random))
    if Bool.random(using: &random) {
      let date = calendar.date(of: day)
      let length = calendar.daysInMonth(year: date.year, month: date.month)
      let target = length - Int.random(in: 0...2, using: &random)
      day = day.adding(days: target - date.day)
    }
    return day
  }

  /// A day within `span` days of `day`, for queries.
  mutating func day(near day: Day, span: Int) -> Day {
    day.adding(days: Int.random(in: -30...span, using: &random))
  }
}
