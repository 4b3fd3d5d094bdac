import TikCore

/// The month `tik cal` shows: `7`, `1405/7`, `7 1405`, `Mehr`, `Mehr 1405`, `1405 Mehr`, or
/// none for this month, in the given calendar.
struct MonthArgument {
  var calendar: any CalendarSystem
  var today: Day
  var language: Language

  /// The year and month the words name.
  func read(_ arguments: [String]) throws(TikError) -> (year: Int, month: Int) {
    let words = arguments.flatMap { Digits.latinized($0).split(whereSeparator: \.isWhitespace) }
    let now = calendar.date(of: today)
    let text = words.joined(separator: " ")
    var year = now.year
    var month: Int?
    switch words.count {
    case 0:
      return (now.year, now.month)
    case 1:
      let parts = words[0].split(separator: "/", omittingEmptySubsequences: false)
      if parts.count == 2, let y = number(parts[0], digits: 4...4) {
        year = y
        month = number(parts[1], digits: 1...2)
      } else {
        month = number(words[0], digits: 1...2) ?? self.month(named: words[0])
      }
    case 2:
      for (monthWord, yearWord) in [(words[0], words[1]), (words[1], words[0])] {
        if let y = number(yearWord, digits: 4...4),
          let m = number(monthWord, digits: 1...2) ?? self.month(named: monthWord)
        {
          (year, month) = (y, m)
          break
        }
      }
    default:
      break
    }
    guard let month else {
      throw .plugin(
        code: "invalid_date", message: Catalog(language).text(JalaliMessage.errorNotAMonth, text))
    }
    guard (1...calendar.monthsInYear).contains(month) else {
      throw .invalidDate(text, .monthOutOfRange(max: calendar.monthsInYear))
    }
    return (year, month)
  }

  private func number(_ word: Substring, digits: ClosedRange<Int>) -> Int? {
    guard digits.contains(word.count), word.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(word)
  }

  private func month(named word: Substring) -> Int? {
    if calendar.identifier == JalaliCalendar().identifier {
      return JalaliDateReader.month(TextFolding.key(String(word)))
    }
    return calendar.month(named: word, language: language)
  }
}
