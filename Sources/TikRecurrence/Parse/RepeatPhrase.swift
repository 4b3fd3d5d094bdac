import TikCore

/// One part of a repeat as typed: a frequency, weekdays, the last day, or an end.
///
/// Quick entry reads one phrase per `*` token (`*every 3 days`, `*every two weeks`,
/// `*sat,mon`, `*last day`, `*آخرین روز ماه`, `*until 1405/12/29`, `*10 times`); `tik edit ID repeat` reads several in a row (`every 2 weeks
/// on sat,mon until 2026-12-31`). English and Persian words are read in every language.
enum RepeatPhrase: Equatable {
  case frequency(RepeatRule.Frequency, interval: Int)
  case weekdays(Set<Weekday>)
  case lastDayOfMonth
  case end(RepeatRule.End)

  /// The kind of part, so that a second one of a kind is an error (`*daily *weekly`).
  var kind: String {
    switch self {
    case .frequency: "repeat"
    case .weekdays: "repeat weekdays"
    case .lastDayOfMonth: "repeat last day"
    case .end: "repeat end"
    }
  }

  /// Reads the phrase at the start of `words` and how many words it took; nil when the
  /// first word starts no phrase, an error when a phrase starts but is malformed.
  static func read(_ words: ArraySlice<Substring>, context: ParseContext) throws(TikError)
    -> (RepeatPhrase, Int)?
  {
    let keys = words.prefix(4).map { TextFolding.key(Digits.latinized(String($0))) }
    guard let first = keys.first else { return nil }
    let second = keys.count > 1 ? keys[1] : ""
    let third = keys.count > 2 ? keys[2] : ""
    func invalid(_ count: Int) -> TikError {
      RecurrenceError.invalid(words.prefix(count).joined(separator: " "))
        .error(in: context.catalog)
    }

    for (message, frequency) in singleWords where message.inputWords.contains(first) {
      return (.frequency(frequency, interval: 1), 1)
    }
    let fourth = keys.count > 3 ? keys[3] : ""
    if RecurrenceMessage.wordsEvery.inputWords.contains(first) {
      if let unit = unit(second) { return (.frequency(unit, interval: 1), 2) }
      if let weekdays = weekdays(second) { return (.weekdays(weekdays), 2) }
      // `هر سه شنبه`: a weekday written with a space where its ZWNJ belongs.
      if let weekdays = weekdays(second + third) { return (.weekdays(weekdays), 3) }
      guard let number = number(second), let unit = unit(third) else {
        throw invalid(min(3, keys.count))
      }
      guard (1...RepeatRule.maximumInterval).contains(number) else { throw invalid(3) }
      return (.frequency(unit, interval: number), 3)
    }
    if let weekdays = weekdays(first) { return (.weekdays(weekdays), 1) }
    if isLastDay(first, second) { return (.lastDayOfMonth, isMonth(third) ? 3 : 2) }
    if RecurrenceMessage.wordsOn.inputWords.contains(first) {
      if let weekdays = weekdays(second) { return (.weekdays(weekdays), 2) }
      if keys.count > 2, isLastDay(second, third) {
        return (.lastDayOfMonth, isMonth(fourth) ? 4 : 3)
      }
      throw invalid(min(2, keys.count))
    }
    if RecurrenceMessage.wordsUntil.inputWords.contains(first) {
      let rest = words.dropFirst()
      guard !rest.isEmpty else { throw invalid(1) }
      guard let (date, count) = try DateWords.read(rest, context: context) else {
        throw .invalidDate(String(rest[rest.startIndex]), .unknown)
      }
      guard let day = date.day else { throw invalid(2) }
      return (.end(.until(day)), 1 + count)
    }
    if let number = number(first), RecurrenceMessage.wordsTimes.inputWords.contains(second) {
      guard (1...RepeatRule.maximumCount).contains(number) else { throw invalid(2) }
      return (.end(.count(number)), 2)
    }
    return nil
  }

  /// Frequencies said in one word.
  private static let singleWords: [(RecurrenceMessage, RepeatRule.Frequency)] = [
    (.wordsDaily, .daily), (.wordsWeekly, .weekly), (.wordsMonthly, .monthly),
    (.wordsYearly, .yearly),
  ]

  private static func unit(_ key: String) -> RepeatRule.Frequency? {
    let units: [(RecurrenceMessage, RepeatRule.Frequency)] = [
      (.wordsDay, .daily), (.wordsWeek, .weekly), (.wordsMonth, .monthly), (.wordsYear, .yearly),
    ]
    return units.first { $0.0.inputWords.contains(key) }?.1
  }

  /// `last day`, `last month` (Persian `آخر ماه`), or `day last` (Persian `روز آخر`).
  private static func isLastDay(_ first: String, _ second: String) -> Bool {
    let last = RecurrenceMessage.wordsLast.inputWords
    let day = RecurrenceMessage.wordsDay.inputWords + RecurrenceMessage.wordsMonth.inputWords
    return (last.contains(first) && day.contains(second))
      || (RecurrenceMessage.wordsDay.inputWords.contains(first) && last.contains(second))
  }

  /// `آخرین روز ماه`, `last day month`: the word for month after the last day.
  private static func isMonth(_ key: String) -> Bool {
    RecurrenceMessage.wordsMonth.inputWords.contains(key)
  }

  /// A whole number of at most six digits, or one to twelve in words (`two`, `دو`).
  private static func number(_ key: String) -> Int? {
    for language in RecurrenceMessage.languages {
      let words = Catalog(language).words(RecurrenceMessage.wordsNumbers)
      if let index = words.firstIndex(of: key) { return index + 1 }
    }
    guard (1...6).contains(key.count), key.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(key)
  }

  /// `sat,mon`, `saturday`, `شنبه،دوشنبه`: weekday names separated by commas.
  private static func weekdays(_ key: String) -> Set<Weekday>? {
    let names = key.split(separator: ",", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "،", omittingEmptySubsequences: false) }
    var result: Set<Weekday> = []
    for name in names {
      let index = RecurrenceMessage.weekdayWords.firstIndex { $0.inputWords.contains(String(name)) }
      guard let index, let weekday = Weekday(rawValue: index) else { return nil }
      result.insert(weekday)
    }
    return result
  }
}
