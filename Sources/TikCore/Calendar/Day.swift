/// A civil day, counted in days since 1970-01-01 (proleptic Gregorian).
///
/// Dates are stored as local civil values, so daylight-saving changes and time zones
/// never move a task from one day to another.
public struct Day: Hashable, Comparable, Sendable {
  public var number: Int

  public init(_ number: Int) { self.number = number }

  /// The day of the given proleptic Gregorian date; the fields are not validated.
  public init(gregorianYear year: Int, month: Int, day: Int) {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    number = era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of this day.
  public var gregorian: CivilDate {
    let z = number + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return CivilDate(year: year, month: month, day: day)
  }

  public var weekday: Weekday {
    // 1970-01-01 was a Thursday.
    Weekday(rawValue: ((number % 7) + 7 + 4) % 7)!
  }

  public func adding(days: Int) -> Day { Day(number + days) }

  public static func < (a: Day, b: Day) -> Bool { a.number < b.number }
}

/// A year, month and day in some calendar; which one is up to whoever holds it.
public struct CivilDate: Hashable, Sendable {
  public var year: Int
  public var month: Int
  public var day: Int

  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }
}

/// A day of the week; raw values count from Sunday as 0.
public enum Weekday: Int, CaseIterable, Sendable {
  case sunday, monday, tuesday, wednesday, thursday, friday, saturday

  /// The first day on or after `day` that falls on this weekday.
  public func onOrAfter(_ day: Day) -> Day {
    day.adding(days: (rawValue - day.weekday.rawValue + 7) % 7)
  }
}

/// A local civil date and time, to the second.
public struct LocalTime: Hashable, Comparable, Sendable {
  /// Seconds since 1970-01-01T00:00:00 local civil time.
  public var seconds: Int

  public init(seconds: Int) { self.seconds = seconds }

  public init(day: Day, minute: Int, second: Int = 0) {
    seconds = day.number * 86_400 + minute * 60 + second
  }

  public var day: Day { Day(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400) }
  public var secondOfDay: Int { seconds - day.number * 86_400 }
  public var minuteOfDay: Int { secondOfDay / 60 }

  public static func < (a: LocalTime, b: LocalTime) -> Bool { a.seconds < b.seconds }
}
