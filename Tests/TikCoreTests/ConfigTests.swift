import Foundation
import Testing

@testable import TikCore

/// config.toml: checked in full, errors with line and column, changed one line at a time.
@Suite struct ConfigTests {
  let home = TestHome()

  @Test func aMissingFileMeansDefaults() throws {
    let config = try home.context().config
    #expect(config.language == .english)
    #expect(config.sort == .time)
    #expect(config.showCompleted && config.showProgress)
    #expect(config.fields == .all)
  }

  @Test func anUnknownKeyNamesItsLine() throws {
    try home.writeConfig("language = \"en\"\ncolour = \"red\"\n")
    #expect(
      throws: TikError.configUnknownKey(path: home.configPath, line: 2, column: 1, key: "colour")
    ) { try home.context() }
  }

  @Test func aBadValueNamesItsLineColumnAndTheAllowedValues() throws {
    try home.writeConfig("sort = \"alphabetical\"\n")
    let result = home.run("today")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "tik: \(home.configPath):1:8: '\"alphabetical\"' is not a value of 'sort' (use time, priority, newest)\n"
    )
  }

  @Test func aSyntaxErrorNamesTheFileLineAndColumn() throws {
    try home.writeConfig("language = \"en\"\nsort = \"time\nfields = []\n")
    let result = home.run("today")
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("tik: \(home.configPath):2:8: "))
    #expect(result.errors.split(separator: "\n").count == 1)
  }

  @Test func setChangesOneLineAndKeepsComments() throws {
    try home.writeConfig("# mine\nsort = \"time\" # keep this\nlanguage = \"en\"\n")
    #expect(home.run("config", "set", "sort", "priority").status == 0)
    let text = try String(contentsOfFile: home.configPath, encoding: .utf8)
    #expect(text == "# mine\nsort = \"priority\" # keep this\nlanguage = \"en\"\n")
    #expect(home.run("config", "get", "sort").output == "priority\n")
  }

  @Test func setTakesListsAsWordsOrCommas() throws {
    home.run("config", "set", "fields", "date,time", "priority")
    #expect(try home.context().config.fields == FieldSet([.date, .time, .priority]))
  }

  @Test func setRefusesABadValueAndWritesNothing() throws {
    try home.writeConfig("sort = \"time\"\n")
    let result = home.run("config", "set", "sort", "random")
    #expect(result.status == 1)
    #expect(
      result.errors == "tik: 'random' is not a value of 'sort' (use time, priority, newest)\n")
    #expect(try String(contentsOfFile: home.configPath, encoding: .utf8) == "sort = \"time\"\n")
  }

  @Test func setRefusesRepeatWithoutDate() throws {
    let result = home.run("config", "set", "fields", "notes,repeat")
    #expect(result.status == 1)
    #expect(result.errors == "tik: the 'repeat' field needs the 'date' field\n")
  }

  @Test func aBrokenFileIsNeverOverwritten() throws {
    try home.writeConfig("sort = [\n")
    #expect(home.run("config", "set", "sort", "newest").status == 1)
    #expect(try String(contentsOfFile: home.configPath, encoding: .utf8) == "sort = [\n")
  }

  @Test func unsetRestoresTheDefault() throws {
    try home.writeConfig("sort = \"newest\"\nclock = \"12h\"\n")
    home.run("config", "unset", "sort")
    #expect(try String(contentsOfFile: home.configPath, encoding: .utf8) == "clock = \"12h\"\n")
    #expect(try home.context().config.sort == .time)
  }

  @Test func listShowsEveryKeyAndMarksDefaults() throws {
    try home.writeConfig("sort = \"newest\"\n")
    let output = home.run("config", "list").output
    #expect(output.contains("sort = \"newest\"\n"))
    #expect(output.contains("clock = \"24h\" # default\n"))
    let json = home.run("config", "list", "--json").output
    #expect(json.hasPrefix("{\"settings\":{\"language\":\"en\""))
  }

  static let hourKey = ConfigKey(
    "alarm.hour", form: .init("HH", accepts: { $0.count == 2 && Int($0).map { $0 < 24 } == true }),
    default: "07")

  @Test func aTextKeyWithAFormTakesOnlyThatForm() {
    let key = ConfigTests.hourKey
    #expect(key.accepts(.string("23")))
    #expect(!key.accepts(.string("24")) && !key.accepts(.string("7")))
    #expect(key.value(fromWords: ["09"]) == .string("09"))
    #expect(key.value(fromWords: ["nine"]) == nil)
    #expect(key.allowedDescription == "HH")
    #expect(key.allowedValues.isEmpty)
  }

  @Test func aValueNotOfItsFormNamesTheLineAndTheForm() throws {
    try home.writeConfig("[alarm]\nhour = \"25\"\n")
    var config = Config(keys: [ConfigTests.hourKey])
    #expect(
      throws: TikError.configInvalidValue(
        path: home.configPath, line: 2, column: 8, key: "alarm.hour", value: "\"25\"",
        allowed: "HH")
    ) { try ConfigFile(path: home.configPath).load(into: &config) }
  }
}
