import Foundation
import Testing

/// What depends on the time of day, at five hours of it: the widget's moment, reminders,
/// and the prompt hooks of bash, zsh and fish — on `TIK_NOW`, and on the shells' own
/// clock, which libfaketime moves to that hour for the shells and for tik alike. The
/// rest of the suite pins the clock; these tests show the pinned and the real clock agree
/// at every hour.
@Suite(.serialized) struct AnyHourTests {
  /// Night before morning, each moment, and late at night — with the moment the default
  /// bounds (05:00, 10:00, 12:00, 17:00, 21:00) give at that hour.
  static let hours: [(time: String, moment: String)] = [
    ("03:00", "night"), ("09:00", "morning"), ("13:00", "afternoon"), ("18:00", "evening"),
    ("23:30", "night"),
  ]
  static let day = "2026-12-01"

  /// A home at `time` on the test's day: by `TIK_NOW`, or by the system clock, which
  /// libfaketime's `faketime` (installed by `.ci/run`) sets to that time for tik, the
  /// shells and what they start.
  func home(at time: String, realClock: Bool) throws -> BinaryHome {
    let home = BinaryHome(now: AnyHourTests.day + "T" + time)
    if realClock {
      #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/faketime"))
      home.now = ""
      home.launcher = ["/usr/bin/faketime", "-f", "@" + AnyHourTests.day + " " + time + ":00"]
    }
    try home.tik("add", "Buy milk")
    try home.tik("add", "Call mom 23:55")
    try home.tik("add", "Pay rent")
    try home.tik("done", "3")
    return home
  }

  /// The snapshot's line for a moment.
  func snapshotLine(_ home: BinaryHome, _ key: String) throws -> String {
    let text = try String(contentsOfFile: home.root + "/state/tik/widget.snapshot", encoding: .utf8)
    let line = text.split(separator: "\n").first { $0.hasPrefix(key + "\t") } ?? ""
    return String(line.dropFirst(key.count + 1))
  }

  @Test(arguments: AnyHourTests.hours.map(\.time))
  func theWidgetShowsTheMomentOfTheHour(time: String) throws {
    let expected = try #require(AnyHourTests.hours.first { $0.time == time }).moment
    for realClock in [false, true] {
      let home = try home(at: time, realClock: realClock)
      let card = try home.tik("widget", "--format", "json").json
      #expect(card["moment"] as? String == expected, "real clock: \(realClock)")
    }
  }

  /// A task due at the hour is reminded then; one due twenty minutes later is not yet.
  @Test(arguments: AnyHourTests.hours.map(\.time))
  func aReminderComesAtItsTimeAndNotBefore(time: String) throws {
    for realClock in [false, true] {
      let home = try home(at: time, realClock: realClock)
      let minutes = Int(time.prefix(2))! * 60 + Int(time.suffix(2))!
      let later = String(format: "%02d:%02d", (minutes + 20) / 60, (minutes + 20) % 60)
      try home.tik("add", "Now " + time)
      try home.tik("add", "Later " + later)
      try home.tik("config", "set", "notifier", "/bin/true")
      let run = try home.tik("remind")
      #expect(run.output == "reminded: Now\n", "real clock: \(realClock)")
      #expect(run.status == 0)
    }
  }

  /// Each shell's prompt shows the line of the hour's moment, not the stale line.
  @Test(arguments: AnyHourTests.hours.map(\.time))
  func thePromptShowsTheMomentOfTheHour(time: String) throws {
    let moment = try #require(AnyHourTests.hours.first { $0.time == time }).moment
    for realClock in [false, true] {
      let home = try home(at: time, realClock: realClock)
      let line = try snapshotLine(home, "visual." + moment)
      #expect(!line.isEmpty)
      for shell in ["bash", "zsh", "fish"] {
        let terminal = try home.promptShell(shell)
        do {
          try terminal.waitForPrompt(line + " ")
        } catch {
          Issue.record("\(shell), real clock: \(realClock): \(error)")
        }
      }
    }
  }
}
