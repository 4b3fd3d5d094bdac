import Foundation
import Testing
import TikTestSupport

/// Task text is data: terminal escape sequences and control characters in titles, notes,
/// subtasks, list names and arguments never reach a terminal raw, on any surface.
@Suite(.serialized) struct SecurityTests {
  let home = BinaryHome()

  /// Sequences a terminal would act on: set the title, clear the screen, report the
  /// cursor (the terminal types the answer), write the clipboard, a DCS query, the C1
  /// form of CSI, and a bell, a backspace, a carriage return and DEL.
  static let payloads = [
    "\u{1b}]0;PWNED\u{07}", "\u{1b}[2J", "\u{1b}[6n", "\u{1b}]52;c;cm0gLXJmIH4=\u{07}",
    "\u{1b}P+q544e\u{1b}\\", "\u{9b}6n", "\u{07}", "\u{08}", "\r", "\u{7f}",
  ]
  static let hostile = "Evil " + payloads.joined(separator: " ") + " end"

  init() throws {
    #expect(try home.tik("add", SecurityTests.hostile).status == 0)
    #expect(try home.tik("edit", "1", "notes", "note " + SecurityTests.hostile).status == 0)
    let subtask = try home.tik("edit", "1", "subtasks", "add", "sub " + SecurityTests.hostile)
    #expect(subtask.status == 0)
    #expect(try home.tik("lists", "add", "List\u{1b}[2J\u{1b}]0;PWNED\u{07}").status == 0)
  }

  /// Whether text holds a control character other than line feed and tab: C0, DEL or C1.
  static func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      (scalar.value < 0x20 && scalar != "\n" && scalar != "\t")
        || (0x7F...0x9F).contains(scalar.value)
    }
  }

  @Test(arguments: [
    ["today"], ["all"], ["show", "1"], ["search", "Evil"], ["lists"], ["list", "Inbox"],
    ["widget", "--size", "large"], ["widget", "--moment", "late_morning", "--size", "inline"],
    ["widget", "--moment", "late_morning", "--format", "tmux"],
    ["widget", "--moment", "late_morning", "--format", "i3blocks"],
    ["widget", "--moment", "late_morning", "--format", "starship"],
    ["widget", "--moment", "late_morning", "--format", "waybar"],
    ["today", "--json"], ["show", "1", "--json"], ["all", "--json"], ["lists", "--json"],
    ["__complete", "2", "done", ""], ["__complete", "2", "list", ""],
    ["open", "--print", "tik://task/1"], ["open", "--json", "tik://task/1"],
  ])
  func oneShotOutputHasNoControlCharacters(arguments: [String]) throws {
    let run = try home.run(arguments)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("Evil") || run.output.contains("List"))
    #expect(!SecurityTests.hasControl(run.output), "\(run.output.debugDescription)")
    #expect(!SecurityTests.hasControl(run.errors))
  }

  /// Errors quote what the user typed: the quote is sanitised too.
  @Test(arguments: [
    ["list", "X\u{1b}]0;PWNED\u{07}"], ["show", "\u{1b}[2J"], ["done", "\u{9b}6n"],
    ["open", "tik://task/\u{1b}[6n"], ["config", "set", "sort", "\u{1b}[2J"],
    ["add", "x", "@\u{1b}[2J"], ["frobnicate\u{1b}[2J"],
  ])
  func errorsQuoteHostileInputSafely(arguments: [String]) throws {
    let run = try home.run(arguments)
    #expect(run.status != 0)
    #expect(run.errors.hasPrefix("tik: "))
    #expect(!SecurityTests.hasControl(run.errors), "\(run.errors.debugDescription)")
  }

  /// The REPL on a real terminal: its own colours and readline's sequences, and none of
  /// the task's.
  @Test func theREPLShowsHostileTextAsSymbols() throws {
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable), environment: home.environment)
    try terminal.wait(for: "Evil ␛]0;PWNED␇")
    try terminal.type("/show 1")
    try terminal.press("Enter")
    try terminal.wait(for: "note Evil")
    try terminal.type("/list List")
    try terminal.press("Tab")
    try terminal.press("Enter")
    try terminal.wait(for: "List␛[2J")
    let output = terminal.output()
    // tik clears the screen itself (ESC [2J); every other sequence must be absent.
    for payload in SecurityTests.payloads
    where payload.unicodeScalars.count > 1 && payload != "\u{1b}[2J" {
      #expect(!output.contains(payload), "\(payload.debugDescription)")
    }
    #expect(!output.unicodeScalars.contains("\u{9b}"))
    #expect(!output.contains("List\u{1b}[2J"))
    #expect(!output.contains("\u{1b}]0;"))
  }
}
