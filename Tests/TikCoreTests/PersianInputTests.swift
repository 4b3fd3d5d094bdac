import Foundation
import Testing

@testable import TikCore

/// Persian input on par with English: the same tokens, words and answers, read in the
/// Persian interface and in the English one, digits in every script.
@Suite struct PersianInputTests {
  let today = Day(gregorianYear: 2026, month: 9, day: 24)  // a Thursday
  let parser = QuickEntryParser(tokens: QuickEntryParser.coreTokens(fields: .all))

  func parse(_ text: String, language: Language = .persian) throws -> Draft {
    let context = ParseContext(now: LocalTime(day: today, minute: 9 * 60), language: language)
    return try parser.parse(text, context: context)
  }

  @Test(arguments: ["@بی‌تاریخ", "@بیتاریخ", "@بدون‌تاریخ", "@هیچ", "@none"])
  func theNoDateWordIsReadWithOrWithoutItsZWNJ(word: String) throws {
    let draft = try parse("کار " + word)
    #expect(draft.date == DateInput.none)
    #expect(draft.title == "کار")
  }

  @Test(arguments: [
    ("!زیاد", Priority.high), ("!متوسط", .medium), ("!کم", .low), ("!بالا", .high),
    ("!high", .high), ("!۳", .high),
  ])
  func persianPriorities(word: String, priority: Priority) throws {
    for language in [Language.persian, .english] {
      #expect(try parse("خرید نان " + word, language: language).priority == priority)
    }
  }

  @Test(arguments: [
    ("9 صبح", 540), ("9 عصر", 1260), ("9:30 ب.ظ.", 1290), ("10ق.ظ.", 600), ("۹:۳۰ ق.ظ.", 570),
    ("12 ق.ظ.", 0), ("12 ب.ظ.", 720), ("9 pm", 1260), ("9:30 am", 570),
  ])
  func timesWithTheHalfOfTheDayInPersianAndEnglish(words: String, minute: Int) throws {
    let draft = try parse("جلسه " + words)
    #expect(draft.minute == minute)
    #expect(draft.title == "جلسه")
  }

  @Test func aNumberBeforeAnOrdinaryWordStaysInTheTitle() throws {
    #expect(try parse("خرید 3 نان").title == "خرید 3 نان")
    #expect(try parse("buy 3 apples").minute == nil)
  }

  @Test(arguments: [
    ("@هفته بعد", 7), ("@هفتهٔ بعد", 7), ("@هفته آینده", 7), ("@next week", 7),
    ("@+۲ هفته", 14), ("@+2 weeks", 14), ("@+3 روز", 3), ("@+2w", 14), ("@+3", 3),
  ])
  func weeksAndDaysFromToday(words: String, days: Int) throws {
    for language in [Language.persian, .english] {
      let draft = try parse("کار " + words, language: language)
      #expect(draft.date == .day(today.adding(days: days)), "\(language)")
      #expect(draft.title == "کار", "\(language)")
    }
  }

  /// The English interface reads the Persian date words too, as Persian reads English.
  @Test(arguments: ["@بی‌تاریخ", "@بیتاریخ", "@فردا", "@دیروز", "@شنبه"])
  func persianDateWordsInTheEnglishInterface(word: String) throws {
    let english = try parse("کار " + word, language: .english)
    #expect(english.date == (try parse("کار " + word)).date)
    #expect(english.title == "کار")
  }

  @Test func nextMonthIsTheSameDayOfTheCalendarsNextMonth() throws {
    let draft = try parse("کار @ماه بعد")
    #expect(draft.date == .day(Day(gregorianYear: 2026, month: 10, day: 24)))
    #expect(try parse("x @+2 ماه").date == .day(Day(gregorianYear: 2026, month: 11, day: 24)))
  }

  @Test(arguments: ["y", "yes", "YES", "بله", "ب", "غ", "آره", " بله "])
  func yesInEitherLanguage(answer: String) {
    #expect(Catalog.isYes(answer))
  }

  @Test(arguments: ["", "n", "no", "خیر", "نه", "ن", "بلهه"])
  func anythingElseIsNo(answer: String) {
    #expect(!Catalog.isYes(answer))
  }

  @Test func aPersianTerminalAnswersTheDeleteQuestionInPersian() throws {
    let home = TestHome()
    try home.writeConfig("language = \"fa\"\n")
    try home.add("نان")
    let asked = home.run("delete", "1", input: ["غ"], terminal: true)
    #expect(asked.status == 0, "\(asked.errors)")
    // The question reads right to left, its hint at the end: on the left.
    #expect(asked.errors.hasPrefix(Bidi.visual("[بله/خیر]", rightToLeft: true)), "\(asked.errors)")
    #expect(try home.context().todayTitles().isEmpty)
  }

  @Test func theEditCommandReadsPersianPrioritiesTimesAndClearingWords() throws {
    let home = TestHome()
    try home.add("نان 09:00")
    #expect(home.run("edit", "1", "priority", "زیاد").status == 0)
    #expect(home.run("edit", "1", "time", "5", "عصر").status == 0)
    var todo = try home.context().read { (store) throws(TikError) in try store.todo(id: 1) }
    #expect(todo?.priority == .high)
    #expect(todo?.minute == 17 * 60)
    #expect(home.run("edit", "1", "time", "هیچ").status == 0)
    todo = try home.context().read { (store) throws(TikError) in try store.todo(id: 1) }
    #expect(todo?.minute == nil)
  }

  @Test func aTwelveHourClockSaysTheHalfOfTheDayInPersian() throws {
    let home = TestHome()
    try home.writeConfig("language = \"fa\"\nclock = \"12h\"\n")
    try home.add("جلسه 10:00")
    try home.add("شام 19:30")
    let output = home.run("today").output
    #expect(output.contains("10:00 ق.ظ."), "\(output)")
    #expect(output.contains("7:30 ب.ظ."), "\(output)")
    #expect(!output.contains("AM") && !output.contains("PM"))
  }
}
