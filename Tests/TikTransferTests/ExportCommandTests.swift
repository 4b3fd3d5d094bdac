import Foundation
import Testing
import TikCore

/// `tik export` as a command: one list's tasks with `--list`, and `--output` as
/// `tik backup` writes its file: a new private file, whole or not at all, never over a
/// file that is there already.
@Suite struct ExportCommandTests {
  @Test(arguments: ["json", "ics", "todotxt"])
  func exportingOneListHoldsItsTasksAndNoOthers(_ format: String) throws {
    let home = try RichHome.make()
    let file = home.path("work." + format)
    let export = home.run("export", "--format", format, "--list", "work", "--output", file)
    #expect(export.status == 0, "\(export.errors)")
    #expect(export.output.hasPrefix("exported 5 tasks and 1 list to "), "\(export.output)")
    let copy = TransferHome(now: home.now)
    #expect(copy.run("import", file).status == 0)
    let work = try #require(try home.list(named: "Work"))
    let expected = try home.todos().filter { $0.listID == work.id }.map(\.title)
    #expect(expected.count == 5)
    #expect(try copy.todos().map(\.title) == expected)
  }

  @Test func exportingTheInboxHoldsTheTasksOfNoList() throws {
    let home = try RichHome.make()
    let export = home.run("export", "--list", "inbox", "--json")
    #expect(export.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any]
    let tasks = (object?["tasks"] as? [[String: Any]]) ?? []
    let titles = tasks.compactMap { $0["title"] as? String }
    #expect(titles == (try home.todos().filter { $0.listID == nil }.map(\.title)))
    #expect(tasks.allSatisfy { $0["list"] is NSNull })
    #expect((object?["lists"] as? [Any])?.isEmpty == true)
  }

  @Test func anUnknownListOrFormatIsAnErrorAndWritesNoFile() throws {
    let home = try RichHome.make()
    let file = home.path("out.json")
    let list = home.run("export", "--list", "Holidays", "--output", file)
    #expect(list.status == 1)
    #expect(list.errors.contains("Holidays"), "\(list.errors)")
    let format = home.run("export", "--format", "xml", "--output", file)
    #expect(format.status == 1)
    #expect(format.errors.contains("'xml'"), "\(format.errors)")
    #expect(!FileManager.default.fileExists(atPath: file))
  }

  /// A rich home with an empty `exports` directory.
  func homeWithExports() throws -> TransferHome {
    let home = try RichHome.make()
    try FileManager.default.createDirectory(
      atPath: home.path("exports"), withIntermediateDirectories: true)
    return home
  }

  /// The names in the directory of the export, so that a test sees no temporary file left.
  func names(in home: TransferHome, _ directory: String = "exports") -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: home.path(directory))) ?? []).sorted()
  }

  @Test func anExportFileIsNewAndPrivateAndLeavesNoTemporaryFile() throws {
    let home = try homeWithExports()
    let file = home.path("exports/tasks.ics")
    #expect(home.run("export", "--format", "ics", "--output", file).status == 0)
    let attributes = try FileManager.default.attributesOfItem(atPath: file)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(names(in: home) == ["tasks.ics"])
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n") && text.hasSuffix("END:VCALENDAR\r\n"))
  }

  /// As `tik backup FILE` does: a file at the path is the user's, and stays as it was.
  @Test func anExportNeverReplacesAFileThatIsThere() throws {
    let home = try homeWithExports()
    let file = home.path("exports/tasks.json")
    try "my notes\n".write(toFile: file, atomically: true, encoding: .utf8)
    let export = home.run("export", "--output", file)
    #expect(export.status == 1)
    #expect(export.errors.contains("exists"), "\(export.errors)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "my notes\n")
    #expect(names(in: home) == ["tasks.json"])
  }

  @Test func anExportDoesNotWriteThroughASymlink() throws {
    let home = try homeWithExports()
    let target = home.path("precious.txt")
    try "precious\n".write(toFile: target, atomically: true, encoding: .utf8)
    let link = home.path("exports/tasks.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let dangling = home.path("exports/new.json")
    try FileManager.default.createSymbolicLink(
      atPath: dangling, withDestinationPath: home.path("elsewhere.json"))
    for path in [link, dangling] {
      let export = home.run("export", "--output", path)
      #expect(export.status == 1, "\(path)")
      #expect(export.errors.split(separator: "\n").count == 1)
    }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious\n")
    #expect(!FileManager.default.fileExists(atPath: home.path("elsewhere.json")))
    #expect(names(in: home) == ["new.json", "tasks.json"])
  }

  /// Without `--output` the export goes to standard output, and with `--json` a format
  /// other than tik's own is a string in an object.
  @Test func anExportWithoutAFileGoesToStandardOutput() throws {
    let home = try RichHome.make()
    let json = home.run("export")
    #expect(json.status == 0)
    #expect(
      json.output.hasPrefix(#"{"format":"tik","version":1,"exported":"2026-12-01T10:00:00","#))
    let todo = home.run("export", "--format", "todotxt")
    #expect(todo.output.split(separator: "\n").count == 16)
    #expect(todo.output.contains("(A) 2026-11-20 Pay rent due:2026-11-30\n"), "\(todo.output)")
    let wrapped = home.run("export", "--format", "ics", "--json")
    let object = try JSONSerialization.jsonObject(with: Data(wrapped.output.utf8)) as? [String: Any]
    #expect(object?["format"] as? String == "ics")
    #expect((object?["text"] as? String)?.hasPrefix("BEGIN:VCALENDAR") == true)
  }
}
