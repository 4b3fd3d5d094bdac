import Testing
import TikCore

@testable import TikJalali

/// Every input form of a Jalali date, and the error for each impossible one.
@Suite struct ParseTests {
  /// Thursday 2 Mehr 1405 (2026-09-24).
  let today = Day(gregorianYear: 2026, month: 9, day: 24)

  func parse(_ text: String, language: Language = .english) throws(TikError) -> String {
    let context = ParseContext(
      now: LocalTime(day: today, minute: 540), calendar: JalaliCalendar(), language: language,
      weekStart: .saturday)
    guard case .day(let day) = try DateWords.parse(text, context: context) else { return "none" }
    return ISODate.text(day)
  }

  func error(_ text: String) -> TikError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("@1404/7/1", "2025-09-23"), ("@1404/07/01", "2025-09-23"), ("@1405/7/3", "2026-09-25"),
    ("@1403/12/30", "2025-03-20"), ("@۱۴۰۴/۰۷/۰۱", "2025-09-23"), ("@١٤٠٤/٧/١", "2025-09-23"),
    ("@1 Mehr 1404", "2025-09-23"), ("@Mehr 1 1404", "2025-09-23"), ("@۱ مهر ۱۴۰۴", "2025-09-23"),
  ])
  func aFullJalaliDateIsThatDay(text: String, iso: String) throws {
    #expect(try parse(text) == iso)
  }

  @Test(arguments: [
    ("@7/3", "2026-09-25"), ("@7/2", "2026-09-24"), ("@7/1", "2027-09-23"),
    ("@3 Mehr", "2026-09-25"), ("@1 Mehr", "2027-09-23"), ("@1 Farvardin", "2027-03-21"),
    ("@۱ مهر", "2027-09-23"), ("@3 مهر", "2026-09-25"), ("@10 Dey", "2026-12-31"),
    ("@Aban 1", "2026-10-23"), ("@1 آبان", "2026-10-23"), ("@1 ابان", "2026-10-23"),
    ("@1 Far", "2027-03-21"), ("@1 amordad", "2027-07-23"), ("@1 امرداد", "2027-07-23"),
  ])
  func aJalaliMonthDateWithoutYearMeansTheNextOne(text: String, iso: String) throws {
    #expect(try parse(text) == iso)
  }

  @Test(arguments: [
    ("@فردا", "2026-09-25"), ("@امروز", "2026-09-24"), ("@دیروز", "2026-09-23"),
    ("@پس‌فردا", "2026-09-26"), ("@پس فردا", "2026-09-26"), ("@پریروز", "2026-09-22"),
    ("@شنبه", "2026-09-26"), ("@جمعه", "2026-09-25"), ("@پنجشنبه", "2026-10-01"),
    ("@پنج‌شنبه", "2026-10-01"), ("@پنج شنبه", "2026-10-01"), ("@سه‌شنبه", "2026-09-29"),
    ("@سه شنبه", "2026-09-29"), ("@Shanbeh", "2026-09-26"), ("@jomeh", "2026-09-25"),
    ("@يكشنبه", "2026-09-27"),
  ])
  func persianWordsAndWeekdaysMeanTheNextSuchDay(text: String, iso: String) throws {
    #expect(try parse(text) == iso)
  }

  @Test func isoDatesStayGregorianInJalaliMode() throws {
    #expect(try parse("@2025-09-23") == "2025-09-23")
    #expect(try parse("2026-03-21") == "2026-03-21")
  }

  @Test func gregorianMonthNamesStayGregorianInJalaliMode() throws {
    #expect(try parse("@24 sep") == "2026-09-24")
    #expect(try parse("@1 jan 2027") == "2027-01-01")
  }

  @Test func theCoresWordsStillWork() throws {
    #expect(try parse("@tomorrow") == "2026-09-25")
    #expect(try parse("@fri") == "2026-09-25")
    #expect(try parse("@+3") == "2026-09-27")
  }

  @Test(arguments: [
    ("@1404/12/30", TikError.invalidDate("1404/12/30", .dayOutOfRange(max: 29))),
    ("@30 Esfand 1404", .invalidDate("30 Esfand 1404", .dayOutOfRange(max: 29))),
    ("@1404/7/31", .invalidDate("1404/7/31", .dayOutOfRange(max: 30))),
    ("@31 Mehr", .invalidDate("31 Mehr", .dayOutOfRange(max: 30))),
    ("@۳۱ مهر", .invalidDate("31 مهر", .dayOutOfRange(max: 30))),
    ("@1404/13/1", .invalidDate("1404/13/1", .monthOutOfRange(max: 12))),
    ("@13/1", .invalidDate("13/1", .monthOutOfRange(max: 12))),
    ("@1404/0/1", .invalidDate("1404/0/1", .monthOutOfRange(max: 12))),
    ("@1404/1/0", .invalidDate("1404/1/0", .dayOutOfRange(max: 31))),
    ("@32 Farvardin", .invalidDate("32 Farvardin", .dayOutOfRange(max: 31))),
  ])
  func anImpossibleJalaliDateIsAnErrorNamingTheValidRange(text: String, expected: TikError) {
    #expect(error(text) == expected)
  }

  @Test func errorMessagesNameTheValidRange() {
    let catalog = Catalog(.english)
    #expect(
      error("@1404/12/30")?.message(in: catalog)
        == "'1404/12/30' is not a date: that month has days 1 to 29")
    #expect(
      error("@1404/13/1")?.message(in: catalog)
        == "'1404/13/1' is not a date: months go from 1 to 12")
  }

  @Test func aSlashDateWithAGregorianYearPointsToTheISOForm() {
    let failure = error("@2025/9/23")
    #expect(failure?.code == "invalid_date")
    #expect(
      failure?.message(in: Catalog(.english))
        == "'2025/9/23' is not a date: a Jalali year is at most 1700; "
        + "a Gregorian date is 2025-09-23")
  }

  @Test(arguments: ["@1404/7", "@1404//1", "@14/7/1", "@7/1/1404", "@Mehr", "@1 Mehrr", "@x/y"])
  func otherShapesAreNotJalaliDates(text: String) {
    #expect(error(text) == .invalidDate(text, .unknown))
  }

  @Test func quickEntryTakesAsManyWordsAsTheDate() throws {
    let context = ParseContext(
      now: LocalTime(day: today, minute: 540), calendar: JalaliCalendar(), language: .english)
    let parser = QuickEntryParser(tokens: QuickEntryParser.coreTokens(fields: .all))
    let draft = try parser.parse("pay rent @1 Mehr 1406 #Home", context: context)
    #expect(draft.title == "pay rent")
    #expect(draft.date == .day(Day(gregorianYear: 2027, month: 9, day: 23)))
    let weekday = try parser.parse("call @سه شنبه mom", context: context)
    #expect(weekday.title == "call mom")
    #expect(weekday.date == .day(Day(gregorianYear: 2026, month: 9, day: 29)))
    let digits = try parser.parse("buy bread @۷/۳", context: context)
    #expect(digits.date == .day(Day(gregorianYear: 2026, month: 9, day: 25)))
  }
}

/// Inputs the fuzzer found, kept as regression tests.
@Suite struct FuzzRegressionTests {
  let today = Day(gregorianYear: 2026, month: 9, day: 24)

  /// `24 sep 7225` read as a Gregorian date in Jalali mode printed as `6604/07/03`, which
  /// does not read back: dates beyond 2299 are now refused in every form.
  @Test(arguments: ["24 sep 7225", "7225-09-24", "1899-12-31", "@1 Mehr 1700", "9999-01-01"])
  func datesOutsideTheSupportedYearsAreErrors(text: String) {
    let context = ParseContext(
      now: LocalTime(day: today, minute: 0), calendar: JalaliCalendar(), weekStart: .saturday)
    #expect(
      throws: TikError.invalidDate(
        text.hasPrefix("@") ? String(text.dropFirst()) : text, .yearOutOfRange)
    ) {
      try DateWords.parse(text, context: context)
    }
  }

  @Test func everySupportedDayReadsBackFromItsJalaliShortText() throws {
    let context = ParseContext(
      now: LocalTime(day: today, minute: 0), calendar: JalaliCalendar(), weekStart: .saturday)
    var mismatches = 0
    for number in stride(
      from: DateWords.supportedDays.lowerBound.number,
      through: DateWords.supportedDays.upperBound.number, by: 13)
    {
      let day = Day(number)
      if try DateWords.parse(JalaliCalendar().shortText(day), context: context).day != day {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }
}
