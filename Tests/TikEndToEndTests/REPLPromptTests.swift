import Foundation
import Testing
import TikCore
import TikTestSupport

/// The prompt says where a typed line goes, also after another process changed the list
/// it names, the language, or deleted the list.
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
}
