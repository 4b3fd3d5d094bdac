import Testing
import TikCore

@testable import TikJalali

/// `tik cal`: the month grid, its marks and the month argument.
@Suite struct CalendarCommandTests {
  /// Thursday 2 Mehr 1405.
  let today = Day(gregorianYear: 2026, month: 9, day: 24)

  @Test func aJalaliMonthStartsItsRowsOnSaturday() {
    let grid = MonthGrid(calendar: JalaliCalendar(), containing: today, weekStart: .saturday)
    #expect(grid.columns.first == .saturday && grid.columns.last == .friday)
    #expect((grid.year, grid.month) == (1405, 7))
    #expect(grid.weeks.count == 5)
    #expect(grid.weeks.allSatisfy { $0.count == 7 })
    // 1 Mehr 1405 is a Wednesday: the fifth column.
    #expect(grid.weeks[0].prefix(4).allSatisfy { $0 == nil })
    #expect(grid.weeks[0][4] == Day(gregorianYear: 2026, month: 9, day: 23))
    #expect(grid.weeks.joined().compactMap { $0 }.count == 30)
    #expect(grid.last == Day(gregorianYear: 2026, month: 10, day: 22))
  }

  @Test func aLeapEsfandHas30DaysInTheGrid() {
    let leap = MonthGrid(calendar: JalaliCalendar(), year: 1403, month: 12, weekStart: .saturday)
    let common = MonthGrid(calendar: JalaliCalendar(), year: 1404, month: 12, weekStart: .saturday)
    #expect(leap.weeks.joined().compactMap { $0 }.count == 30)
    #expect(common.weeks.joined().compactMap { $0 }.count == 29)
  }

  @Test(arguments: [
    ([String](), 1405, 7), (["7"], 1405, 7), (["1"], 1405, 1), (["1404/12"], 1404, 12),
    (["Mehr"], 1405, 7), (["مهر"], 1405, 7), (["esf", "1403"], 1403, 12),
    (["1403", "Esfand"], 1403, 12), (["8", "1406"], 1406, 8), (["۱۴۰۴/۷"], 1404, 7),
  ])
  func aMonthArgumentPicksTheMonth(arguments: [String], year: Int, month: Int) throws {
    let reader = MonthArgument(calendar: JalaliCalendar(), today: today, language: .english)
    let found = try reader.read(arguments)
    #expect(found.year == year && found.month == month)
  }

  @Test func aMonthThatDoesNotExistIsAnError() {
    let reader = MonthArgument(calendar: JalaliCalendar(), today: today, language: .english)
    #expect(throws: TikError.invalidDate("13", .monthOutOfRange(max: 12))) {
      try reader.read(["13"])
    }
    #expect(throws: TikError.invalidDate("1405/0", .monthOutOfRange(max: 12))) {
      try reader.read(["1405/0"])
    }
    #expect(
      throws: TikError.plugin(
        code: "invalid_date", message: "'soon' is not a month (try 7, 1405/7 or Mehr)")
    ) {
      try reader.read(["soon"])
    }
  }

  @Test func gregorianMonthNamesPickGregorianMonthsInGregorianMode() throws {
    let reader = MonthArgument(calendar: GregorianCalendar(), today: today, language: .english)
    #expect(try reader.read(["feb"]) == (2026, 2))
    #expect(try reader.read(["2027/3"]) == (2027, 3))
  }

  @Test func theGridMarksTodayWithBracketsAndBusyDaysWithAStar() throws {
    let home = try PluginHome(config: "calendar = \"jalali\"\n")
    #expect(home.run("add", "rent", "@1405/7/8").status == 0)
    #expect(home.run("add", "call", "@1405/7/2").status == 0)
    let run = home.run("cal")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "             Mehr 1405")
    #expect(lines[1] == "  Sa   Su   Mo   Tu   We   Th   Fr")
    #expect(lines[2] == "                       1  [2]*   3")
    #expect(lines[3] == "   4    5    6    7    8*   9   10")
    #expect(lines[6] == "  25   26   27   28   29   30")
    #expect(lines[7] == "[ ] today  * open tasks")
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test func bothShowsTheGregorianDayBesideEachJalaliDay() throws {
    let home = try PluginHome(config: "calendar = \"jalali\"\n")
    let lines = home.run("cal", "--both").output.split(separator: "\n")
    #expect(lines[0] == "             Mehr 1405 · September – October 2026")
    #expect(lines[2] == "                                       1  23  [2]  24    3  25")
    #expect(lines[3].hasPrefix("   4  26    5  27"))
  }

  @Test func theGregorianCalendarShowsAGregorianMonthOnMondays() throws {
    let home = try PluginHome(config: "calendar = \"gregorian\"\n")
    let lines = home.run("cal").output.split(separator: "\n")
    #expect(lines[0] == "          September 2026")
    #expect(lines[1] == "  Mo   Tu   We   Th   Fr   Sa   Su")
    #expect(lines[5] == "  21   22   23 [24]   25   26   27")
    let both = home.run("cal", "--both").output.split(separator: "\n")
    #expect(both[0] == "            September 2026 · Shahrivar – Mehr 1405")
  }

  @Test func weekStartInTheConfigWins() throws {
    let home = try PluginHome(config: "calendar = \"jalali\"\nweek_start = \"sunday\"\n")
    let lines = home.run("cal").output.split(separator: "\n")
    #expect(lines[1] == "  Su   Mo   Tu   We   Th   Fr   Sa")
  }

  @Test func colourOnATerminalKeepsThePlainMarks() throws {
    let home = try PluginHome(config: "calendar = \"jalali\"\n")
    let run = home.run("cal", terminal: true)
    #expect(run.output.contains("\u{1B}["))
    #expect(run.output.contains("[2]"))
  }

  @Test func jsonListsTheWeeksWithISODatesAndOpenCounts() throws {
    let home = try PluginHome(config: "calendar = \"jalali\"\n")
    home.run("add", "rent", "@1405/7/8")
    let json = home.run("cal", "--json").output
    #expect(
      json.hasPrefix(
        #"{"view":"cal","calendar":"jalali","year":1405,"month":7,"name":"Mehr","#
          + #""week_start":"saturday","today":"2026-09-24","weeks":[[null,null,null,null,"#
          + #"{"date":"2026-09-23","day":1,"jalali":"1405/07/01","open":0,"today":false,"#
          + #""weekend":false}"#))
    #expect(json.contains(#"{"date":"2026-09-30","day":8,"jalali":"1405/07/08","open":1"#))
    #expect(json.contains(#""day":2,"jalali":"1405/07/02","open":0,"today":true"#))
  }
}
