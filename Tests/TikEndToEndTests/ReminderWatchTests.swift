import Foundation
import Testing
import TikTestSupport

/// `tik remind --watch`, the long-running form a systemd user service runs.
@Suite struct ReminderWatchTests {
  let home = BinaryHome(now: "2026-09-24T09:30")

  /// A service's log is a pipe or a file: each line reaches it when it happens, not when
  /// a buffer fills hours later.
  @Test func theWatchWritesItsLogLineByLineIntoAPipe() throws {
    try home.tik("add", "Standup 09:00")
    try StandInNotifier(home: home, .answer(""))
    let watch = try BackgroundTik(home, ["remind", "--watch"])
    let logged = eventually(within: 20) {
      watch.output == "waiting for reminders (Ctrl-C stops)\nreminded: Standup\n"
    }
    #expect(logged, "\(watch.output)")
    #expect(watch.process.isRunning)
    watch.stop()
  }

  /// Waiting costs nothing: with no reminder due and none on screen, the watch sleeps
  /// between its looks at the clock and the database instead of spinning a core.
  @Test func anIdleWatchSleeps() throws {
    try home.tik("add", "Later 18:00")
    try StandInNotifier(home: home, .answer(""))
    let watch = try BackgroundTik(home, ["remind", "--watch"])
    #expect(eventually(within: 20) { watch.output.hasPrefix("waiting for reminders") })
    let before = try Self.processorTicks(of: watch.process.processIdentifier)
    usleep(3_000_000)
    let after = try Self.processorTicks(of: watch.process.processIdentifier)
    // Three seconds asleep take a few ticks at most; a spinning loop takes about 300.
    #expect(after - before < 60, "\(after - before) ticks of processor time in 3 s")
    #expect(watch.process.isRunning)
    watch.stop()
  }

  /// The five notifications at most are five on the screen: reminders that fall due while
  /// a watch's earlier ones are still up come in one notification. The tasks added while
  /// the first ones go up wake the watch.
  @Test func aWatchKeepsToFiveNotificationsOnTheScreen() throws {
    for index in 1...8 { try home.tik("add", "call \(index) 09:00") }
    let notifier = try StandInNotifier(home: home, .answerWhenTold)
    let watch = try BackgroundTik(home, ["remind", "--watch"])
    #expect(eventually(within: 20) { notifier.shown.count == 5 }, "\(notifier.shown)")
    for index in 1...3 { try home.tik("add", "review \(index) 09:10") }
    #expect(eventually(within: 20) { notifier.shown.count >= 6 }, "\(notifier.shown)")
    usleep(1_500_000)
    #expect(notifier.shown.count == 6, "\(notifier.shown)")
    #expect(notifier.shown.last == "3 more reminders")
    for summary in Set(notifier.shown) { try notifier.tell(summary, "") }
    watch.stop()
  }

  /// User and system time the process has used, in clock ticks (`/proc/PID/stat`).
  static func processorTicks(of pid: Int32) throws -> Int {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    // The fields after the command's name, which is in parentheses.
    let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
    return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
  }

  /// The answer to a notification can come back for a task deleted meanwhile: the watch
  /// lets it go, and goes on with the other reminders.
  @Test(arguments: ["done", "snooze"])
  func anAnswerForADeletedTaskDoesNotStopTheWatch(answer: String) throws {
    try home.tik("add", "Gone 09:00")
    try home.tik("add", "Stays 09:10")
    let notifier = try StandInNotifier(home: home, .answerWhenTold)
    let watch = try BackgroundTik(home, ["remind", "--watch"])
    #expect(eventually(within: 20) { notifier.shown.count == 2 })
    try home.tik("delete", "1", "--yes")
    try notifier.tell("Gone", answer)
    usleep(1_500_000)
    try notifier.tell("Stays", "done")
    let ticked = try eventually(within: 20) {
      try home.tik("show", "2", "--json").json["done"] as? Bool == true
    }
    #expect(ticked)
    #expect(watch.process.isRunning, "\(watch.errors)")
    #expect(watch.errors.isEmpty)
    watch.stop()
  }
}
