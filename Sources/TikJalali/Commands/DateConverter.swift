import TikCore

/// Reads dates in either calendar and prints them in one.
struct DateConverter {
  var context: Context
  var long: Bool

  /// The day of a typed date, and the calendar it was written in (nil for words).
  func read(_ input: String) throws(TikError) -> (Day, DateCommand.Target?) {
    let (day, from) = try readAnyDay(input)
    // The days `tik add` reads, no more.
    guard DateWords.supportedDays.contains(day) else {
      throw .invalidDate(input.trimmed, .yearOutOfRange)
    }
    return (day, from)
  }

  private func readAnyDay(_ input: String) throws(TikError) -> (Day, DateCommand.Target?) {
    var text = Digits.latinized(input)[...].drop(while: \.isWhitespace)
    if text.first == "@" { text = text.dropFirst() }
    let words = text.split(whereSeparator: \.isWhitespace)
    let today = context.today
    let language = context.catalog.language
    if words.count == 1, let day = try ISODate.parse(words[0]) {
      // `1404-07-01` is not the year 1404: say how to write the Jalali date.
      if !DateWords.supportedDays.contains(day) {
        try DateWords.suggestSlashes(
          for: String(words[0]), calendar: JalaliCalendar(), today: today)
      }
      return (day, .gregorian)
    }
    let reader = JalaliDateReader(today: today, language: language)
    if let match = try reader.read(words[...]), match.date.wordCount == words.count {
      return (match.date.day, match.isCalendarDate ? .jalali : nil)
    }
    if let match = try GregorianCalendar().parseDate(words[...], today: today, language: language),
      match.wordCount == words.count
    {
      return (match.day, .gregorian)
    }
    let parseContext = ParseContext(
      now: context.clock.now(), calendar: JalaliCalendar(), language: language,
      weekStart: context.weekStart)
    let trimmed = words.joined(separator: " ")
    guard case .day(let day) = try DateWords.parse(trimmed, context: parseContext) else {
      throw .invalidDate(trimmed, .unknown)
    }
    return (day, nil)
  }

  /// `1404/07/01` or `2025-09-23`; with `--long`, `Tuesday 1 Mehr 1404` or
  /// `Tuesday 23 September 2025`.
  func text(_ day: Day, in target: DateCommand.Target) -> String {
    switch (target, long) {
    case (.jalali, false): JalaliCalendar().shortText(day)
    case (.jalali, true): JalaliFormat(context: context).long(day)
    case (.gregorian, false): ISODate.text(day)
    case (.gregorian, true):
      DateText(
        calendar: GregorianCalendar(), catalog: context.catalog, today: context.today,
        twelveHour: context.config.uses12HourClock
      ).long(day)
    }
  }
}
