import TikCore

/// The Jalali (Solar Hijri) calendar by the 33-year arithmetic rule that ICU uses.
///
/// A year is leap when `(25 × year + 11) mod 33 < 8`; 1 Farvardin of `year` falls
/// `365 × (year − 1) + ⌊(8 × year + 21) / 33⌋` days after the epoch, 1 Farvardin 1
/// (622-03-22 proleptic Gregorian). Months 1–6 have 31 days, 7–11 have 30, and Esfand 29,
/// or 30 in a leap year. The rule equals ICU's `persian` calendar for every day and the
/// official Iranian table for 1206–1498 SH; outside that range it is a proleptic
/// arithmetic calendar that the astronomical one leaves now and then (see docs/jalali.md).
/// Both directions are a few integer operations, with no table and no loop.
public struct JalaliCalendar: CalendarSystem {
  public init() {}

  public var identifier: String { "jalali" }
  public var defaultWeekStart: Weekday { .saturday }
  public func isNative(to language: Language) -> Bool { language == .persian }
  public var monthsInYear: Int { 12 }

  /// The day number of 1 Farvardin 1 SH.
  static let epoch = -492_268
  /// Days in 33 years: 33 × 365 + 8 leap days.
  static let daysInCycle = 12_053

  public static func isLeapYear(_ year: Int) -> Bool {
    floorModulo(25 * year + 11, 33) < 8
  }

  /// The day of 1 Farvardin of `year`: Nowruz.
  public static func nowruz(of year: Int) -> Day {
    Day(epoch + 365 * (year - 1) + floorDivision(8 * year + 21, 33))
  }

  /// The Jalali date of a day.
  public static func civilDate(of day: Day) -> CivilDate {
    let sinceEpoch = day.number - epoch
    let year = 1 + floorDivision(33 * sinceEpoch + 3, daysInCycle)
    let dayOfYear = sinceEpoch - (365 * (year - 1) + floorDivision(8 * year + 21, 33))
    let monthIndex = dayOfYear < 186 ? dayOfYear / 31 : (dayOfYear - 6) / 30
    return CivilDate(
      year: year, month: monthIndex + 1, day: dayOfYear - daysBefore(monthIndex) + 1)
  }

  /// The day of a Jalali date, without checking that the date exists.
  public static func day(year: Int, month: Int, day: Int) -> Day {
    Day(nowruz(of: year).number + daysBefore(month - 1) + day - 1)
  }

  /// Days in the months of a year before the month with 0-based `index`.
  private static func daysBefore(_ index: Int) -> Int {
    index <= 6 ? 31 * index : 30 * index + 6
  }

  public func date(of day: Day) -> CivilDate { JalaliCalendar.civilDate(of: day) }

  public func day(of date: CivilDate) -> Day? {
    guard (1...12).contains(date.month),
      (1...daysInMonth(year: date.year, month: date.month)).contains(date.day)
    else { return nil }
    return JalaliCalendar.day(year: date.year, month: date.month, day: date.day)
  }

  /// 31 for months 1–6, 30 for 7–11, 29 or 30 for Esfand; 0 for a month that does not exist.
  public func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 1...6: 31
    case 7...11: 30
    case 12: JalaliCalendar.isLeapYear(year) ? 30 : 29
    default: 0
    }
  }

  public func monthName(_ month: Int, language: Language) -> String {
    Catalog(language).text(JalaliMessage.months[(month - 1 + 12) % 12])
  }

  /// `1405/07/02`
  public func shortText(_ day: Day) -> String {
    let date = date(of: day)
    return Padded.digits(date.year, 4) + "/" + Padded.digits(date.month, 2) + "/"
      + Padded.digits(date.day, 2)
  }

  /// `1405/7/2`, `7/2`, `2 Mehr`, `۲ مهر ۱۴۰۵`, Persian words (`فردا`, `شنبه`), and
  /// Gregorian month names (`24 sep`), which cannot be mistaken for Jalali ones.
  public func parseDate(_ words: ArraySlice<Substring>, today: Day, language: Language)
    throws(TikError) -> DateMatch?
  {
    let reader = JalaliDateReader(today: today, language: language)
    if let match = try reader.read(words) { return match.date }
    return try GregorianCalendar().parseDate(words, today: today, language: language)
  }
}

/// ⌊a / b⌋ for a positive `b`.
@inline(__always)
func floorDivision(_ a: Int, _ b: Int) -> Int {
  let quotient = a / b
  return a % b < 0 ? quotient - 1 : quotient
}

/// `a` mod `b` in 0..<b for a positive `b`.
@inline(__always)
func floorModulo(_ a: Int, _ b: Int) -> Int {
  let remainder = a % b
  return remainder < 0 ? remainder + b : remainder
}
