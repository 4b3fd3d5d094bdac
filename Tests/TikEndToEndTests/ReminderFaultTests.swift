import Foundation
import Testing

/// Notifiers that misbehave.
@Suite struct ReminderFaultTests {
  let home = BinaryHome(now: "2026-09-24T09:30")

  /// Runs `tik remind`, killing it if it has not ended within a minute.
  func remind() throws -> Run {
    let run = try BackgroundTik(home, ["remind"])
    let status = run.finish(within: 60)
    return Run(output: run.output, errors: run.errors, status: status ?? -1)
  }

  /// The notifier's answer is one short word; whatever else it writes is drained while
  /// tik waits, so a chatty notifier neither hangs the run nor loses its answer.
  @Test func aNotifierThatWritesMoreThanAPipeHoldsNeitherHangsNorLosesItsAnswer() throws {
    try home.tik("add", "Standup 09:00")
    try home.tik("add", "Review 09:10")
    try StandInNotifier(home: home, .answerAndWrite("done", bytes: 200 * 1024))
    let run = try remind()
    #expect(run.status == 0 && run.output == "reminded: Standup\nreminded: Review\n")
    #expect(
      try home.tik("today", "--json").json["progress"] as? [String: Int] == ["done": 2, "total": 2])
  }
}
