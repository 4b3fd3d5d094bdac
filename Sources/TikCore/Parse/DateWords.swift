/// Dates as people type them, in the active language and in English.
///
/// `today`, `tomorrow`, `yesterday`, weekday names (the next such day after today), `+3`
/// (days), `+2w` (weeks), ISO `2026-09-24` (Gregorian in every calendar), `none`, and
/// whatever the active calendar reads (`24 sep`; Jalali `1405/7/2`, `2 Mehr`).
public enum DateWords {
  /// The date that starts `words`, and how many words it took; nil when they are no date.
  public static func read(_ words: ArraySlice<Substring>, context: ParseContext)
    throws(TikError) -> (DateInput, Int)?
  {
    guard let first = words.first else { return nil }
    let key = TextFolding.key(String(first))
    let today = context.today
    let catalogs = [context.catalog, Catalog(.english)]
    func matches(_ message: Message) -> Bool {
      catalogs.contains { $0.text(message).split(separator: ",").contains { $0 == key } }
    }
    if matches(.dateWordNone) { return (.none, 1) }
    if matches(.dateWordToday) { return (.day(today), 1) }
    if matches(.dateWordTomorrow) { return (.day(today.adding(days: 1)), 1) }
    if matches(.dateWordYesterday) { return (.day(today.adding(days: -1)), 1) }
    if let weekday = weekday(named: key, catalogs: catalogs) {
      return (.day(weekday.onOrAfter(today.adding(days: 1))), 1)
    }
    if let offset = offset(key) { return (.day(today.adding(days: offset)), 1) }
    if let day = try ISODate.parse(first) {
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

  private static func supported(_ day: Day, _ text: String) throws(TikError) -> Day {
    guard supportedDays.contains(day) else { throw .invalidDate(text, .yearOutOfRange) }
    return day
  }

  /// Reads a whole value (`tik edit 3 date next week` is not a date, `tik edit 3 date
  /// fri` is): every word must belong to the date.
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

  /// `+3` or `+3d`: days; `+2w`: weeks.
  private static func offset(_ key: String) -> Int? {
    guard key.first == "+" else { return nil }
    var body = key.dropFirst()
    var scale = 1
    if body.last == "d" {
      body = body.dropLast()
    } else if body.last == "w" {
      body = body.dropLast()
      scale = 7
    }
    guard !body.isEmpty, body.count <= 4, let number = Int(body) else { return nil }
    return number * scale
  }
}
