import TikCore

/// Reads Jalali dates as people type them after `@`, on `tik edit` and in `tik date`.
///
/// Forms: `1404/7/1` (a four-digit year first), `7/1` and `1 Mehr` or `Mehr 1` (this
/// year's date, or next year's when it has passed), `1 Mehr 1404`, Persian month names
/// (`۱ مهر`, `آبان` with or without its madda, `مهرماه`, `8 مهر ماه`, `اول مهر`), Persian
/// relative words (`فردا`, `پس‌فردا`)
/// and weekdays (`شنبه`, `سه‌شنبه`, `سه شنبه`: the next such day after today). Persian and
/// Arabic-Indic digits read as Latin ones; names are compared by `TextFolding.key`, so
/// case, ZWNJ and Arabic yeh/kaf do not matter. Words of every language's table are read
/// whatever the interface language.
struct JalaliDateReader {
  var today: Day
  /// The language of error messages.
  var language: Language

  /// A date read, and whether it was written as a Jalali calendar date (not a word).
  struct Match: Equatable {
    var date: DateMatch
    var isCalendarDate: Bool
  }

  /// Slash dates with a larger first number are Gregorian dates typed the wrong way.
  static let latestSlashYear = 1700

  private var calendar: JalaliCalendar { JalaliCalendar() }

  /// The date at the start of `words` (up to three words), nil when they are not one of
  /// these forms, or an error when they have a form but name no real day.
  func read(_ words: ArraySlice<Substring>) throws(TikError) -> Match? {
    let texts = words.prefix(4).map { Digits.latinized(String($0)) }
    guard let first = texts.first else { return nil }
    let keys = texts.map(TextFolding.key)
    if let (offset, count) = phrase(keys, Self.relativeOffset) {
      return Match(
        date: DateMatch(day: today.adding(days: offset), wordCount: count), isCalendarDate: false)
    }
    if let (weekday, count) = phrase(keys, Self.weekday) {
      let day = weekday.onOrAfter(today.adding(days: 1))
      return Match(date: DateMatch(day: day, wordCount: count), isCalendarDate: false)
    }
    if first.contains("/") {
      return try slashDate(first).map { Match(date: $0, isCalendarDate: true) }
    }
    return try namedDate(texts, keys).map { Match(date: $0, isCalendarDate: true) }
  }

  /// A word, or two words written with a space where a ZWNJ belongs (`سه شنبه`).
  private func phrase<T>(_ keys: [String], _ find: (String) -> T?) -> (T, Int)? {
    if let found = find(keys[0]) { return (found, 1) }
    if keys.count >= 2, let found = find(keys[0] + keys[1]) { return (found, 2) }
    return nil
  }

  /// `1404/7/1` or `7/1`.
  private func slashDate(_ text: String) throws(TikError) -> DateMatch? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    switch parts.count {
    case 3:
      guard parts[0].count == 4, parts[1].count <= 2, parts[2].count <= 2,
        let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
      else { return nil }
      guard year <= Self.latestSlashYear else {
        let iso = parts[0] + "-" + Padded.digits(month, 2) + "-" + Padded.digits(day, 2)
        throw .plugin(
          code: "invalid_date",
          message: Catalog(language).text(JalaliMessage.errorGregorianYear, text, iso))
      }
      return DateMatch(day: try validated(year, month, day, text: text), wordCount: 1)
    case 2:
      guard parts[0].count <= 2, parts[1].count <= 2,
        let month = Int(parts[0]), let day = Int(parts[1])
      else { return nil }
      return DateMatch(day: try upcoming(month, day, text: text), wordCount: 1)
    default:
      return nil
    }
  }

  /// `1 Mehr`, `Mehr 1`, `اول مهر`, `8 مهرماه`, `8 مهر ماه`, each optionally followed by
  /// a four-digit year.
  private func namedDate(_ texts: [String], _ keys: [String]) throws(TikError) -> DateMatch? {
    guard keys.count >= 2 else { return nil }
    let month: Int
    let day: Int
    var count = 2
    if let named = Self.month(keys[1]), let number = Self.dayNumber(keys[0]) {
      (month, day) = (named, number)
      // `مهر ماه`: the word for month after the name.
      if keys.count > 2, Self.words(.wordsMonth).contains(keys[2]) { count = 3 }
    } else if let named = Self.month(keys[0]), let number = Self.dayNumber(keys[1]) {
      (month, day) = (named, number)
    } else {
      return nil
    }
    if keys.count > count, keys[count].count == 4,
      keys[count].allSatisfy({ $0.isASCII && $0.isNumber }),
      let year = Int(keys[count])
    {
      let text = texts[0...count].joined(separator: " ")
      return DateMatch(day: try validated(year, month, day, text: text), wordCount: count + 1)
    }
    let text = texts[0..<count].joined(separator: " ")
    return DateMatch(day: try upcoming(month, day, text: text), wordCount: count)
  }

  /// This Jalali year's date, or next year's when this year's has passed.
  private func upcoming(_ month: Int, _ day: Int, text: String) throws(TikError) -> Day {
    let now = calendar.date(of: today)
    let passed = (month, day) < (now.month, now.day)
    return try validated(now.year + (passed ? 1 : 0), month, day, text: text)
  }

  /// The day of a date that must exist; an error naming the valid range otherwise.
  private func validated(_ year: Int, _ month: Int, _ day: Int, text: String) throws(TikError)
    -> Day
  {
    guard (1...12).contains(month) else { throw .invalidDate(text, .monthOutOfRange(max: 12)) }
    guard let found = calendar.day(of: CivilDate(year: year, month: month, day: day)) else {
      throw .invalidDate(
        text, .dayOutOfRange(max: calendar.daysInMonth(year: year, month: month)))
    }
    return found
  }

  /// A day of the month: one or two digits, or a word for the first (`اول`, `یکم`).
  private static func dayNumber(_ key: String) -> Int? {
    if words(.wordsFirstDay).contains(key) { return 1 }
    guard (1...2).contains(key.count), key.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(key)
  }

  private static func words(_ message: JalaliMessage) -> [String] {
    JalaliMessage.languages.flatMap { Catalog($0).words(message) }.filter { !$0.isEmpty }
  }

  private static func relativeOffset(_ key: String) -> Int? {
    JalaliMessage.relativeWords.first { words($0.0).contains(key) }?.1
  }

  private static func weekday(_ key: String) -> Weekday? {
    Weekday.allCases.first { weekday in
      words(JalaliMessage.weekdays[weekday.rawValue]).contains(key)
        || words(JalaliMessage.transliteratedWeekdays[weekday.rawValue]).contains(key)
    }
  }

  /// The month a word names: a name in any table, an alias (`Amordad`), or at least the
  /// first three letters of an English name (`Far`, `Ordi`).
  static func month(_ key: String) -> Int? {
    guard !key.isEmpty else { return nil }
    // `مهرماه`: the name with the word for month joined to it.
    for suffix in words(.wordsMonth) where !suffix.isEmpty && key.hasSuffix(suffix) {
      if key.count > suffix.count, let month = namedMonth(String(key.dropLast(suffix.count))) {
        return month
      }
    }
    return namedMonth(key)
  }

  private static func namedMonth(_ key: String) -> Int? {
    for (index, message) in JalaliMessage.months.enumerated() {
      let names = words(message)
      if names.contains(key) { return index + 1 }
      let english = TextFolding.key(Catalog(.english).text(message))
      if key.count >= 3, english.hasPrefix(key) { return index + 1 }
    }
    for alias in words(.wordsMonthAliases) {
      let parts = alias.split(separator: "=")
      if parts.count == 2, parts[0] == key { return Int(parts[1]) }
    }
    return nil
  }
}
