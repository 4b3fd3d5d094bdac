import Foundation
import Testing
import TikTestSupport

/// The widget on the built binary: ticks seen across processes and by a running REPL,
/// a snapshot that is never read torn, and a format shells read with builtins alone.
@Suite(.serialized) struct WidgetCommandTests {
  let home = BinaryHome(now: "2026-09-24T10:30")

  var snapshotPath: String { home.root + "/state/tik/widget.snapshot" }

  func snapshotText() -> String {
    (try? String(contentsOfFile: snapshotPath, encoding: .utf8)) ?? ""
  }

  /// Whether a text is a whole snapshot: its header, and the last line counting the others.
  static func isWhole(_ text: String) -> Bool {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard text.hasSuffix("\n"), lines.removeLast() == "" else { return false }
    return lines.first?.hasPrefix("tik-widget\t1\t") == true
      && lines.last == Substring("end\t\(lines.count - 1)")
  }

  /// The lines of a snapshot, by key.
  func snapshotLines() -> [String: String] {
    var lines: [String: String] = [:]
    for line in snapshotText().split(separator: "\n") {
      let pair = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      if pair.count == 2 { lines[String(pair[0])] = String(pair[1]) }
    }
    return lines
  }

  /// A due reminder stands in for the one line every status bar shows, as it does in
  /// the prompt: not for a card, a moment asked for by name, nor in JSON's `text`.
  @Test func aDueReminderIsTheStatusBarsLine() throws {
    home.now = "2026-09-24T09:00"
    try home.tik("add", "Standup 09:30 #Work")
    try home.tik("add", "Pay rent")
    home.now = "2026-09-24T09:31"
    let notice = "⏰ 09:30  Standup  tik done 1 · tik snooze 1"
    #expect(try home.tik("widget", "--format", "tmux").output == notice + "\n")
    #expect(try home.tik("widget", "--format", "i3blocks").output == notice + "\n")
    #expect(try home.tik("widget", "--format", "starship").output == notice)
    #expect(try home.tik("widget", "--size", "inline").output == notice + "\n")
    let waybar = try home.tik("widget", "--format", "waybar").json
    #expect(waybar["text"] as? String == notice)
    #expect((waybar["tooltip"] as? String)?.contains("Pay rent") == true)
    let json = try home.tik("widget", "--json").json
    #expect(json["notice"] as? String == notice)
    #expect(json["text"] as? String != notice)
    #expect(!(try home.tik("widget", "--size", "large").output.contains("⏰")))
    let named = try home.tik("widget", "--format", "tmux", "--moment", "night").output
    #expect(!named.contains("⏰"))
    try home.tik("snooze", "1")
    #expect(!(try home.tik("widget", "--format", "tmux").output.contains("⏰")))
    #expect(try home.tik("widget", "--json").json["notice"] is NSNull)
  }

  /// A Persian title in the English interface: the one-line card and a reminder's line
  /// read left to right as English sentences, the title reordered in its place — for
  /// terminals without bidi too (the visual lines), where the arrow and the clock stay
  /// on the left.
  @Test func aPersianTitleStaysInItsPlaceInAnEnglishLine() throws {
    home.now = "2026-09-24T09:00"
    try home.tik("add", "جلسه 09:30")
    home.now = "2026-09-24T10:30"
    try home.tik("widget", "--refresh")
    #expect(snapshotLines()["inline.late_morning"] == "→ جلسه")
    #expect(snapshotLines()["visual.late_morning"] == "→ \u{FEEA}\u{FEB4}\u{FEE0}\u{FE9F}")
    home.now = "2026-09-24T09:31"
    try home.tik("widget", "--refresh")
    #expect(snapshotLines()["inline.notice"] == "⏰ 09:30  جلسه  tik done 1 · tik snooze 1")
    #expect(
      snapshotLines()["visual.notice"]
        == "⏰ 09:30  \u{FEEA}\u{FEB4}\u{FEE0}\u{FE9F}  tik done 1 · tik snooze 1")
  }

  /// `config set|unset`, and `/set` and `/lang` of the REPL's grammar, rewrite the
  /// snapshot in the same command: readers see the new settings with no task changed.
  @Test func aSettingReachesTheSnapshotInTheSameCommand() throws {
    try home.tik("add", "Pay rent")
    let first = snapshotText()
    try home.tik("config", "set", "widget.night", "08:00")
    #expect(snapshotText().hasPrefix("tik-widget\t1\t2026-09-24\t300\t600\t720\t1020\t480\t"))
    try home.tik("config", "set", "language", "fa")
    #expect(snapshotLines()["inline.night"] == "○ 1 کار باز")
    try home.tik("config", "unset", "widget.night")
    try home.tik("config", "unset", "language")
    // Back to the first settings: the same lines (the stamp line aside).
    #expect(
      snapshotText().split(separator: "\n").filter { !$0.hasPrefix("stamp\t") }
        == first.split(separator: "\n").filter { !$0.hasPrefix("stamp\t") })
    let replies = try home.tik(input: "/set widget.night 08:00\n/lang fa\n")
    #expect(replies.output.split(separator: "\n").count == 2)
    #expect(snapshotText().hasPrefix("tik-widget\t1\t2026-09-24\t300\t600\t720\t1020\t480\t"))
    #expect(snapshotLines()["settings"]?.hasPrefix("fa ") == true)
  }

  @Test func aTickFromTheWidgetIsInTheSnapshotAndInAnotherProcesssNextRead() throws {
    try home.tik("add", "Pay rent")
    try home.tik("add", "Read")
    #expect(try home.tik("widget", "--size", "inline").output == "→ Pay rent\n")
    let tick = try home.tik("widget", "tick")
    #expect(tick.status == 0 && tick.output.hasPrefix("✓ 1 Pay rent"))
    let snapshot = snapshotText()
    #expect(
      snapshot.contains("\ndone\t1\n") && snapshot.contains("\nnext\t2 2026-09-24 - open Read\n"))
    // Another process, reading the snapshot alone.
    let read = try home.tik("widget", "--cached", "--format", "json")
    let object = read.json
    #expect((object["next"] as? [String: Any])?["title"] as? String == "Read")
    #expect((object["progress"] as? [String: Any])?["done"] as? Int == 1)
    #expect(try home.tik("widget", "--size", "inline").output == "→ Read\n")
    #expect(
      try home.tik("today", "--json").json["progress"] as? [String: Int] == ["done": 1, "total": 2])
  }

  @Test func aRunningREPLShowsATickFromTheWidget() throws {
    try home.tik("add", "one")
    try home.tik("add", "two")
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable), environment: home.environment)
    try terminal.wait(for: "0 of 2 done")
    try home.tik("widget", "tick")
    try terminal.wait(for: "1 of 2 done")
    try home.tik("widget", "snooze")
    #expect(try home.tik("widget", "--size", "inline").output == "☾ 1 snoozed\n")
    try terminal.press("C-d")
    try terminal.wait(for: "EXIT=0")
  }

  @Test func aReaderNeverSeesATornSnapshotWhileTwoWritersRewriteIt() throws {
    for index in 0..<40 { try home.tik("add", "task \(index) with a title long enough to matter") }
    let script = """
      for i in $(seq 60); do "$TIK" add "written by $1 $i" >/dev/null; "$TIK" widget --refresh; done
      """
    let writers = try ["A", "B"].map { name in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", script, "bash", name]
      process.environment = home.environment.merging(["TIK": BinaryHome.executable]) { $1 }
      try process.run()
      return process
    }
    var reads = 0
    var torn = 0
    var versions: Set<String> = []
    while writers.contains(where: \.isRunning) {
      guard let data = FileManager.default.contents(atPath: snapshotPath) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      reads += 1
      if WidgetCommandTests.isWhole(text) { versions.insert(text) } else { torn += 1 }
    }
    for writer in writers { writer.waitUntilExit() }
    #expect(torn == 0)
    #expect(reads > 100)
    #expect(versions.count > 10)
    #expect(snapshotText().contains("\nopen\t160\n"))
  }

  @Test func aWriterKilledMidRewriteLeavesAWholeSnapshotAndNoLock() throws {
    for index in 0..<200 { try home.tik("add", "task \(index)") }
    var generator = SystemRandomNumberGenerator()
    for round in 0..<40 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: BinaryHome.executable)
      process.arguments = round % 2 == 0 ? ["widget", "--refresh"] : ["add", "killed \(round)"]
      process.environment = home.environment
      try process.run()
      usleep(UInt32.random(in: 0...8_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let text = snapshotText()
      #expect(WidgetCommandTests.isWhole(text), "round \(round)")
    }
    // No lock outlives its process: the next rewrite goes through.
    let refresh = try home.tik("widget", "--refresh")
    #expect(refresh.status == 0)
    #expect(WidgetCommandTests.isWhole(snapshotText()))
    // And it clears the temporary files of the writers killed mid-write.
    let files = try FileManager.default.contentsOfDirectory(atPath: home.root + "/state/tik")
    #expect(!files.contains { $0.contains(".tmp-") }, "\(files)")
  }

  /// Picks the moment by the shell's clock and prints its line, with builtins only.
  static let bashReader = """
    f="$XDG_STATE_HOME/tik/widget.snapshot"
    IFS=$'\\t' read -r magic version date m1 m2 m3 m4 m5 refresh < "$f"
    now=$((10#${HHMM:0:2} * 60 + 10#${HHMM:2:2}))
    names=(morning late_morning afternoon evening night)
    starts=("$m1" "$m2" "$m3" "$m4" "$m5")
    pick= best=-1 last= latest=-1
    for i in 0 1 2 3 4; do
      s=${starts[i]}
      if (( s <= now && s >= best )); then best=$s pick=${names[i]}; fi
      if (( s >= latest )); then latest=$s last=${names[i]}; fi
    done
    [[ -n $pick ]] || pick=$last
    [[ $date == "$TODAY" ]] || pick=stale
    while IFS=$'\\t' read -r key value; do
      if [[ $key == "inline.$pick" ]]; then printf '%s\\n' "$value"; break; fi
    done < "$f"
    """

  static let zshReader = """
    f="$XDG_STATE_HOME/tik/widget.snapshot"
    IFS=$'\\t' read -r magic version date m1 m2 m3 m4 m5 refresh < "$f"
    now=$(( 10#${HHMM[1,2]} * 60 + 10#${HHMM[3,4]} ))
    names=(morning late_morning afternoon evening night)
    starts=($m1 $m2 $m3 $m4 $m5)
    pick= best=-1 last= latest=-1
    for i in 1 2 3 4 5; do
      s=${starts[i]}
      if (( s <= now && s >= best )); then best=$s pick=${names[i]}; fi
      if (( s >= latest )); then latest=$s last=${names[i]}; fi
    done
    [[ -n $pick ]] || pick=$last
    [[ $date == "$TODAY" ]] || pick=stale
    while IFS=$'\\t' read -r key value; do
      if [[ $key == "inline.$pick" ]]; then print -r -- "$value"; break; fi
    done < "$f"
    """

  func shell(_ path: String, _ script: String, hhmm: String, today: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["-c", script]
    process.environment = home.environment.merging(["HHMM": hhmm, "TODAY": today]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test(arguments: ["0130", "0700", "1030", "1400", "1900", "2330"])
  func bashAndZshReadTheLineOfTheMomentWithBuiltinsAlone(hhmm: String) throws {
    try home.tik("add", "Pay rent $HOME `id` !high")
    try home.tik("add", "Standup 09:30")
    try home.tik("done", "2")
    home.now = "2026-09-24T" + hhmm.prefix(2) + ":" + hhmm.suffix(2)
    let expected = try home.tik("widget", "--size", "inline").output
    #expect(
      try shell("/bin/bash", WidgetCommandTests.bashReader, hhmm: hhmm, today: "2026-09-24")
        == expected)
    #expect(
      try shell("/usr/bin/zsh", WidgetCommandTests.zshReader, hhmm: hhmm, today: "2026-09-24")
        == expected)
  }

  @Test func onAnotherDayTheShellShowsTheStaleLine() throws {
    try home.tik("add", "Pay rent")
    let line = try shell(
      "/bin/bash", WidgetCommandTests.bashReader, hhmm: "0800", today: "2026-09-25")
    #expect(line == "⟳ 1 open\n")
  }
}
