import Foundation
import Testing

/// `tik remind` with a stand-in notifier that answers as notify-send does.
@Suite struct ReminderCommandTests {
  let home = BinaryHome(now: "2026-09-24T09:30")
  var calls: String { home.root + "/notifier-calls" }
  var summaries: String { home.root + "/notifier-summaries" }

  /// A notifier script that records its arguments and answers `answer`.
  func notifier(answering answer: String, delay: Double = 0) throws {
    let path = home.root + "/notifier"
    try """
    #!/bin/bash
    printf '%s\\n' "$@" >> '\(calls)'
    printf -- '--\\n' >> '\(calls)'
    echo "$5" >> '\(summaries)'
    sleep \(delay)
    echo \(answer)
    """.write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
    try home.tik("config", "set", "notifier", path)
  }

  @Test func doneFromTheNotificationTicksTheTask() throws {
    try home.tik("add", "Standup 09:30 #Work")
    try home.tik("edit", "1", "notes", "room 4")
    try notifier(answering: "done")
    let run = try home.tik("remind")
    #expect(run.output == "reminded: Standup\n" && run.status == 0)
    let arguments = try String(contentsOfFile: calls, encoding: .utf8)
    #expect(
      arguments == """
        --app-name=tik
        --action=done=Done
        --action=snooze=Remind me in 10 minutes
        --wait
        Standup
        09:30 · Work · room 4
        --

        """)
    #expect(try home.tik("show", "1", "--json").json["done"] as? Bool == true)
  }

  @Test func snoozeRemindsAgainTenMinutesLater() throws {
    try home.tik("add", "Standup 09:30")
    try notifier(answering: "snooze")
    try home.tik("remind")
    #expect(try home.tik("show", "1", "--json").json["done"] as? Bool == false)
    home.now = "2026-09-24T09:39"
    #expect(try home.tik("remind").output == "no reminder is due\n")
    home.now = "2026-09-24T09:40"
    #expect(try home.tik("remind").output == "reminded: Standup\n")
    let shown = try String(contentsOfFile: calls, encoding: .utf8).components(separatedBy: "--\n")
    #expect(shown.count == 3)
  }

  @Test func twoRunsAtOnceFireEachReminderOnce() throws {
    for index in 1...5 { try home.tik("add", "task \(index) 09:\(10 + index)") }
    try notifier(answering: "", delay: 0.2)
    let runs = try (0..<2).map { _ in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: BinaryHome.executable)
      process.arguments = ["remind"]
      process.environment = home.environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }
    for process in runs { process.waitUntilExit() }
    // Each notification is one line of the log, written at once by `summaries`.
    let shown = try String(contentsOfFile: summaries, encoding: .utf8)
      .split(separator: "\n")
    #expect(shown.count == 5)
    #expect(Set(shown).count == 5)
  }

  @Test func aMissingNotifierIsOneClearMessage() throws {
    try home.tik("add", "a 09:00")
    try home.tik("add", "b 09:10")
    try home.tik("config", "set", "notifier", "no-such-notifier")
    let run = try home.tik("remind")
    #expect(run.status == 1)
    #expect(
      run.errors
        == "tik: the notifier 'no-such-notifier' is not there: install libnotify-bin or set notifier in the config\n"
    )
  }

  /// The value of one `key<TAB>value` line of the widget's snapshot, and its header.
  func snapshot(_ key: String) throws -> (value: String, refresh: String) {
    let text = try String(
      contentsOfFile: home.root + "/state/tik/widget.snapshot", encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.first { $0.hasPrefix(key + "\t") } ?? ""
    return (String(line.dropFirst(key.count + 1)), String(lines[0].split(separator: "\t")[8]))
  }

  /// The prompt's widget: a due reminder stands in for the moment's line, with the same
  /// two actions as shell commands, until it is ticked or snoozed; the snapshot is out of date at the
  /// minute a reminder comes, so the prompt's refresh brings it in.
  @Test func aDueReminderIsTheWidgetsNoticeUntilSnoozedOrDone() throws {
    home.now = "2026-09-24T09:00"
    try home.tik("add", "Standup 09:30 #Work")
    try home.tik("add", "Lunch 12:30")
    #expect(try snapshot("inline.notice") == ("", String(9 * 60 + 30)))

    home.now = "2026-09-24T09:31"
    try home.tik("widget", "--refresh")
    let notice = "⏰ 09:30  Standup  tik done 1 · tik snooze 1"
    #expect(try snapshot("inline.notice") == (notice, String(10 * 60 + 30)))
    #expect(try snapshot("tmux.notice").value == notice)

    home.now = "2026-09-24T09:35"
    try home.tik("snooze", "1")
    #expect(try snapshot("inline.notice") == ("", String(9 * 60 + 45)))
    home.now = "2026-09-24T09:45"
    try home.tik("widget", "--refresh")
    #expect(try snapshot("inline.notice").value == notice)
    try home.tik("done", "1")
    #expect(try snapshot("inline.notice") == ("", String(12 * 60 + 30)))
  }
}
