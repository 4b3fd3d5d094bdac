import TikCore

/// Building a rule from typed phrases.
extension RepeatRule {
  /// Adds one phrase to the rule read so far; an error when it contradicts it: weekdays
  /// repeat weekly and the last day of the month monthly. Months are counted in the
  /// active calendar and weeks start on the active week start, where they matter.
  mutating func apply(_ phrase: RepeatPhrase, typed: String, context: ParseContext)
    throws(TikError)
  {
    func conflict() -> TikError {
      let rule = RepeatDescription(context: context).text(of: self)
      return RecurrenceError.conflict(typed, rule: rule).error(in: context.catalog)
    }
    switch phrase {
    case .frequency(let frequency, let interval):
      if !weekdays.isEmpty, frequency != .weekly { throw conflict() }
      if isLastDayOfMonth, frequency != .monthly { throw conflict() }
      self.frequency = frequency
      self.interval = interval
    case .weekdays(let days):
      if let frequency, frequency != .weekly { throw conflict() }
      frequency = .weekly
      weekdays = days
    case .lastDayOfMonth:
      if let frequency, frequency != .monthly { throw conflict() }
      frequency = .monthly
      monthDay = -1
    case .end(let end):
      self.end = end
    }
    calendarID = countsMonths ? context.calendar.identifier : nil
    weekStart = dependsOnWeekStart ? context.weekStart : .monday
  }

  /// A whole rule from words, as `tik edit ID repeat …` and the form read it: nil for
  /// `none` or no words.
  static func read(_ words: [String], context: ParseContext) throws(TikError) -> RepeatRule? {
    let words = words.map { $0.hasPrefix("*") ? String($0.dropFirst()) : $0 }
      .filter { !$0.isEmpty }.map { Substring($0) }
    guard let first = words.first else { return nil }
    if words.count == 1,
      RecurrenceMessage.wordsNone.inputWords.contains(
        TextFolding.key(
          String(first)))
    {
      return nil
    }
    var rule = RepeatRule(frequency: nil)
    var seen: Set<String> = []
    var index = 0
    while index < words.count {
      let rest = words[index...]
      guard let (phrase, count) = try RepeatPhrase.read(rest, context: context) else {
        let typed = words.joined(separator: " ")
        throw RecurrenceError.invalid(typed).error(in: context.catalog)
      }
      let typed = rest.prefix(count).joined(separator: " ")
      guard seen.insert(phrase.kind).inserted else { throw .repeatedToken(typed) }
      try rule.apply(phrase, typed: typed, context: context)
      index += count
    }
    guard rule.frequency != nil else {
      throw RecurrenceError.nothingToEnd(words.joined(separator: " ")).error(in: context.catalog)
    }
    return rule
  }
}
