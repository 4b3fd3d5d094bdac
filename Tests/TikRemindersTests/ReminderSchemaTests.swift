import Foundation
import Testing
import TikCore

@testable import TikReminders

/// The reminders plugin keeps its own tables: created when it is on, and taken over as
/// they are from a database an earlier tik wrote, when the core kept them.
@Suite struct ReminderSchemaTests {
  let root: String = {
    var bytes = Array((NSTemporaryDirectory() + "tik-remind-schema-XXXXXX").utf8CString)
    return String(cString: mkdtemp(&bytes)!)
  }()

  func context(plugins: [any Plugin.Type]) throws -> Context {
    try Context(
      environment: Environment(variables: [
        "HOME": root, "XDG_CONFIG_HOME": root + "/c", "XDG_DATA_HOME": root + "/d",
        "XDG_STATE_HOME": root + "/s", "TIK_NOW": "2026-09-24T09:00",
      ]), pluginTypes: plugins)
  }

  func tables() throws -> [String] {
    let run = Process()
    run.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    run.arguments = [root + "/d/tik/tik.db", "SELECT name FROM sqlite_schema WHERE type = 'table'"]
    let output = Pipe()
    run.standardOutput = output
    try run.run()
    run.waitUntilExit()
    return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: "\n").map(String.init)
  }

  @Test func itsTablesExistOnlyWhenItIsOn() throws {
    let off = try context(plugins: [])
    _ = try off.add("standup 09:30", on: .today)
    #expect(!(try tables().contains("reminders_fired")))
    let on = try context(plugins: [ReminderPlugin.self])
    _ = try on.read { (store) throws(TikError) in try store.snoozes() }
    #expect(try tables().contains("reminders_fired") && tables().contains("reminders_snoozed"))
  }

  @Test func aDatabaseFromBeforeThePluginKeptItsTablesKeepsItsSnoozes() throws {
    let context = try context(plugins: [ReminderPlugin.self])
    let task = try context.add("standup 09:30", on: .today)
    try context.write { (store) throws(TikError) in
      try store.snooze(taskID: task.id, until: Instant(seconds: 1_790_000_000))
      // As the core left it: the same tables, and no record of the plugin's version.
      try store.query("DROP TABLE plugin_schema")
      try store.query("PRAGMA user_version = 8")
    }
    let reopened = try self.context(plugins: [ReminderPlugin.self])
    let snoozes = try reopened.read { (store) throws(TikError) in try store.snoozes() }
    #expect(snoozes == [task.id: Instant(seconds: 1_790_000_000)])
    let version = try reopened.read { (store) throws(TikError) in
      try store.scalar("SELECT version FROM plugin_schema WHERE plugin = 'reminders'")
    }
    // Its three steps taken over, the fourth (the snoozes' index by end) made.
    #expect(version == 4)
    let index = try reopened.read { (store) throws(TikError) in
      try store.scalar(
        "SELECT count(*) FROM sqlite_schema WHERE name = 'reminders_snoozed_by_until'")
    }
    #expect(index == 1)
  }
}
