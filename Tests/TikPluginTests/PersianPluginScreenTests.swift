import Foundation
import Testing
import TikCLI
import TikCore
import TikTestSupport

/// The plugins' screens in Persian: right to left through the views' layout, golden in
/// both bidi modes, and the reorder mode equal to GNU FriBidi's reordering of the
/// logical screen, line by line.
@Suite struct PersianPluginScreenTests {
  /// The command's screen at `width` columns in both modes, each in a home of its own
  /// made by `setup` (a command that writes gives the same screen in both), the reorder
  /// one checked against FriBidi's reordering of the other.
  func screens(
    _ arguments: String..., width: Int = 100, now: String = "2026-09-24T09:00",
    setup: (TemporaryHome) -> Void = { _ in }
  ) throws -> (reorder: String, terminal: String) {
    var screens: [String] = []
    for bidi in ["reorder", "terminal"] {
      let home = TemporaryHome(
        now: "2026-09-24T08:00", plugins: PluginConformanceTests.shipped,
        config: "language = \"fa\"\nbidi = \"\(bidi)\"\nnotifier = \"/bin/true\"\n")
      setup(home)
      let console = MemoryConsole()
      var variables = home.variables
      variables["NO_COLOR"] = "1"
      variables["TIK_NOW"] = now
      let environment = Environment(
        variables: variables, stdinIsTerminal: false, stdoutIsTerminal: true,
        stderrIsTerminal: true, terminalWidth: width)
      _ = Tik.run(
        arguments: arguments, plugins: home.plugins, environment: environment, console: console)
      screens.append(console.output + console.errors)
    }
    try FriBidiReference.expectReorder(screens[0], matchesFriBidiOf: screens[1])
    return (screens[0], screens[1])
  }

  @Test func theMonthGridHasSaturdayAtTheRight() throws {
    let (reorder, terminal) = try screens("cal") { $0.run("add", "کلاس @1405/7/9") }
    Snapshot.expect(reorder, matches: "cal-fa-reorder")
    Snapshot.expect(terminal, matches: "cal-fa-terminal")
    // Saturday's initial (ش, shown in its isolated form) ends the weekday row.
    let weekdays = reorder.split(separator: "\n").dropFirst().first ?? ""
    #expect(weekdays.hasSuffix("\u{FEB5}"), "\(weekdays)")
  }

  @Test func datesAndTheirErrors() throws {
    let (reorder, terminal) = try screens("date", "1405/7/2", "2026-09-24", "--long")
    Snapshot.expect(reorder, matches: "date-fa-reorder")
    Snapshot.expect(terminal, matches: "date-fa-terminal")
    let (error, _) = try screens("date", "1404-07-01")
    #expect(error.contains("1404/07/01"), "\(error)")
  }

  @Test(arguments: [100, 140])
  func theAddedLineFitsAtEveryWidth(width: Int) throws {
    let (reorder, terminal) = try screens(
      "add", "خرید نان و شیر و پنیر برای صبحانهٔ روز جمعه @فردا 8:00 !زیاد", width: width)
    for line in reorder.split(separator: "\n") {
      #expect(DisplayWidth.of(String(line)) <= width, "\(line)")
    }
    Snapshot.expect(reorder, matches: "added-fa-\(width)-reorder")
    Snapshot.expect(terminal, matches: "added-fa-\(width)-terminal")
  }

  @Test func aReminderLine() throws {
    let (reorder, terminal) = try screens("remind") { $0.run("add", "تماس با مادر @امروز 9:00") }
    #expect(reorder.split(separator: "\n").count == 1, "\(reorder)")
    Snapshot.expect(reorder, matches: "remind-fa-reorder")
    Snapshot.expect(terminal, matches: "remind-fa-terminal")
  }

  @Test func whatUndoWouldDo() throws {
    let (reorder, terminal) = try screens("undo", "--list") { home in
      home.run("add", "نان")
      home.run("lists", "add", "خانه")
      home.run("done", "1")
    }
    Snapshot.expect(reorder, matches: "undo-list-fa-reorder")
    Snapshot.expect(terminal, matches: "undo-list-fa-terminal")
  }
}
