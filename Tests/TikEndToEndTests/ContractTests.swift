import Foundation
import Testing
import TikTestSupport

/// One bad input, and what every front end answers to it.
struct BadInput: Sendable, CustomTestStringConvertible {
  /// The line typed in the REPL and sent to the line protocol.
  var line: String
  /// The same request on the command line.
  var arguments: [String]
  /// The protocol's error code.
  var code: String
  /// The message, with `{tik}` where a hint names a command: `tik ` in the shell, `/` in
  /// the REPL and the protocol.
  var message: String
  var exitCode: Int32
  /// Whether a terminal asks before it fails (an unknown list may be created); the REPL
  /// answers no.
  var asks: Bool

  init(
    _ line: String, _ code: String, _ message: String, arguments: [String]? = nil,
    exitCode: Int32 = 1, asks: Bool = false
  ) {
    self.line = line
    self.code = code
    self.message = message
    self.exitCode = exitCode
    self.asks = asks
    self.arguments = arguments ?? BadInput.commandLine(for: line)
  }

  /// `tik add LINE` for quick entry; the words after `/` for a command, with the REPL's
  /// own commands spelled as the command line spells them.
  static func commandLine(for line: String) -> [String] {
    guard line.first == "/" else { return ["add", line] }
    let words = line.dropFirst().split(separator: " ").map { $0 == "''" ? "" : String($0) }
    switch words.first {
    case "set": return ["config", "set"] + words.dropFirst()
    case "lang": return ["config", "set", "language"] + words.dropFirst()
    case "priority": return ["edit", words[1], "priority"] + words.dropFirst(2)
    default: return words
    }
  }

  func message(prefix: String) -> String { message.replacing("{tik}", with: prefix) }

  var testDescription: String { line }
}

/// The command contract, from one table of bad inputs, through the three front ends: the
/// one-shot command line, the line protocol and the REPL on a real terminal. Each answers
/// with the same error — exit code 1 (2 for usage), `ok:false`, a `✗` line — and leaves
/// the database, the config and the widget's files exactly as they were; in the protocol
/// the other requests of the same batch still commit.
@Suite struct ContractTests {
  static let cases: [BadInput] = [
    BadInput("!high @today", "empty_title", "'!high @today' has no title, only tokens"),
    BadInput("/done 99", "no_task", "no task with id '99'"),
    BadInput("/done abc", "invalid_id", "'abc' is not a task id"),
    BadInput("/done 1 99", "no_task", "no task with id '99'"),
    BadInput("/done", "usage", "missing argument: usage: {tik}done ID…", exitCode: 2),
    BadInput("/frob", "unknown_command", "unknown command 'frob' (see '{tik}help')", exitCode: 2),
    BadInput(
      "Call bob #Nope", "no_list",
      "no list named 'Nope' (see '{tik}lists'); to keep '#Nope' in the title, type \\#Nope",
      asks: true),
    BadInput("/list Nope", "no_list", "no list named 'Nope' (see '{tik}lists')"),
    BadInput(
      "Pay @2026-02-30", "invalid_date", "'2026-02-30' is not a date: that month has days 1 to 28"),
    BadInput(
      "Pay rent *until 2026-12-31", "invalid_repeat",
      "'until 2026-12-31' ends a repeat, but there is none to end (try daily, weekly, every 3 days …)"
    ),
    BadInput(
      "Gym *10 times", "invalid_repeat",
      "'10 times' ends a repeat, but there is none to end (try daily, weekly, every 3 days …)"),
    BadInput(
      "Gym *every 0 days", "invalid_repeat",
      "'every 0 days' is not a repeat (try daily, weekly, every 3 days, sat,mon …)"),
    BadInput(
      "Gym *fortnightly", "invalid_repeat",
      "'fortnightly' is not a repeat (try daily, weekly, every 3 days, sat,mon …)"),
    BadInput(
      "Call @fri @mon", "repeated_token", "'@mon' says it a second time: give each only once"),
    BadInput(
      "Call 25:00", "invalid_time", "'25:00' is not a time (use HH:MM from 00:00 to 23:59, or 9am)"),
    BadInput(
      "Call !urgent", "invalid_priority", "'!urgent' is not a priority (use !low, !med or !high)"),
    BadInput(
      "/set sort sideways", "config",
      "'sideways' is not a value of 'sort' (use time, priority, newest)"),
    BadInput("/set nosuchkey 1", "config", "unknown setting 'nosuchkey' (see '{tik}config list')"),
    BadInput("/set fields repeat", "config", "the 'repeat' field needs the 'date' field"),
    BadInput(
      "/set reminder_offset 7", "config",
      "'7' is not a value of 'reminder_offset' (use 0, 5, 15, 30, 60)"),
    BadInput("/lang xx", "config", "'xx' is not a value of 'language' (use en, fa)"),
    BadInput(
      "/config unset nosuchkey", "config", "unknown setting 'nosuchkey' (see '{tik}config list')"),
    BadInput(
      "/edit 1 priority urgent", "invalid_priority",
      "'urgent' is not a priority (use low, med, high or none)"),
    BadInput(
      "/priority 1 urgent", "invalid_priority",
      "'urgent' is not a priority (use low, med, high or none)"),
    BadInput(
      "/edit 1 date 2026-02-30", "invalid_date",
      "'2026-02-30' is not a date: that month has days 1 to 28"),
    BadInput(
      "/edit 1 time 25:00", "invalid_time",
      "'25:00' is not a time (use HH:MM from 00:00 to 23:59, or 9am)"),
    BadInput(
      "/edit 2 repeat every 0 days", "invalid_repeat",
      "'every 0 days' is not a repeat (try daily, weekly, every 3 days, sat,mon …)"),
    BadInput("/edit 1 title ''", "empty_title", "a task needs a title"),
    BadInput("/edit 1 list Nope", "no_list", "no list named 'Nope' (see '{tik}lists')"),
    BadInput("/edit 1 subtasks done 5", "invalid_field", "no subtask number '5'"),
    BadInput(
      "/edit 1 nosuchfield x", "invalid_field",
      "unknown field 'nosuchfield' (see '{tik}edit --help')"),
    BadInput("/edit 99 title x", "no_task", "no task with id '99'"),
    BadInput("/tomorrow 99", "no_task", "no task with id '99'"),
    BadInput("/tomorrow 3", "task_done", "task '3' is done (untick it first: '{tik}undone 3')"),
    BadInput(
      "/edit 1 notes", "usage", "missing argument: usage: {tik}edit ID FIELD VALUE…", exitCode: 2),
    BadInput("/undone 99", "no_task", "no task with id '99'"),
    BadInput("/duplicate 99", "no_task", "no task with id '99'"),
    BadInput("/delete 1 99 --yes", "no_task", "no task with id '99'"),
    BadInput("/show 99", "no_task", "no task with id '99'"),
    BadInput("/lists add Work", "list_exists", "a list named 'Work' already exists"),
    BadInput(
      "/lists rename Work Personal", "list_exists", "a list named 'Personal' already exists"),
    BadInput("/lists rename Nope X", "no_list", "no list named 'Nope' (see '{tik}lists')"),
    BadInput(
      "/lists color Work magenta", "invalid_list",
      "'magenta' is not a colour (use one of blue, indigo, purple, pink, red, orange, yellow, green, mint, teal, graphite)"
    ),
    BadInput("/lists delete Nope --yes", "no_list", "no list named 'Nope' (see '{tik}lists')"),
    BadInput("/snooze 99", "no_task", "no task with id '99'"),
    BadInput("/snooze 4", "no_reminder", "task '4' has no time, so no reminder to snooze"),
    BadInput("/widget tick 99", "no_task", "no task with id '99'"),
    BadInput(
      "/open tik://nope", "invalid_link",
      "'tik://nope': no route 'nope' (today, scheduled, all, completed, new, list, task, search, day, story, settings)"
    ),
    BadInput("/cal 13", "invalid_date", "'13' is not a date: months go from 1 to 12"),
  ]

  /// A home with a timed task in a list, a repeating task, a done task and an open one.
  static func home() throws -> BinaryHome {
    let home = BinaryHome()
    try home.tik("add", "Standup 09:30 #Work")
    try home.tik("add", "Pay rent *monthly")
    try home.tik("add", "Buy milk")
    try home.tik("add", "Water the plants")
    try home.tik("done", "3")
    return home
  }

  @Test(arguments: ContractTests.cases)
  func theCommandLineFailsAndWritesNothing(_ bad: BadInput) throws {
    let home = try ContractTests.home()
    let before = try home.everything()
    let run = try home.run(bad.arguments)
    #expect(run.status == bad.exitCode)
    #expect(run.errors == "tik: " + bad.message(prefix: "tik ") + "\n")
    #expect(run.output.isEmpty)
    #expect(try home.everything() == before)
    // With --json, the same error as the protocol's error object, on standard output.
    let json = try home.run(bad.arguments + ["--json"])
    #expect(json.status == bad.exitCode)
    #expect(json.output == ContractTests.errorObject(bad, prefix: "tik ") + "\n")
    #expect(json.errors.isEmpty)
    #expect(try home.everything() == before)
  }

  @Test(arguments: ContractTests.cases)
  func theProtocolAnswersOkFalseWritesNothingAndCommitsTheRest(_ bad: BadInput) throws {
    let home = try ContractTests.home()
    let reference = try ContractTests.home()
    let run = try home.tik(input: "Good one\n" + bad.line + "\nGood two\n")
    let replies = run.output.split(separator: "\n").map(String.init)
    #expect(replies.count == 3)
    #expect(replies.first?.hasPrefix(#"{"ok":true,"#) == true)
    #expect(replies.dropFirst().first == ContractTests.errorObject(bad, prefix: "/"))
    #expect(replies.last?.hasPrefix(#"{"ok":true,"#) == true)
    try reference.tik(input: "Good one\nGood two\n")
    #expect(try home.everything() == reference.everything())
  }

  @Test(arguments: ContractTests.cases)
  func theREPLShowsTheErrorAndWritesNothing(_ bad: BadInput) throws {
    let home = try ContractTests.home()
    let before = try home.everything()
    let terminal = try Terminal(
      command: BinaryHome.executable, environment: home.environment, width: 220)
    try terminal.wait(for: "Today ›")
    try terminal.enter(bad.line)
    if bad.asks {
      try terminal.wait(for: "[y/N]")
      try terminal.enter("n")
    }
    try terminal.wait(for: "✗ " + bad.message(prefix: "/"))
    #expect(try home.everything() == before)
  }

  static func errorObject(_ bad: BadInput, prefix: String) -> String {
    let message = bad.message(prefix: prefix).replacing("\\", with: "\\\\")
      .replacing("\"", with: "\\\"")
    return #"{"ok":false,"error":{"code":""# + bad.code + #"","message":""# + message + #""}}"#
  }
}

extension BinaryHome {
  /// Everything a command could have written: the database's every row, the config
  /// file, and the widget's snapshot (but its stamp) and log.
  func everything() throws -> String {
    let dump = try bash("sqlite3 '\(databasePath)' .dump")
    let config = (try? String(contentsOfFile: configPath, encoding: .utf8)) ?? ""
    let state = root + "/state/tik/"
    let snapshot = ((try? String(contentsOfFile: state + "widget.snapshot", encoding: .utf8)) ?? "")
      .split(separator: "\n").filter { !$0.hasPrefix("stamp\t") }.joined(separator: "\n")
    let log = (try? String(contentsOfFile: state + "widget.state", encoding: .utf8)) ?? ""
    return [dump.output, dump.errors, config, snapshot, log].joined(separator: "\n--\n")
  }
}
