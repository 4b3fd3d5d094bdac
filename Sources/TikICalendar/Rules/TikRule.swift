import TikCore

/// A repeat rule in the parts tik's recurrence plugin writes, read from and written as
/// iCalendar RRULE values (RFC 5545, RFC 7529's RSCALE and SKIP).
///
/// The plugin stores a rule as two content lines, the anchor first:
///
///     DTSTART;VALUE=DATE:20260131
///     RRULE:RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=BACKWARD
///
/// and writes the parts in one order (`rrule`). This type reads that form, and the forms
/// other programs use for the same rules, into the parts, and writes them back in the
/// plugin's order, so that a rule that goes out and comes back is the same text. The
/// recurrence plugin itself is not a dependency: export and import only translate.
public struct TikRule: Equatable, Sendable {
  public enum Frequency: String, Sendable {
    case daily = "DAILY"
    case weekly = "WEEKLY"
    case monthly = "MONTHLY"
    case yearly = "YEARLY"
  }

  public var frequency: Frequency
  public var interval = 1
  public var weekdays: Set<Weekday> = []
  /// A monthly rule's day of the month: 1…31, or -1 for the last day.
  public var monthDay: Int?
  public var count: Int?
  public var until: Day?
  /// The RSCALE of a monthly or yearly rule: `GREGORIAN` or `PERSIAN`.
  public var calendar = "GREGORIAN"
  /// Which weeks "every N weeks on chosen days" counts: WKST.
  public var weekStart: Weekday = .monday
  /// The series' first date, every occurrence is counted from.
  public var anchor: Day

  public init(frequency: Frequency, anchor: Day) {
    self.frequency = frequency
    self.anchor = anchor
  }

  public static let maximumInterval = 999
  public static let maximumCount = 99_999

  public var countsMonths: Bool { frequency == .monthly || frequency == .yearly }

  /// Whether WKST changes which days the rule picks: every N weeks on chosen days.
  public var dependsOnWeekStart: Bool { frequency == .weekly && interval > 1 && !weekdays.isEmpty }

  /// The RRULE value in the recurrence plugin's order.
  public var rrule: String {
    var parts: [String] = []
    if countsMonths { parts.append("RSCALE=" + calendar) }
    parts.append("FREQ=" + frequency.rawValue)
    if interval != 1 { parts.append("INTERVAL=\(interval)") }
    if !weekdays.isEmpty {
      parts.append(
        "BYDAY="
          + Weekday.allCases.filter(weekdays.contains).map(ICalendarDate.code).joined(
            separator: ","))
    }
    if frequency == .monthly, let monthDay { parts.append("BYMONTHDAY=\(monthDay)") }
    if dependsOnWeekStart { parts.append("WKST=" + ICalendarDate.code(weekStart)) }
    if countsMonths { parts.append("SKIP=BACKWARD") }
    if let count { parts.append("COUNT=\(count)") }
    if let until { parts.append("UNTIL=" + ICalendarDate.basic(until)) }
    return parts.joined(separator: ";")
  }

  /// The text the recurrence plugin keeps in the task's `repeat_rule`.
  public var storedText: String {
    "DTSTART;VALUE=DATE:" + ICalendarDate.basic(anchor) + "\nRRULE:" + rrule
  }

  /// Reads a stored rule; `day` anchors one that has no DTSTART. Nil for a rule this
  /// translation does not know (a later tik's), which then travels as it is.
  public init?(storedText text: String, day: Day) {
    guard let (anchor, rrule) = Self.split(storedText: text) else { return nil }
    self.init(rrule: rrule, anchor: anchor ?? day)
  }

  /// The anchor and the RRULE value of a stored rule.
  public static func split(storedText text: String) -> (anchor: Day?, rrule: Substring)? {
    var anchor: Day?
    var rrule: Substring?
    for line in text.split(separator: "\n") {
      if line.hasPrefix("DTSTART") {
        guard let colon = line.lastIndex(of: ":"),
          let day = ICalendarDate.day(basic: line[line.index(after: colon)...])
        else { return nil }
        anchor = day
      } else if line.hasPrefix("RRULE:") {
        rrule = line.dropFirst(6)
      } else {
        return nil
      }
    }
    guard let rrule else { return nil }
    return (anchor, rrule)
  }

  /// Reads an RRULE value as tik writes it or as other programs write the same rules:
  /// monthly on the 29th–31st as `BYMONTHDAY=28,29,30,31;BYSETPOS=-1` (the last of those
  /// days each month has), daily on chosen weekdays, a yearly rule that names its
  /// anchor's month and day, an UNTIL with a time. Nil for anything tik cannot repeat by.
  public init?(rrule text: Substring, anchor: Day) {
    var parts: [String: String] = [:]
    for part in text.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = pair[0].uppercased()
      guard pair.count == 2, parts[name] == nil else { return nil }
      parts[name] = pair[1].uppercased()
    }
    guard let frequencyName = parts.removeValue(forKey: "FREQ"),
      var frequency = Frequency(rawValue: frequencyName)
    else { return nil }
    var rule = TikRule(frequency: frequency, anchor: anchor)
    if let value = parts.removeValue(forKey: "INTERVAL") {
      guard let interval = Int(value), (1...Self.maximumInterval).contains(interval) else {
        return nil
      }
      rule.interval = interval
    }
    if let value = parts.removeValue(forKey: "BYDAY") {
      for code in value.split(separator: ",", omittingEmptySubsequences: false) {
        guard let weekday = ICalendarDate.weekday(code: code) else { return nil }
        rule.weekdays.insert(weekday)
      }
      // Daily on chosen days is weekly on them.
      if frequency == .daily, rule.interval == 1 { frequency = .weekly }
      guard frequency == .weekly else { return nil }
      rule.frequency = frequency
    }
    if let value = parts.removeValue(forKey: "WKST") {
      guard let weekday = ICalendarDate.weekday(code: Substring(value)) else { return nil }
      rule.weekStart = weekday
    }
    if let value = parts.removeValue(forKey: "RSCALE") {
      guard value == "GREGORIAN" || value == "PERSIAN" else { return nil }
      rule.calendar = value
    }
    if let value = parts.removeValue(forKey: "SKIP") {
      guard value == "BACKWARD" || value == "OMIT" else { return nil }
    }
    let gregorian = rule.calendar == "GREGORIAN"
    let anchorDate = anchor.gregorian
    let setPosition = parts.removeValue(forKey: "BYSETPOS")
    let month = parts.removeValue(forKey: "BYMONTH")
    if let value = parts.removeValue(forKey: "BYMONTHDAY") {
      let days = value.split(separator: ",").compactMap { Int($0) }
      switch frequency {
      case .monthly:
        guard let day = Self.monthDay(days, setPosition: setPosition) else { return nil }
        rule.monthDay = day
      case .yearly:
        // Only the anchor's own month and day: a yearly rule repeats its anchor.
        guard gregorian, let day = Self.monthDay(days, setPosition: setPosition),
          month == String(anchorDate.month),
          day == anchorDate.day || (day == 29 && anchorDate.month == 2)
        else { return nil }
      default:
        return nil
      }
    } else if setPosition != nil || (month != nil && month != String(anchorDate.month)) {
      return nil
    }
    if frequency == .monthly, rule.monthDay == nil, gregorian { rule.monthDay = anchorDate.day }
    if let value = parts.removeValue(forKey: "COUNT") {
      guard let count = Int(value), (1...Self.maximumCount).contains(count) else { return nil }
      rule.count = count
    }
    if let value = parts.removeValue(forKey: "UNTIL") {
      guard rule.count == nil, let day = ICalendarDate.day(basic: Substring(value.prefix(8))),
        value.count == 8 || value.dropFirst(8).first == "T"
      else { return nil }
      rule.until = day
    }
    guard parts.isEmpty else { return nil }
    if !rule.countsMonths { rule.calendar = "GREGORIAN" }
    if !rule.dependsOnWeekStart { rule.weekStart = .monday }
    self = rule
  }

  /// BYMONTHDAY as one day: a single day, or the form for "the 29th–31st, or the
  /// month's last day when it is shorter" (the days from the 28th to it, the last of
  /// those the month has).
  private static func monthDay(_ days: [Int], setPosition: String?) -> Int? {
    if days.count == 1, setPosition == nil, days[0] == -1 || (1...31).contains(days[0]) {
      return days[0]
    }
    guard setPosition == "-1", let last = days.last, (29...31).contains(last),
      days == Array(28...last)
    else { return nil }
    return last
  }
}
