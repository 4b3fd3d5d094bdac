/// Dates as people type them, in the active language and in English.
///
/// `today`, `tomorrow`, `yesterday`, weekday names (the next such day after today), `+3`
/// (days), `+2w` or `+2 weeks` (weeks), `+2 months` (the active calendar's), `next week`
/// and `next month` (a week or a month from today), ISO `2026-09-24` (Gregorian in every
/// calendar), `none`, and whatever the active calendar reads (`24 sep`; Jalali
/// `1405/7/2`, `2 Mehr`). Words are read in every language, the active one first.
public enum DateWords {
  /// The date that starts `words`, and how many words it took; nil when they are no date.
  public static func read(_ words: ArraySlice<Substring>, context: ParseContext)
    throws(TikError) -> (DateInput, Int)?
  {
    guard let first = words.first else { return nil }
    let keys = words.prefix(2).map { TextFolding.key(String($0)) }
    let key = keys[0]
    let second = keys.count > 1 ? keys[1] : ""
    let today = context.today
    let catalogs =
      [context.catalog] + Catalog.languages.filter { $0 != context.language }.map { Catalog($0) }
    func matches(_ message: Message, _ key: String) -> Bool {
      !key.isEmpty && catalogs.contains { $0.words(message).contains(key) }
    }
    if matches(.dateWordNone, key) { return (.none, 1) }
    if matches(.dateWordToday, key) { return (.day(today), 1) }
    if matches(.dateWordTomorrow, key) { return (.day(today.adding(days: 1)), 1) }
    if matches(.dateWordYesterday, key) { return (.day(today.adding(days: -1)), 1) }
    if matches(.dateWordNextWeek, key + " " + second) {
      return (.day(today.adding(days: 7)), 2)
    }
    if matches(.dateWordNextMonth, key + " " + second) {
      return (.day(context.calendar.adding(months: 1, to: today)), 2)
    }
    if let weekday = weekday(named: key, catalogs: catalogs) {
      return (.day(weekday.onOrAfter(today.adding(days: 1))), 1)
    }
    if let (count, unit) = offset(key, second, catalogs: catalogs) {
      let day =
        switch unit.kind {
        case .months: context.calendar.adding(months: count, to: today)
        case .weeks: today.adding(days: 7 * count)
        case .days: today.adding(days: count)
        }
      let text = words.prefix(1 + unit.words).joined(separator: " ")
      return (.day(try supported(day, text)), 1 + unit.words)
    }
    if let day = try ISODate.parse(first) {
      if !supportedDays.contains(day) {
        try suggestSlashes(for: String(first), calendar: context.calendar, today: today)
      }
      return (.day(try supported(day, String(first))), 1)
    }
    if let match = try context.calendar.parseDate(words, today: today, language: context.language) {
      let text = words.prefix(match.wordCount).joined(separator: " ")
      return (.day(try supported(match.day, text)), match.wordCount)
    }
    return nil
  }

  /// The days tik reads: Gregorian 1900 to 2299 (Jalali 1278 to 1678), where every
  /// calendar's short form reads back as the same day.
  public static let supportedDays =
    Day(gregorianYear: 1900, month: 1, day: 1)...Day(gregorianYear: 2299, month: 12, day: 31)

  /// `1404-07-01` is a Gregorian year out of range; when the same numbers with slashes
  /// are a date of a calendar other than Gregorian, the error says to write that.
  public static func suggestSlashes(
    for text: String, calendar: any CalendarSystem, today: Day
  ) throws(TikError) {
    guard calendar.identifier != GregorianCalendar().identifier else { return }
    let slashed = text.replacing("-", with: "/")
    let words: [Substring] = [Substring(slashed)]
    if let match = try? calendar.parseDate(words[...], today: today, language: .english),
      match.wordCount == 1, supportedDays.contains(match.day)
    {
      throw .invalidDate(text, .calendarDateWithDashes(suggestion: slashed))
    }
  }

  private static func supported(_ day: Day, _ text: String) throws(TikError) -> Day {
    guard supportedDays.contains(day) else { throw .invalidDate(text, .yearOutOfRange) }
    return day
  }

  /// Reads a whole value (`tik edit 3 date fri x` is not a date, `tik edit 3 date fri`
  /// is): every word must belong to the date.
  public static func parse(_ text: String, context: ParseContext) throws(TikError) -> DateInput {
    let words = Digits.latinized(text).split(separator: " ")
    let stripped = words.first?.first == "@" ? [words[0].dropFirst()] + words.dropFirst() : words
    guard let (date, count) = try read(stripped[...], context: context), count == words.count
    else { throw .invalidDate(text, .unknown) }
    return date
  }

  private static func weekday(named key: String, catalogs: [Catalog]) -> Weekday? {
    for catalog in catalogs {
      for weekday in Weekday.allCases {
        if TextFolding.key(catalog.weekdayName(weekday)) == key
          || TextFolding.key(catalog.shortWeekdayName(weekday)) == key
        {
          return weekday
        }
      }
    }
    return nil
  }

  /// `+3` or `+3d`: days; `+2w`: weeks; `+2m`: months; or the unit as the next word
  /// (`+2 weeks`, `+۲ هفته`). The count, the unit, and whether the unit took a word.
  private static func offset(_ key: String, _ next: String, catalogs: [Catalog]) -> (
    Int, OffsetUnit
  )? {
    guard key.first == "+" else { return nil }
    let units: [(Message, OffsetUnit.Kind)] = [
      (.dateWordDays, .days), (.dateWordWeeks, .weeks), (.dateWordMonths, .months),
    ]
    func unit(_ word: Substring) -> OffsetUnit.Kind? {
      units.first { message, _ in catalogs.contains { $0.words(message).contains(String(word)) } }?
        .1
    }
    var body = key.dropFirst()
    var kind = OffsetUnit.Kind.days
    var separateWord = false
    if let end = body.firstIndex(where: { !$0.isASCIIDigit }) {
      guard let attached = unit(body[end...]) else { return nil }
      kind = attached
      body = body[..<end]
    } else if let word = unit(Substring(next)) {
      kind = word
      separateWord = true
    }
    guard !body.isEmpty, body.count <= 4, let number = Int(body) else { return nil }
    return (number, OffsetUnit(kind: kind, separateWord: separateWord))
  }
}

/// The unit of a `+N` offset, and whether it was typed as a word of its own.
private struct OffsetUnit {
  enum Kind { case days, weeks, months }
  var kind: Kind
  var separateWord: Bool

  var words: Int { separateWord ? 1 : 0 }
}
