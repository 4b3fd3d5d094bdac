import Foundation
import Testing

/// A reminder is used up only once a notifier showed it: when the notifier is missing,
/// fails, is killed or cannot be started, the reminder comes again at the next run.
@Suite struct ReminderFaultTests {
  let home = BinaryHome(now: "2026-09-24T09:30")

  /// A notifier that fails, the one line tik says about it, and how to set it up.
  struct Fault: CustomTestStringConvertible, Sendable {
    var name: String
    var behaviour: StandInNotifier.Behaviour?
    /// The message after `the notifier 'PATH' `.
    var message: String
    var testDescription: String { name }
  }

  static let faults = [
    Fault(
      name: "missing", behaviour: nil,
      message: "is not there: install libnotify-bin or set notifier in the config"),
    Fault(
      name: "exit 1", behaviour: .exit(1),
      message: "failed with exit status 1: notify-send: cannot open a session bus"),
    Fault(
      name: "exit 1 after 100 KiB", behaviour: .writeAndExit(bytes: 100 * 1024),
      message: "failed with exit status 1"),
    Fault(name: "killed", behaviour: .killed, message: "was killed by signal 9"),
  ]

  /// Sets the notifier up to fail so.
  func install(_ fault: Fault, _ notifier: StandInNotifier) throws {
    if let behaviour = fault.behaviour {
      try notifier.install(behaviour)
    } else if FileManager.default.fileExists(atPath: notifier.path) {
      try notifier.remove()
    }
  }

  /// Runs `tik remind`, killing it if it has not ended within a minute.
  func remind() throws -> Run {
    let run = try BackgroundTik(home, ["remind"])
    let status = run.finish(within: 60)
    return Run(output: run.output, errors: run.errors, status: status ?? -1)
  }

  @Test(arguments: faults)
  func aReminderTheNotifierDidNotShowComesAgainAtTheNextRun(fault: Fault) throws {
    try home.tik("add", "Standup 09:00")
    try home.tik("add", "Review 09:10")
    let notifier = try StandInNotifier(home: home, .answer(""))
    try install(fault, notifier)
    let failed = try remind()
    #expect(failed.status == 1)
    #expect(failed.output == "no reminder is due\n")
    #expect(failed.errors == "tik: the notifier '\(notifier.path)' \(fault.message)\n")

    try notifier.install(.answer(""))
    let shown = try remind()
    #expect(shown.output == "reminded: Standup\nreminded: Review\n" && shown.status == 0)
    #expect(try remind().output == "no reminder is due\n")
    #expect(notifier.shown.sorted() == ["Review", "Standup"])
  }

  /// With more reminders due than file descriptors left, those the notifier could not be
  /// started for are not used up.
  @Test func remindersLeftWhenFileDescriptorsRunOutComeAtTheNextRun() throws {
    for index in 1...30 { try home.tik("add", "task \(index) 09:00") }
    let notifier = try StandInNotifier(home: home, .answer("", delay: 0.5))
    let starved = try home.bash("ulimit -n 12; exec '\(BinaryHome.executable)' remind")
    #expect(starved.status == 1)
    #expect(starved.errors.contains("could not start: too many open files"), "\(starved.errors)")
    let first = notifier.shown.count
    #expect(first > 0 && first < 30)
    let rest = try remind()
    #expect(rest.status == 0, "\(rest.errors)")
    #expect(notifier.shown.count == 30)
    #expect(Set(notifier.shown).count == 30)
    #expect(try remind().output == "no reminder is due\n")
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
