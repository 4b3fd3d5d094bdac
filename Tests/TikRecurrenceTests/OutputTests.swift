import Foundation
import Testing
import TikCore

@testable import TikRecurrence

/// What views, `tik show` and JSON say about repeating tasks.
@Suite struct OutputTests {
  let home: RecurrenceHome

  init() throws { home = try RecurrenceHome() }

  func json(_ arguments: String...) throws -> [String: Any] {
    let output = home.run(arguments + ["--json"]).output
    return try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
  }

  @Test func viewsMarkRepeatingTasksWithTheRuleInWords() throws {
    try home.add("rent *monthly")
    try home.add("stretch *every 2 days")
    try home.add("call mum")
    let today = home.run("today").output
    #expect(today.contains("rent  ↻ every month\n"))
    #expect(today.contains("stretch  ↻ every 2 days\n"))
    #expect(today.contains("call mum\n"))
  }

  @Test func showGivesTheRuleAndTheNextDate() throws {
    let task = try home.add("rent *monthly @2026-10-31")
    let show = home.run("show", String(task.id)).output
    #expect(show.contains("  Repeat    every month\n"))
    #expect(show.contains("  Next      Monday 30 November 2026\n"))
  }

  @Test func showSaysWhenASeriesHasEnded() throws {
    let task = try home.add("pill *daily *1 times")
    #expect(home.run("show", String(task.id)).output.contains("none, the repeat has ended"))
  }

  @Test func jsonGivesTheRuleInWordsAsAnRRULEAndItsStart() throws {
    let task = try home.add("rent *monthly @2026-01-31")
    let object = try json("show", String(task.id))
    let rule = try #require(object["repeat"] as? [String: Any])
    #expect(rule["text"] as? String == "every month")
    #expect(rule["rrule"] as? String == "RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=BACKWARD")
    #expect(rule["start"] as? String == "2026-01-31")
  }

  @Test func jsonOfATaskThatDoesNotRepeatSaysNull() throws {
    let task = try home.add("call mum")
    let object = try json("show", String(task.id))
    #expect(object.keys.contains("repeat") && object["repeat"] is NSNull)
  }

  @Test func jsonOfAJalaliRuleKeepsISODatesAndLatinDigits() throws {
    try home.writeConfig("calendar = \"jalali\"\n")
    let task = try home.add("rent *monthly @1405/7/1 *until 1405/12/29")
    let output = home.run("show", String(task.id), "--json").output
    #expect(
      output.contains(
        #""rrule":"RSCALE=PERSIAN;FREQ=MONTHLY;BYMONTHDAY=1;SKIP=BACKWARD;UNTIL=20270320""#))
    #expect(output.contains(#""start":"2026-09-23""#))
    #expect(output.contains(#""text":"every month until 1405/12/29""#))
  }

  @Test func tabOffersRepeatWords() throws {
    let completions = Completions(context: try home.context())
    #expect(try completions.tokenWords(sigil: "*", prefix: "mo") == ["monthly", "mon"])
    #expect(try completions.tokenWords(sigil: "*", prefix: "").contains("every"))
  }

  @Test func helpListsTheTokens() throws {
    #expect(home.run("add", "--help").output.contains("*daily|*weekly|*monthly"))
  }
}
