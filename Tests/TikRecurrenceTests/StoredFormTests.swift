import Testing
import TikCore

@testable import TikRecurrence

/// The stored form: iCalendar DTSTART and RRULE lines that read back to the same rule, and
/// are refused, not guessed at, when they hold something this version does not write.
@Suite struct StoredFormTests {
  @Test func aMonthlyRuleFromThe31stStoresItsAnchorAndWantedDay() {
    let rule = RepeatRule(frequency: .monthly, calendarID: "gregorian")
      .anchored(at: Dates.g(2026, 1, 31), in: Dates.gregorian)
    let lines = rule.storedText.split(separator: "\n")
    #expect(lines.first == "DTSTART;VALUE=DATE:20260131")
    #expect(lines.last == "RRULE:RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=BACKWARD")
  }

  @Test func aJalaliRuleCountsInThePersianCalendar() {
    let rule = RepeatRule(frequency: .yearly, interval: 2, end: .count(5), calendarID: "jalali")
    #expect(rule.rrule == "RSCALE=PERSIAN;FREQ=YEARLY;INTERVAL=2;SKIP=BACKWARD;COUNT=5")
    #expect(RepeatRule(storedText: "RRULE:" + rule.rrule)?.calendarID == "jalali")
  }

  @Test func weeklyAndDailyRulesNeedNoCalendar() {
    let weekly = RepeatRule(
      frequency: .weekly, interval: 2, weekdays: [.saturday, .monday], calendarID: "jalali",
      weekStart: .saturday)
    #expect(weekly.rrule == "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SA;WKST=SA")
    let daily = RepeatRule(frequency: .daily, end: .until(Dates.g(2026, 12, 31)))
    #expect(daily.rrule == "FREQ=DAILY;UNTIL=20261231")
  }

  @Test func generatedRulesReadBackUnchanged() {
    for (calendar, seed) in [(Dates.gregorian, UInt64(21)), (Dates.jalali, UInt64(22))] {
      var generator = RuleGenerator(seed: seed, calendar: calendar)
      for _ in 0..<500 {
        let rule = generator.next()
        #expect(RepeatRule(storedText: rule.storedText) == rule, "\(rule.storedText)")
      }
    }
  }

  @Test(arguments: [
    "RRULE:FREQ=HOURLY",
    "RRULE:FREQ=MONTHLY;BYSETPOS=-1",
    "RRULE:RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=FORWARD",
    "RRULE:FREQ=DAILY;COUNT=3;UNTIL=20261231",
    "RRULE:FREQ=DAILY;INTERVAL=0",
    "RRULE:FREQ=MONTHLY;BYDAY=MO",
    "RRULE:FREQ=WEEKLY;BYMONTHDAY=3",
    "RRULE:FREQ=DAILY;FREQ=WEEKLY",
    "DTSTART:20260230\nRRULE:FREQ=DAILY",
    "DTSTART:20260101\nRRULE:FREQ=DAILY\nEXDATE:20260102",
    "every month",
    "",
  ])
  func whatThisVersionDoesNotWriteIsNotRead(text: String) {
    #expect(RepeatRule(storedText: text) == nil)
  }
}
