import TikCore

/// The stored form of a rule: iCalendar content lines (RFC 5545, with RFC 7529's RSCALE
/// and SKIP), the anchor first:
///
///     DTSTART;VALUE=DATE:20260131
///     RRULE:RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=BACKWARD
///
/// The standard is the version: a later tik may add properties or rule parts, and a tik
/// that meets one it does not know reads no rule at all (the task keeps the text, inert)
/// rather than a different one.
extension RepeatRule {
  /// The text kept in the task's `repeat_rule` column.
  public var storedText: String {
    let rule = "RRULE:" + rrule
    guard let start else { return rule }
    return "DTSTART;VALUE=DATE:" + ICalendarDate.basic(start) + "\n" + rule
  }

  /// The iCalendar RRULE value, as JSON shows it: `FREQ=WEEKLY;BYDAY=SA,MO`.
  public var rrule: String {
    var parts: [String] = []
    if countsMonths { parts.append("RSCALE=" + Self.rscale(of: calendarID ?? "gregorian")) }
    if let frequency { parts.append("FREQ=" + frequency.rawValue) }
    if interval != 1 { parts.append("INTERVAL=\(interval)") }
    if !weekdays.isEmpty {
      let days = Weekday.allCases.filter(weekdays.contains).map { ICalendarDate.code($0) }
      parts.append("BYDAY=" + days.joined(separator: ","))
    }
    if let monthDay, frequency == .monthly { parts.append("BYMONTHDAY=\(monthDay)") }
    if dependsOnWeekStart { parts.append("WKST=" + ICalendarDate.code(weekStart)) }
    if countsMonths { parts.append("SKIP=BACKWARD") }
    switch end {
    case .count(let count)?: parts.append("COUNT=\(count)")
    case .until(let day)?: parts.append("UNTIL=" + ICalendarDate.basic(day))
    case nil: break
    }
    return parts.joined(separator: ";")
  }

  /// Reads the stored text; nil when it is not a rule this version understands.
  public init?(storedText text: String) {
    var start: Day?
    var rrule: Substring?
    for line in text.split(separator: "\n") {
      if let value = Self.value(of: line, names: ["DTSTART;VALUE=DATE:", "DTSTART:"]) {
        guard start == nil, let day = ICalendarDate.day(basic: value) else { return nil }
        start = day
      } else if let value = Self.value(of: line, names: ["RRULE:"]) {
        guard rrule == nil else { return nil }
        rrule = value
      } else {
        return nil
      }
    }
    guard let rrule, var rule = RepeatRule(rrule: rrule) else { return nil }
    rule.start = start
    self = rule
  }

  /// Reads an RRULE value; nil for parts, values or combinations tik does not write.
  init?(rrule text: Substring) {
    // Names and values side by side, not a dictionary: a rule has a handful of parts, and
    // a dictionary keyed by Substring is a generic type the process would first have to
    // make (its metadata, its Hashable conformance), which cost more than reading the rule.
    var names: [Substring] = []
    var values: [Substring] = []
    for part in text.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pair.count == 2, !names.contains(pair[0]) else { return nil }
      names.append(pair[0])
      values.append(pair[1])
    }
    self.init(frequency: nil)
    for index in names.indices {
      let value = values[index]
      switch names[index] {
      case "FREQ":
        guard let frequency = Frequency(rawValue: String(value)) else { return nil }
        self.frequency = frequency
      case "INTERVAL":
        guard let interval = Int(value), (1...Self.maximumInterval).contains(interval)
        else { return nil }
        self.interval = interval
      case "BYDAY":
        for code in value.split(separator: ",", omittingEmptySubsequences: false) {
          guard let weekday = ICalendarDate.weekday(code: code) else { return nil }
          weekdays.insert(weekday)
        }
      case "BYMONTHDAY":
        guard let day = Int(value), day == -1 || (1...31).contains(day) else { return nil }
        monthDay = day
      case "RSCALE":
        guard !value.isEmpty else { return nil }
        calendarID = Self.calendarID(ofRSCALE: String(value))
      case "SKIP":
        guard value == "BACKWARD" else { return nil }
      case "WKST":
        guard let weekday = ICalendarDate.weekday(code: value) else { return nil }
        weekStart = weekday
      case "COUNT":
        guard end == nil, let count = Int(value), (1...Self.maximumCount).contains(count)
        else { return nil }
        end = .count(count)
      case "UNTIL":
        guard end == nil, let day = ICalendarDate.day(basic: value) else { return nil }
        end = .until(day)
      default:
        return nil
      }
    }
    guard weekdays.isEmpty || frequency == .weekly, monthDay == nil || frequency == .monthly,
      !names.contains("SKIP") || names.contains("RSCALE")
    else { return nil }
    if !countsMonths { calendarID = nil }
    if !dependsOnWeekStart { weekStart = .monday }
  }

  /// The RSCALE name of a calendar: CLDR's names, as RFC 7529 uses them.
  static func rscale(of calendarID: String) -> String {
    calendarID == "jalali" ? "PERSIAN" : calendarID.uppercased()
  }

  static func calendarID(ofRSCALE name: String) -> String {
    name.uppercased() == "PERSIAN" ? "jalali" : name.lowercased()
  }

  private static func value(of line: Substring, names: [String]) -> Substring? {
    for name in names where line.hasPrefix(name) { return line.dropFirst(name.count) }
    return nil
  }
}
