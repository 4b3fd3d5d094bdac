import Testing
import TikCore
import TikJalali

@testable import TikRecurrence

/// Rules in words, in English and Persian with Latin digits, and as the words `tik edit`
/// reads back.
@Suite struct DescriptionTests {
  typealias Rule = RepeatRule

  func words(
    _ rule: Rule, _ language: Language = .english, calendar: any CalendarSystem = Dates.gregorian,
    weekStart: Weekday = .monday
  ) -> String {
    RepeatDescription(catalog: Catalog(language), calendar: calendar, weekStart: weekStart)
      .text(of: rule)
  }

  @Test(arguments: [
    (Rule(frequency: .daily), "every day", "هر روز"),
    (Rule(frequency: .daily, interval: 3), "every 3 days", "هر 3 روز"),
    (Rule(frequency: .weekly), "every week", "هر هفته"),
    (Rule(frequency: .weekly, interval: 2), "every 2 weeks", "هر 2 هفته"),
    (
      Rule(frequency: .weekly, weekdays: [.saturday, .monday]), "every Sat, Mon", "هر شنبه، دوشنبه"
    ),
    (
      Rule(frequency: .weekly, interval: 2, weekdays: [.monday, .saturday]),
      "every 2 weeks on Sat, Mon", "هر 2 هفته، شنبه، دوشنبه"
    ),
    (Rule(frequency: .monthly, calendarID: "gregorian"), "every month", "هر ماه"),
    (Rule(frequency: .monthly, interval: 3, calendarID: "gregorian"), "every 3 months", "هر 3 ماه"),
    (
      Rule(frequency: .monthly, monthDay: -1, calendarID: "gregorian"),
      "every month on the last day", "روز آخر هر ماه"
    ),
    (Rule(frequency: .yearly, calendarID: "gregorian"), "every year", "هر سال"),
    (Rule(frequency: .yearly, interval: 2, calendarID: "gregorian"), "every 2 years", "هر 2 سال"),
    (Rule(frequency: .daily, end: .count(10)), "every day, 10 times", "هر روز، 10 بار"),
    (
      Rule(frequency: .daily, end: .until(Dates.g(2026, 12, 31))), "every day until 2026-12-31",
      "هر روز تا 2026-12-31"
    ),
  ])
  func rulesReadAsWordsInBothLanguages(rule: Rule, english: String, persian: String) {
    #expect(words(rule, .english, weekStart: .saturday) == english)
    #expect(words(rule, .persian, weekStart: .saturday) == persian)
  }

  @Test func weekdaysAreListedFromTheFirstDayOfTheWeek() {
    let rule = Rule(frequency: .weekly, weekdays: [.saturday, .monday])
    #expect(words(rule, weekStart: .monday) == "every Mon, Sat")
    #expect(words(rule, weekStart: .saturday) == "every Sat, Mon")
  }

  @Test func theFormWritesRulesInTheWordsOfTheActiveLanguage() {
    let rule = Rule(
      frequency: .weekly, interval: 2, weekdays: [.saturday, .monday], end: .count(10),
      weekStart: .saturday)
    let english = RepeatDescription(
      catalog: Catalog(.english), calendar: Dates.gregorian, weekStart: .saturday)
    #expect(english.inputWords(of: rule) == "every 2 weeks on sat,mon 10 times")
    let persian = RepeatDescription(
      catalog: Catalog(.persian), calendar: Dates.jalali, weekStart: .saturday)
    #expect(persian.inputWords(of: rule) == "هر 2 هفته شنبه،دوشنبه 10 بار")
    let lastDay = Rule(frequency: .monthly, monthDay: -1, end: .until(Dates.j(1405, 12, 29)))
    #expect(persian.inputWords(of: lastDay) == "آخر ماه تا 1405/12/29")
  }

  @Test func endDatesAreWrittenInTheActiveCalendar() {
    let rule = Rule(frequency: .monthly, end: .until(Dates.j(1405, 12, 29)), calendarID: "jalali")
    #expect(words(rule, calendar: Dates.jalali) == "every month until 1405/12/29")
  }

  @Test func aRuleCountingAnotherCalendarsMonthsSaysWhich() {
    let rule = Rule(frequency: .monthly, calendarID: "jalali")
    #expect(words(rule) == "every month (Jalali)")
    #expect(words(rule, .persian) == "هر ماه (جلالی)")
    #expect(words(rule, calendar: Dates.jalali) == "every month")
  }

  @Test func everyMessageHasBothLanguagesAndLatinDigitsOnly() {
    for message in RecurrenceMessage.allCases {
      for language in RecurrenceMessage.languages {
        let text = message.template(in: language) ?? ""
        #expect(!text.isEmpty, "\(message) in \(language.code)")
        let nonLatin = text.unicodeScalars.filter {
          (0x0660...0x0669).contains($0.value) || (0x06F0...0x06F9).contains($0.value)
        }
        #expect(nonLatin.isEmpty, "\(message) in \(language.code)")
      }
    }
  }

  @Test(arguments: [Language.english, .persian])
  func inputWordsReadBackToTheSameRule(language: Language) throws {
    let context = ParseContext(
      now: LocalTime(day: Dates.g(2026, 9, 24), minute: 540), language: language)
    let description = RepeatDescription(context: context)
    var generator = RuleGenerator(seed: 31, calendar: Dates.gregorian)
    for _ in 0..<300 {
      var rule = generator.next()
      rule.start = nil
      if rule.frequency == .monthly, !rule.isLastDayOfMonth { rule.monthDay = nil }
      if rule.dependsOnWeekStart { rule.weekStart = context.weekStart }
      let text = description.inputWords(of: rule)
      let words = text.split(separator: " ").map(String.init)
      let read = try RepeatRule.read(words, context: context)
      #expect(read == rule, "\(text)")
    }
  }
}
