import Foundation
import Testing
import TikTestSupport

/// tik opens libical when iCalendar is first read or written, and links it not: without
/// it, every other command runs, and export and import of iCalendar fail with one line,
/// exit code 1, and nothing written.
@Suite struct WithoutLibicalTests {
  static let message = "tik: iCalendar needs libical, which is not installed: install libical3\n"

  /// A home whose `tik` cannot load libical.
  static func homeWithoutLibical() throws -> BinaryHome {
    let home = BinaryHome()
    home.extraVariables["LD_LIBRARY_PATH"] = try UnloadableLibrary.directory(
      hiding: "libical.so.3", in: home.root)
    return home
  }

  @Test func theCommandsWithoutICalendarRun() throws {
    let home = try Self.homeWithoutLibical()
    #expect(try home.tik("add", "Buy milk").status == 0)
    #expect(try home.tik("all", "--json").titles == ["Buy milk"])
    let json = try home.tik("export", "--format", "json")
    #expect(json.status == 0)
    #expect(json.output.contains("Buy milk"))
  }

  @Test(arguments: ["ics", "vdir"])
  func anICalendarExportIsOneLineAndWritesNothing(format: String) throws {
    let home = try Self.homeWithoutLibical()
    try home.tik("add", "Buy milk")
    let path = home.root + "/tasks." + format
    let run = try home.tik("export", "--format", format, "--output", path)
    #expect(run.status == 1)
    #expect(run.errors == Self.message)
    #expect(run.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: path))
    let json = try home.tik("export", "--format", format, "--output", path, "--json")
    #expect(json.status == 1)
    #expect(json.output.contains("\"code\":\"icalendar_unavailable\""))
  }

  @Test func anICalendarImportIsOneLineAndAddsNothing() throws {
    let source = BinaryHome()
    try source.tik("add", "Buy milk")
    let path = source.root + "/tasks.ics"
    #expect(try source.tik("export", "--format", "ics", "--output", path).status == 0)
    let home = try Self.homeWithoutLibical()
    try home.tik("add", "Water the plants")
    let before = try home.state()
    let run = try home.tik("import", path)
    #expect(run.status == 1)
    #expect(run.errors == Self.message)
    #expect(try home.state() == before)
  }
}
