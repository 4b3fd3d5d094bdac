import Foundation
import Testing
import TikTestSupport

@testable import TikCore

/// Every screen of the core right to left in Persian, through the same layout as the
/// views, with the Latin runs inside Persian sentences kept whole in every bidi mode.
@Suite struct PersianScreenTests {
  let home = TestHome(now: "2026-09-24T09:00")

  /// The command's screen in both modes, the reorder one checked against FriBidi.
  func screens(_ arguments: String..., config: String = "") throws -> (
    reorder: String, terminal: String
  ) {
    let reorder = try screen(arguments, bidi: "reorder", config: config)
    let terminal = try screen(arguments, bidi: "terminal", config: config)
    // The one line that differs on purpose: the setting that picks the mode.
    let sameSetting = terminal.replacing("bidi = \"terminal\"", with: "bidi = \"reorder\"")
    try FriBidiReference.expectReorder(reorder, matchesFriBidiOf: sameSetting)
    return (reorder, terminal)
  }

  func screen(_ arguments: [String], bidi: String, config: String) throws -> String {
    try home.writeConfig("language = \"fa\"\nbidi = \"\(bidi)\"\n" + config)
    let console = MemoryConsole()
    var variables = home.variables
    variables["NO_COLOR"] = "1"
    let environment = Environment(
      variables: variables, stdoutIsTerminal: true, stderrIsTerminal: true, terminalWidth: 100)
    _ = Tik.run(arguments: arguments, plugins: [], environment: environment, console: console)
    return console.output + console.errors
  }

  @Test func aPriorityThatIsNotOneKeepsItsMarkInFront() throws {
    let (reorder, terminal) = try screens("add", "Buy milk !urgent")
    #expect(reorder.contains("«!urgent»"), "\(reorder)")
    #expect(terminal.contains("\u{2068}!urgent\u{2069}"), "\(terminal)")
  }

  @Test func aHintKeepsItsCommandWhole() throws {
    let (reorder, _) = try screens("list", "Foo")
    #expect(reorder.contains("«tik lists»"), "\(reorder)")
  }

  @Test func theHintForAnUnknownListInATitleKeepsTheBackslashAndTheSign() throws {
    let (reorder, _) = try screens("add", "x #Foo")
    #expect(reorder.contains("«#Foo»"), "\(reorder)")
    #expect(reorder.contains("«\\#Foo»"), "\(reorder)")
  }

  @Test func helpKeepsTheQuickEntrySyntaxInItsOrder() throws {
    let (reorder, _) = try screens("help")
    let syntax = reorder.split(separator: "\n").first { $0.contains("!low") } ?? ""
    #expect(syntax.trimmingCharacters(in: .whitespaces).hasPrefix("#list"), "\(syntax)")
    #expect(reorder.contains("--json"), "\(reorder)")
  }

  @Test func configListIsRightToLeftWithEverySettingInItsOrder() throws {
    let (reorder, terminal) = try screens("config", "list")
    #expect(reorder.contains("language = \"fa\""), "\(reorder)")
    #expect(reorder.contains("week_start = \"auto\""), "\(reorder)")
    Snapshot.expect(reorder, matches: "config-fa-reorder")
    Snapshot.expect(terminal, matches: "config-fa-terminal")
  }

  @Test func theEnglishConfigListIsUnchangedInAPipe() throws {
    try home.writeConfig("sort = \"priority\"\n")
    let output = home.run("config", "list").output.split(separator: "\n")
    #expect(output.first == "language = \"en\" # default")
    #expect(output.contains("sort = \"priority\""))
  }
}
