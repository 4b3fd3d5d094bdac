import Foundation
import Testing
import TikTestSupport

/// Several ids wherever one command changes tasks: `1-3 5`, `1,2`, in one transaction;
/// an unknown id in the set fails the whole command and writes nothing.
@Suite struct BulkIDTests {
  let home = BinaryHome()

  init() throws {
    for index in 1...10 { try home.tik("add", "task \(index)") }
  }

  func done() throws -> [Int] {
    try (home.tik("all", "--json").json["tasks"] as? [[String: Any]] ?? [])
      .filter { $0["done"] as? Bool == true }.compactMap { $0["id"] as? Int }.sorted()
  }

  @Test func rangesAndListsOfIdsOnTheCommandLine() throws {
    #expect(try home.tik("done", "1-3", "5").status == 0)
    #expect(try done() == [1, 2, 3, 5])
    #expect(try home.tik("undone", "1,2").status == 0)
    #expect(try done() == [3, 5])
    #expect(try home.tik("tomorrow", "6", "7").status == 0)
    #expect(try home.tik("show", "7", "--json").json["date"] as? String == "2026-09-25")
    #expect(try home.tik("edit", "8,10", "priority", "high").status == 0)
    #expect(try home.tik("show", "10", "--json").json["priority"] as? String == "high")
    #expect(try home.tik("delete", "8-9", "--yes").status == 0)
    #expect(try home.tik("show", "8").status == 1)
  }

  @Test func anUnknownIdInTheSetFailsTheWholeCommand() throws {
    let before = try home.everything()
    for arguments in [
      ["done", "1-3", "42"], ["done", "9-12"], ["edit", "1,42", "notes", "x"],
      ["delete", "2,42", "--yes"], ["tomorrow", "1", "42"], ["done", "3-1"],
      ["done", "1-5000"], ["done", "1--2"],
    ] {
      let run = try home.run(arguments)
      #expect(run.status == 1, "\(arguments)")
      #expect(try home.everything() == before, "\(arguments)")
    }
    #expect(try home.tik("done", "1-3", "42").errors == "tik: no task with id '42'\n")
    #expect(try home.tik("done", "3-1").errors == "tik: '3-1' is not a task id\n")
    // A range or a list with a side missing is named as typed, not as an empty id.
    for typed in ["-1", "1-", ",1", "1,", "1,,2"] {
      #expect(try home.tik("done", "--", typed).errors == "tik: '\(typed)' is not a task id\n")
    }
  }

  @Test func theREPLsGrammarAndTheProtocolTakeThemToo() throws {
    let replies = try home.tik(input: "/done 4 6\n/done 1,2\n/done 7-8 42\n").output
      .split(separator: "\n")
    #expect(replies.count == 3)
    #expect(replies[2].contains(#""code":"no_task""#))
    #expect(try done() == [1, 2, 4, 6])
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable), environment: home.environment)
    try terminal.wait(for: "Today ›")
    try terminal.enter("/done 9-10")
    try terminal.wait(for: "6 of 10 done")
  }
}
