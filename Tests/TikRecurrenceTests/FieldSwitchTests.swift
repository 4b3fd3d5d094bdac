import Foundation
import Testing
import TikCore

@testable import TikRecurrence

/// With the `repeat` field or the plugin off, the plugin adds nothing: `*` words are title
/// text, nothing is marked or ticked into copies, and stored rules stay as they were.
@Suite struct FieldSwitchTests {
  static let offs = [
    "fields = [\"notes\", \"subtasks\", \"date\", \"time\", \"priority\", \"photo\"]\n",
    "plugins = [\"jalali\"]\n",
  ]

  @Test(arguments: offs)
  func starWordsAreTitleText(config: String) throws {
    let home = try RecurrenceHome(config: config)
    let task = try home.add("rent *monthly *every 3 days")
    #expect(task.title == "rent *monthly *every 3 days")
    #expect(task.repeatRule == nil)
  }

  @Test(arguments: offs)
  func storedRulesAreKeptButInert(config: String) throws {
    let home = try RecurrenceHome()
    let task = try home.add("rent *monthly")
    let rule = try #require(try home.todo(task.id)?.repeatRule)
    try home.writeConfig(config)
    try home.tick(task.id)
    #expect(try home.all().count == 1)
    try home.untick(task.id)
    #expect(try home.todo(task.id)?.repeatRule == rule)
    let today = home.run("today").output
    #expect(!today.contains("↻"))
    let json = home.run("show", String(task.id), "--json").output
    #expect(!json.contains("\"repeat\""))
    #expect(!home.run("add", "--help").output.contains("*daily"))
    #expect(home.run("edit", String(task.id), "repeat", "daily").status == 1)
    try home.writeConfig("")
    try home.tick(task.id)
    #expect(try home.all().count == 2)
  }

  @Test(arguments: offs)
  func anOpenCopyStaysWhenItsTickIsUndoneWithThePluginOff(config: String) throws {
    let home = try RecurrenceHome()
    let task = try home.add("stretch *daily")
    try home.tick(task.id)
    try home.writeConfig(config)
    try home.untick(task.id)
    #expect(try home.all().count == 2)
  }
}
