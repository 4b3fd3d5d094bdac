import Testing
import TikCore

@testable import TikRecurrence

/// The `*` tokens of quick entry: each reads one part of a rule, in English or Persian.
@Suite struct QuickEntryTests {
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
    ("*daily", RepeatRule.Frequency.daily, 1), ("*weekly", .weekly, 1), ("*monthly", .monthly, 1),
    ("*yearly", .yearly, 1), ("*annually", .yearly, 1), ("*every day", .daily, 1),
    ("*every 3 days", .daily, 3), ("*every 2 weeks", .weekly, 2), ("*every 6 months", .monthly, 6),
    ("*every 2 years", .yearly, 2), ("*Every 1 Week", .weekly, 1),
    ("*روزانه", .daily, 1), ("*هفتگی", .weekly, 1), ("*ماهانه", .monthly, 1),
    ("*سالانه", .yearly, 1),
    ("*هر 3 روز", .daily, 3), ("*هر ۲ هفته", .weekly, 2), ("*every ۳ days", .daily, 3),
  ])
  func frequencyTokens(token: String, frequency: RepeatRule.Frequency, interval: Int) throws {
    let draft = try draft("water plants \(token) now")
    #expect(draft.title == "water plants now")
    let rule = try #require(draft.repeatRule.flatMap { RepeatRule(storedText: $0) })
    #expect(rule.frequency == frequency && rule.interval == interval)
    #expect(rule.start == nil, "the date is not known until the task is stored")
  }

  @Test func chosenWeekdaysRepeatWeekly() throws {
    let rule = try #require(try rule("gym *sat,mon"))
    #expect(rule.frequency == .weekly && rule.weekdays == [.saturday, .monday])
    #expect(try self.rule("gym *saturday")?.weekdays == [.saturday])
    #expect(try self.rule("gym *Friday")?.weekdays == [.friday])
    #expect(try self.rule("gym *شنبه،دوشنبه")?.weekdays == [.saturday, .monday])
  }

  @Test func everyTwoWeeksOnChosenWeekdaysTakesTheWeekStart() throws {
    let rule = try #require(try rule("gym *every 2 weeks *sat,mon"))
    #expect(rule.interval == 2 && rule.weekdays == [.saturday, .monday])
    #expect(rule.weekStart == .monday)
    try home.writeConfig("week_start = \"saturday\"\n")
    #expect(try self.rule("gym *sat,mon *every 2 weeks")?.weekStart == .saturday)
  }

  @Test func theLastDayRepeatsMonthly() throws {
    #expect(try rule("rent *last day")?.monthDay == -1)
    #expect(try rule("rent *every 3 months *last day")?.interval == 3)
    #expect(try rule("rent *آخر ماه")?.isLastDayOfMonth == true)
  }

  @Test func endsAreSeparateTokens() throws {
    #expect(try rule("pill *daily *10 times")?.end == .count(10))
    #expect(try rule("pill *10 times *daily")?.end == .count(10))
    #expect(try rule("pill *daily *until 2026-12-31")?.end == .until(Dates.g(2026, 12, 31)))
    #expect(try rule("pill *daily *until 31 dec 2026")?.end == .until(Dates.g(2026, 12, 31)))
    #expect(try rule("pill *daily *5 بار")?.end == .count(5))
  }

  @Test func untilReadsJalaliDatesInJalaliMode() throws {
    try home.writeConfig("calendar = \"jalali\"\n")
    let draft = try draft("pill *daily *until 1405/12/29 morning")
    #expect(draft.title == "pill morning")
    let rule = try #require(draft.repeatRule.flatMap { RepeatRule(storedText: $0) })
    #expect(rule.end == .until(Dates.j(1405, 12, 29)))
    #expect(try self.rule("rent *monthly")?.calendarID == "jalali")
    #expect(try self.rule("قرص *روزانه *تا ۱۴۰۵/۱۲/۲۹")?.end == .until(Dates.j(1405, 12, 29)))
    #expect(try self.rule("قرص *روزانه *10 بار")?.end == .count(10))
  }

  @Test func monthsAreCountedInTheActiveCalendar() throws {
    #expect(try rule("rent *monthly")?.calendarID == "gregorian")
    try home.writeConfig("calendar = \"jalali\"\n")
    #expect(try rule("rent *monthly")?.calendarID == "jalali")
  }

  @Test(arguments: [
    (
      "x *every 0 days",
      "'every 0 days' is not a repeat (try daily, weekly, every 3 days, sat,mon …)"
    ),
    (
      "x *fortnightly", "'fortnightly' is not a repeat (try daily, weekly, every 3 days, sat,mon …)"
    ),
    (
      "x *every fortnight",
      "'every fortnight' is not a repeat (try daily, weekly, every 3 days, sat,mon …)"
    ),
    ("x *0 times *daily", "'0 times' is not a repeat (try daily, weekly, every 3 days, sat,mon …)"),
    ("x *sat,mon *daily", "'daily' does not go with 'every Mon, Sat'"),
    ("x *monthly *sat,mon", "'sat,mon' does not go with 'every month'"),
    ("x *last day *weekly", "'weekly' does not go with 'every month on the last day'"),
  ])
  func malformedRepeatsAreErrors(text: String, message: String) throws {
    let context = try home.context()
    #expect {
      _ = try context.quickEntry.parse(text, context: context.parseContext)
    } throws: { error in
      guard let error = error as? TikError, case .plugin(let code, let text) = error else {
        return false
      }
      return code == "invalid_repeat" && text == message
    }
  }

  @Test func aSecondFrequencyOrEndIsARepeatedToken() throws {
    let context = try home.context()
    for text in ["x *daily *weekly", "x *10 times *until 2026-12-31 *daily"] {
      #expect(throws: TikError.self) {
        _ = try context.quickEntry.parse(text, context: context.parseContext)
      }
    }
  }

  @Test func starWordsThatAreNoTokenStayInTheTitle() throws {
    #expect(try draft("**bold** move").title == "**bold** move")
    #expect(try draft("5 * 3").title == "5 * 3")
    #expect(try draft("\\*daily standup").title == "*daily standup")
    #expect(try draft("\\*daily standup").repeatRule == nil)
  }
}
