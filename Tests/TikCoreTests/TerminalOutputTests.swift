import Testing

@testable import TikCore

/// What a terminal gets that a pipe does not: colour, questions.
@Suite struct TerminalOutputTests {
  let home = TestHome()

  @Test func aTerminalGetsColourAndAPipeDoesNot() throws {
    try home.add("x !high #Work")
    #expect(home.run("today", terminal: true).output.contains("\u{1B}["))
    #expect(!home.run("today", terminal: false).output.contains("\u{1B}"))
  }

  @Test func noColorTurnsColourOffOnATerminal() {
    var variables = home.variables
    variables["NO_COLOR"] = "1"
    #expect(!Environment(variables: variables, stdoutIsTerminal: true).usesColor)
    variables["NO_COLOR"] = ""
    #expect(Environment(variables: variables, stdoutIsTerminal: true).usesColor)
    variables["TERM"] = "dumb"
    #expect(!Environment(variables: variables, stdoutIsTerminal: true).usesColor)
  }

  @Test func deleteAsksOnATerminalAndNoKeepsTheTask() throws {
    try home.add("keep")
    let refused = home.run("delete", "1", input: ["n"], terminal: true)
    #expect(refused.errors.hasPrefix("Delete 'keep'? [y/N] "))
    #expect(refused.errors.hasSuffix("tik: cancelled; nothing changed\n"))
    #expect(refused.status == 1)
    #expect(try home.context().todayTitles() == ["keep"])
    let accepted = home.run("delete", "1", input: ["y"], terminal: true)
    #expect(accepted.status == 0)
    #expect(try home.context().todayTitles().isEmpty)
  }

  @Test func anUnknownListIsOfferedOnATerminal() throws {
    let result = home.run("add", "milk", "#Shopping", input: ["yes"], terminal: true)
    #expect(result.errors == "There is no list named 'Shopping'. Create it? [y/N] ")
    #expect(result.status == 0)
    let lists = try home.context().read { (store) throws(TikError) in try store.lists() }
    #expect(lists.map(\.name) == ["Personal", "Work", "Shopping"])
  }

  @Test func longTitlesAreCutToTheTerminalWidthButNotInPipes() throws {
    let title = String(repeating: "long ", count: 30).trimmed
    try home.add(title)
    let terminal = home.run("today", terminal: true).output
    #expect(terminal.split(separator: "\n").allSatisfy { DisplayWidth.of(strip($0)) <= 80 })
    #expect(terminal.contains("…"))
    #expect(home.run("today").output.contains(title))
  }

  /// The text without ANSI colour sequences.
  func strip(_ line: Substring) -> String {
    var result = ""
    var inEscape = false
    for character in line {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character == "m" { inEscape = false }
      } else {
        result.append(character)
      }
    }
    return result
  }
}
