/// iCalendar's (RFC 5545) DATE and weekday codes, for every part of tik that reads or
/// writes iCalendar: repeat rules, export and import.
public enum ICalendarDate {
  /// `20260131`: iCalendar's DATE, always Gregorian.
  public static func basic(_ day: Day) -> String {
    let date = day.gregorian
    return Padded.digits(date.year, 4) + Padded.digits(date.month, 2) + Padded.digits(date.day, 2)
  }

  /// The day of a DATE, or nil when the text is not one.
  public static func day(basic text: Substring) -> Day? {
    guard text.count == 8, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let year = Int(text.prefix(4)), let month = Int(text.dropFirst(4).prefix(2)),
      let day = Int(text.suffix(2))
    else { return nil }
    return GregorianCalendar().day(of: CivilDate(year: year, month: month, day: day))
  }

  /// The two-letter weekday codes, by `Weekday.rawValue`.
  public static let weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

  public static func code(_ weekday: Weekday) -> String { weekdayCodes[weekday.rawValue] }

  /// The weekday of a code, in either case.
  public static func weekday(code: Substring) -> Weekday? {
    weekdayCodes.firstIndex(of: code.uppercased()).flatMap(Weekday.init(rawValue:))
  }
}
