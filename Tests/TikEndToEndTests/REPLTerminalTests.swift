import Foundation
import Testing
import TikCore
import TikTestSupport

/// readline on a real terminal: it knows the terminal's capabilities from its terminfo
/// entry, so long lines wrap, questions stay readable, and Ctrl-L clears the screen.
@Suite(.serialized) struct REPLTerminalTests {
  let home = BinaryHome()

  /// tik in a tmux pane as tmux announces itself (`TERM=tmux-256color`), or as a
  /// terminal with no terminfo entry of its own (`dumb`).
  func start(width: Int = 80, height: Int = 24, term: String = "tmux-256color") throws
    -> Terminal
  {
    try Terminal(
      command: "env TERM=\(term) " + Terminal.quoted(BinaryHome.executable),
      environment: home.environment, width: width, height: height)
  }

  /// A typed line longer than the width goes on on the next row, its start in sight.
  @Test func aLineLongerThanTheScreenWrapsWithItsStartInSight() throws {
    try home.tik("add", "Buy milk")
    let terminal = try start(width: 40)
    try terminal.wait(for: "Today ›")
    try terminal.type("Write the quarterly report for the board and send it")
    let screen = try terminal.waitUntilStill(showing: "send it")
    #expect(screen.contains("Today › Write the quarterly report"), "\(screen)")
  }

  /// A question longer than the width wraps: it can be read from its first word.
  @Test func aQuestionLongerThanTheScreenCanBeReadWhole() throws {
    try home.tik("add", "Standup #Work")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.enter("/lists delete Work")
    let screen = try terminal.waitUntilStill(showing: "[m/d/N]")
    #expect(screen.contains("The list 'Work' has 1 task: move it to the Inbox"), "\(screen)")
    try terminal.enter("n")
    try terminal.wait(for: "Today ›")
    #expect(try home.tik("lists", "--json").output.contains("Work"))
  }

  /// Ctrl-L clears the screen and draws the prompt at its top, the typed text kept.
  @Test func ctrlLClearsTheScreen() throws {
    try home.tik("add", "Buy milk")
    let terminal = try start()
    try terminal.wait(for: "○ 1 Buy milk")
    try terminal.type("half typed")
    try terminal.press("C-l")
    let screen = try terminal.wait(timeout: 10, for: "a cleared screen") {
      $0.split(separator: "\n").first == "Today › half typed"
    }
    #expect(!screen.contains("Buy milk"))
  }

  /// A window narrowed to a few columns and widened again redraws, whatever the
  /// terminal; the half-typed line stays, and the cursor moved across it there too.
  @Test(arguments: ["tmux-256color", "dumb"], [3, 2, 1])
  func aResizeToAFewColumnsRedrawsAndKeepsTheLine(term: String, columns: Int) throws {
    let terminal = try start(term: term)
    try terminal.wait(for: "Today ›")
    try terminal.type("half typed")
    try terminal.wait(for: "half typed")
    try terminal.resize(width: columns, height: 20)
    try terminal.press("C-a")
    try terminal.press("C-e")
    try terminal.resize(width: 80, height: 24)
    try terminal.enter()
    try terminal.wait(for: "+ ○ 1 half typed")
    #expect(!terminal.output().contains("EXIT="))
  }

  /// Ctrl-Z hands the terminal back to the shell as it was; after `fg` the screen, the
  /// prompt and the half-typed line come back ready to edit, as in bash or psql.
  @Test func afterCtrlZAndFgTheLineIsEditedAgain() throws {
    try home.tik("add", "Buy milk")
    try "PS1='$ '\n".write(toFile: home.root + "/bashrc", atomically: true, encoding: .utf8)
    let terminal = try Terminal(
      command: "env TERM=tmux-256color bash --noprofile --rcfile \(home.root)/bashrc -i",
      environment: home.environment)
    try terminal.wait(for: "$")
    try terminal.enter(Terminal.quoted(BinaryHome.executable))
    try terminal.wait(for: "Today ›")
    try terminal.type("half")
    try terminal.wait(for: "Today › half")
    try terminal.press("C-z")
    try terminal.wait(for: "the shell's prompt") { Terminal.lastRow(of: $0) == "$" }
    try terminal.enter("fg")
    try terminal.wait(for: "the prompt again") { Terminal.lastRow(of: $0) == "Today › half" }
    try terminal.press("C-a")
    try terminal.type("a ")
    try terminal.wait(for: "Today › a half")
    try terminal.press("Enter")
    try terminal.wait(for: "+ ○ 2 a half")
    #expect(try home.tik("all", "--json").titles == ["Buy milk", "a half"])
  }

  /// Ctrl-G leaves a history search (Ctrl-R) with the prompt as it was, nothing of the
  /// search left on its row, where tik draws the line itself (`bidi = reorder`) too.
  @Test(arguments: ["reorder", "terminal"])
  func cancellingAHistorySearchLeavesThePromptClean(bidi: String) throws {
    try home.writeConfig("bidi = \"\(bidi)\"\n")
    let terminal = try start(width: 100, height: 30)
    try terminal.wait(for: "Today ›")
    try terminal.enter("Standup 09:30 #Work")
    try terminal.wait(for: "+ ○ 1 Standup")
    try terminal.press("C-r")
    try terminal.type("ndup")
    try terminal.wait(for: "(reverse-i-search)`ndup': Standup 09:30 #Work")
    try terminal.press("C-g")
    try terminal.wait(for: "the prompt alone") { Terminal.lastRow(of: $0) == "Today ›" }
  }

  /// Control characters typed into a line tik draws itself (right-to-left text, where
  /// the terminal does no bidi) are shown as visible symbols, never sent to the terminal.
  @Test func typedControlsInAReorderedLineAreShownNotSent() throws {
    try home.writeConfig("bidi = \"reorder\"\n")
    let terminal = try start(width: 100, height: 30)
    try terminal.wait(for: "Today ›")
    try terminal.type("x ")
    try terminal.press("C-v", "Escape")
    try terminal.type("]2;PWNED")
    try terminal.press("C-v", "C-g")
    try terminal.type(" سلام")
    try terminal.wait(for: "␛]2;PWNED␇")
    #expect(!terminal.output().contains("\u{1B}]2;PWNED"))
  }
}
