import Foundation
import Testing

/// Bad input: one clear line on stderr, exit code 1 (2 for usage), nothing written.
@Suite struct BadInputTests {
  let home = BinaryHome()

  init() throws {
    try home.tik("add", "existing task #Work 10:00")
  }

  @Test(arguments: [
    (["add", ""], "tik: a task needs a title\n"),
    (["add", "   "], "tik: a task needs a title\n"),
    (["add", "#Work", "!high"], "tik: '#Work !high' has no title, only tokens\n"),
    (["done", "42"], "tik: no task with id '42'\n"),
    (["done", "1", "42"], "tik: no task with id '42'\n"),
    (["show", "abc"], "tik: 'abc' is not a task id\n"),
    (
      ["add", "x", "#Nowhere"],
      "tik: no list named 'Nowhere' (see 'tik lists'); to keep '#Nowhere' in the title, type \\#Nowhere\n"
    ),
    (["list", "Nowhere"], "tik: no list named 'Nowhere' (see 'tik lists')\n"),
    (
      ["add", "x", "@2026-02-30"], "tik: '2026-02-30' is not a date: that month has days 1 to 28\n"
    ),
    (
      ["edit", "1", "date", "2026-02-30"],
      "tik: '2026-02-30' is not a date: that month has days 1 to 28\n"
    ),
    (
      ["edit", "1", "time", "25:00"],
      "tik: '25:00' is not a time (use HH:MM from 00:00 to 23:59, or 9am)\n"
    ),
    (["edit", "1", "title", ""], "tik: a task needs a title\n"),
    // @none takes the date away; a time or a repeat typed with it would be dropped.
    (
      ["add", "Call @none 10:00"],
      "tik: '@none' takes the date away, and a time or a repeat needs one\n"
    ),
    (
      ["add", "Gym *daily @none"],
      "tik: '@none' takes the date away, and a time or a repeat needs one\n"
    ),
    (["edit", "1", "colour", "red"], "tik: unknown field 'colour' (see 'tik edit --help')\n"),
    (
      ["config", "set", "sort", "random"],
      "tik: 'random' is not a value of 'sort' (use time, priority, newest)\n"
    ),
    (["config", "set", "volume", "11"], "tik: unknown setting 'volume' (see 'tik config list')\n"),
    (["lists", "add", "work"], "tik: a list named 'work' already exists\n"),
    (
      ["lists", "color", "Work", "beige"],
      "tik: 'beige' is not a colour (use one of blue, indigo, purple, pink, red, orange, yellow, green, mint, teal, graphite)\n"
    ),
  ])
  func aUserErrorIsOneLineWithExitCode1AndWritesNothing(arguments: [String], message: String)
    throws
  {
    let before = try home.state()
    let result = try home.run(arguments)
    #expect(result.errors == message)
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(try home.state() == before)
  }

  @Test(arguments: [
    (["frobnicate"], "tik: unknown command 'frobnicate' (see 'tik help')\n"),
    (["today", "--verbose"], "tik: unknown option '--verbose' for 'today'\n"),
    (["done"], "tik: missing argument: usage: tik done ID…\n"),
    (["add"], "tik: missing argument: usage: tik add TEXT…\n"),
    (["today", "extra"], "tik: unexpected argument 'extra': usage: tik today\n"),
    // A word that is there but wrong is named, not called missing.
    (
      ["config", "get", "sort", "extra"],
      "tik: unexpected argument 'extra': usage: tik config get KEY\n"
    ),
    (["init", "tcsh"], "tik: unexpected argument 'tcsh': usage: tik init bash|zsh|fish\n"),
    (
      ["edit", "1", "subtasks", "frob"],
      "tik: unexpected argument 'frob': usage: tik edit ID subtasks add TEXT | done N | undone N | delete N\n"
    ),
    (["today", "--limit", "abc"], "tik: unexpected argument 'abc': usage: tik today --limit N\n"),
  ])
  func aUsageErrorExitsWith2(arguments: [String], message: String) throws {
    let before = try home.state()
    let result = try home.run(arguments)
    #expect(result.errors == message)
    #expect(result.status == 2)
    #expect(try home.state() == before)
  }

  @Test func aCorruptConfigFileIsNamedAndLeftAlone() throws {
    let corrupt = "language = \"en\"\nsort = = \"time\"\n"
    try home.writeConfig(corrupt)
    let result = try home.tik("add", "x")
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("tik: \(home.configPath):2:"))
    #expect(result.errors.filter { $0 == "\n" }.count == 1)
    #expect(try String(contentsOfFile: home.configPath, encoding: .utf8) == corrupt)
  }

  @Test func aBadConfigValueIsNamedWithItsLine() throws {
    try home.writeConfig("clock = \"25h\"\n")
    let result = try home.tik("today")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "tik: \(home.configPath):1:9: '\"25h\"' is not a value of 'clock' (use 24h, 12h)\n")
  }
}
