import Foundation
import Testing

/// `tik remind` with a stand-in notifier that answers as notify-send does.
@Suite struct ReminderCommandTests {
  let home = BinaryHome(now: "2026-09-24T09:30")

  @Test func doneFromTheNotificationTicksTheTask() throws {
    try home.tik("add", "Standup 09:30 #Work")
    try home.tik("edit", "1", "notes", "room 4")
    let notifier = try StandInNotifier(home: home, .answer("done"))
    let run = try home.tik("remind")
    #expect(run.output == "reminded: Standup\n" && run.status == 0)
    #expect(
      notifier.calls == [
        [
          "--app-name=tik", "--action=done=Done", "--action=snooze=Remind me in 10 minutes",
          "--wait", "--", "Standup", "09:30 · Work · room 4",
        ]
      ])
    #expect(try home.tik("show", "1", "--json").json["done"] as? Bool == true)
  }

  @Test func snoozeRemindsAgainTenMinutesLater() throws {
    try home.tik("add", "Standup 09:30")
    let notifier = try StandInNotifier(home: home, .answer("snooze"))
    try home.tik("remind")
    #expect(try home.tik("show", "1", "--json").json["done"] as? Bool == false)
    home.now = "2026-09-24T09:39"
    #expect(try home.tik("remind").output == "no reminder is due\n")
    home.now = "2026-09-24T09:40"
    #expect(try home.tik("remind").output == "reminded: Standup\n")
    #expect(notifier.shown == ["Standup", "Standup"])
  }

  @Test func twoRunsAtOnceFireEachReminderOnce() throws {
    for index in 1...5 { try home.tik("add", "task \(index) 09:\(10 + index)") }
    let notifier = try StandInNotifier(home: home, .answer("", delay: 0.2))
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
    // Each notification is one line of the log, written at once.
    #expect(notifier.shown.count == 5)
    #expect(Set(notifier.shown).count == 5)
  }

  /// Many reminders due at once (an import, a list put on one time) come as five
  /// notifications, not forty: the first four alone, with their actions, and one that
  /// counts and names the rest, without. Each is recorded as shown, once.
  @Test func manyRemindersDueAtOnceComeAsAFewNotifications() throws {
    for index in 1...40 { try home.tik("add", String(format: "call %d 08:%02d", index, index)) }
    let notifier = try StandInNotifier(home: home, .answer(""))
    let run = try home.tik("remind")
    #expect(run.status == 0, "\(run.errors)")
    // The notifiers run side by side: the log has them in the order they started up.
    #expect(
      notifier.shown.sorted() == ["36 more reminders", "call 1", "call 2", "call 3", "call 4"])
    #expect(
      run.output
        == "reminded: call 1\nreminded: call 2\nreminded: call 3\nreminded: call 4\n"
        + "reminded: 36 more (call 5, call 6, call 7 …)\n")
    #expect(
      notifier.calls.filter { $0.contains("36 more reminders") } == [
        ["--app-name=tik", "--wait", "--", "36 more reminders", "call 5 · call 6 · call 7 …"]
      ])
    #expect(try home.tik("remind").output == "no reminder is due\n")
    #expect(notifier.shown.count == 5)
  }

  /// `tik remind --list` names every reminder of the last hour, shown already or not,
  /// with its actions: what the notices' "and N more" points to.
  @Test func theLastHoursRemindersAreListedShownOrNot() throws {
    for index in 1...5 { try home.tik("add", String(format: "call %d 09:%02d", index, index)) }
    try home.tik("add", "later 10:00")
    try StandInNotifier(home: home, .answer(""))
    home.now = "2026-09-24T09:04"
    #expect(try home.tik("remind").status == 0)
    home.now = "2026-09-24T09:30"
    let list = try home.tik("remind", "--list")
    #expect(list.status == 0, "\(list.errors)")
    #expect(
      list.output
        == (1...5).map { "⏰ 09:0\($0)  call \($0)  tik done \($0) · tik snooze \($0)\n" }.joined())
    let json = try home.tik("remind", "--list", "--json").json
    #expect(
      (json["reminders"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [1, 2, 3, 4, 5])
    home.now = "2026-09-24T11:30"
    #expect(try home.tik("remind", "--list").output == "no reminder came in the last hour\n")
    let both = try home.tik("remind", "--list", "--watch")
    #expect(both.status == 2 && both.output.isEmpty)
  }

  /// A title is the notification's summary whatever it looks like: `-u` or `--help` is
  /// not taken for one of the notifier's options.
  @Test func aTitleThatLooksLikeAnOptionIsTheSummary() throws {
    try home.tik("add", "--", "-u 09:00")
    try home.tik("add", "--", "--help 09:10")
    let notifier = try StandInNotifier(home: home, .answer(""))
    let run = try home.tik("remind")
    #expect(run.output == "reminded: -u\nreminded: --help\n" && run.status == 0)
    #expect(notifier.shown.sorted() == ["--help", "-u"])
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
    // Two reminders were due: it does not say none was.
    #expect(run.output.isEmpty, "\(run.output)")
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
