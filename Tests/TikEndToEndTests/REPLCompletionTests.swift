import Foundation
import Testing
import TikCore
import TikTestSupport

/// Tab's list of task ids: in the order of their numbers, and asked for first when it is
/// longer than the screen, as readline asks.
@Suite(.serialized) struct REPLCompletionTests {
  let home = BinaryHome()

  func start() throws -> Terminal {
    try Terminal(
      command: Terminal.quoted(BinaryHome.executable), environment: home.environment,
      width: 100, height: 24)
  }

  func addTasks(_ count: Int) throws {
    try home.tik(input: (1...count).map { "task \($0)\n" }.joined())
  }

  /// The row a task id is listed on, by its number.
  func row(of id: Int, in screen: String) -> Int? {
    screen.split(separator: "\n").firstIndex { $0.hasPrefix("\(id)  task \(id)") }
  }

  @Test func taskIdsAreListedInTheOrderOfTheirNumbers() throws {
    try addTasks(12)
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("/show ")
    try terminal.press("Tab", "Tab")
    let screen = try terminal.waitUntilStill(showing: "12  task 12")
    let rows = [1, 2, 9, 10, 12].map { row(of: $0, in: screen) }
    #expect(rows.allSatisfy { $0 != nil }, "\(screen)")
    #expect(rows.compactMap { $0 } == rows.compactMap { $0 }.sorted(), "\(screen)")
  }

  @Test func aListLongerThanTheScreenIsAskedForFirst() throws {
    try addTasks(40)
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("/show ")
    try terminal.press("Tab", "Tab")
    try terminal.wait(for: "Display all 40 possibilities? (y or n)")
    try terminal.type("n")
    try terminal.wait(for: "the prompt again") { Terminal.lastRow(of: $0) == "Today › /show" }
    #expect(!(try terminal.screen().contains("task 40")))
    try terminal.press("C-u")
    try terminal.type("/show ")
    try terminal.press("Tab", "Tab")
    try terminal.wait(for: "Display all 40 possibilities? (y or n)")
    try terminal.type("y")
    try terminal.wait(for: "40  task 40")
    try terminal.wait(for: "the prompt after the list") {
      Terminal.lastRow(of: $0) == "Today › /show"
    }
  }
}
