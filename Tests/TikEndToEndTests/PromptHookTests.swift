import Foundation
import Testing
import TikTestSupport

/// The prompt hooks of `tik init bash|zsh|fish` in real shells: the segment follows every
/// change, costs no process, and shows task text as data. The shells and tik share one
/// clock, `TIK_NOW`, so the tests pass at any hour; `AnyHourTests` runs the hooks on the
/// shells' own clock at five hours of the day.
@Suite(.serialized) struct PromptHookTests {
  let home = BinaryHome()

  init() throws {
    try home.tik("add", "Buy milk")
    try home.tik("add", "Call mom")
  }

  /// Every moment starts at `start` except `show`, which starts at midnight: with `show`
  /// at 00:00 and the others at 23:59, `show` is the moment all day.
  func showMoment(_ show: String, othersAt start: String = "23:59") throws {
    for moment in ["morning", "late_morning", "afternoon", "evening", "night"] {
      try home.tik("config", "set", "widget." + moment, moment == show ? "00:00" : start)
    }
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func theSegmentFollowsChangesHereAndInOtherProcesses(shell name: String) throws {
    try showMoment("night", othersAt: "00:00")
    let terminal = try home.promptShell(name)
    try terminal.waitForPrompt("○ 2 open ")
    try terminal.enter("tik add 'Pay rent' >/dev/null")
    try terminal.waitForPrompt("○ 3 open ")
    try terminal.enter("tik done 1 >/dev/null")
    try terminal.waitForPrompt("○ 2 open ")
    try home.tik("add", "Water the plants")
    try home.tik("done", "2")
    try home.tik("add", "Book tickets")
    try terminal.enter()
    try terminal.waitForPrompt("○ 3 open ")
  }

  /// A setting changed in the shell reaches the very next prompt, with no task changed.
  @Test(arguments: ["bash", "zsh", "fish"])
  func aSettingReachesTheNextPrompt(shell name: String) throws {
    try showMoment("night", othersAt: "00:00")
    let terminal = try home.promptShell(name)
    try terminal.waitForPrompt("○ 2 open ")
    try terminal.enter("tik config set language fa >/dev/null")
    try terminal.wait(for: "the Persian snapshot") { _ in
      (try? snapshotLine("settings"))?.hasPrefix("fa ") == true
    }
    try terminal.waitForPrompt(try snapshotLine("visual.night") + " ")
    #expect(try snapshotLine("inline.night") == "○ 2 کار باز")
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func theFormatAndTheSwitchAreTheUsers(shell name: String) throws {
    try showMoment("night", othersAt: "00:00")
    home.extraVariables["TIK_PROMPT_FORMAT"] = "[%s] "
    let terminal = try home.promptShell(name)
    try terminal.waitForPrompt("[○ 2 open] ")
    try terminal.enter(name == "fish" ? "set -g TIK_PROMPT off" : "TIK_PROMPT=off")
    try terminal.waitForPrompt("")
  }

  /// The snapshot of another day shows the stale line and starts one refresh, after which
  /// the next prompt is today's.
  @Test(arguments: ["bash", "zsh", "fish"])
  func aSnapshotFromAnotherDayIsRefreshedInTheBackground(shell name: String) throws {
    try showMoment("night", othersAt: "00:00")
    let snapshot = home.root + "/state/tik/widget.snapshot"
    let text = try String(contentsOfFile: snapshot, encoding: .utf8)
    let fields = text.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
    try (fields[0] + "\t" + fields[1] + "\t2001-01-01\t" + fields[3]).write(
      toFile: snapshot, atomically: true, encoding: .utf8)
    let terminal = try home.promptShell(name)
    try terminal.waitForPrompt("⟳ 2 open ")
    try terminal.wait(for: "refreshed snapshot") { _ in
      (try? String(contentsOfFile: snapshot, encoding: .utf8))?.contains("\t2001-01-01\t")
        == false
    }
    try terminal.enter()
    try terminal.waitForPrompt("○ 2 open ")
  }

  /// A snapshot that goes missing starts one refresh; once it is back, going missing
  /// again starts another: one refresh per loss, not one per shell.
  @Test(arguments: ["bash", "zsh", "fish"])
  func aSnapshotMissingAgainIsRefreshedAgain(shell name: String) throws {
    try showMoment("night", othersAt: "00:00")
    let snapshot = home.root + "/state/tik/widget.snapshot"
    let terminal = try home.promptShell(name)
    try terminal.waitForPrompt("○ 2 open ")
    for _ in 1...2 {
      try FileManager.default.removeItem(atPath: snapshot)
      try terminal.enter()
      try terminal.wait(for: "the snapshot written again") { _ in
        FileManager.default.fileExists(atPath: snapshot)
      }
      try terminal.enter()
      try terminal.waitForPrompt("○ 2 open ")
    }
  }

  /// zsh with the user's arrays counted from 0 (`ksh_arrays`): the hook's segment is
  /// still the one it sets, and `TIK_PROMPT=off` and a snapshot gone still hide it.
  @Test func zshWithKshArraysHidesTheSegmentWhenAsked() throws {
    try showMoment("night", othersAt: "00:00")
    let script = """
      setopt ksh_arrays; PROMPT='%# '; eval "$(tik init zsh)"
      _tik_prompt; print -r "[${(%)PROMPT}]"
      TIK_PROMPT=off; _tik_prompt; print -r "[${(%)PROMPT}]"
      unset TIK_PROMPT; _tik_prompt; print -r "[${(%)PROMPT}]"
      rm -f "$XDG_STATE_HOME/tik/widget.snapshot"; _tik_prompt; print -r "[${(%)PROMPT}]"
      """
    let run = try home.bash("zsh -f -c \(Terminal.quoted(script))")
    #expect(run.output == "[○ 2 open # ]\n[# ]\n[○ 2 open # ]\n[# ]\n", "\(run.errors)")
  }

  /// A task due this minute: its reminder is the prompt's line, in the same shell and
  /// the next prompt after it is snoozed from elsewhere the moment's line is back.
  @Test(arguments: ["bash", "zsh", "fish"])
  func aDueReminderStandsInForTheMomentsLine(shell name: String) throws {
    try showMoment("night", othersAt: "00:00")
    let hhmm = String(home.now.suffix(5))
    try home.tik("add", "Standup " + hhmm)
    let terminal = try home.promptShell(name)
    try terminal.waitForPrompt("⏰ \(hhmm)  Standup  tik done 3 · tik snooze 3 ")
    try home.tik("snooze", "3")
    try terminal.enter()
    try terminal.waitForPrompt("○ 3 open ")
  }

  static let hostileTitles = [
    "$(touch PWNED-subst)", "`touch PWNED-tick`", "\\w \\u \\$ \\[x\\]", "%F{red}%n%~ %{x%}",
    "say!! x!-1 y!\\!", "\u{1b}]0;owned\u{07}\u{1b}[2J\u{1b}[31mred", "${PATH} $((6*7)) ${(e)x}",
  ]

  /// Each title is the triage card's next task in turn and must show as the snapshot has
  /// it, with nothing run (no PWNED file), nothing expanded and no escape reaching the
  /// terminal.
  @Test(arguments: ["bash", "zsh", "fish"])
  func hostileTitlesAreShownAsText(shell name: String) throws {
    try home.tik("done", "1")
    try home.tik("done", "2")
    try showMoment("late_morning")
    let terminal = try home.promptShell(name)
    for (index, title) in PromptHookTests.hostileTitles.enumerated() {
      #expect(try home.tik("add", title).status == 0)
      try terminal.enter()
      let line = try snapshotLine("visual.late_morning")
      #expect(line.hasPrefix("→ "))
      try terminal.waitForPrompt(line + " ")
      try home.tik("done", String(index + 3))
    }
    try terminal.enter("ls")
    try terminal.wait(for: "hook.\(name)")
    let files = try FileManager.default.contentsOfDirectory(atPath: home.root)
    #expect(!files.contains { $0.hasPrefix("PWNED") })
    #expect(!terminal.output().contains("\u{1b}]0;owned"))
    #expect(!terminal.output().contains("\u{1b}[2J"))
  }

  /// Even a snapshot written by hand, with raw prompt syntax in it, is only printed: the
  /// hook puts its lines into the prompt as data in every shell.
  @Test(arguments: ["bash", "zsh", "fish"])
  func theHookItselfNeverEvaluatesWhatItReads(shell name: String) throws {
    try showMoment("night", othersAt: "00:00")
    let raw = "$(touch PWNED-a) `touch PWNED-b` \\w %n !! ${HOME}"
    try rewriteSnapshot { key, value in key == "visual.night" ? raw : value }
    let terminal = try home.promptShell(name)
    try terminal.waitForPrompt(raw + " ")
    let files = try FileManager.default.contentsOfDirectory(atPath: home.root)
    #expect(!files.contains { $0.hasPrefix("PWNED") })
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func theHooksInTheRepositoryAreWhatTikPrints(shell name: String) throws {
    let inRepository = try String(
      contentsOfFile: ShellCompletionTests.repository + "/hooks/tik." + name, encoding: .utf8)
    #expect(try home.tik("init", name).output == inRepository)
  }

  /// The value of one `key<TAB>value` line of the snapshot.
  func snapshotLine(_ key: String) throws -> String {
    let text = try String(contentsOfFile: home.root + "/state/tik/widget.snapshot", encoding: .utf8)
    let line = text.split(separator: "\n").first { $0.hasPrefix(key + "\t") } ?? ""
    return String(line.dropFirst(key.count + 1))
  }

  func rewriteSnapshot(_ change: (String, String) -> String) throws {
    let path = home.root + "/state/tik/widget.snapshot"
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    let changed = lines.map { line -> String in
      let pair = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      guard pair.count == 2 else { return String(line) }
      return pair[0] + "\t" + change(String(pair[0]), String(pair[1]))
    }
    try (changed.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
  }

  /// 1,000 prompts in bash and zsh under strace: the shell's own start is the only
  /// process; with a snapshot from another day, exactly one refresh starts (so the count
  /// would see a process if the hook started any).
  @Test(arguments: ["bash", "zsh"])
  func aThousandPromptsStartNoProcess(shell name: String) throws {
    try showMoment("night", othersAt: "00:00")
    let fresh = try promptsUnderStrace(name, count: 1000)
    #expect(fresh.prompts == 1001)  // one more before the end of input
    #expect(fresh.processes == 0, "\(fresh.trace)")

    let text = try String(
      contentsOfFile: home.root + "/state/tik/widget.snapshot", encoding: .utf8)
    try text.replacingOccurrences(of: "\t" + today() + "\t", with: "\t2001-01-01\t").write(
      toFile: home.root + "/state/tik/widget.snapshot", atomically: true, encoding: .utf8)
    let stale = try promptsUnderStrace(name, count: 1000)
    #expect(stale.prompts >= 1)
    #expect(stale.processes >= 1, "\(stale.trace)")
    #expect(stale.trace.filter { $0.contains("execve(") && $0.contains("/tik\"") }.count == 1)
  }

  func today() -> String { String(home.now.prefix(10)) }

  /// Runs an interactive shell on `count` empty lines under strace; counts the prompts
  /// that showed the segment and the processes started (forks and execs after the
  /// shell's own).
  func promptsUnderStrace(_ name: String, count: Int) throws -> (
    prompts: Int, processes: Int, trace: [String]
  ) {
    let rc = try home.promptRCFile(name)
    let trace = home.root + "/trace"
    let input = home.root + "/lines"
    try String(repeating: "\n", count: count).write(
      toFile: input, atomically: true, encoding: .utf8)
    let shellArguments =
      name == "bash" ? ["bash", "--noprofile", "--rcfile", rc, "-i"] : ["zsh", "-i"]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
    process.arguments =
      ["-f", "-qq", "-e", "trace=execve,fork,vfork,clone,clone3", "-o", trace] + shellArguments
    var environment = home.shellEnvironment
    if name == "zsh" { environment["ZDOTDIR"] = rc }
    process.environment = environment
    process.currentDirectoryURL = URL(fileURLWithPath: home.root)
    process.standardInput = FileHandle(forReadingAtPath: input)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let printed = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // A background refresh may still be running: give it time to be traced to its end.
    usleep(500_000)
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
      .map(String.init)
    let started = lines.dropFirst().filter {
      $0.contains("execve(") || $0.contains("fork(") || $0.contains("clone")
    }
    let segment = printed.components(separatedBy: "○ 2 open ").count - 1
    let stale = printed.components(separatedBy: "⟳ 2 open ").count - 1
    return (segment + stale, started.count, lines)
  }
}
