import Testing
import TikCore

@testable import TikJalali

/// How Jalali dates and times read, in English and Persian, with Latin digits only.
@Suite struct FormatTests {
  /// Thursday 2 Mehr 1405.
  let today = Day(gregorianYear: 2026, month: 9, day: 24)
  let mehr1_1404 = Day(gregorianYear: 2025, month: 9, day: 23)

  func format(_ language: Language, twelveHour: Bool = false) -> JalaliFormat {
    JalaliFormat(language: language, today: today, twelveHour: twelveHour)
  }

  @Test func theShortFormIsYearMonthDayWithSlashesAndZeros() {
    #expect(format(.english).short(mehr1_1404) == "1404/07/01")
    #expect(JalaliCalendar().shortText(today) == "1405/07/02")
  }

  @Test func theLongFormNamesWeekdayDayMonthAndYear() {
    #expect(format(.english).long(mehr1_1404) == "Tuesday 1 Mehr 1404")
    #expect(format(.persian).long(mehr1_1404) == "سه‌شنبه 1 مهر 1404")
    #expect(format(.english).long(mehr1_1404, transliterated: true) == "Seshanbeh 1 Mehr 1404")
  }

  @Test func theCoresLongDateUsesJalaliMonthNamesInJalaliMode() {
    let text = DateText(
      calendar: JalaliCalendar(), catalog: Catalog(.english), today: today, twelveHour: false)
    #expect(text.long(mehr1_1404) == "Tuesday 1 Mehr 1404")
    #expect(text.relative(mehr1_1404) == "1404/07/01")
  }

  @Test(arguments: [
    (0, "today", "امروز"), (1, "tomorrow", "فردا"), (-1, "yesterday", "دیروز"),
    (2, "Saturday", "شنبه"), (6, "Wednesday", "چهارشنبه"), (7, "1405/07/09", "1405/07/09"),
    (-2, "1405/06/31", "1405/06/31"),
  ])
  func relativeWordsWithinAWeekThenTheShortForm(offset: Int, english: String, persian: String) {
    let day = today.adding(days: offset)
    #expect(format(.english).relative(day) == english)
    #expect(format(.persian).relative(day) == persian)
  }

  @Test func monthNamesAreStandardTransliterationsAndPersian() {
    let calendar = JalaliCalendar()
    let english = (1...12).map { calendar.monthName($0, language: .english) }
    #expect(
      english == [
        "Farvardin", "Ordibehesht", "Khordad", "Tir", "Mordad", "Shahrivar", "Mehr", "Aban",
        "Azar", "Dey", "Bahman", "Esfand",
      ])
    let persian = (1...12).map { calendar.monthName($0, language: .persian) }
    #expect(
      persian == [
        "فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی",
        "بهمن", "اسفند",
      ])
  }

  @Test func weekdayNamesInBothLanguagesAndTransliterated() {
    let english = format(.english)
    let persian = format(.persian)
    #expect(
      Weekday.allCases.map(english.transliteratedWeekdayName) == [
        "Yekshanbeh", "Doshanbeh", "Seshanbeh", "Chaharshanbeh", "Panjshanbeh", "Jomeh", "Shanbeh",
      ])
    #expect(
      Weekday.allCases.map(persian.weekdayName) == [
        "یکشنبه", "دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه", "شنبه",
      ])
    #expect(english.weekdayName(.friday) == "Friday")
  }

  @Test func timesFollowTheClockSetting() {
    #expect(format(.english).time(9 * 60 + 5) == "09:05")
    #expect(format(.persian).time(21 * 60 + 30) == "21:30")
    #expect(format(.english, twelveHour: true).time(21 * 60 + 30) == "9:30 PM")
    #expect(format(.persian, twelveHour: true).time(9 * 60) == "9:00 ق.ظ.")
    #expect(format(.persian, twelveHour: true).time(12 * 60 + 15) == "12:15 ب.ظ.")
    #expect(format(.persian, twelveHour: true).time(0) == "12:00 ق.ظ.")
    #expect(format(.english).moment(LocalTime(day: today, minute: 570)) == "1405/07/02 09:30")
  }

  @Test func noPersianOrArabicIndicDigitIsEverPrinted() {
    var texts: [String] = []
    for language in [Language.english, .persian] {
      for twelveHour in [false, true] {
        let format = format(language, twelveHour: twelveHour)
        for offset in stride(from: -400, through: 400, by: 7) {
          let day = today.adding(days: offset)
          texts += [format.short(day), format.long(day), format.relative(day)]
          texts.append(format.moment(LocalTime(day: day, minute: (offset + 400) % 1440)))
        }
      }
    }
    #expect(texts.allSatisfy { !Digits.containsNonLatinDigit($0) })
    let messages = JalaliMessage.allCases.flatMap { message in
      [Language.english, .persian].compactMap { message.template(in: $0) }
    }
    #expect(messages.allSatisfy { !Digits.containsNonLatinDigit($0) })
  }

  @Test func everyMessageHasAPersianAndAnEnglishText() {
    for message in JalaliMessage.allCases {
      #expect(message.template(in: .english) != nil)
      #expect(message.template(in: .persian) != nil)
      #expect(message.template(in: Language("de")) == nil)
    }
  }
}
