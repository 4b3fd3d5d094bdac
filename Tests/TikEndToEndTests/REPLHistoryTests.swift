import Foundation
import Testing
import TikCore
import TikTestSupport

/// The REPL's history file: every session's lines are kept, the last 1,000 of them.
@Suite(.serialized) struct REPLHistoryTests {
  let home = BinaryHome()

  var historyPath: String { home.root + "/state/tik/history" }

  func start() throws -> Terminal {
    try Terminal(command: Terminal.quoted(BinaryHome.executable), environment: home.environment)
  }

  /// Two REPLs open at once both add to the history: neither's lines are lost when the
  /// other writes or leaves.
  @Test func twoREPLsOpenAtOnceKeepEachOthersHistory() throws {
    let first = try start()
    let second = try start()
    try first.wait(for: "Today ›")
    try second.wait(for: "Today ›")
    try first.enter("one from the first")
    try first.wait(for: "+ ○ 1 one from the first")
    try second.enter("two from the second")
    try second.wait(for: "+ ○ 2 two from the second")
    try first.enter("three from the first")
    try first.wait(for: "+ ○ 3 three from the first")
    try second.press("C-d")
    try second.wait(for: "EXIT=0")
    try first.press("C-d")
    try first.wait(for: "EXIT=0")
    let history = try String(contentsOfFile: historyPath, encoding: .utf8)
    #expect(history == "one from the first\ntwo from the second\nthree from the first\n")
    let next = try start()
    try next.wait(for: "Today ›")
    try next.press("Up", "Up")
    try next.wait(for: "Today › two from the second")
  }

  /// The file keeps the last 1,000 lines: the oldest goes as a new one comes.
  @Test func theHistoryFileKeepsItsLast1000Lines() throws {
    try FileManager.default.createDirectory(
      atPath: home.root + "/state/tik", withIntermediateDirectories: true)
    let old = (1...1000).map { "line \($0)\n" }.joined()
    try old.write(toFile: historyPath, atomically: true, encoding: .utf8)
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.enter("the newest")
    try terminal.wait(for: "+ ○ 1 the newest")
    let lines = try String(contentsOfFile: historyPath, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    #expect(lines.count == 1000)
    #expect(lines.first == "line 2" && lines.last == "the newest")
  }

  /// A state folder that is a link (to a dotfiles checkout, say) keeps the history too.
  @Test func aLinkedStateFolderKeepsTheHistory() throws {
    try FileManager.default.createDirectory(
      atPath: home.root + "/dotfiles/tik", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: home.root + "/state", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: home.root + "/state/tik", withDestinationPath: home.root + "/dotfiles/tik")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.enter("Buy milk")
    try terminal.wait(for: "+ ○ 1 Buy milk")
    #expect(try String(contentsOfFile: historyPath, encoding: .utf8) == "Buy milk\n")
  }
}
