import TikCore

/// The recurrence plugin's messages: input words, rules in words, labels and errors.
///
/// Like the core's `Message`, every language is an exhaustive `switch` (English in
/// `RecurrenceMessage+English.swift`, Persian in `RecurrenceMessage+Persian.swift`); digits
/// stay Latin in both. `words…` entries are comma-separated input words, read in every
/// language whatever the interface language.
public enum RecurrenceMessage: String, MessageKey {
  // Input words
  case wordsDaily, wordsWeekly, wordsMonthly, wordsYearly, wordsEvery, wordsDay, wordsWeek
  case wordsMonth, wordsYear, wordsLast, wordsUntil, wordsTimes, wordsOn, wordsNone
  /// One to twelve in words, in order: `*every two weeks`, `*هر دو هفته`.
  case wordsNumbers
  case wordsSunday, wordsMonday, wordsTuesday, wordsWednesday, wordsThursday, wordsFriday
  case wordsSaturday

  // Rules as input words, for the form
  case inputEveryDays, inputEveryWeeks, inputEveryMonths, inputEveryYears, inputOn
  case inputLastDay, inputUntil, inputTimes, inputWeekdaySeparator

  // Rules in words
  case everyDay, everyDays, everyWeek, everyWeeks, everyWeekOn, everyWeeksOn, everyMonth
  case everyMonths, everyMonthOnLastDay, everyMonthsOnLastDay, everyYear, everyYears
  case withUntil, withCount, inCalendar, calendarGregorian, calendarJalali, listSeparator
  case sunday, monday, tuesday, wednesday, thursday, friday, saturday
  case marker, markerUnreadable

  // tik show
  case labelRepeat, labelNext, nextNone, unreadable, keptChangedCopy

  // Errors
  case errorInvalid, errorConflict, errorNothingToEnd, errorEndsBeforeStart

  public func template(in language: Language) -> String? {
    switch language {
    case .english: english
    case .persian: persian
    default: nil
    }
  }

  /// The languages with a table; input words of all of them are read.
  static let languages: [Language] = [.english, .persian]

  /// Input words for weekdays, by `Weekday.rawValue`.
  static let weekdayWords: [RecurrenceMessage] = [
    .wordsSunday, .wordsMonday, .wordsTuesday, .wordsWednesday, .wordsThursday, .wordsFriday,
    .wordsSaturday,
  ]

  /// Weekday names in rules, by `Weekday.rawValue`.
  static let weekdayNames: [RecurrenceMessage] = [
    .sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday,
  ]

  /// The first word of a `words…` entry in `catalog`'s language, as the form writes it.
  func firstWord(in catalog: Catalog) -> String {
    String(catalog.text(self).split(separator: ",").first ?? "")
  }

  /// The folded input words of a `words…` entry in every language.
  var inputWords: [String] {
    RecurrenceMessage.languages.flatMap { language in
      Catalog(language).text(self).split(separator: ",").map { TextFolding.key(String($0)) }
    }
  }
}
