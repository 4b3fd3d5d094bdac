import TikCore
import TikRecurrence

/// A reference for a rule's occurrences that walks the calendar one day at a time and
/// asks of each day whether the rule picks it, the way a person with a wall calendar
/// would: it counts weeks, months and years as it passes their first days, and it learns
/// a month's last day from the next day being the 1st. It shares no arithmetic with
/// `RepeatSchedule`: no month numbers, no lengths of months, no divisions.
struct BruteForceOracle {
  var rule: RepeatRule
  var start: Day
  var calendar: any CalendarSystem

  /// Every occurrence from the anchor up to and including `last`, and whether the series
  /// ended (by its count or its end date) within that span.
  func occurrences(through last: Day) -> (days: [Day], ended: Bool) {
    var days: [Day] = []
    var periods = 0
    var day = start
    let startDate = calendar.date(of: start)
    let interval = rule.interval
    while day <= last {
      if case .until(let until)? = rule.end, day > until { return (days, true) }
      let date = calendar.date(of: day)
      if day > start && startsPeriod(day, date) { periods += 1 }
      if day == start || (periods % interval == 0 && picks(day, date, startDate)) {
        if case .count(let count)? = rule.end, days.count == count { return (days, true) }
        days.append(day)
      }
      day = day.adding(days: 1)
    }
    return (days, false)
  }

  /// Whether `day` begins a new day, week, month or year of the rule's unit.
  private func startsPeriod(_ day: Day, _ date: CivilDate) -> Bool {
    switch rule.frequency ?? .daily {
    case .daily: true
    case .weekly: day.weekday == (rule.weekdays.isEmpty ? start.weekday : rule.weekStart)
    case .monthly: date.day == 1
    case .yearly: date.month == 1 && date.day == 1
    }
  }

  /// Whether the rule picks `day` within a counted period.
  private func picks(_ day: Day, _ date: CivilDate, _ startDate: CivilDate) -> Bool {
    switch rule.frequency ?? .daily {
    case .daily:
      return true
    case .weekly:
      return rule.weekdays.isEmpty
        ? day.weekday == start.weekday : rule.weekdays.contains(day.weekday)
    case .monthly:
      return isWantedDay(day, date, wanted: rule.monthDay ?? startDate.day)
    case .yearly:
      return date.month == startDate.month && isWantedDay(day, date, wanted: startDate.day)
    }
  }

  /// The wanted day of the month, or the month's last day when the month ends before it.
  private func isWantedDay(_ day: Day, _ date: CivilDate, wanted: Int) -> Bool {
    let isLast = calendar.date(of: day.adding(days: 1)).day == 1
    if wanted == -1 { return isLast }
    return date.day == wanted || (isLast && date.day < wanted)
  }
}
