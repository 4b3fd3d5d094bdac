import TikCore

/// Jalali dates and times as people read them, in English or Persian, always with Latin
/// digits: `1404/07/01`, `Tuesday 1 Mehr 1404`, `سه‌شنبه 1 مهر 1404`, `فردا`, `9:30 ب.ظ.`.
///
/// The core's `DateText` prints the active calendar with the core's catalog; this is the
/// same for the languages this plugin has tables for, Persian included.
public struct JalaliFormat: Sendable {
  public var language: Language
  public var today: Day
  /// `clock = 12h`.
  public var twelveHour: Bool

  public init(language: Language, today: Day, twelveHour: Bool = false) {
    self.language = language
    self.today = today
    self.twelveHour = twelveHour
  }

  public init(context: Context) {
    self.init(
      language: context.catalog.language, today: context.today,
      twelveHour: context.config.uses12HourClock)
  }

  private var catalog: Catalog { Catalog(language) }

  /// `1404/07/01`
  public func short(_ day: Day) -> String { JalaliCalendar().shortText(day) }

  /// `Tuesday 1 Mehr 1404`, `سه‌شنبه 1 مهر 1404`; with `transliterated`, the weekday's
  /// Persian name in Latin letters: `Seshanbeh 1 Mehr 1404`.
  public func long(_ day: Day, transliterated: Bool = false) -> String {
    let date = JalaliCalendar.civilDate(of: day)
    let weekday = transliterated ? transliteratedWeekdayName(day.weekday) : weekdayName(day.weekday)
    return catalog.text(
      JalaliMessage.dateLong, weekday, String(date.day), monthName(date.month), String(date.year))
  }

  /// `today`, `tomorrow`, `yesterday`, a weekday within the coming week, else the short form.
  public func relative(_ day: Day) -> String {
    switch day.number - today.number {
    case 0: catalog.text(JalaliMessage.today)
    case 1: catalog.text(JalaliMessage.tomorrow)
    case -1: catalog.text(JalaliMessage.yesterday)
    case 2...6: weekdayName(day.weekday)
    default: short(day)
    }
  }

  /// `09:30`, or `9:30 AM` / `9:30 ق.ظ.` with the 12-hour clock.
  public func time(_ minute: Int) -> String {
    guard twelveHour else { return TimeText.text(minute, twelveHour: false) }
    let hour = minute / 60
    let shown = hour % 12 == 0 ? 12 : hour % 12
    let half = catalog.text(hour < 12 ? JalaliMessage.timeAM : JalaliMessage.timePM)
    return String(shown) + ":" + Padded.digits(minute % 60, 2) + " " + half
  }

  /// `1404/07/01 09:30`
  public func moment(_ time: LocalTime) -> String {
    short(time.day) + " " + self.time(time.minuteOfDay)
  }

  /// `Mehr`, `مهر`
  public func monthName(_ month: Int) -> String {
    JalaliCalendar().monthName(month, language: language)
  }

  /// `Tuesday`, `سه‌شنبه`
  public func weekdayName(_ weekday: Weekday) -> String {
    catalog.text(JalaliMessage.weekdays[weekday.rawValue])
  }

  /// `Seshanbeh` in English, the Persian name in Persian.
  public func transliteratedWeekdayName(_ weekday: Weekday) -> String {
    catalog.text(JalaliMessage.transliteratedWeekdays[weekday.rawValue])
  }

  /// `Tu`, `س`: a column heading of a month grid.
  public func shortWeekdayName(_ weekday: Weekday) -> String {
    catalog.text(JalaliMessage.shortWeekdays[weekday.rawValue])
  }
}
