import Foundation
import Testing

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
