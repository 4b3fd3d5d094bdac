import Foundation
import Testing
import TikCore

@testable import TikWidget

/// The widget's only writes: tick and snooze. Nothing on the widget deletes.
@Suite struct WidgetActionTests {
  let home = WidgetHome(now: "2026-09-24T10:30")

  init() throws {
    try home.add("Pay rent @yesterday")
    try home.add("Standup 09:30")
    try home.add("Read")
  }

  func inline() -> String { home.run("widget", "--size", "inline").output }

  /// Every task, every list and the config: what a user could lose.
  func everything() -> String {
    home.run("all", "--json").output + home.run("lists", "--json").output
  }

  @Test func tickWithoutAnIdTicksTheTriageCardsTask() throws {
    #expect(inline() == "→ Pay rent\n")
    let run = home.run("widget", "tick")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("✓ 1 Pay rent"))
    #expect(try home.snapshot()?.facts.next?.title == "Standup")
    #expect(inline() == "→ Standup\n")
  }

  @Test func tickTakesAnId() throws {
    #expect(home.run("widget", "tick", "3").status == 0)
    let snapshot = try #require(try home.snapshot())
    #expect(snapshot.facts.done == 1 && snapshot.facts.doneTasks.map(\.title) == ["Read"])
  }

  @Test func snoozeTakesTheTaskOffTheTriageCardForAnHourAndChangesNoTask() throws {
    let before = everything()
    let run = home.run("widget", "snooze")
    #expect(run.status == 0)
    #expect(run.output == "☾ 1 Pay rent  snoozed until 11:30\n")
    #expect(everything() == before)
    #expect(inline() == "→ Standup\n")
    home.now = "2026-09-24T11:29"
    #expect(inline() == "→ Standup\n")
    home.now = "2026-09-24T11:30"
    #expect(inline() == "→ Pay rent\n")
  }

  @Test func snoozeTakesAnIdAndMinutes() throws {
    let run = home.run("widget", "snooze", "2", "--minutes", "10", "--json")
    #expect(run.output.contains("\"action\":\"snoozed\""))
    #expect(run.output.contains("\"until\":\"2026-09-24T10:40:00\""))
    let log = try String(contentsOfFile: home.logPath, encoding: .utf8)
    #expect(log == "tik-widget-state\t1\nsnooze\t2\t2026-09-24T10:40:00\n")
  }

  @Test func whenEveryOpenTaskIsSnoozedTheLateMorningSaysSo() throws {
    for id in ["1", "2", "3"] { home.run("widget", "snooze", id) }
    #expect(inline() == "☾ 3 snoozed\n")
    let run = home.run("widget", "tick")
    #expect(run.status == 1)
    #expect(run.errors == "tik: the widget has no task to tick\n")
  }

  @Test func aDoneTaskCannotBeSnoozed() throws {
    home.run("done", "3")
    let run = home.run("widget", "snooze", "3")
    #expect(run.status == 1 && run.errors == "tik: task '3' is already done\n")
  }

  @Test(arguments: [["0"], ["1441"], ["soon"]])
  func minutesAreFrom1To1440(minutes: [String]) {
    let run = home.run(["widget", "snooze", "--minutes"] + minutes)
    #expect(run.status == 1)
    #expect(run.errors.contains("is not a number of minutes from 1 to 1440"))
  }

  @Test(arguments: [["delete"], ["delete", "1"], ["remove", "1"], ["tick", "1", "2"]])
  func nothingOnTheWidgetDeletes(arguments: [String]) {
    let before = everything()
    let run = home.run(["widget"] + arguments)
    #expect(run.status == 2)
    #expect(everything() == before)
  }

  @Test func theWidgetOffersOnlyTickAndSnooze() throws {
    let json = home.run("widget", "--moment", "late_morning", "--format", "json").output
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let actions = (object?["actions"] as? [[String: Any]] ?? []).compactMap {
      $0["action"] as? String
    }
    #expect(actions == ["tick", "snooze"])
    #expect(!json.contains("delete"))
  }

  @Test func anUnknownTaskIsAnError() {
    let run = home.run("widget", "tick", "42")
    #expect(run.status == 1 && run.errors == "tik: no task with id '42'\n")
  }
}
