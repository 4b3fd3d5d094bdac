import TikCore

/// What the prompt hook costs each prompt: `tik init bash|zsh` sourced into one shell,
/// `_tik_prompt` called N times in a loop against N calls of an empty function that keeps
/// `$?` as the hook does. The difference per call is the hook's price; the snapshot is
/// fresh, as it is after any tik command.
struct PromptBench {
  var processes: Processes
  var tik: String
  var calls = 10_000
  var repeats = 5

  /// The hook's cost per prompt in milliseconds (the median of `repeats` loops), and an
  /// empty function's, or nil when the shell is missing or the hook showed nothing.
  func perPrompt(shell: String, home: String, environment: [String]) -> (
    hook: Double, empty: Double
  )? {
    guard Processes.isInstalled(shell) else { return nil }
    let hookFile = home + "/hook." + shell
    let (hook, status) = processes.output(of: [tik, "init", shell], environment: environment)
    guard status == 0, Processes.write(hook, to: hookFile) else { return nil }
    let scriptFile = home + "/loop." + shell
    guard Processes.write(script(shell: shell, hookFile: hookFile), to: scriptFile) else {
      return nil
    }
    let directory = String(tik[..<(tik.lastIndex(of: "/") ?? tik.startIndex)])
    let shellEnvironment =
      environment.filter { !$0.hasPrefix("PATH=") } + [
        "PATH=\(directory):/usr/bin:/bin", "TERM=xterm-256color",
      ]
    let flags = shell == "bash" ? ["--norc", "--noprofile"] : ["-f"]
    var hooks: [Double] = []
    var empties: [Double] = []
    for _ in 0..<repeats {
      let (text, status) = processes.output(
        of: [shell] + flags + [scriptFile], environment: shellEnvironment)
      let words = text.split(whereSeparator: \.isWhitespace)
      guard status == 0, words.count == 3, words[2] == "shown", let empty = Double(words[0]),
        let hook = Double(words[1])
      else { return nil }
      empties.append(empty / Double(calls) / 1000)
      hooks.append((hook - empty) / Double(calls) / 1000)
    }
    return (BenchRunner.median(hooks), BenchRunner.median(empties))
  }

  /// The loop: prints the empty function's and the hook's total microseconds, then
  /// `shown` when the hook put a segment in the prompt.
  func script(shell: String, hookFile: String) -> String {
    shell == "bash"
      ? """
      source '\(hookFile)'
      _tik_empty() { local status=$?; return $status; }
      n=\(calls)
      _tik_prompt
      start=${EPOCHREALTIME/./}
      for ((i = 0; i < n; i++)); do _tik_empty; done
      middle=${EPOCHREALTIME/./}
      for ((i = 0; i < n; i++)); do _tik_prompt; done
      end=${EPOCHREALTIME/./}
      echo $((middle - start)) $((end - middle)) ${_tik_segment:+shown}

      """
      : """
      source '\(hookFile)'
      zmodload zsh/datetime
      _tik_empty() { local ret=$?; return ret }
      integer n=\(calls) i
      _tik_prompt
      float start=$EPOCHREALTIME
      for ((i = 0; i < n; i++)); do _tik_empty; done
      float middle=$EPOCHREALTIME
      for ((i = 0; i < n; i++)); do _tik_prompt; done
      float end=$EPOCHREALTIME
      printf '%.0f %.0f %s\n' $(( (middle - start) * 1e6 )) $(( (end - middle) * 1e6 )) ${psvar[9]:+shown}

      """
  }
}
