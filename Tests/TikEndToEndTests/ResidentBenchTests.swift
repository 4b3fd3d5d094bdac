import Foundation
import Testing
import TikCore
import TikTestSupport

/// `tik-bench --resident`, the measure of what a tik that stayed open between commands
/// would pay a request: it asks one `tik --protocol` for Today, to add a task and to tick
/// it, round after round, and waits for each answer.
@Suite struct ResidentBenchTests {
  @Test func eachRoundAddsATaskAndTicksItThroughOneTik() throws {
    let home = BinaryHome()
    #expect(try home.tik("add", "Already there").status == 0)
    let run = try ChildProcess.run(
      BuiltProduct.path("tik-bench"), ["--resident", home.root, "3"])
    #expect(run.status == 0, "\(run.errors)")
    let labels = run.output.split(separator: "\n").dropFirst().map { $0.prefix { $0 != ":" } }
    #expect(labels == ["/today", "add a task", "/done ID"])
    var ticked: [String] = []
    try Store(path: home.databasePath).query(
      "SELECT title FROM tasks WHERE completed IS NOT NULL ORDER BY id"
    ) { ticked.append($0.text(0)) }
    #expect(ticked == ["resident round 0", "resident round 1", "resident round 2"])
  }

  @Test func aHomeWithoutADatabaseIsRefused() throws {
    let home = BinaryHome()
    let run = try ChildProcess.run(BuiltProduct.path("tik-bench"), ["--resident", home.root])
    #expect(run.status == 1)
    #expect(run.errors.contains("no tik database"))
  }
}
