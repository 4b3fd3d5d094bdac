import Foundation
import Testing

/// Small promises of the guide (docs/guide.md), each a rule, on the built binary. The clock is Thursday
/// 24 September 2026, 09:00.
@Suite struct PromiseTests {
  let home = BinaryHome()

  func show(_ id: String) throws -> [String: Any] { try home.tik("show", id, "--json").json }

  func progress() throws -> [String: Int]? {
    try home.tik("today", "--json").json["progress"] as? [String: Int]
  }

  @Test func aDoneTaskIsNotMovedToTomorrow() throws {
    try home.tik("add", "Buy milk")
    try home.tik("add", "Call mom")
    try home.tik("done", "1")
    let before = try progress()
    let run = try home.tik("tomorrow", "1")
    #expect(run.status == 1)
    #expect(run.errors == "tik: task '1' is done (untick it first: 'tik undone 1')\n")
    #expect(try show("1")["date"] as? String == "2026-09-24")
    #expect(try progress() == before)
    // One done task among several refuses them all.
    #expect(try home.tik("tomorrow", "2", "1").status == 1)
    #expect(try show("2")["date"] as? String == "2026-09-24")
    let reply = try home.tik(input: "/tomorrow 1\n").output
    #expect(reply.contains(#""code":"task_done""#) && reply.contains("'/undone 1'"))
  }

  /// Late tasks come first, and among them timed before untimed, earliest time first,
  /// whatever the days they are late since; then today's, in the same order.
  @Test func overdueTasksComeFirstTimedBeforeUntimedWhateverTheirDays() throws {
    for text in [
      "today untimed", "today at eight 08:00", "yesterday @yesterday",
      "last week at ten @2026-09-17 10:00",
      "yesterday at nine @yesterday 09:00",
    ] {
      try home.tik("add", text)
    }
    #expect(
      try home.tik("today", "--json").titles == [
        "yesterday at nine", "last week at ten", "yesterday", "today at eight", "today untimed",
      ])
  }

  @Test func searchFindsTheQuerysWordsInAnyOrderEachFolded() throws {
    for title in ["Pay the rent", "Rent a car", "pay bills", "خرید كتاب نو", "می‌خواهم بخوانم"] {
      try home.tik("add", title)
    }
    #expect(try home.tik("search", "rent", "pay", "--json").titles == ["Pay the rent"])
    #expect(try home.tik("search", "RENT", "--json").titles == ["Pay the rent", "Rent a car"])
    #expect(try home.tik("search", "کتاب خريد", "--json").titles == ["خرید كتاب نو"])
    #expect(try home.tik("search", "بخوانم میخواهم", "--json").titles == ["می‌خواهم بخوانم"])
    #expect(try home.tik("search", "rent", "bills", "--json").titles == [])
  }

  @Test func aRepeatWithoutADateStartsOnItsFirstOccurrence() throws {
    try home.tik("add", "Class *sat")
    try home.tik("add", "Rent *last day")
    try home.tik("add", "Gym *daily")
    try home.tik("add", "Meeting @today *sat")
    #expect(try show("1")["date"] as? String == "2026-09-26")
    #expect(try show("2")["date"] as? String == "2026-09-30")
    #expect(try show("3")["date"] as? String == "2026-09-24")
    // An explicit date is kept as given.
    #expect(try show("4")["date"] as? String == "2026-09-24")
    #expect(try home.tik("today", "--json").titles == ["Gym", "Meeting"])
  }

  @Test func aFailingCommandWithJSONPrintsTheProtocolsErrorObject() throws {
    let run = try home.tik("show", "42", "--json")
    #expect(run.status == 1)
    #expect(
      run.output == #"{"ok":false,"error":{"code":"no_task","message":"no task with id '42'"}}"#
        + "\n")
    let usage = try home.tik("frob", "--json")
    #expect(usage.status == 2)
    #expect(usage.json["ok"] as? Bool == false)
  }

  /// Snoozing tomorrow's 10:00 reminder today puts it off to 10:10 tomorrow: it does not
  /// come in ten minutes, nor at 10:00.
  @Test func snoozingAReminderThatHasNotComeNeverBringsItForward() throws {
    try home.tik("add", "Dentist @tomorrow 10:00")
    try home.tik("config", "set", "notifier", "/bin/true")
    let snooze = try home.tik("snooze", "1")
    #expect(snooze.output == "reminding again at tomorrow 10:10: Dentist\n")
    for now in ["2026-09-24T09:10", "2026-09-24T09:30", "2026-09-25T10:00", "2026-09-25T10:09"] {
      home.now = now
      #expect(try home.tik("remind").output == "no reminder is due\n", "\(now)")
    }
    home.now = "2026-09-25T10:10"
    #expect(try home.tik("remind").output == "reminded: Dentist\n")
  }

  @Test func snoozingADoneTaskSaysItIsDone() throws {
    try home.tik("add", "Standup 08:00")
    try home.tik("done", "1")
    let run = try home.tik("snooze", "1")
    #expect(run.status == 1)
    #expect(run.errors == "tik: task '1' is done (untick it first: 'tik undone 1')\n")
  }

  @Test func hintsNameCommandsAsTheFrontEndTypesThem() throws {
    #expect(try home.tik("list", "Nope").errors == "tik: no list named 'Nope' (see 'tik lists')\n")
    let reply = try home.tik(input: "/list Nope\n/frob\n").output
    #expect(reply.contains("(see '/lists')") && reply.contains("(see '/help')"))
    #expect(!reply.contains("'tik "))
    // The prompt's reminder line is read in the shell: it names shell commands.
    try home.tik("add", "Standup 09:00")
    let snapshot = try String(
      contentsOfFile: home.root + "/state/tik/widget.snapshot", encoding: .utf8)
    #expect(snapshot.contains("inline.notice\t⏰ 09:00  Standup  tik done 1 · tik snooze 1\n"))
  }

  @Test func priorityErrorsShowTheSyntaxOfTheCommandThatFailed() throws {
    try home.tik("add", "Buy milk")
    #expect(
      try home.tik("edit", "1", "priority", "urgent").errors
        == "tik: 'urgent' is not a priority (use low, med, high or none)\n")
    #expect(
      try home.tik("add", "Call !urgent").errors
        == "tik: '!urgent' is not a priority (use !low, !med or !high)\n")
    #expect(try home.tik(input: "/priority 1 urgent\n").output.contains("low, med, high or none"))
  }

  @Test func editingAFieldWithNoValueIsAUsageErrorNotAClear() throws {
    try home.tik("add", "Buy milk")
    try home.tik("edit", "1", "notes", "two litres")
    let run = try home.tik("edit", "1", "notes")
    #expect(run.status == 2)
    #expect(run.errors == "tik: missing argument: usage: tik edit ID FIELD VALUE…\n")
    #expect(try show("1")["notes"] as? String == "two litres")
    #expect(try home.tik("edit", "1", "notes", "").status == 0)
    #expect(try show("1")["notes"] as? String == "")
    try home.tik("edit", "1", "priority", "high")
    try home.tik("edit", "1", "priority", "none")
    #expect(try show("1")["priority"] as? String == "none")
  }

  /// The story screen and the evening's story card count the same tasks: those of
  /// today's Today done today, and those still open (overdue ones included).
  @Test func theStoryScreenAndTheStoryCardCountTheSame() throws {
    for text in [
      "Late @yesterday", "Open today", "Done today", "Undated done @none", "Future done @tomorrow",
      "Late done @yesterday",
    ] {
      try home.tik("add", text)
    }
    try home.tik("done", "3", "4", "5", "6")
    let screen = try home.tik("open", "tik://story/2026-09-24", "--json").json
    let groups = (screen["tasks"] as? [[String: Any]] ?? []).compactMap { $0["group"] as? String }
    let card = try home.tik("widget", "--moment", "evening", "--format", "json").json
    let counted = card["progress"] as? [String: Int]
    #expect(groups.filter { $0 == "done" }.count == counted?["done"])
    #expect(groups.filter { $0 == "open" }.count == card["open"] as? Int)
    #expect(counted?["done"] == 2 && card["open"] as? Int == 2)
  }

  @Test func theProgressPercentageIsRoundedToTheNearestWholeNumber() throws {
    for title in ["one", "two", "three"] { try home.tik("add", title) }
    try home.tik("done", "1", "2")
    #expect(try home.tik("today").output.hasSuffix("2 of 3 done · 67%\n"))
    let card = try home.tik("widget", "--format", "json").json
    #expect((card["progress"] as? [String: Int])?["percent"] == 67)
  }
}
