import Foundation
import Testing

/// The Jalali plugin end to end: `tik date`, `tik cal`, and quick entry in Jalali mode,
/// checked on the built binary.
@Suite struct JalaliCommandTests {
  let home = BinaryHome()

  /// Runs tik and checks that nothing it printed has a Persian or Arabic-Indic digit.
  @discardableResult
  func tik(_ arguments: String..., input: String? = nil) throws -> Run {
    let run = try home.run(arguments, input: input)
    let nonLatin = (run.output + run.errors).unicodeScalars.filter {
      (0x0660...0x0669).contains($0.value) || (0x06F0...0x06F9).contains($0.value)
    }
    #expect(nonLatin.isEmpty, "\(arguments): \(run.output)\(run.errors)")
    return run
  }

  func jalaliMode() throws { try home.writeConfig("calendar = \"jalali\"\n") }

  @Test func dateConvertsEachArgumentBothWays() throws {
    #expect(try tik("date", "2025-09-23").output == "1404/07/01\n")
    #expect(try tik("date", "--to", "gregorian", "1404/07/01").output == "2025-09-23\n")
    let run = try tik("date", "2025-03-20", "1404/01/01", "1 Mehr 1404")
    #expect(run.output == "1403/12/30\n2025-03-21\n2025-09-23\n")
    #expect(run.status == 0 && run.errors.isEmpty)
  }

  @Test func dateReadsStandardInputLineByLineInOrder() throws {
    let run = try tik("date", input: "2025-09-23\n۱۴۰۵/۰۷/۰۲\n١٤٠٣/١٢/٣٠\n2026-03-20\n")
    #expect(run.output == "1404/07/01\n2026-09-24\n2025-03-20\n1404/12/29\n")
    #expect(run.status == 0)
  }

  @Test func aBadDateLineGoesToStderrWhileTheRestStillPrint() throws {
    let run = try tik("date", "--to", "jalali", input: "2025-09-23\n1404/12/30\n2025-09-24\n")
    #expect(run.output == "1404/07/01\n1404/07/02\n")
    #expect(run.errors == "tik: '1404/12/30' is not a date: that month has days 1 to 29\n")
    #expect(run.status == 1)
  }

  @Test func dateLongAndJSON() throws {
    #expect(try tik("date", "--long", "2025-09-23").output == "Tuesday 1 Mehr 1404\n")
    #expect(
      try tik("date", "--long", "--to", "gregorian", "1405/7/2").output
        == "Thursday 24 September 2026\n")
    let run = try tik("date", "--json", "2025-09-23", "1404/7/31")
    let dates = run.json["dates"] as? [[String: Any]] ?? []
    #expect(dates.count == 2)
    #expect(dates.first?["date"] as? String == "2025-09-23")
    #expect(dates.first?["jalali"] as? String == "1404/07/01")
    let error = dates.last?["error"] as? [String: Any]
    #expect(error?["code"] as? String == "invalid_date")
    #expect(run.status == 1)
  }

  @Test func calShowsAJalaliMonthSaturdayFirstWithTodayMarked() throws {
    try jalaliMode()
    try tik("add", "rent", "@1405/7/8")
    let run = try tik("cal")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(run.status == 0)
    #expect(lines.count == 8)
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "Mehr 1405")
    #expect(lines[1] == "  Sa   Su   Mo   Tu   We   Th   Fr")
    #expect(lines[2] == "                       1  [2]    3")
    #expect(lines[3] == "   4    5    6    7    8*   9   10")
    #expect(lines.last == "[ ] today  * open tasks")
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test func calBothShowsGregorianDaysBesideJalaliOnes() throws {
    try jalaliMode()
    let lines = try tik("cal", "--both").output.split(separator: "\n").map(String.init)
    #expect(lines[0].hasSuffix("Mehr 1405 · September – October 2026"))
    #expect(lines[2].hasSuffix("1  23  [2]  24    3  25"))
  }

  @Test func calTakesAMonthArgument() throws {
    try jalaliMode()
    #expect(try tik("cal", "12").output.hasPrefix("            Esfand 1405\n"))
    #expect(try tik("cal", "1403/12").output.contains("  25   26   27   28   29   30\n"))
    #expect(try tik("cal", "Farvardin", "1406").output.contains("Farvardin 1406"))
    let wrong = try tik("cal", "13")
    #expect(wrong.status == 1)
    #expect(wrong.errors == "tik: '13' is not a date: months go from 1 to 12\n")
  }

  @Test func calIsGregorianWhenTheCalendarIsGregorian() throws {
    try home.writeConfig("calendar = \"gregorian\"\n")
    let lines = try tik("cal").output.split(separator: "\n").map(String.init)
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "September 2026")
    #expect(lines[1] == "  Mo   Tu   We   Th   Fr   Sa   Su")
    #expect(lines.contains("  21   22   23 [24]   25   26   27"))
  }

  @Test func quickEntryReadsJalaliDatesAndKeepsISODatesGregorian() throws {
    try jalaliMode()
    #expect(try tik("add", "x", "@1405/7/3").output == "1\n")
    #expect(try tik("show", "1", "--json").json["date"] as? String == "2026-09-25")
    try tik("add", "y", "@2025-09-23")
    #expect(try tik("show", "2", "--json").json["date"] as? String == "2025-09-23")
    try tik("add", "z", "@۳", "مهر")
    #expect(try tik("show", "3", "--json").json["date"] as? String == "2026-09-25")
    try tik("add", "w", "@فردا")
    #expect(try tik("show", "4", "--json").json["date"] as? String == "2026-09-25")
    let wrong = try tik("add", "v", "@1404/12/30")
    #expect(wrong.status == 1)
    #expect(wrong.errors == "tik: '1404/12/30' is not a date: that month has days 1 to 29\n")
  }

  @Test func editReadsJalaliDatesWithPersianDigits() throws {
    try jalaliMode()
    try tik("add", "x")
    #expect(try tik("edit", "1", "date", "۱", "مهر", "۱۴۰۶").status == 0)
    #expect(try tik("show", "1", "--json").json["date"] as? String == "2027-09-23")
    let wrong = try tik("edit", "1", "date", "30", "Esfand")
    #expect(wrong.errors == "tik: '30 Esfand' is not a date: that month has days 1 to 29\n")
    #expect(try tik("show", "1", "--json").json["date"] as? String == "2027-09-23")
  }

  @Test func todayShowsJalaliDatesInJalaliMode() throws {
    try jalaliMode()
    try tik("add", "overdue", "@1405/6/20")
    let today = try tik("today").output
    #expect(today.hasPrefix("Today · Thursday 2 Mehr 1405\n"))
    #expect(today.contains("1405/06/20"))
    let tasks = try tik("today", "--json").json["tasks"] as? [[String: Any]]
    #expect(tasks?.first?["date"] as? String == "2026-09-11")
  }

  @Test func withThePluginOffEverythingIsGregorianISO() throws {
    try home.writeConfig("plugins = []\n")
    #expect(try tik("date", "2025-09-23").status == 2)
    #expect(try tik("cal").status == 2)
    let jalali = try tik("add", "x", "@1405/7/3")
    #expect(jalali.status == 1)
    #expect(jalali.errors.contains("'@1405/7/3' is not a date"))
    try tik("add", "y", "@2026-09-25")
    #expect(try tik("scheduled").output.contains("Tomorrow · Friday 25 September 2026"))
    #expect(try tik("help").output.contains("cal") == false)
  }

  @Test func withTheGregorianCalendarDatesPrintAsISO() throws {
    try home.writeConfig("calendar = \"gregorian\"\n")
    try tik("add", "x", "@2026-09-20")
    let today = try tik("today").output
    #expect(today.hasPrefix("Today · Thursday 24 September 2026\n"))
    #expect(today.contains("2026-09-20"))
    #expect(try tik("add", "y", "@1405/7/3").status == 1)
    #expect(try tik("date", "2025-09-23").output == "1404/07/01\n")
  }
}

/// The first run in a Persian locale chooses the Jalali calendar.
@Suite struct FirstRunLocaleTests {
  @Test func aPersianLocaleStartsInJalali() throws {
    let home = BinaryHome()
    home.extraVariables["LANG"] = "fa_IR.UTF-8"
    try home.tik("add", "x")
    let config = try String(contentsOfFile: home.configPath, encoding: .utf8)
    // The file keeps the language; the calendar follows it.
    #expect(config.contains("language = \"fa\""))
    #expect(try home.tik("config", "get", "calendar").output == "jalali\n")
    home.extraVariables["LANG"] = "en_US.UTF-8"
    #expect(try home.tik("config", "get", "calendar").output == "jalali\n")
  }
}
