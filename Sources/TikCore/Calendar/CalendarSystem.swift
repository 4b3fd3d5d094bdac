/// A calendar tik can read, print and step dates in.
///
/// The core ships `GregorianCalendar`; plugins provide others (Jalali). Everything that
/// counts months or years goes through the active calendar, so "every month" means the
/// active calendar's months without the caller knowing which one it is.
public protocol CalendarSystem: Sendable {
  /// The value of the `calendar` config key that selects this calendar.
  var identifier: String { get }
  /// The week's first day when `week_start` is `auto`.
  var defaultWeekStart: Weekday { get }
  /// Whether a first run in a locale of `language` takes this calendar (Persian: the
  /// Jalali calendar).
  func isNative(to language: Language) -> Bool
  var monthsInYear: Int { get }

  func date(of day: Day) -> CivilDate
  /// The day of a date in this calendar; nil when the date does not exist.
  func day(of date: CivilDate) -> Day?
  func daysInMonth(year: Int, month: Int) -> Int
  /// A month's name in the given language, for display and for parsing.
  func monthName(_ month: Int, language: Language) -> String
  /// The compact numeric form used in lists: `2026-09-24`, `1405/07/02`.
  func shortText(_ day: Day) -> String
  /// Dates this calendar reads beyond the core's words and ISO dates (`1405/7/2`, `2 Mehr`).
  /// Returns nil when the words are not a date of this calendar's forms.
  func parseDate(_ words: ArraySlice<Substring>, today: Day, language: Language) throws(TikError)
    -> DateMatch?
}

/// A date read from one or more words of input.
public struct DateMatch: Equatable, Sendable {
  public var day: Day
  /// How many words the date took (`1 Mehr` takes two).
  public var wordCount: Int

  public init(day: Day, wordCount: Int) {
    self.day = day
    self.wordCount = wordCount
  }
}

extension CalendarSystem {
  public func isNative(to language: Language) -> Bool { false }

  /// The date `months` months later, its day clamped to the target month's length.
  public func adding(months: Int, to date: CivilDate) -> CivilDate {
    let index = date.year * monthsInYear + (date.month - 1) + months
    let year = index >= 0 ? index / monthsInYear : (index - monthsInYear + 1) / monthsInYear
    let month = index - year * monthsInYear + 1
    let day = min(date.day, daysInMonth(year: year, month: month))
    return CivilDate(year: year, month: month, day: day)
  }

  /// The day `months` months after `day`, clamped to the target month's last day.
  public func adding(months: Int, to day: Day) -> Day {
    self.day(of: adding(months: months, to: date(of: day)))!
  }

  /// The month number whose name (in either language, or a 3-letter prefix) is `word`.
  public func month(named word: Substring, language: Language) -> Int? {
    let key = TextFolding.key(String(word))
    guard !key.isEmpty else { return nil }
    for month in 1...monthsInYear {
      for lang in [language, .english] {
        let name = TextFolding.key(monthName(month, language: lang))
        if name == key || (key.count >= 3 && name.hasPrefix(key) && lang == .english) {
          return month
        }
      }
    }
    return nil
  }
}
