import Foundation
import Testing
import TikTestSupport

/// Tab in real bash, zsh and fish, with tik's completion scripts from `completions/`.
@Suite(.serialized) struct ShellCompletionTests {
  let home = BinaryHome()
  static let repository = Repository.root

  init() throws {
    try home.tik("add", "Buy milk #Work")
    try home.tik("add", "Call mom")
  }

  /// An interactive shell with tik on the PATH, its completion loaded, and `$ ` as prompt.
  func shell(_ name: String) throws -> Terminal {
    let completions = ShellCompletionTests.repository + "/completions"
    let rc = home.root + "/rc-" + name
    let command: String
    switch name {
    case "bash":
      try "PS1='$ '\nsource \(completions)/tik.bash\n".write(
        toFile: rc, atomically: true, encoding: .utf8)
      command = "bash --noprofile --rcfile \(rc) -i"
    case "zsh":
      try FileManager.default.createDirectory(atPath: rc, withIntermediateDirectories: true)
      try """
      PS1='$ '
      autoload -Uz compinit && compinit -u -d \(rc)/compdump
      source \(completions)/_tik
      """.write(toFile: rc + "/.zshrc", atomically: true, encoding: .utf8)
      command = "env ZDOTDIR=\(rc) zsh -i"
    default:
      command =
        "fish --no-config -i -C 'function fish_prompt; echo \"\\$ \"; end; "
        + "source \(completions)/tik.fish'"
    }
    var environment = home.environment
    environment["PATH"] =
      URL(fileURLWithPath: BinaryHome.executable).deletingLastPathComponent()
      .path + ":/usr/bin:/bin"
    let terminal = try Terminal(command: command, environment: environment)
    try terminal.wait(for: "$")
    return terminal
  }

  /// Types `line`, presses Tab, and waits for the completed line.
  func complete(_ terminal: Terminal, _ line: String, to expected: String) throws {
    try terminal.type(line)
    try terminal.press("Tab")
    try terminal.wait(timeout: 10, for: expected) { screen in
      screen.split(separator: "\n").contains { $0.hasPrefix("$ " + expected) }
    }
    try terminal.press("C-u")
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func tabCompletesASubcommandAListATaskAndADate(shell name: String) throws {
    let terminal = try shell(name)
    try complete(terminal, "tik sche", to: "tik scheduled")
    try complete(terminal, "tik list Wo", to: "tik list Work")
    try home.tik("done", "2")
    try complete(terminal, "tik undone ", to: "tik undone 2")
    try complete(terminal, "tik add call @tom", to: "tik add call @tomorrow")
    try complete(terminal, "tik edit 1 date yes", to: "tik edit 1 date yesterday")
  }

  @Test(arguments: ["zsh", "fish"])
  func taskIdsAreListedWithTheirTitles(shell name: String) throws {
    try home.tik("add", "Pay rent")
    let terminal = try shell(name)
    try terminal.type("tik done ")
    try terminal.press("Tab")
    if name == "zsh" { try terminal.press("Tab") }
    let screen = try terminal.wait(for: "Pay rent")
    #expect(screen.contains("Buy milk") && screen.contains("Call mom"))
  }

  /// Inside a quoted argument, as the README quotes quick entry, Tab completes the
  /// token being typed and keeps the rest of the argument, in single and double quotes.
  /// (This failed before: bash turned `'Call bob #W` into `'\#Work'`, zsh and fish
  /// offered nothing.)
  @Test(arguments: ["bash", "zsh", "fish"])
  func tabInsideQuotesCompletesTheTokenAndKeepsTheTitle(shell name: String) throws {
    let terminal = try shell(name)
    for quote in ["'", "\""] {
      try complete(terminal, "tik add \(quote)Call bob #W", to: "tik add \(quote)Call bob #Work")
      // In double quotes bash and zsh read `!` as history: the README quotes it singly.
      if quote == "'" {
        try complete(terminal, "tik add 'Pay rent !h", to: "tik add 'Pay rent !high")
      }
      try complete(terminal, "tik add \(quote)Pay @tomo", to: "tik add \(quote)Pay @tomorrow")
      try complete(terminal, "tik add \(quote)Gym *dai", to: "tik add \(quote)Gym *daily")
    }
  }

  /// Ids come as numbers (9 before 10), with their titles; priorities low, med, high.
  @Test func idsSortAsNumbersAndPrioritiesInTheirOrderInBash() throws {
    for index in 3...12 { try home.tik("add", "task \(index)") }
    let script = """
      source '\(ShellCompletionTests.repository)/completions/tik.bash'
      show() { COMP_LINE=$1; COMP_POINT=${#1}; _tik; printf '%s\\n' "${COMPREPLY[@]}"; }
      show 'tik done '
      echo --
      show 'tik add x !'
      """
    let run = try home.bash(script)
    let parts = run.output.components(separatedBy: "--\n")
    #expect(parts.first?.split(separator: "\n").map(String.init) == (1...12).map(String.init))
    #expect(parts.last == "\\!low\n\\!med\n\\!high\n")
  }

  /// The lists one renames, colours or deletes are one's own: the Inbox, which those
  /// commands refuse, is offered only where a list is chosen to show or to move to.
  @Test func onlyOwnListsAreOfferedToChangeAList() throws {
    let script = """
      source '\(ShellCompletionTests.repository)/completions/tik.bash'
      show() { COMP_LINE=$1; COMP_POINT=${#1}; _tik; printf '%s\\n' "${COMPREPLY[@]}"; }
      for action in rename color icon delete; do show "tik lists $action "; echo --; done
      show 'tik list '
      """
    let run = try home.bash(script)
    let parts = run.output.components(separatedBy: "--\n")
    #expect(parts.count == 5, "\(run.output)")
    for part in parts.dropLast() { #expect(part == "Personal\nWork\n") }
    #expect(parts.last?.contains("Inbox") == true)
  }

  /// Ids as numbers (9 before 10); priorities low, med, high, none.
  @Test(arguments: ["zsh", "fish"])
  func idsAreListedAsNumbersAndPrioritiesInTheirOrder(shell name: String) throws {
    for index in 3...12 { try home.tik("add", "task \(index)") }
    let terminal = try shell(name)
    try terminal.type("tik done ")
    try terminal.press("Tab")
    if name == "zsh" { try terminal.press("Tab") }
    let screen = try terminal.wait(for: "task 12")
    let nine = try #require(screen.range(of: "task 9"))
    let ten = try #require(screen.range(of: "task 10"))
    #expect(nine.lowerBound < ten.lowerBound, "\(screen)")
    let second = try shell(name)
    try second.type("tik edit 1 priority ")
    try second.press("Tab")
    let priorities = try second.wait(for: "none")
    let order = ["low", "med", "high", "none"].compactMap { priorities.range(of: $0)?.lowerBound }
    #expect(order.count == 4 && order == order.sorted(), "\(priorities)")
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func theScriptsInTheRepositoryAreWhatTikPrints(shell name: String) throws {
    let file = ["bash": "tik.bash", "zsh": "_tik", "fish": "tik.fish"][name]!
    let inRepository = try String(
      contentsOfFile: ShellCompletionTests.repository + "/completions/" + file, encoding: .utf8)
    #expect(try home.tik("completions", name).output == inRepository)
  }
}
