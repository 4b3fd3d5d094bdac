import Foundation
import Testing
import TikCore
import TikTestSupport

/// The prompt says where a typed line goes, also after another process changed the list
/// it names, the language, or deleted the list; the lines above it follow a resize.
@Suite(.serialized) struct REPLPromptTests {
  let home = BinaryHome()

  func start() throws -> Terminal {
    try Terminal(command: Terminal.quoted(BinaryHome.executable), environment: home.environment)
  }

  @Test func thePromptFollowsAListRenamedElsewhere() throws {
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.enter("/list Work")
    try terminal.wait(for: "Work ›")
    try terminal.type("half typed")
    try home.tik("lists", "rename", "Work", "Job")
    try terminal.wait(for: "the renamed list's prompt") {
      Terminal.lastRow(of: $0) == "Job › half typed"
    }
  }

  @Test func thePromptFollowsALanguageChangedElsewhere() throws {
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try home.tik("config", "set", "language", "fa")
    let today = Bidi.visual("امروز", rightToLeft: true)
    try terminal.wait(for: "the Persian prompt") {
      Terminal.lastRow(of: $0).hasSuffix(today + " ›")
    }
  }

  @Test func aListDeletedElsewhereTakesThePromptToToday() throws {
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.enter("/list Work")
    try terminal.wait(for: "Work ›")
    try home.tik("lists", "delete", "Work", "--yes")
    try terminal.wait(for: "Today's prompt") { Terminal.lastRow(of: $0) == "Today ›" }
    try terminal.enter("Call mom")
    try terminal.wait(for: "+ ○ 1 Call mom")
    #expect(try home.tik("show", "1", "--json").json["date"] as? String == "2026-09-24")
  }

  /// A right-to-left message stands at the right edge of the screen after a resize, as
  /// the view above it does.
  @Test func aPersianMessageFollowsAResizeToTheRightEdge() throws {
    try home.writeConfig("language = \"fa\"\nbidi = \"reorder\"\n")
    try home.tik("add", "چای")
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable), environment: home.environment,
      width: 80, height: 24)
    try terminal.wait(timeout: 10, for: "prompt") { $0.contains(" ›") }
    try terminal.enter("نان")
    let bread = Bidi.visual("نان", rightToLeft: true)
    func messageRow(_ screen: String) -> String? {
      screen.split(separator: "\n").map(String.init).first {
        $0.contains(bread) && $0.contains("+")
      }
    }
    let before = try terminal.wait(for: "the message") { messageRow($0) != nil }
    #expect(messageRow(before).map(DisplayWidth.of) == 80, "\(before)")
    try terminal.resize(width: 100, height: 24)
    let after = try terminal.wait(for: "the view at 100 columns") { screen in
      screen.split(separator: "\n").first.map { DisplayWidth.of(String($0)) == 100 } == true
    }
    #expect(messageRow(after).map(DisplayWidth.of) == 100, "\(after)")
  }
}
