import Foundation
import Testing

/// A reminder is used up only once a notifier showed it: when the notifier is missing,
/// fails, is killed or cannot be started, the reminder comes again at the next run.
///
/// `swift test` runs a short version of the long run; `TIK_RELIABILITY=long swift test
/// --filter ReminderFaultTests` runs 200 failures.
@Suite struct ReminderFaultTests {
  static let long = ProcessInfo.processInfo.environment["TIK_RELIABILITY"] == "long"

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

  /// Of the notifications shown, the titles of the reminders shown alone, and how many
  /// were shown in notifications of many (`N more reminders`).
  static func reminders(in shown: [String]) -> (alone: [String], counted: Int) {
    var alone: [String] = []
    var counted = 0
    for summary in shown {
      let words = summary.split(separator: " ")
      if words.count == 3, words[1...] == ["more", "reminders"], let count = Int(words[0]) {
        counted += count
      } else {
        alone.append(summary)
      }
    }
    return (alone, counted)
  }

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
    #expect(failed.output.isEmpty)
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
    // Every reminder shown once: alone, or counted in a notification of the rest.
    let shown = ReminderFaultTests.reminders(in: notifier.shown)
    #expect(Set(shown.alone).count == shown.alone.count)
    #expect(shown.alone.count + shown.counted == 30)
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

  /// Many runs whose notifier fails in turn in each of the four ways, while the clock
  /// moves on and more reminders fall due, then two runs at once with a notifier that
  /// works: every reminder is shown, and none twice.
  @Test func manyNotifierFailuresLoseNoReminderAndShowNoneTwice() throws {
    let failures = ReminderFaultTests.long ? 200 : 8
    let tasks = ReminderFaultTests.long ? 40 : 8
    // Task i falls due during the failing runs: the clock moves a minute a run.
    home.now = "2026-09-24T08:00"
    for index in 0..<tasks {
      let minute = 8 * 60 + index * failures / tasks
      try home.tik("add", String(format: "task %d %02d:%02d", index, minute / 60, minute % 60))
    }
    let notifier = try StandInNotifier(home: home, .answer(""))
    let started = Date()
    var statuses: [Int32: Int] = [:]
    for run in 0..<failures {
      let minute = 8 * 60 + run
      home.now = String(format: "2026-09-24T%02d:%02d", minute / 60, minute % 60)
      try install(ReminderFaultTests.faults[run % 4], notifier)
      let result = try remind()
      statuses[result.status, default: 0] += 1
      // A run the notifier failed says so on stderr, and not that none was due.
      #expect(
        result.output == (result.status == 0 ? "no reminder is due\n" : ""),
        "run \(run): \(result.output)")
    }
    let failing = Date().timeIntervalSince(started)
    #expect(notifier.shown.isEmpty)

    let failedCalls = notifier.calls.count
    try notifier.install(.answer("", delay: 0.1))
    let working = Date()
    let runs = try (0..<2).map { _ in try BackgroundTik(home, ["remind"]) }
    let endStatuses = runs.map { $0.finish(within: 120) }
    let ending = Date().timeIntervalSince(working)
    // Every reminder shown once: alone, or counted in a notification of the rest.
    let shown = ReminderFaultTests.reminders(in: notifier.shown)
    #expect(Set(shown.alone).count == shown.alone.count)
    #expect(Set(shown.alone).isSubset(of: (0..<tasks).map { "task \($0)" }))
    #expect(shown.alone.count + shown.counted == tasks)
    #expect(endStatuses == [0, 0])
    #expect(try remind().output == "no reminder is due\n")
    print(
      "reminder faults: \(failures) failing runs in \(String(format: "%.1f", failing)) s, "
        + "exit statuses \(statuses), \(failedCalls) notifier calls that showed nothing; "
        + "then two runs at once in \(String(format: "%.1f", ending)) s: "
        + "\(shown.alone.count + shown.counted) of \(tasks) reminders shown "
        + "(\(shown.counted) in notifications of many), "
        + "\(shown.alone.count - Set(shown.alone).count) twice")
  }
}
