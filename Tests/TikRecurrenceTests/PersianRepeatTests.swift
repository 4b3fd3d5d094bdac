import Testing
import TikCore

@testable import TikRecurrence

/// Repeats typed the way a Persian reader says them, on par with English, and Tab in the
/// interface's language.
@Suite struct PersianRepeatTests {
  let home: RecurrenceHome

  init() throws { home = try RecurrenceHome() }

  func draft(_ text: String) throws -> Draft {
    let context = try home.context()
    return try context.quickEntry.parse(text, context: context.parseContext)
  }

  func rule(_ text: String) throws -> RepeatRule? {
    try draft(text).repeatRule.flatMap { RepeatRule(storedText: $0) }
  }

  @Test(arguments: [
    ("*هر دو هفته", RepeatRule.Frequency.weekly, 2), ("*هر سه روز", .daily, 3),
    ("*هر شش ماه", .monthly, 6), ("*every two weeks", .weekly, 2), ("*every ten days", .daily, 10),
  ])
  func aNumberInWords(token: String, frequency: RepeatRule.Frequency, interval: Int) throws {
    let draft = try draft("ورزش \(token)")
    #expect(draft.title == "ورزش")
    let rule = try #require(draft.repeatRule.flatMap { RepeatRule(storedText: $0) })
    #expect(rule.frequency == frequency && rule.interval == interval)
  }

  @Test(arguments: ["*آخرین روز ماه", "*روز آخر ماه", "*آخر ماه", "*last day", "*last day month"])
  func theLastDayOfTheMonthLeavesNoWordInTheTitle(token: String) throws {
    let draft = try draft("پرداخت اجاره \(token)")
    #expect(draft.title == "پرداخت اجاره")
    let rule = try #require(draft.repeatRule.flatMap { RepeatRule(storedText: $0) })
    #expect(rule.frequency == .monthly && rule.monthDay == -1)
  }

  @Test func aWeekdayWrittenWithASpaceForItsZWNJ() throws {
    #expect(try rule("کلاس *هر سه شنبه")?.weekdays == [.tuesday])
    #expect(try draft("کلاس *هر سه شنبه").title == "کلاس")
    #expect(try rule("کلاس *هر سه‌شنبه")?.weekdays == [.tuesday])
  }

  @Test func tabOffersTheInterfacesWordsOnly() throws {
    try home.writeConfig("language = \"fa\"\n")
    let persian = try home.context()
    let words = try Completions(context: persian).tokenWords(sigil: "*", prefix: "")
    #expect(words.contains("روزانه") && words.contains("هر") && words.contains("سه‌شنبه"))
    #expect(!words.contains("daily"), "\(words)")
    try home.writeConfig("language = \"en\"\n")
    let english = try Completions(context: try home.context()).tokenWords(sigil: "*", prefix: "")
    #expect(english.contains("daily") && !english.contains("روزانه"), "\(english)")
  }

  @Test func persianHelpShowsPersianRepeatTokens() throws {
    try home.writeConfig("language = \"fa\"\n")
    let plugin = try RecurrencePlugin(context: try home.context())
    #expect(plugin.tokenSyntax.joined().contains("*روزانه"))
    #expect(!plugin.tokenSyntax.joined().contains("*daily"))
  }
}
