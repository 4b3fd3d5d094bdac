import Foundation
import Testing
import TikTestSupport

/// Status bars show a change the moment it is committed: tmux through `refresh-client
/// -S`, i3blocks through its refresh signal. Both bars are real and never refresh on an
/// interval here, so only tik's nudge can update them.
@Suite(.serialized) struct StatusBarTests {
  let home = BinaryHome()

  init() throws {
    for moment in ["morning", "late_morning", "afternoon", "evening", "night"] {
      try home.tik("config", "set", "widget." + moment, "00:00")
    }
    try home.tik("add", "Buy milk")
  }

  static let hooks = ShellCompletionTests.repository + "/hooks"

  /// The status line of a tmux inside the test's terminal: its last line.
  func statusLine(_ terminal: Terminal) throws -> String {
    try terminal.screen().split(separator: "\n").last.map(String.init) ?? ""
  }

  @Test func tmuxRedrawsItsStatusAfterACommitInOneOfItsPanes() throws {
    let socket = home.root + "/tmux.sock"
    let conf = home.root + "/tmux.conf"
    // The snippet from hooks/, with no interval: only tik's nudge redraws.
    try """
    source-file \(StatusBarTests.hooks)/tik.tmux.conf
    set -g status-interval 0
    """.write(toFile: conf, atomically: true, encoding: .utf8)
    let terminal = try Terminal(
      command: "tmux -S \(socket) -f \(conf) new-session 'bash --norc --noprofile'",
      environment: home.shellEnvironment)
    defer { _ = try? home.bash("tmux -S '\(socket)' kill-server") }
    try terminal.wait(for: "tmux shows the snapshot") { _ in
      (try? statusLine(terminal))?.hasSuffix("○ 1 open") == true
    }
    try terminal.type("tik add 'Call mom' >/dev/null")
    try terminal.press("Enter")
    try terminal.wait(for: "tmux shows the change") { _ in
      (try? statusLine(terminal))?.hasSuffix("○ 2 open") == true
    }
    // With the nudge off, the same change stays unseen: the bar has no interval.
    try terminal.type("tik config set widget.tmux_refresh false; tik add 'Pay rent'")
    try terminal.press("Enter")
    try terminal.wait(for: "3 Pay rent")
    usleep(1_500_000)
    #expect(try statusLine(terminal).hasSuffix("○ 2 open"))
  }

  @Test func i3blocksRunsTheBlockAgainOnTheSignal() throws {
    try home.tik("config", "set", "widget.bar_signal", "8")
    let conf = StatusBarTests.hooks + "/i3blocks.conf"
    let output = home.root + "/i3blocks.out"
    // In a terminal of its own, so it gets signals as it would from a desktop session.
    let bar = try Terminal(
      command: "i3blocks -c \(conf) > \(output)", environment: home.shellEnvironment)
    func printed() -> String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
    try StatusBarTests.wait { printed().contains("○ 1 open") }
    try home.tik("add", "Call mom")
    try StatusBarTests.wait { printed().contains("○ 2 open") }

    try home.tik("config", "set", "widget.bar_signal", "0")
    try home.tik("add", "Pay rent")
    usleep(1_500_000)
    #expect(!printed().contains("○ 3 open"))
    withExtendedLifetime(bar) {}
  }

  struct Timeout: Error {}

  static func wait(_ condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if condition() { return }
      usleep(50_000)
    }
    throw Timeout()
  }

  /// starship runs the module's command with its `shell`, the command on standard input.
  @Test func theStarshipModuleReadsTheSegmentWithBashAlone() throws {
    let toml = try String(contentsOfFile: StatusBarTests.hooks + "/starship.toml", encoding: .utf8)
    let command = try #require(
      toml.split(separator: "\n").first { $0.hasPrefix("command = '") }
    ).dropFirst("command = '".count).dropLast()
    #expect(toml.contains(#"shell = ["bash", "--noprofile", "--norc"]"#))
    let hook = home.root + "/.local/share/tik/hook.bash"
    try FileManager.default.createDirectory(
      atPath: home.root + "/.local/share/tik", withIntermediateDirectories: true)
    try home.tik("init", "bash").output.write(toFile: hook, atomically: true, encoding: .utf8)
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/bash")
    shell.arguments = ["--noprofile", "--norc"]
    shell.environment = home.shellEnvironment
    let input = Pipe()
    let output = Pipe()
    shell.standardInput = input
    shell.standardOutput = output
    try shell.run()
    input.fileHandleForWriting.write(Data(command.utf8))
    try input.fileHandleForWriting.close()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    #expect(printed == "○ 1 open")
  }

  /// The Waybar module is JSON once its comments are gone, and what it runs prints
  /// Waybar's JSON; its click actions are the widget's own, none of which deletes.
  @Test func theWaybarModuleRunsTikWidget() throws {
    let text = try String(contentsOfFile: StatusBarTests.hooks + "/waybar.jsonc", encoding: .utf8)
    let json =
      "{" + text.split(separator: "\n").filter { !$0.hasPrefix("//") }.joined(separator: "\n") + "}"
    let module = try #require(
      (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["custom/tik"]
        as? [String: Any])
    #expect(module["exec"] as? String == "tik widget --format waybar")
    #expect(module["signal"] as? Int == 8)
    #expect(module["on-click"] as? String == "tik widget tick")
    let printed = try home.tik("widget", "--format", "waybar").json
    #expect(printed["text"] as? String == "○ 1 open")
  }

  /// Waybar reads a custom module's text and tooltip as Pango markup: a title with `&`
  /// or `<` is shown as typed, and markup in a title styles nothing. Pango's own parser
  /// (`pango-view --markup`) accepts what tik prints.
  @Test func waybarShowsMarkupInATitleAsText() throws {
    let title = #"R&D <b>review</b> <span size="90000">BIG</span>"#
    try home.tik("done", "1")
    try home.tik("add", title)
    let printed = try home.tik("widget", "--format", "waybar", "--moment", "late_morning").json
    let text = try #require(printed["text"] as? String)
    let tooltip = try #require(printed["tooltip"] as? String)
    #expect(text.contains("R&amp;D &lt;b&gt;review&lt;/b&gt; &lt;span"))
    #expect(!text.contains("<") && !tooltip.contains("<"))
    for markup in [text, tooltip] {
      let pango = try ChildProcess.run(
        "/usr/bin/pango-view", ["--markup", "--text=" + markup, "-q", "-o", home.root + "/x.png"])
      #expect(pango.status == 0, "\(markup): \(pango.errors)")
    }
  }
}
