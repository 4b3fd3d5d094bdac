import TikCore

/// The Jalali plugin's messages: calendar words, help, and its own errors.
///
/// Like the core's `Message`, every language is an exhaustive `switch` (English in
/// `JalaliMessage+English.swift`, Persian in `JalaliMessage+Persian.swift`); `words…`
/// entries are comma-separated input words, read in every language.
public enum JalaliMessage: String, MessageKey {
  // Calendar words
  case monthFarvardin, monthOrdibehesht, monthKhordad, monthTir, monthMordad, monthShahrivar
  case monthMehr, monthAban, monthAzar, monthDey, monthBahman, monthEsfand
  case weekdaySunday, weekdayMonday, weekdayTuesday, weekdayWednesday, weekdayThursday
  case weekdayFriday, weekdaySaturday
  case shortSunday, shortMonday, shortTuesday, shortWednesday, shortThursday, shortFriday
  case shortSaturday
  case transliteratedSunday, transliteratedMonday, transliteratedTuesday
  case transliteratedWednesday, transliteratedThursday, transliteratedFriday
  case transliteratedSaturday
  case today, tomorrow, yesterday, dateLong, timeAM, timePM
  case wordsToday, wordsTomorrow, wordsYesterday, wordsDayAfterTomorrow, wordsDayBeforeYesterday
  case wordsMonthAliases
  /// The word for "month" that may follow a month's name (`مهرماه`, `8 مهر ماه`), and
  /// the words for the first day of a month (`اول مهر`).
  case wordsMonth, wordsFirstDay

  // tik date, tik cal
  case helpDate, helpCal, calLegend, calOtherMonths

  // Errors
  case errorGregorianYear, errorUnknownTarget, errorNotAMonth

  public func template(in language: Language) -> String? {
    switch language {
    case .english: english
    case .persian: persian
    default: nil
    }
  }

  /// Farvardin … Esfand, in order.
  static let months: [JalaliMessage] = [
    .monthFarvardin, .monthOrdibehesht, .monthKhordad, .monthTir, .monthMordad,
    .monthShahrivar, .monthMehr, .monthAban, .monthAzar, .monthDey, .monthBahman, .monthEsfand,
  ]
  /// Weekday names by `Weekday.rawValue`, Sunday first.
  static let weekdays: [JalaliMessage] = [
    .weekdaySunday, .weekdayMonday, .weekdayTuesday, .weekdayWednesday, .weekdayThursday,
    .weekdayFriday, .weekdaySaturday,
  ]
  /// Column headings of `tik cal`, by `Weekday.rawValue`.
  static let shortWeekdays: [JalaliMessage] = [
    .shortSunday, .shortMonday, .shortTuesday, .shortWednesday, .shortThursday, .shortFriday,
    .shortSaturday,
  ]
  /// Shanbeh … Jomeh, by `Weekday.rawValue`.
  static let transliteratedWeekdays: [JalaliMessage] = [
    .transliteratedSunday, .transliteratedMonday, .transliteratedTuesday,
    .transliteratedWednesday, .transliteratedThursday, .transliteratedFriday,
    .transliteratedSaturday,
  ]
  /// Words for days relative to today, with their offsets in days.
  static let relativeWords: [(JalaliMessage, Int)] = [
    (.wordsToday, 0), (.wordsTomorrow, 1), (.wordsYesterday, -1), (.wordsDayAfterTomorrow, 2),
    (.wordsDayBeforeYesterday, -2),
  ]
  /// The languages with a table.
  static let languages: [Language] = [.english, .persian]
}
