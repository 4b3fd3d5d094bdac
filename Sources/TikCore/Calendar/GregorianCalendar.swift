/// The proleptic Gregorian calendar, ISO dates and Monday weeks: tik with no plugins.
public struct GregorianCalendar: CalendarSystem {
  public init() {}

  public var identifier: String { "gregorian" }
  public var defaultWeekStart: Weekday { .monday }
  public var monthsInYear: Int { 12 }

  public func date(of day: Day) -> CivilDate { day.gregorian }

  public func day(of date: CivilDate) -> Day? {
    guard (1...12).contains(date.month),
      (1...daysInMonth(year: date.year, month: date.month)).contains(date.day)
    else { return nil }
    return Day(gregorianYear: date.year, month: date.month, day: date.day)
  }

  public func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: GregorianCalendar.isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  public static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  public func monthName(_ month: Int, language: Language) -> String {
    Catalog.for(language).monthName(month)
  }

  public func shortText(_ day: Day) -> String { ISODate.text(day) }

  /// `24 sep`, `sep 24`, optionally followed by a year; without a year, this year's
  /// date or, when that has passed, next year's.
  public func parseDate(_ words: ArraySlice<Substring>, today: Day, language: Language)
    throws(TikError) -> DateMatch?
  {
    guard words.count >= 2 else { return nil }
    let first = words[words.startIndex]
    let second = words[words.startIndex + 1]
    let dayNumber: Int
    let month: Int
    if let number = Int(first), let m = self.month(named: second, language: language) {
      (dayNumber, month) = (number, m)
    } else if let m = self.month(named: first, language: language), let number = Int(second) {
      (dayNumber, month) = (number, m)
    } else {
      return nil
    }
    var wordCount = 2
    var year = today.gregorian.year
    var explicitYear = false
    if words.count >= 3, let y = Int(words[words.startIndex + 2]), y >= 1000, y <= 9999 {
      year = y
      explicitYear = true
      wordCount = 3
    }
    let text = words.prefix(wordCount).joined(separator: " ")
    guard let found = day(of: CivilDate(year: year, month: month, day: dayNumber)) else {
      throw .invalidDate(
        text, .dayOutOfRange(max: daysInMonth(year: year, month: month)))
    }
    if !explicitYear && found < today,
      let next = day(of: CivilDate(year: year + 1, month: month, day: dayNumber))
    {
      return DateMatch(day: next, wordCount: wordCount)
    }
    return DateMatch(day: found, wordCount: wordCount)
  }
}

/// ISO 8601 calendar dates, `yyyy-mm-dd`: the machine format in every calendar.
public enum ISODate {
  public static func text(_ day: Day) -> String {
    let d = day.gregorian
    guard (0...9999).contains(d.year) else {
      return Padded.digits(d.year, 4) + "-" + Padded.digits(d.month, 2) + "-"
        + Padded.digits(d.day, 2)
    }
    return String(unsafeUninitializedCapacity: 10) { bytes in
      write(d, into: bytes)
      return 10
    }
  }

  /// `text` written at the end of `buffer`, with no string made on the way.
  static func write(_ day: Day, into buffer: inout LineBuffer) {
    let date = day.gregorian
    guard (0...9999).contains(date.year) else { return buffer.append(text(day)) }
    buffer.append(count: 10) { write(date, into: $0) }
  }

  /// `yyyy-mm-dd` of a year 0 to 9999 in the first ten bytes, with no string built on
  /// the way: a view of many tasks writes two dates for each.
  static func write(_ date: CivilDate, into bytes: UnsafeMutableBufferPointer<UInt8>) {
    Padded.write(date.year, width: 4, into: bytes, at: 0)
    bytes[4] = UInt8(ascii: "-")
    Padded.write(date.month, width: 2, into: bytes, at: 5)
    bytes[7] = UInt8(ascii: "-")
    Padded.write(date.day, width: 2, into: bytes, at: 8)
  }

  /// Reads `yyyy-mm-dd`; nil when the text does not have that shape, an error when it has
  /// the shape but names no real day (`2026-02-30`).
  public static func parse(_ text: Substring) throws(TikError) -> Day? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count),
      (1...2).contains(parts[2].count),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
    else { return nil }
    guard (1...12).contains(month) else {
      throw .invalidDate(String(text), .monthOutOfRange(max: 12))
    }
    let calendar = GregorianCalendar()
    guard let found = calendar.day(of: CivilDate(year: year, month: month, day: day)) else {
      throw .invalidDate(
        String(text), .dayOutOfRange(max: calendar.daysInMonth(year: year, month: month)))
    }
    return found
  }
}

/// Zero-padded decimal numbers without Foundation's formatters.
public enum Padded {
  /// A number of 0 or more as `width` digits, zeros before it, at `offset`.
  static func write(
    _ value: Int, width: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) {
    var rest = value
    for index in stride(from: offset + width - 1, through: offset, by: -1) {
      bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
    }
  }

  public static func digits(_ value: Int, _ width: Int) -> String {
    let text = String(value < 0 ? -value : value)
    let padding = String(repeating: "0", count: max(0, width - text.count))
    return (value < 0 ? "-" : "") + padding + text
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
