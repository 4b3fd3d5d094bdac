import Foundation
import Testing
import TikCore

/// `tik export --format vdir DIR` and `tik import DIR`: a directory a list, one `.ics`
/// file a task, as vdirsyncer keeps a calendar and todoman reads it.
@Suite struct VdirTests {
  @Test func aVdirExportImportsIntoANewHomeWithEveryFieldOfEveryTaskAndList() throws {
    let home = try RichHome.make()
    let directory = home.path("vdir")
    let export = home.run("export", "--format", "vdir", directory)
    #expect(export.status == 0, "\(export.errors)")
    let copy = TransferHome(now: home.now)
    let imported = copy.run("import", directory)
    #expect(imported.status == 0, "\(imported.errors)")
    let before = try home.contents()
    let after = try copy.contents()
    #expect(after.lists == before.lists)
    #expect(after.todos.count == before.todos.count)
    for (old, new) in zip(before.todos, after.todos) { #expect(new == old) }
    #expect(copy.run("import", directory).status == 0)
    #expect(try copy.contents().todos.count == before.todos.count)
  }

  /// Each list is a directory with its `displayname` and `color`; each file holds one
  /// VTODO, named by its UID.
  @Test func eachTaskIsOneFileInItsListsDirectory() throws {
    let home = TransferHome()
    #expect(home.run("add", "buy milk #Work").status == 0)
    #expect(home.run("add", "call mum").status == 0)
    let directory = home.path("vdir")
    #expect(home.run("export", "--format", "vdir", directory).status == 0)
    let collections = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    var names: [String] = []
    var items = 0
    for collection in collections {
      let path = directory + "/" + collection
      names.append(try String(contentsOfFile: path + "/displayname", encoding: .utf8))
      for file in try FileManager.default.contentsOfDirectory(atPath: path)
      where file.hasSuffix(".ics") {
        let text = try String(contentsOfFile: path + "/" + file, encoding: .utf8)
        #expect(text.components(separatedBy: "BEGIN:VTODO").count == 2)
        #expect(text.contains("UID:" + file.dropLast(4)))
        items += 1
      }
    }
    #expect(names.contains("Inbox") && names.contains("Work"))
    #expect(items == 2)
    #expect(home.run("export", "--format", "vdir", directory).status == 1)
  }

  /// A vdir another program wrote: the list is the collection's `displayname`.
  @Test func aCollectionWrittenElsewhereBecomesAListNamedByItsDisplayname() throws {
    let home = TransferHome()
    let collection = home.path("calendars/abc123")
    try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
    try "Groceries\n".write(toFile: collection + "/displayname", atomically: true, encoding: .utf8)
    try "#34C759".write(toFile: collection + "/color", atomically: true, encoding: .utf8)
    try Self.item(uid: "7f1c", summary: "oat milk").write(
      toFile: collection + "/7f1c.ics", atomically: true, encoding: .utf8)
    let imported = home.run("import", home.path("calendars"))
    #expect(imported.status == 0, "\(imported.errors)")
    let list = try #require(try home.list(named: "Groceries"))
    #expect(list.color == .green)
    #expect(try home.todo(titled: "oat milk")?.listID == list.id)
  }

  /// Only folders that hold `.ics` items, or a vdir's `displayname`, are collections: a
  /// directory with other things in it gives no list for each of its folders.
  @Test func onlyFoldersThatHoldItemsBecomeLists() throws {
    let home = TransferHome()
    let stuff = home.path("stuff")
    for folder in ["cal", "photos", "music/rock", "docs"] {
      try FileManager.default.createDirectory(
        atPath: stuff + "/" + folder, withIntermediateDirectories: true)
    }
    try Self.item(uid: "abc1", summary: "oat milk").write(
      toFile: stuff + "/cal/abc1.ics", atomically: true, encoding: .utf8)
    try "read me\n".write(toFile: stuff + "/docs/readme.txt", atomically: true, encoding: .utf8)
    let lists = try home.contents().lists.map(\.name)
    let report = try home.importReport(stuff)
    #expect((report["lists_added"] as? [String]) == ["cal"])
    #expect(try home.contents().lists.map(\.name) == lists + ["cal"])
    #expect(try home.todo(titled: "oat milk")?.listID == (try home.list(named: "cal"))?.id)
  }

  /// A list with no tasks is a folder with its `displayname` and no item: it comes back.
  @Test func anEmptyListOfAVdirExportComesBack() throws {
    let home = TransferHome()
    #expect(home.run("lists", "add", "Garden", "--color", "mint").status == 0)
    #expect(home.run("add", "call mum").status == 0)
    let directory = home.path("vdir")
    #expect(home.run("export", "--format", "vdir", directory).status == 0)
    let copy = TransferHome(now: home.now)
    let report = try copy.importReport(directory)
    #expect((report["lists_added"] as? [String]) == ["Garden"])
    #expect(try copy.list(named: "Garden")?.color == .mint)
  }

  /// An item that is not valid iCalendar is one line that names its file, and nothing
  /// of the vdir is imported.
  @Test(arguments: [
    ("DUE;VALUE=DATE:20260230", "not valid iCalendar: DUE:20260230"),
    ("BEGIN:VTODO", "not valid iCalendar"),
  ])
  func aBadItemIsAnErrorThatNamesItsFile(_ line: String, _ message: String) throws {
    let home = TransferHome()
    let collection = home.path("calendars/work")
    try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
    try Self.item(uid: "good", summary: "oat milk").write(
      toFile: collection + "/good.ics", atomically: true, encoding: .utf8)
    let bad = Self.item(uid: "bad", summary: "call mum").replacing(
      "DUE;VALUE=DATE:20260925", with: line)
    try bad.write(toFile: collection + "/bad.ics", atomically: true, encoding: .utf8)
    let before = try home.contents()
    let result = home.run("import", home.path("calendars"))
    #expect(result.status == 1)
    #expect(result.errors.contains("work/bad.ics"), "\(result.errors)")
    #expect(result.errors.contains(message), "\(result.errors)")
    #expect(result.errors.dropLast().contains("\n") == false)
    #expect(try home.contents() == before)
  }

  /// One VTODO in its VCALENDAR, as todoman writes an item.
  static func item(uid: String, summary: String) -> String {
    """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//todoman//EN\r
    BEGIN:VTODO\r
    UID:\(uid)\r
    SUMMARY:\(summary)\r
    DUE;VALUE=DATE:20260925\r
    END:VTODO\r
    END:VCALENDAR\r

    """
  }
}
