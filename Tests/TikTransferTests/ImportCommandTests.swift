import Foundation
import Testing
import TikCore
import TikUndo

/// `tik import` as a command: a dry run writes nothing, bad input is one line and exit
/// code 1 with nothing written, the report's JSON has one shape, and one `tik undo`
/// takes a whole import back.
@Suite struct ImportCommandTests {
  /// The database's bytes, with its write-ahead log's: equal means nothing was written.
  func bytes(_ home: TransferHome) -> [Data?] {
    [home.databasePath, home.databasePath + "-wal"].map { FileManager.default.contents(atPath: $0) }
  }

  /// A home with a few tasks of its own and a rich file to import from another.
  func homeAndFile(format: String = "json") throws -> (TransferHome, String) {
    let home = TransferHome(alsoWith: [UndoPlugin.self])
    home.run("add", "milk")
    home.run("lists", "add", "Garden", "--color", "mint")
    let other = try RichHome.make()
    let file = home.path("other." + format)
    #expect(other.run("export", "--format", format, "--output", file).status == 0)
    return (home, file)
  }

  @Test(arguments: ["json", "ics"])
  func aDryRunReportsWhatItWouldAddAndWritesNothing(_ format: String) throws {
    let (home, file) = try homeAndFile(format: format)
    let before = bytes(home)
    let contents = try home.contents()
    let report = try home.importReport(file, "--dry-run")
    #expect(report["dry_run"] as? Bool == true)
    #expect(report.count("added") == 16)
    #expect((report["lists_added"] as? [String]) == ["Groceries", "خانه"])
    #expect(bytes(home) == before)
    #expect(try home.contents() == contents)
    // What the dry run said is what the import does.
    let real = try home.importReport(file)
    #expect(real["dry_run"] as? Bool == false)
    #expect(real.titles("added") == report.titles("added"))
  }

  /// Files that are not what `tik import` reads, each with the start of what it says.
  static let badInputs: [(name: String, arguments: [String], message: String)] = [
    ("missing", ["no-such-file.json"], "no file '"),
    ("directory", ["folder"], "is not a file"),
    ("unknown format", ["tasks.json", "--format", "xml"], "unknown format 'xml'"),
    ("malformed JSON", ["broken.json"], "not valid JSON"),
    ("JSON with a bad field", ["bad-field.json"], "task 1"),
    ("Taskwarrior with a bad status", ["bad-status.json"], "task 1"),
    (
      "Taskwarrior with a date that is no day", ["bad-end.json"],
      "task 2 of the file: 'end' cannot be '20260230T100000Z'"
    ),
    ("iCalendar with a date that is no day", ["bad-date.ics"], "not valid iCalendar: DUE"),
    ("iCalendar cut short", ["cut.ics"], "not valid iCalendar"),
    ("todo.txt with a due date that is no day", ["due.txt"], "line 3 of the file: 'due'"),
    ("todo.txt with a due month that is none", ["month.txt"], "line 1 of the file: 'due'"),
    (
      "todo.txt with a creation date that is no day", ["created.txt"],
      "line 2 of the file: 'created'"
    ),
    (
      "todo.txt with a completion date that is no day", ["done.txt"],
      "line 1 of the file: 'completed'"
    ),
    (
      "todo.txt with a done line created on no day", ["done-created.txt"],
      "line 1 of the file: 'created'"
    ),
    ("todo.txt with a time that is none", ["time.txt"], "line 1 of the file: 'time'"),
    ("a symlink to a directory", ["link-to-folder"], "is not a file"),
    ("a dangling symlink", ["dangling-link"], "no file '"),
    ("binary garbage", ["garbage.bin"], "is not UTF-8 text"),
    ("no file named", [], "usage"),
  ]

  func makeBadInputs(in home: TransferHome) throws {
    let files: [String: String] = [
      "tasks.json": #"{"format":"tik","version":1,"lists":[],"tasks":[]}"#,
      "broken.json": #"{"format":"tik","version":1,"tasks":[{"title": }]}"#,
      "bad-field.json":
        #"{"format":"tik","version":1,"tasks":[{"title":"x","priority":"urgent"}]}"#,
      "bad-status.json": #"[{"uuid":"1","description":"x","status":"someday"}]"#,
      "bad-end.json": #"""
      [{"uuid":"1","description":"x","due":"20260228T100000Z"},
       {"uuid":"2","description":"y","status":"completed","end":"20260230T100000Z"}]
      """#,
      "bad-date.ics": "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:1\r\nSUMMARY:x\r\n"
        + "DUE:2026-13-45\r\nEND:VTODO\r\nEND:VCALENDAR\r\n",
      "cut.ics": "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:1\r\nSUMMARY:x\r\n",
      "due.txt": "Call mom\n\n2026-09-01 Pay taxes due:2026-02-30\n",
      "month.txt": "2026-09-01 Pay taxes due:2026-13-01\n",
      "created.txt": "Call mom\r\n2026-02-29 Pay taxes\r\n",
      "done.txt": "x 2026-02-30 2026-01-01 Pay taxes\n",
      "done-created.txt": "x 2026-03-01 2026-00-10 Pay taxes\n",
      "time.txt": "Pay taxes due:2026-09-01 time:25:00\n",
    ]
    for (name, text) in files {
      try text.write(toFile: home.path(name), atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(
      atPath: home.path("folder"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: home.path("link-to-folder"), withDestinationPath: home.path("folder"))
    try FileManager.default.createSymbolicLink(
      atPath: home.path("dangling-link"), withDestinationPath: home.path("gone.json"))
    var garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) })
    garbage[10] = 0
    try garbage.write(to: URL(fileURLWithPath: home.path("garbage.bin")))
  }

  @Test(arguments: ImportCommandTests.badInputs.map(\.name))
  func badInputIsOneLineAndExitCodeOneAndWritesNothing(_ name: String) throws {
    let bad = try #require(Self.badInputs.first { $0.name == name })
    let home = TransferHome(alsoWith: [UndoPlugin.self])
    home.run("add", "milk")
    try makeBadInputs(in: home)
    let before = bytes(home)
    let arguments = bad.arguments.map { $0.hasPrefix("-") || $0 == "xml" ? $0 : home.path($0) }
    let result = home.run(["import"] + arguments)
    #expect(result.status == (bad.arguments.isEmpty ? 2 : 1))
    #expect(result.output == "")
    #expect(result.errors.hasSuffix("\n"))
    #expect(result.errors.dropLast().contains("\n") == false, "\(result.errors)")
    #expect(result.errors.contains(bad.message), "\(result.errors)")
    #expect(bytes(home) == before)
  }

  @Test func aFailedImportWithJSONPrintsTheErrorObject() throws {
    let home = TransferHome()
    let result = home.run("import", home.path("nothing.json"), "--json")
    #expect(result.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(object?["ok"] as? Bool == false)
    let error = object?["error"] as? [String: Any]
    #expect(error?["code"] as? String == "file")
    #expect((error?["message"] as? String)?.contains("nothing.json") == true)
  }

  /// The report's JSON: the same members in the same order whatever was imported, and
  /// each entry an id (null until a task exists), a title, and what is said of it.
  @Test func theJSONReportHasOneShape() throws {
    let (home, file) = try homeAndFile()
    let first = home.run("import", file, "--json")
    #expect(first.status == 0)
    let members = [
      "format", "dry_run", "lists_added", "lists_updated", "added", "updated", "skipped",
      "remarks",
    ]
    #expect(first.output.hasPrefix(#"{"format":"json","dry_run":false,"lists_added":["#))
    let report = try home.importReport(file)
    #expect(Set(report.keys) == Set(members))
    let skipped = try #require((report["skipped"] as? [[String: Any]])?.first)
    #expect(skipped["id"] is Int)
    #expect(skipped["title"] is String)
    #expect(skipped["reason"] as? String == "unchanged")
    #expect((skipped["message"] as? String)?.isEmpty == false)
    let updated = try #require(
      (first.output.data(using: .utf8)).flatMap {
        try JSONSerialization.jsonObject(with: $0) as? [String: Any]
      })
    let listUpdate = (updated["lists_updated"] as? [[String: Any]])?.first
    #expect(listUpdate?["name"] as? String == "Personal")
    #expect(listUpdate?["fields"] as? [String] == ["color"])
  }

  /// The text report: a summary line, then a line per item.
  @Test func theTextReportSaysWhatCameInAndWhatWasLeftOut() throws {
    let home = TransferHome()
    let file = home.path("task.json")
    try #"""
    [{"uuid":"a1","description":"Write report","status":"pending","project":"Work"},
     {"uuid":"b2","description":"Old","status":"deleted"},
     {"uuid":"c3","description":"Hourly","status":"recurring","recur":"hourly","due":"20261201T090000Z"}]
    """#.write(toFile: file, atomically: true, encoding: .utf8)
    let result = home.run("import", file)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "imported from taskwarrior: 2 added, 0 updated, 1 skipped")
    #expect(lines.contains("+ 1 Write report"))
    #expect(lines.contains { $0.hasPrefix("- Old: ") })
    #expect(lines.contains { $0.hasPrefix("! 2 Hourly: ") && $0.contains("'hourly'") })
  }

  /// One `tik undo` takes back a whole import: every task and list it added, every list
  /// it recoloured, as the database had them.
  @Test(arguments: ["json", "ics"])
  func oneUndoTakesBackAWholeImport(_ format: String) throws {
    let (home, file) = try homeAndFile(format: format)
    let before = try home.contents()
    let dump = try rows(home)
    #expect(try home.importReport(file).count("added") == 16)
    #expect(try home.contents() != before)
    let undo = home.run("undo")
    #expect(undo.status == 0, "\(undo.errors)")
    #expect(try home.contents() == before)
    #expect(try rows(home) == dump)
    // Imported again, everything comes back: the undone tasks are not "already there".
    #expect(try home.importReport(file).count("added") == 16)
  }

  /// Every row of the user's tables, as SQLite holds them.
  func rows(_ home: TransferHome) throws -> String {
    try Peer.run(
      [
        "sqlite3", home.databasePath, "SELECT * FROM tasks ORDER BY id;",
        "SELECT * FROM lists ORDER BY id;",
      ], in: home.root)
  }
}
