import Testing
import TikCore

@testable import TikJalali

/// Jalali dates as Persian readers write them.
@Suite struct PersianDateInputTests {
  /// Thursday 2 Mehr 1405 (2026-09-24).
  let today = Day(gregorianYear: 2026, month: 9, day: 24)

  func parse(_ text: String) throws(TikError) -> String {
    let context = ParseContext(
      now: LocalTime(day: today, minute: 540), calendar: JalaliCalendar(), language: .persian,
      weekStart: .saturday)
    guard case .day(let day) = try DateWords.parse(text, context: context) else { return "none" }
    return ISODate.text(day)
  }

  @Test(arguments: [
    ("@8 مهرماه", "2026-09-30"), ("@8 مهر‌ماه", "2026-09-30"), ("@8 مهر ماه", "2026-09-30"),
    ("@8 مهر ماه 1406", "2027-09-30"), ("@۸ مهرماه ۱۴۰۶", "2027-09-30"), ("@اول مهر", "2027-09-23"),
    ("@اول آبان", "2026-10-23"), ("@یکم آبان", "2026-10-23"), ("@اول آبان 1405", "2026-10-23"),
    ("@first Aban", "2026-10-23"),
  ])
  func aMonthWithTheWordForMonthOrTheFirstDay(text: String, iso: String) throws {
    #expect(try parse(text) == iso)
  }

  @Test func theWordForMonthDoesNotStayInTheTitle() throws {
    let home = try PluginHome(config: "calendar = \"jalali\"\nlanguage = \"fa\"\n")
    let run = home.run("add", "کلاس @8 مهر ماه", "--json")
    #expect(run.output.contains("\"title\":\"کلاس\""), "\(run.output)")
    #expect(run.output.contains("\"date\":\"2026-09-30\""), "\(run.output)")
  }

  @Test func calTakesAMonthWithTheWordForMonth() {
    let home = try? PluginHome(config: "calendar = \"jalali\"\n")
    #expect(home?.run("cal", "آبان‌ماه").output.contains("Aban 1405") == true)
    #expect(home?.run("cal", "آبانماه", "1406").output.contains("Aban 1406") == true)
  }

  @Test func tabAfterTheAtSignOffersPersianMonthsAndWordsWithTheirZWNJ() throws {
    let home = try PluginHome(config: "calendar = \"jalali\"\nlanguage = \"fa\"\n")
    let context = try Context(
      environment: Environment(variables: home.variables), pluginTypes: [JalaliPlugin.self])
    let completions = Completions(context: context)
    let words = try completions.tokenWords(sigil: "@", prefix: "")
    for word in ["مهر", "آبان", "اسفند", "پس‌فردا", "پریروز", "سه‌شنبه", "فردا", "بی‌تاریخ"] {
      #expect(words.contains(word), "\(word) in \(words)")
    }
    #expect(try completions.tokenWords(sigil: "@", prefix: "سه") == ["سه‌شنبه"])
    #expect(try completions.tokenWords(sigil: "@", prefix: "پس") == ["پس‌فردا"])
    let englishHome = try PluginHome(config: "calendar = \"jalali\"\n")
    let english = try Context(
      environment: Environment(variables: englishHome.variables), pluginTypes: [JalaliPlugin.self])
    let mehr = try Completions(context: english).tokenWords(sigil: "@", prefix: "Me")
    #expect(mehr == ["Mehr"], "\(mehr)")
  }
}
