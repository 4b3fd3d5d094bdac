import TikCore
import TikICalendar

/// Taskwarrior's `recur` periods as tik's rules: the named ones (`daily`, `weekdays`,
/// `biweekly`, `quarterly`, `annual`…), a number and a unit (`3d`, `2w`, `6mo`, `1y`),
/// and ISO 8601 durations (`P1D`, `P2W`, `P1M`, `P1Y`).
enum TaskwarriorRecurrence {
  /// The stored rule for `recur`, anchored at `anchor`; nil for a period tik has no
  /// rule for (hours, `P1DT12H`, `0d`).
  static func rule(_ recur: String, anchor: Day, until: Day?) -> String? {
    guard var rule = parts(of: recur.lowercased().trimmed, anchor: anchor) else { return nil }
    if let until, until >= anchor { rule.until = until }
    if rule.frequency == .monthly { rule.monthDay = anchor.gregorian.day }
    return rule.storedText
  }

  private static let named: [String: (TikRule.Frequency, Int)] = [
    "daily": (.daily, 1), "day": (.daily, 1), "weekly": (.weekly, 1), "week": (.weekly, 1),
    "biweekly": (.weekly, 2), "fortnight": (.weekly, 2), "monthly": (.monthly, 1),
    "month": (.monthly, 1), "bimonthly": (.monthly, 2), "quarterly": (.monthly, 3),
    "semiannual": (.monthly, 6), "annual": (.yearly, 1), "yearly": (.yearly, 1),
    "year": (.yearly, 1), "biannual": (.yearly, 2), "biyearly": (.yearly, 2),
  ]

  private static let units: [String: (TikRule.Frequency, Int)] = [
    "d": (.daily, 1), "da": (.daily, 1), "day": (.daily, 1), "days": (.daily, 1),
    "w": (.weekly, 1), "wk": (.weekly, 1), "wks": (.weekly, 1), "week": (.weekly, 1),
    "weeks": (.weekly, 1), "m": (.monthly, 1), "mo": (.monthly, 1), "mos": (.monthly, 1),
    "mth": (.monthly, 1), "mths": (.monthly, 1), "month": (.monthly, 1),
    "months": (.monthly, 1), "q": (.monthly, 3), "qtr": (.monthly, 3), "qtrs": (.monthly, 3),
    "quarter": (.monthly, 3), "quarters": (.monthly, 3), "y": (.yearly, 1), "yr": (.yearly, 1),
    "yrs": (.yearly, 1), "year": (.yearly, 1), "years": (.yearly, 1),
  ]

  private static func parts(of recur: String, anchor: Day) -> TikRule? {
    if recur == "weekdays" {
      var rule = TikRule(frequency: .weekly, anchor: anchor)
      rule.weekdays = [.monday, .tuesday, .wednesday, .thursday, .friday]
      return rule
    }
    if let (frequency, interval) = named[recur] {
      return rule(frequency, interval, anchor: anchor)
    }
    var text = Substring(recur)
    var isoUnits = false
    if text.hasPrefix("p") {
      // ISO 8601: P1D, P2W, P1M, P1Y; no time part.
      text = text.dropFirst()
      isoUnits = true
    }
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    let unit = String(text.dropFirst(digits.count))
    let count = digits.isEmpty ? 1 : Int(digits) ?? 0
    guard count >= 1, count <= TikRule.maximumInterval,
      let (frequency, multiple) = isoUnits ? isoUnit(unit) : units[unit]
    else { return nil }
    let interval = count * multiple
    guard interval <= TikRule.maximumInterval else { return nil }
    return rule(frequency, interval, anchor: anchor)
  }

  private static func isoUnit(_ unit: String) -> (TikRule.Frequency, Int)? {
    switch unit {
    case "d": (.daily, 1)
    case "w": (.weekly, 1)
    case "m": (.monthly, 1)
    case "y": (.yearly, 1)
    default: nil
    }
  }

  private static func rule(_ frequency: TikRule.Frequency, _ interval: Int, anchor: Day) -> TikRule
  {
    var rule = TikRule(frequency: frequency, anchor: anchor)
    rule.interval = interval
    return rule
  }
}
