import Foundation
import Testing

/// The prompt hooks of `tik init bash|zsh` keep the segment they chose between prompts:
/// each prompt still shows the snapshot, the format and the switch as they are now.
@Suite struct PromptSegmentReuseTests {
  // At night the segment is the count of open tasks, so every change shows in it.
  let home = BinaryHome(now: "2020-01-06T21:30")

  /// Sources the hook into `shell`, then runs `steps`; `show` prints the segment.
  func prompts(_ shell: String, _ steps: String) throws -> String {
    let hook = home.root + "/hook." + shell
    try home.tik("init", shell).output.write(toFile: hook, atomically: true, encoding: .utf8)
    let show =
      shell == "bash"
      ? #"show() { _tik_prompt; printf '[%s]\n' "$_tik_segment"; }"#
      : #"show() { _tik_prompt; printf '[%s]\n' "${psvar[9]}"; }"#
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell == "bash" ? "/bin/bash" : "/usr/bin/zsh")
    let script = "source '\(hook)'\n\(show)\n\(steps)"
    process.arguments = (shell == "bash" ? ["--norc", "-c"] : ["-f", "-c"]) + [script]
    // No tik on the PATH: a background refresh would find nothing to run, and only the
    // steps write.
    process.environment = home.environment.merging([
      "TIK": BinaryHome.executable, "TERM": "xterm-256color",
    ]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test(arguments: ["bash", "zsh"])
  func eachPromptShowsTheSnapshotTheFormatAndTheSwitchAsTheyAreNow(shell: String) throws {
    try home.tik("add", "Pay rent")
    let output = try prompts(
      shell,
      """
      show
      show
      TIK_NOW=2020-01-06T21:31 "$TIK" add "Call mom" > /dev/null
      show
      TIK_PROMPT_FORMAT='<%s> '
      show
      TIK_PROMPT=off
      show
      TIK_PROMPT=on
      show
      """)
    #expect(
      output
        == "[○ 1 open ]\n[○ 1 open ]\n[○ 2 open ]\n[<○ 2 open> ]\n[]\n[<○ 2 open> ]\n")
  }

  @Test(arguments: ["bash", "zsh"])
  func aMissingSnapshotShowsNothingAndARewrittenOneShowsAgain(shell: String) throws {
    try home.tik("add", "Pay rent")
    let output = try prompts(
      shell,
      """
      show
      rm "$XDG_STATE_HOME/tik/widget.snapshot"
      show
      TIK_NOW=2020-01-06T21:31 "$TIK" widget --refresh
      show
      """)
    #expect(output == "[○ 1 open ]\n[]\n[○ 1 open ]\n")
  }
}
