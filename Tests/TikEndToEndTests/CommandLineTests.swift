import Foundation
import Testing

/// The command-line contract, checked on the built binary.
@Suite struct CommandLineTests {
  let home = BinaryHome()

  @Test func addPrintsTheNewIdAndTodayShowsIt() throws {
    let first = try home.tik("add", "Buy", "milk", "#Work", "!high", "10:00")
    #expect(first.output == "1\n" && first.status == 0 && first.errors.isEmpty)
    #expect(try home.tik("add", "Call mom @tomorrow").output == "2\n")
    let today = try home.tik("today", "--json")
    #expect(today.titles == ["Buy milk"])
    let task = (today.json["tasks"] as! [[String: Any]])[0]
    #expect(task["date"] as? String == "2026-09-24")
    #expect(task["time"] as? String == "10:00")
    #expect(task["priority"] as? String == "high")
    #expect(task["list"] as? String == "Work")
    #expect(task["done"] as? Bool == false)
    #expect(try home.tik("scheduled", "--json").titles == ["Call mom"])
  }

  @Test func listShowsOneListAndInboxShowsTasksInNoList() throws {
    try home.tik("add", "report #Work")
    try home.tik("add", "groceries")
    #expect(try home.tik("list", "work", "--json").titles == ["report"])
    #expect(try home.tik("list", "Inbox", "--json").titles == ["groceries"])
    let text = try home.tik("list", "Work").output
    #expect(text.hasPrefix("■ Work\n"))
  }

  @Test func doneAndUndoneTickAndUntick() throws {
    try home.tik("add", "a")
    try home.tik("add", "b")
    #expect(try home.tik("done", "1", "2").status == 0)
    var progress = try home.tik("today", "--json").json["progress"] as! [String: Int]
    #expect(progress == ["done": 2, "total": 2])
    #expect(try home.tik("today").output.contains("All done · 2 of 2 · 100%"))
    try home.tik("undone", "2")
    progress = try home.tik("today", "--json").json["progress"] as! [String: Int]
    #expect(progress == ["done": 1, "total": 2])
  }

  @Test func aChangedTaskIsPrintedWithItsId() throws {
    try home.tik("add", "water the plants")
    #expect(try home.tik("done", "1").output == "✓ 1 water the plants  today\n")
  }

  @Test func editChangesOneField() throws {
    try home.tik("add", "draft")
    try home.tik("edit", "1", "title", "final", "report")
    try home.tik("edit", "1", "notes", "two pages")
    try home.tik("edit", "1", "date", "fri")
    try home.tik("edit", "1", "time", "16:00")
    try home.tik("edit", "1", "priority", "med")
    try home.tik("edit", "1", "list", "Personal")
    try home.tik("edit", "1", "subtasks", "add", "outline")
    try home.tik("edit", "1", "subtasks", "add", "write")
    try home.tik("edit", "1", "subtasks", "done", "1")
    let task = try home.tik("show", "1", "--json").json
    #expect(task["title"] as? String == "final report")
    #expect(task["notes"] as? String == "two pages")
    #expect(task["date"] as? String == "2026-09-25")
    #expect(task["time"] as? String == "16:00")
    #expect(task["priority"] as? String == "medium")
    #expect(task["list"] as? String == "Personal")
    let subtasks = task["subtasks"] as? [[String: Any]] ?? []
    #expect(subtasks.map { $0["title"] as? String } == ["outline", "write"])
    #expect(subtasks.map { $0["done"] as? Bool } == [true, false])
    try home.tik("edit", "1", "date", "none")
    let undated = try home.tik("show", "1", "--json").json
    #expect(undated["date"] is NSNull && undated["time"] is NSNull)
  }

  @Test func tomorrowMovesATaskAndKeepsItsTime() throws {
    try home.tik("add", "standup 09:30")
    try home.tik("tomorrow", "1")
    let task = try home.tik("show", "1", "--json").json
    #expect(task["date"] as? String == "2026-09-25")
    #expect(task["time"] as? String == "09:30")
  }

  @Test func duplicateMakesAnOpenCopyWithSubtasksUnticked() throws {
    try home.tik("add", "pack #Personal !high 18:00")
    try home.tik("edit", "1", "subtasks", "add", "passport")
    try home.tik("edit", "1", "subtasks", "done", "1")
    try home.tik("done", "1")
    #expect(try home.tik("duplicate", "1").output == "2\n")
    let copy = try home.tik("show", "2", "--json").json
    #expect(copy["title"] as? String == "pack")
    #expect(copy["done"] as? Bool == false)
    #expect(copy["completed"] is NSNull)
    #expect(copy["priority"] as? String == "high" && copy["time"] as? String == "18:00")
    #expect(copy["list"] as? String == "Personal")
    #expect((copy["subtasks"] as? [[String: Any]])?.first?["done"] as? Bool == false)
  }

  @Test func deleteNeedsYesOutsideATerminal() throws {
    try home.tik("add", "keep me")
    let refused = try home.tik("delete", "1")
    #expect(refused.status == 1)
    #expect(
      refused.errors == "tik: 'delete' asks before it deletes: add --yes to run it without asking\n"
    )
    #expect(try home.tik("all", "--json").titles == ["keep me"])
    #expect(try home.tik("delete", "1", "--yes").status == 0)
    #expect(try home.tik("all", "--json").titles.isEmpty)
    #expect(try home.tik("show", "1").errors == "tik: no task with id '1'\n")
  }

  @Test func listsAreAddedRenamedRecolouredAndDeleted() throws {
    #expect(try home.tik("lists", "add", "Side projects", "--color", "teal").status == 0)
    try home.tik("add", "ship it #side_projects")
    try home.tik("lists", "rename", "Side projects", "Hobby")
    try home.tik("lists", "color", "Hobby", "pink")
    try home.tik("lists", "icon", "Hobby", "★")
    let lists = try home.tik("lists", "--json").json["lists"] as! [[String: Any]]
    let hobby = lists.first { $0["name"] as? String == "Hobby" }
    #expect(hobby?["color"] as? String == "pink")
    #expect(hobby?["icon"] as? String == "★")
    #expect(hobby?["open"] as? Int == 1)
    #expect(try home.tik("lists", "delete", "Hobby").status == 1)
    #expect(try home.tik("lists", "delete", "Hobby", "--yes").status == 0)
    #expect(try home.tik("all", "--json").titles.isEmpty)
    let names = (try home.tik("lists", "--json").json["lists"] as! [[String: Any]]).map {
      $0["name"] as? String
    }
    #expect(names == [nil, "Personal", "Work"])
  }

  @Test func configGetSetAndList() throws {
    #expect(try home.tik("config", "get", "sort").output == "time\n")
    #expect(try home.tik("config", "set", "sort", "newest").status == 0)
    #expect(try home.tik("config", "get", "sort").output == "newest\n")
    #expect(try home.tik("config", "list").output.contains("sort = \"newest\"\n"))
  }

  /// What `config list` prints is a config file: written back whole, every key reads as
  /// it was listed (the keys of plugins' tables dotted, `widget.morning = "05:00"`).
  @Test func theConfigListIsAConfigFileThatReadsBack() throws {
    try home.tik("config", "set", "widget.night", "22:00")
    let listed = try home.tik("config", "list").output
    #expect(listed.contains("\nwidget.night = \"22:00\"\n"))
    try home.writeConfig(listed)
    let again = try home.tik("config", "list")
    #expect(again.status == 0, "\(again.errors)")
    #expect(again.output == listed.replacingOccurrences(of: " # default", with: ""))
  }

  /// A calendar whose plugin is off is refused, naming the plugin; with it on, it is set.
  @Test func aCalendarNeedsItsPluginOn() throws {
    try home.tik("config", "set", "plugins", "recurrence")
    let refused = try home.tik("config", "set", "calendar", "jalali")
    #expect(refused.status == 1)
    #expect(
      refused.errors
        == "tik: the 'jalali' calendar needs the 'jalali' plugin, which is off (see 'tik config get plugins')\n"
    )
    #expect(try home.tik("config", "get", "calendar").output == "gregorian\n")
    try home.tik("config", "set", "plugins", "jalali", "recurrence")
    #expect(try home.tik("config", "set", "calendar", "jalali").status == 0)
  }

  @Test func searchFindsAcrossFields() throws {
    try home.tik("add", "Renew passport")
    try home.tik("add", "other")
    try home.tik("edit", "2", "notes", "bring the PASSPORT photo")
    #expect(try home.tik("search", "passport", "--json").titles == ["Renew passport", "other"])
  }

  @Test func versionAndHelp() throws {
    #expect(try home.tik("--version").output == "tik 0.1.0\n")
    let help = try home.tik("--help").output
    for command in ["add TEXT…", "today", "done ID…", "lists", "config"] {
      #expect(help.contains(command))
    }
    #expect(try home.tik("done", "--help").output.hasPrefix("Usage: tik done ID…"))
  }

  @Test func pipedOutputHasNoColour() throws {
    try home.tik("add", "x !high #Work")
    #expect(!(try home.tik("today").output.contains("\u{1B}")))
  }

  @Test func escapeSequencesInTitlesNeverReachTheOutputRaw() throws {
    try home.tik("add", "evil \u{1B}]0;pwned\u{07} title")
    try home.tik("edit", "1", "notes", "bell \u{07} and \u{1B}[2J clear")
    for command in [["today"], ["show", "1"], ["all"], ["search", "evil"]] {
      let output = try home.run(command).output
      #expect(
        !output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(command)")
    }
  }
}
