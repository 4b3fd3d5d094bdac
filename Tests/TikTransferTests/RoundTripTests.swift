import Foundation
import Testing
import TikCore

/// tik → file → tik is the identity: every field of every task and list of a home that
/// lived a while comes back as it was, ids and series links included.
@Suite struct RoundTripTests {
  /// Exports `home` in `format` to a file and imports that file into a new home.
  func roundTrip(_ home: TransferHome, format: String) throws -> (TransferHome, String) {
    let file = home.path("export." + format)
    let export = home.run("export", "--format", format, "--output", file)
    #expect(export.status == 0, "\(export.errors)")
    let copy = TransferHome(now: home.now)
    let imported = copy.run("import", file)
    #expect(imported.status == 0, "\(imported.errors)")
    return (copy, file)
  }

  /// The two stores hold the same lists and tasks, field by field.
  func expectSameContents(
    _ copy: TransferHome, _ original: TransferHome,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = try original.contents()
    let after = try copy.contents()
    #expect(after.lists == before.lists, sourceLocation: sourceLocation)
    #expect(after.todos.count == before.todos.count, sourceLocation: sourceLocation)
    for (old, new) in zip(before.todos, after.todos) {
      #expect(new == old, sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: ["json", "ics"])
  func exportingAndImportingIntoANewHomeKeepsEveryFieldOfEveryTaskAndList(_ format: String)
    throws
  {
    let home = try RichHome.make()
    let (copy, _) = try roundTrip(home, format: format)
    try expectSameContents(copy, home)
  }

  @Test(arguments: ["json", "ics"])
  func theCopyExportsTheSameFileAsTheOriginal(_ format: String) throws {
    let home = try RichHome.make()
    let (copy, file) = try roundTrip(home, format: format)
    let again = copy.run("export", "--format", format)
    #expect(again.status == 0)
    let first = try String(contentsOfFile: file, encoding: .utf8)
    // The same UIDs, ids and rules; only when each task last changed is the copy's own.
    func comparable(_ text: String) -> [String] {
      text.split(whereSeparator: \.isNewline).map(String.init).filter {
        !$0.hasPrefix("LAST-MODIFIED")
      }
    }
    #expect(comparable(again.output) == comparable(first))
  }

  @Test(arguments: ["json", "ics", "todotxt", "vdir"])
  func importingTheExportIntoItsOwnHomeChangesNothing(_ format: String) throws {
    let home = try RichHome.make()
    let before = try home.contents()
    let file = home.path("export." + format)
    #expect(home.run("export", "--format", format, "--output", file).status == 0)
    let report = try home.importReport(file)
    #expect(report.count("added") == 0)
    #expect(report.count("updated") == 0)
    #expect(report.count("skipped") == before.todos.count)
    #expect(try home.contents() == before)
  }

  @Test(arguments: ["json", "ics", "todotxt", "vdir"])
  func importingTheSameFileTwiceAddsNothing(_ format: String) throws {
    let home = try RichHome.make()
    let (copy, file) = try roundTrip(home, format: format)
    try copy.importAgainChangesNothing(file)
  }

  /// A photo written inside the calendar (`--with-photos`) has no file tik could keep:
  /// a new home gets the task without it, and the report says so with a remark; the home
  /// the file came from keeps the photo its task has.
  @Test func aPhotoInsideTheCalendarIsReportedAndNeverTakenOff() throws {
    let home = TransferHome()
    let picture = home.path("receipt.png")
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(
      to: URL(fileURLWithPath: picture))
    let created = LocalTime(day: RichHome.day(2026, 11, 30), minute: 9 * 60)
    try home.insert([Todo(id: 1, title: "Receipt", photo: picture, created: created)])
    let file = home.path("with-photos.ics")
    let export = home.run(
      "export", "--format", "ics", "--with-photos", "--output", file)
    #expect(export.status == 0, "\(export.errors)")
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("ENCODING=BASE64"))

    let before = try home.contents()
    let again = try home.importReport(file)
    #expect(again.count("updated") == 0)
    #expect(try home.contents() == before)

    let copy = TransferHome(now: home.now)
    let report = try copy.importReport(file)
    #expect(report.titles("added") == ["Receipt"])
    let remarks = (report["remarks"] as? [[String: Any]]) ?? []
    #expect(remarks.map { $0["title"] as? String } == ["Receipt"])
    #expect(remarks.first?["remark"] as? String == "photo_in_file")
    #expect(try copy.todo(titled: "Receipt")?.photo == nil)
  }

  /// A task changed in the copy after the import is left alone by a second import of
  /// the same file: the file says what it said, so there is nothing new to take.
  @Test func aSecondImportLeavesAloneWhatChangedSince() throws {
    let home = try RichHome.make()
    let (copy, file) = try roundTrip(home, format: "json")
    #expect(copy.run("edit", "2", "title", "Water the garden").status == 0)
    let report = try copy.importReport(file)
    #expect(report.count("updated") == 0)
    #expect(try copy.todo(titled: "Water the garden")?.id == 2)
  }

  /// A file from a home that changed since it was imported updates the tasks it changed.
  @Test func aNewerExportUpdatesWhatChangedThere() throws {
    let home = try RichHome.make()
    let (copy, _) = try roundTrip(home, format: "json")
    #expect(home.run("edit", "13", "notes", "chapter 5").status == 0)
    #expect(home.run("done", "3").status == 0)
    let file = home.path("newer.json")
    #expect(home.run("export", "--output", file).status == 0)
    let report = try copy.importReport(file)
    let updated = (report["updated"] as? [[String: Any]]) ?? []
    #expect(updated.compactMap { $0["id"] as? Int }.sorted() == [3, 13])
    // Ticking 3 made its next copy, which the newer file brings as a new task.
    #expect(report.titles("added") == ["Gym"])
    try expectSameContents(copy, home)
  }
}
