import Testing

@testable import TikCore

/// Quick entry: the core's tokens and their errors.
@Suite struct QuickEntryParserTests {
  let today = Day(gregorianYear: 2026, month: 9, day: 24)  // a Thursday
  var context: ParseContext { ParseContext(now: LocalTime(day: today, minute: 9 * 60)) }
  let parser = QuickEntryParser(tokens: QuickEntryParser.coreTokens(fields: .all))

  func parse(_ text: String) throws -> Draft { try parser.parse(text, context: context) }

  @Test func everyTokenIsReadAndLeavesTheTitle() throws {
    let draft = try parse("Call #Work about the plan !high @tomorrow 14:30")
    #expect(draft.title == "Call about the plan")
    #expect(draft.listName == "Work")
    #expect(draft.priority == .high)
    #expect(draft.date == .day(today.adding(days: 1)))
    #expect(draft.minute == 14 * 60 + 30)
  }

  @Test(arguments: [
    ("!low", Priority.low), ("!med", .medium), ("!medium", .medium), ("!high", .high),
    ("!1", .low), ("!2", .medium), ("!3", .high), ("!HIGH", .high),
  ])
  func priorityWords(word: String, priority: Priority) throws {
    #expect(try parse("x " + word).priority == priority)
  }

  @Test(arguments: [
    ("9:30", 570), ("09:30", 570), ("21:05", 1265), ("0:00", 0), ("23:59", 1439), ("9am", 540),
    ("9pm", 1260), ("12am", 0), ("12pm", 720), ("9:30PM", 1290),
  ])
  func times(word: String, minute: Int) throws {
    #expect(try parse("x " + word).minute == minute)
  }

  @Test(arguments: ["24:00", "9:60", "13pm", "0am", "99:99"])
  func impossibleTimesAreErrors(word: String) throws {
    #expect(throws: TikError.invalidTime(word)) { try parse("x " + word) }
  }

  @Test(arguments: ["3:2", "10:30:00", "1.5", "2026", "v2"])
  func wordsThatAreNotTimesStayInTheTitle(word: String) throws {
    #expect(try parse("x " + word).title == "x " + word)
  }

  @Test func persianAndArabicIndicDigitsAreReadAsLatin() throws {
    let draft = try parse("خرید ۱۰:۳۰ !٢")
    #expect(draft.minute == 630)
    #expect(draft.priority == .medium)
    #expect(try parse("room ۴۲").title == "room 42")
  }

  @Test func anUnknownPriorityIsAnError() throws {
    #expect(throws: TikError.invalidPriority("!urgent", quickEntry: true)) {
      try parse("x !urgent")
    }
  }

  @Test func anUnknownDateIsAnError() throws {
    #expect(throws: TikError.invalidDate("@someday", .unknown)) { try parse("x @someday") }
  }

  @Test func anImpossibleDateNamesTheValidRange() throws {
    #expect(throws: TikError.invalidDate("2026-02-30", .dayOutOfRange(max: 28))) {
      try parse("x @2026-02-30")
    }
    #expect(throws: TikError.invalidDate("2026-13-01", .monthOutOfRange(max: 12))) {
      try parse("x @2026-13-01")
    }
  }

  @Test func aSecondTokenOfTheSameKindIsAnError() throws {
    #expect(throws: TikError.repeatedToken("@tomorrow")) { try parse("x @today @tomorrow") }
    #expect(throws: TikError.repeatedToken("#Home")) { try parse("x #Work #Home") }
  }

  @Test func aBackslashKeepsASigilWordAsTitleText() throws {
    let draft = try parse("fix \\#12 and \\!important at \\3:16 \\@home")
    #expect(draft.title == "fix #12 and !important at 3:16 @home")
    #expect(draft.listName == nil && draft.priority == nil && draft.minute == nil)
  }

  @Test func lonelySigilsAreTitleText() throws {
    #expect(try parse("a # b ! c @ d").title == "a # b ! c @ d")
    #expect(try parse("wow !!").title == "wow !!")
  }

  @Test func controlCharactersAndNewlinesNeverReachTheTitle() throws {
    let title = try parse("evil\u{1B}[31m red\nline\tend").title
    #expect(!title.unicodeScalars.contains { $0.value < 0x20 })
  }

  @Test func anEmptyLineIsAnError() throws {
    #expect(throws: TikError.emptyTitle) { try parse("") }
    #expect(throws: TikError.emptyTitle) { try parse(" \t ") }
  }
}

/// Date words, shared by `@` tokens, `tik edit ID date` and the form.
@Suite struct DateWordsTests {
  let today = Day(gregorianYear: 2026, month: 9, day: 24)  // a Thursday
  var context: ParseContext { ParseContext(now: LocalTime(day: today, minute: 0)) }

  func day(_ text: String) throws -> Day? { try DateWords.parse(text, context: context).day }

  @Test func relativeWords() throws {
    #expect(try day("today") == today)
    #expect(try day("tod") == today)
    #expect(try day("tomorrow") == today.adding(days: 1))
    #expect(try day("Tom") == today.adding(days: 1))
    #expect(try day("yesterday") == today.adding(days: -1))
    #expect(try day("+3") == today.adding(days: 3))
    #expect(try day("+3d") == today.adding(days: 3))
    #expect(try day("+2w") == today.adding(days: 14))
    #expect(try DateWords.parse("none", context: context) == .none)
  }

  @Test func aWeekdayIsTheNextSuchDayAfterToday() throws {
    #expect(try day("fri") == today.adding(days: 1))
    #expect(try day("Monday") == today.adding(days: 4))
    #expect(try day("thu") == today.adding(days: 7))
  }

  @Test func isoDatesInEveryCalendar() throws {
    #expect(try day("2026-09-24") == today)
    #expect(try day("@2027-01-05") == Day(gregorianYear: 2027, month: 1, day: 5))
  }

  @Test func monthNamesWithoutAYearMeanTheNextSuchDate() throws {
    #expect(try day("24 sep") == today)
    #expect(try day("Sep 30") == Day(gregorianYear: 2026, month: 9, day: 30))
    #expect(try day("1 january") == Day(gregorianYear: 2027, month: 1, day: 1))
    #expect(try day("3 mar 2025") == Day(gregorianYear: 2025, month: 3, day: 3))
  }

  @Test func aMonthNameWithAnImpossibleDayIsAnError() throws {
    #expect(throws: TikError.invalidDate("31 sep", .dayOutOfRange(max: 30))) {
      try day("31 sep")
    }
  }

  @Test func extraWordsMakeAValueNoDate() throws {
    #expect(throws: TikError.invalidDate("next week please", .unknown)) {
      try day("next week please")
    }
    #expect(throws: TikError.invalidDate("fri please", .unknown)) { try day("fri please") }
  }
}
