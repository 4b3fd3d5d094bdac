import Testing
import TikCore

/// `tik date`: one result per argument or input line, in order; bad items on stderr.
@Suite struct DateCommandTests {
  let home: PluginHome

  init() throws { home = try PluginHome() }

  @Test func anISODateConvertsToJalaliAndAJalaliDateToISO() {
    #expect(home.run("date", "2025-09-23").output == "1404/07/01\n")
    #expect(home.run("date", "--to", "gregorian", "1404/07/01").output == "2025-09-23\n")
    #expect(home.run("date", "1404/7/1").output == "2025-09-23\n")
    #expect(home.run("date", "1 Mehr 1404").output == "2025-09-23\n")
    #expect(home.run("date", "23 sep 2025").output == "1404/07/01\n")
  }

  @Test func eachArgumentGivesOneLineInOrder() {
    let run = home.run("date", "2025-03-20", "2025-03-21", "1404/12/29", "2026-09-24")
    #expect(run.output == "1403/12/30\n1404/01/01\n2026-03-20\n1405/07/02\n")
    #expect(run.status == 0 && run.errors.isEmpty)
  }

  @Test func withoutArgumentsEachInputLineIsConverted() {
    let run = home.run("date", input: ["2025-09-23", "", "۱۴۰۴/۰۷/۰۱", "  فردا ", "@7/3"])
    #expect(run.output == "1404/07/01\n2025-09-23\n1405/07/03\n2026-09-25\n")
    #expect(run.status == 0)
  }

  @Test func aBadLineGoesToStderrTheRestContinueAndTheExitCodeIsOne() {
    let run = home.run("date", input: ["2025-09-23", "1404/12/30", "soon", "1403/12/30"])
    #expect(run.output == "1404/07/01\n2025-03-20\n")
    #expect(
      run.errors
        == "tik: '1404/12/30' is not a date: that month has days 1 to 29\n"
        + "tik: 'soon' is not a date (try today, tomorrow, fri, +3, 2026-09-24)\n")
    #expect(run.status == 1)
  }

  @Test func toPicksTheTargetForEveryItem() {
    #expect(
      home.run("date", "--to", "jalali", "1404/7/1", "2025-09-24").output
        == "1404/07/01\n1404/07/02\n")
    #expect(
      home.run("date", "--to=gregorian", "2025-09-23", "today").output
        == "2025-09-23\n2026-09-24\n")
    let wrong = home.run("date", "--to", "julian", "2025-09-23")
    #expect(wrong.status == 1 && wrong.output.isEmpty)
    #expect(
      wrong.errors == "tik: 'julian' is not a calendar to convert to (use jalali or gregorian)\n")
  }

  @Test func longNamesTheWeekdayAndMonth() {
    #expect(home.run("date", "--long", "2025-09-23").output == "Tuesday 1 Mehr 1404\n")
    #expect(home.run("date", "--long", "1404/07/01").output == "Tuesday 23 September 2025\n")
  }

  @Test func jsonHasEveryItemWithISOAndJalaliDatesOrItsError() {
    let run = home.run("date", "--json", "2025-09-23", "1404/13/1")
    #expect(
      run.output
        == #"{"dates":[{"input":"2025-09-23","date":"2025-09-23","jalali":"1404/07/01","#
        + #""text":"1404/07/01"},{"input":"1404/13/1","error":{"code":"invalid_date","#
        + #""message":"'1404/13/1' is not a date: months go from 1 to 12"}}]}"# + "\n")
    #expect(run.status == 1)
  }

  @Test func onATerminalWithoutArgumentsItConvertsToday() {
    #expect(home.run("date", terminal: true).output == "1405/07/02\n")
  }

  @Test func theOutputHasOnlyLatinDigits() {
    let run = home.run("date", "--long", input: ["۱ مهر ۱۴۰۴", "١٤٠٤/٧/١", "شنبه"])
    #expect(run.status == 0)
    #expect(!Digits.containsNonLatinDigit(run.output))
  }
}
