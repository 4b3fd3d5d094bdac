import TikCore

/// What the prompt hook costs each prompt: `tik init bash|zsh` sourced into one shell,
/// `_tik_prompt` called in a loop against as many calls of an empty function that keeps
/// `$?` as the hook does; the difference per call is the hook's price. The snapshot is
/// fresh, as it is after any tik command. Most prompts reuse the segment chosen last;
/// the first prompt after a change (a rewritten snapshot, a new moment) reads the
/// snapshot's lines and chooses anew, which the second loop forces on every call.
struct PromptBench {
  var processes: Processes
  var tik: String
  var calls = 10_000
  var changedCalls = 1_000
  var repeats = 5

  /// Milliseconds per prompt (medians of `repeats` runs): the hook, the hook after a
  /// change, and the empty function; nil when the shell is missing or the hook showed
  /// nothing.
  struct Cost {
    var hook: Double
    var afterChange: Double
    var empty: Double
  }

  func perPrompt(shell: String, home: String, environment: [String]) -> Cost? {
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
    var costs: [Cost] = []
    for _ in 0..<repeats {
      let (text, status) = processes.output(
        of: [shell] + flags + [scriptFile], environment: shellEnvironment)
      let words = text.split(whereSeparator: \.isWhitespace)
      guard status == 0, words.count == 4, words[3] == "shown",
        let empty = Double(words[0]), let hook = Double(words[1]),
        let changed = Double(words[2])
      else { return nil }
      let emptyPerCall = empty / Double(calls)
      costs.append(
        Cost(
          hook: (hook / Double(calls) - emptyPerCall) / 1000,
          afterChange: (changed / Double(changedCalls) - emptyPerCall) / 1000,
          empty: emptyPerCall / 1000))
    }
    return Cost(
      hook: BenchRunner.median(costs.map(\.hook)),
      afterChange: BenchRunner.median(costs.map(\.afterChange)),
      empty: BenchRunner.median(costs.map(\.empty)))
  }

  /// The loops: prints the total microseconds of the empty function, of the hook and of
  /// the hook made to choose anew each time, then `shown` when it put a segment in the
  /// prompt.
  func script(shell: String, hookFile: String) -> String {
    shell == "bash"
      ? """
      source '\(hookFile)'
      _tik_empty() { local status=$?; return $status; }
      _tik_prompt
      t0=${EPOCHREALTIME/./}
      for ((i = 0; i < \(calls); i++)); do _tik_empty; done
      t1=${EPOCHREALTIME/./}
      for ((i = 0; i < \(calls); i++)); do _tik_prompt; done
      t2=${EPOCHREALTIME/./}
      for ((i = 0; i < \(changedCalls); i++)); do _tik_shown= _tik_stamp=; _tik_prompt; done
      t3=${EPOCHREALTIME/./}
      echo $((t1 - t0)) $((t2 - t1)) $((t3 - t2)) ${_tik_segment:+shown}

      """
      : """
      source '\(hookFile)'
      zmodload zsh/datetime
      _tik_empty() { local ret=$?; return ret }
      integer i
      _tik_prompt
      float t0=$EPOCHREALTIME
      for ((i = 0; i < \(calls); i++)); do _tik_empty; done
      float t1=$EPOCHREALTIME
      for ((i = 0; i < \(calls); i++)); do _tik_prompt; done
      float t2=$EPOCHREALTIME
      for ((i = 0; i < \(changedCalls); i++)); do _tik_shown= _tik_stamp=; _tik_prompt; done
      float t3=$EPOCHREALTIME
      printf '%.0f %.0f %.0f %s\\n' $(( (t1 - t0) * 1e6 )) $(( (t2 - t1) * 1e6 )) \\
        $(( (t3 - t2) * 1e6 )) ${psvar[9]:+shown}

      """
  }
}
