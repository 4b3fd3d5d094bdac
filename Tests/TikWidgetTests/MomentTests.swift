import Foundation
import Testing
import TikCore

@testable import TikWidget

/// The five moments by local time, and their bounds in the `[widget]` table.
@Suite struct MomentTests {
  static let defaults = MomentBounds(starts: [300, 600, 720, 1020, 1260])

  @Test(arguments: [
    (0, Moment.night), (299, .night), (300, .morning), (599, .morning), (600, .lateMorning),
    (719, .lateMorning), (720, .afternoon), (1019, .afternoon), (1020, .evening),
    (1259, .evening), (1260, .night), (1439, .night),
  ])
  func eachMomentRunsFromItsStartToTheNextOne(minute: Int, moment: Moment) {
    #expect(MomentTests.defaults.moment(at: minute) == moment)
  }

  @Test func boundsInAnyOrderFollowTheClockAndTheLastRunsPastMidnight() {
    // The night starts at 02:00 and the morning at 06:00.
    let bounds = MomentBounds(starts: [360, 600, 720, 1020, 120])
    #expect(bounds.moment(at: 60) == .evening)
    #expect(bounds.moment(at: 120) == .night)
    #expect(bounds.moment(at: 359) == .night)
    #expect(bounds.moment(at: 360) == .morning)
    #expect(bounds.moment(at: 1439) == .evening)
  }

  @Test func twoMomentsWithOneStartShowTheLaterOne() {
    let bounds = MomentBounds(starts: [300, 600, 600, 1020, 1260])
    #expect(bounds.moment(at: 650) == .afternoon)
  }

  @Test func theDefaultsAreThePhoneWidgetsDay() throws {
    let home = WidgetHome()
    #expect(MomentBounds(config: try home.context().config) == MomentTests.defaults)
  }

  @Test func theWidgetTableSetsTheBounds() throws {
    let home = WidgetHome()
    try home.writeConfig("[widget]\nmorning = \"06:30\"\nnight = \"22:15\"\n")
    let bounds = MomentBounds(config: try home.context().config)
    #expect(bounds.starts == [390, 600, 720, 1020, 1335])
  }

  @Test(arguments: ["24:00", "7:00", "07:60", "0700", "+7:00", "07:00:00", "morning", ""])
  func aBoundThatIsNotATimeIsAConfigErrorWithItsLine(value: String) throws {
    let home = WidgetHome()
    try home.writeConfig("language = \"en\"\n[widget]\nmorning = \"\(value)\"\n")
    let run = home.run("today")
    #expect(run.status == 1)
    #expect(
      run.errors.contains(
        "config.toml:3:11: '\"\(value)\"' is not a value of 'widget.morning' (use HH:MM)"))
  }

  @Test func configSetRefusesABadBoundAndTakesAGoodOne() throws {
    let home = WidgetHome()
    let bad = home.run("config", "set", "widget.evening", "7pm")
    #expect(bad.status == 1)
    #expect(bad.errors == "tik: '7pm' is not a value of 'widget.evening' (use HH:MM)\n")
    #expect(home.run("config", "set", "widget.evening", "18:30").status == 0)
    let text = try String(contentsOfFile: home.root + "/config/tik/config.toml", encoding: .utf8)
    #expect(text.contains("[widget]\nevening = \"18:30\""))
    #expect(home.run("config", "get", "widget.evening").output == "18:30\n")
  }

  @Test func withThePluginOffTheKeysAreValidAndDoNothing() throws {
    let home = WidgetHome()
    try home.writeConfig("plugins = []\n[widget]\nmorning = \"06:00\"\n")
    #expect(home.run("add", "x").status == 0)
    #expect(home.run("widget").status == 2)
    #expect(!FileManager.default.fileExists(atPath: home.snapshotPath))
    #expect(!home.run("help").output.contains("widget"))
  }
}
