import Foundation
import Testing
import TikCore

/// The language switch is a whole switch: the calendar follows the language until the
/// user chooses one, a first run names its lists in the language, and a date tik cannot
/// read the way it is written says how to write it.
@Suite struct LanguageAndCalendarTests {
  @Test func theCalendarFollowsTheLanguageUntilOneIsChosen() throws {
    let home = try PluginHome()
    #expect(home.run("lists").status == 0)
    #expect(home.run("config", "get", "calendar").output == "gregorian\n")
    let persian = home.run("config", "set", "language", "fa")
    #expect(persian.output.contains("calendar = \"jalali\""), "\(persian.output)")
    #expect(home.run("config", "get", "calendar").output == "jalali\n")
    #expect(home.run("add", "کلاس @1405/7/9", "--json").output.contains("\"date\":\"2026-10-01\""))
    let english = home.run("config", "set", "language", "en")
    #expect(english.output.contains("calendar = \"gregorian\""), "\(english.output)")
    // A calendar the user set stays, whatever the language.
    #expect(home.run("config", "set", "calendar", "jalali").status == 0)
    let chosen = home.run("config", "set", "language", "fa")
    #expect(!chosen.output.contains("calendar"), "\(chosen.output)")
    #expect(home.run("config", "set", "language", "en").status == 0)
    #expect(home.run("config", "get", "calendar").output == "jalali\n")
    #expect(home.run("config", "set", "calendar", "gregorian").status == 0)
    #expect(home.run("config", "set", "language", "fa").status == 0)
    #expect(home.run("config", "get", "calendar").output == "gregorian\n")
  }

  @Test func theFirstRunWritesTheLanguageAndLeavesTheCalendarToFollowIt() throws {
    let home = try PluginHome()
    #expect(home.run("lists").status == 0)
    let file = try String(contentsOfFile: home.configPath, encoding: .utf8)
    #expect(file.contains("language = \"en\""), "\(file)")
    #expect(!file.contains("calendar ="), "\(file)")
  }

  @Test(arguments: [("en", ["Personal", "Work"]), ("fa", ["شخصی", "کار"])])
  func aFirstRunNamesItsListsInTheLanguage(language: String, names: [String]) throws {
    let home = try PluginHome(config: "language = \"\(language)\"\n")
    let lists = home.run("lists", "--json").output
    for name in names { #expect(lists.contains("\"\(name)\""), "\(lists)") }
    let other = language == "en" ? ["شخصی"] : ["Personal", "Work"]
    for name in other { #expect(!lists.contains("\"\(name)\""), "\(lists)") }
  }

  @Test func aJalaliDateWithDashesIsAnErrorThatSaysToWriteSlashes() throws {
    let home = try PluginHome(config: "language = \"fa\"\n")
    let added = home.run("add", "کلاس @1404-07-01")
    #expect(added.status == 1)
    #expect(added.errors.contains("1404/07/01"), "\(added.errors)")
    #expect(added.errors.split(separator: "\n").count == 1, "\(added.errors)")
    #expect(home.run("all", "--json").output.contains("\"tasks\":[]"))
    // A Gregorian user is told the range, not a Jalali form.
    let english = try PluginHome(config: "calendar = \"gregorian\"\n")
    let gregorian = english.run("add", "x @1404-07-01")
    #expect(gregorian.status == 1)
    #expect(!gregorian.errors.contains("1404/07/01"), "\(gregorian.errors)")
  }

  @Test(arguments: ["1404-07-01", "3000-01-01", "3000/01/01", "1899-12-31"])
  func tikDateReadsTheDaysTikAddReads(input: String) throws {
    let home = try PluginHome()
    let converted = home.run("date", input)
    #expect(converted.status == 1, "\(input): \(converted.output)")
    #expect(converted.output.isEmpty, "\(input): \(converted.output)")
    #expect(converted.errors.contains(input), "\(converted.errors)")
  }

  @Test func tikDateSaysHowToWriteAJalaliDateGivenWithDashes() throws {
    let home = try PluginHome()
    #expect(home.run("date", "1404-07-01").errors.contains("1404/07/01"))
    #expect(home.run("date", "1404/07/01").output == "2025-09-23\n")
  }
}
