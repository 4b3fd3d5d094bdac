import Foundation
import Testing
import TikCore

@testable import TikWidget

/// When the snapshot is rewritten: after every commit, at first use each day, when the
/// settings change, when a snooze ends — and never by a read that does not need it.
@Suite struct SnapshotRewriteTests {
  let home = WidgetHome(now: "2026-09-24T10:30")

  func modified() throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: home.snapshotPath)[.modificationDate]
      as? Date
  }

  @Test func everyCommitRewritesIt() throws {
    try home.add("one")
    #expect(try home.snapshot()?.facts.open == 1)
    home.run("add", "two")
    #expect(try home.snapshot()?.facts.open == 2)
    home.run("done", "1")
    #expect(try home.snapshot()?.facts.done == 1)
    home.run("delete", "2", "--yes")
    #expect(try home.snapshot()?.facts.total == 1)
  }

  @Test func aReadCommandDoesNotWriteIt() throws {
    try home.add("one")
    try FileManager.default.removeItem(atPath: home.snapshotPath)
    home.run("today")
    home.run("widget", "--cached")
    #expect(!FileManager.default.fileExists(atPath: home.snapshotPath))
  }

  @Test func aFreshSnapshotIsReadNotRewritten() throws {
    try home.add("one")
    let text = try String(contentsOfFile: home.snapshotPath, encoding: .utf8)
    // A snapshot that says something else than the database: the reader believes it.
    try text.replacingOccurrences(of: "\nopen\t1\n", with: "\nopen\t7\n")
      .write(toFile: home.snapshotPath, atomically: true, encoding: .utf8)
    #expect(home.run("widget", "--moment", "night", "--size", "inline").output == "○ 7 open\n")
  }

  @Test func theFirstReadOfANewDayRewritesIt() throws {
    try home.add("one")
    home.now = "2026-09-25T08:00"
    #expect(home.run("widget", "--size", "inline", "--cached").output == "⟳ 1 open\n")
    #expect(home.run("widget", "--size", "inline").output == "⚠ 1 overdue\n")
    #expect(try home.snapshot()?.facts.day == Day(gregorianYear: 2026, month: 9, day: 25))
  }

  @Test func refreshRewritesItAndPrintsNothing() throws {
    try home.add("one")
    home.now = "2026-09-25T08:00"
    let run = home.run("widget", "--refresh")
    #expect(run.status == 0 && run.output.isEmpty)
    #expect(try home.snapshot()?.facts.day == Day(gregorianYear: 2026, month: 9, day: 25))
  }

  @Test func aSettingRewritesItInTheSameCommand() throws {
    try home.add("one")
    home.run("config", "set", "language", "fa")
    #expect(try home.snapshot()?.slots["inline.night"] == "○ 1 کار باز")
    #expect(home.run("widget", "--moment", "night", "--size", "inline").output == "○ 1 کار باز\n")
    home.run("config", "set", "widget.night", "22:00")
    #expect(try home.snapshot()?.bounds.starts.last == 1320)
    home.run("config", "unset", "widget.night")
    #expect(try home.snapshot()?.bounds.starts.last == 1260)
  }

  /// A snapshot whose settings differ from the config (written by another build, or
  /// before the file was edited by hand) is rewritten by the next reader.
  @Test func aReaderRewritesASnapshotOfOtherSettings() throws {
    try home.add("one")
    try home.writeConfig("language = \"fa\"\n")
    #expect(try home.snapshot()?.slots["inline.night"] == "○ 1 open")
    #expect(home.run("widget", "--moment", "night", "--size", "inline").output == "○ 1 کار باز\n")
    #expect(try home.snapshot()?.slots["inline.night"] == "○ 1 کار باز")
  }

  @Test func aDamagedSnapshotIsWrittenAnew() throws {
    try home.add("one")
    try "tik-widget\t1\t2026-09-24\tgarbage\n".write(
      toFile: home.snapshotPath, atomically: true, encoding: .utf8)
    #expect(home.run("widget", "--moment", "night", "--size", "inline").output == "○ 1 open\n")
    #expect(try home.snapshot() != nil)
  }

  @Test func theSnapshotAndTheLogArePrivate() throws {
    try home.add("one")
    home.run("widget", "snooze")
    for path in [home.snapshotPath, home.logPath] {
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(mode == 0o600, "\(path)")
    }
  }

  @Test func theWidgetsDayRollsOverAtMidnightNotAtAMoment() throws {
    try home.add("late")
    home.now = "2026-09-24T23:59"
    #expect(home.run("widget", "--size", "inline").output == "○ 1 open\n")
    home.now = "2026-09-25T00:01"
    #expect(home.run("widget", "--size", "inline", "--cached").output == "⟳ 1 open\n")
  }
}
