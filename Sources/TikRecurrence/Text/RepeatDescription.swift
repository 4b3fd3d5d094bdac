import TikCore

/// A rule in words, in the active language (`every 2 weeks on Sat, Mon until 1405/12/29`),
/// and as the words `tik edit ID repeat …` reads back (`every 2 weeks on sat,mon until
/// 1405/12/29`).
struct RepeatDescription {
  var catalog: Catalog
  /// The active calendar: end dates are written in it, and a rule counting months in
  /// another calendar names that one.
  var calendar: any CalendarSystem
  /// Weekdays are listed from the first day of the week.
  var weekStart: Weekday

  init(catalog: Catalog, calendar: any CalendarSystem, weekStart: Weekday) {
    self.catalog = catalog
    self.calendar = calendar
    self.weekStart = weekStart
  }

  init(context: Context) {
    self.init(catalog: context.catalog, calendar: context.calendar, weekStart: context.weekStart)
  }

  init(context: ParseContext) {
    self.init(catalog: context.catalog, calendar: context.calendar, weekStart: context.weekStart)
  }

  /// `every month`, `every 3 days, 10 times`, `every year (Jalali)`.
  func text(of rule: RepeatRule) -> String {
    var text = frequencyText(of: rule)
    if rule.countsMonths, let id = rule.calendarID, id != calendar.identifier {
      text = catalog.text(RecurrenceMessage.inCalendar, text, calendarName(id))
    }
    switch rule.end {
    case .until(let day)?: return catalog.text(RecurrenceMessage.withUntil, text, date(day))
    case .count(let count)?:
      return catalog.text(RecurrenceMessage.withCount, text, String(count))
    case nil: return text
    }
  }

  /// The rule as input words in the active language, which `tik edit` and the form read
  /// back: `monthly`, `every 3 days 10 times`, `every 2 weeks on sat,mon`.
  func inputWords(of rule: RepeatRule) -> String {
    var words: [String] = []
    let n = String(rule.interval)
    let one = rule.interval == 1
    switch rule.frequency {
    case .daily?: words.append(one ? word(.wordsDaily) : text(.inputEveryDays, n))
    case .weekly?:
      if !one || rule.weekdays.isEmpty {
        words.append(one ? word(.wordsWeekly) : text(.inputEveryWeeks, n))
      }
      if !rule.weekdays.isEmpty {
        let days = ordered(rule.weekdays).map { word(RecurrenceMessage.weekdayWords[$0.rawValue]) }
        let list = days.joined(separator: text(.inputWeekdaySeparator))
        words.append(one ? list : text(.inputOn, list))
      }
    case .monthly?:
      if !one || !rule.isLastDayOfMonth {
        words.append(one ? word(.wordsMonthly) : text(.inputEveryMonths, n))
      }
      if rule.isLastDayOfMonth { words.append(text(.inputLastDay)) }
    case .yearly?: words.append(one ? word(.wordsYearly) : text(.inputEveryYears, n))
    case nil: break
    }
    switch rule.end {
    case .until(let day)?: words.append(text(.inputUntil, calendar.shortText(day)))
    case .count(let count)?: words.append(text(.inputTimes, String(count)))
    case nil: break
    }
    return words.joined(separator: " ")
  }

  /// `every day`, `every Sat, Mon`, `every 3 months on the last day`.
  private func frequencyText(of rule: RepeatRule) -> String {
    let n = String(rule.interval)
    let one = rule.interval == 1
    switch rule.frequency {
    case .daily?: return one ? text(.everyDay) : text(.everyDays, n)
    case .weekly? where rule.weekdays.isEmpty:
      return one ? text(.everyWeek) : text(.everyWeeks, n)
    case .weekly?:
      let names = ordered(rule.weekdays).map { text(RecurrenceMessage.weekdayNames[$0.rawValue]) }
      let list = names.joined(separator: text(.listSeparator))
      return one ? text(.everyWeekOn, list) : text(.everyWeeksOn, n, list)
    case .monthly? where rule.isLastDayOfMonth:
      return one ? text(.everyMonthOnLastDay) : text(.everyMonthsOnLastDay, n)
    case .monthly?: return one ? text(.everyMonth) : text(.everyMonths, n)
    case .yearly?: return one ? text(.everyYear) : text(.everyYears, n)
    case nil: return ""
    }
  }

  /// The weekdays in the order of the week.
  private func ordered(_ weekdays: Set<Weekday>) -> [Weekday] {
    (0..<7).compactMap { Weekday(rawValue: (weekStart.rawValue + $0) % 7) }
      .filter(weekdays.contains)
  }

  /// A date as lists show it: `2026-12-31`, `1405/12/29`.
  func date(_ day: Day) -> String { calendar.shortText(day) }

  private func calendarName(_ identifier: String) -> String {
    switch identifier {
    case "gregorian": text(.calendarGregorian)
    case "jalali": text(.calendarJalali)
    default: identifier
    }
  }

  private func text(_ message: RecurrenceMessage) -> String { catalog.text(message) }

  private func word(_ message: RecurrenceMessage) -> String { message.firstWord(in: catalog) }

  private func text(_ message: RecurrenceMessage, _ first: String, _ second: String = "")
    -> String
  {
    catalog.text(message, first, second)
  }
}
