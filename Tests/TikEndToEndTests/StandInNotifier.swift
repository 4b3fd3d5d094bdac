import Foundation

/// A stand-in for `notify-send --action … --wait`: a bash script that reads its options as
/// notify-send does (`--` ends them, `-u` takes a value, `--help` prints help and shows
/// nothing), logs the summary of each notification it shows, one line each, and then
/// behaves as told: answers, fails, writes a lot, or is killed.
struct StandInNotifier {
  let home: BinaryHome

  var path: String { home.root + "/notifier" }
  /// Every call's arguments, one a line, each call ended by an empty line.
  var callsPath: String { home.root + "/notifier-calls" }
  /// The summary of each notification shown, one a line (each written at once).
  var shownPath: String { home.root + "/notifier-shown" }
  /// Where `.answerWhenTold` looks for its answer: a file named after the summary.
  var answersPath: String { home.root + "/answers" }

  /// What the notifier does once it has read its arguments.
  enum Behaviour {
    /// Shows the notification and answers `word` (empty: closed without an action).
    case answer(String, delay: Double = 0)
    /// Shows it and waits, up to 30 s, for a file `answers/SUMMARY`; answers its word.
    case answerWhenTold
    /// Shows it, answers, and goes on writing `bytes` more bytes.
    case answerAndWrite(String, bytes: Int)
    /// Shows nothing: says why on stderr and exits with this status, as notify-send
    /// does without a session bus.
    case exit(Int32)
    /// Shows nothing: writes `bytes` bytes, then exits with status 1.
    case writeAndExit(bytes: Int)
    /// Shows nothing: is killed by SIGKILL.
    case killed
  }

  /// Writes the script and makes it the notifier (`tik config set notifier`).
  init(home: BinaryHome, _ behaviour: Behaviour) throws {
    self.home = home
    try install(behaviour)
    try home.tik("config", "set", "notifier", path)
  }

  /// Replaces the script: the next notification behaves so.
  func install(_ behaviour: Behaviour) throws {
    let shows: String
    switch behaviour {
    case .answer(let word, let delay):
      shows = "log_shown; sleep \(delay); echo '\(word)'"
    case .answerWhenTold:
      shows = """
        log_shown
        for _ in $(seq 300); do
          if [ -e '\(answersPath)'/"$summary" ]; then cat '\(answersPath)'/"$summary"; exit 0; fi
          sleep 0.1
        done
        """
    case .answerAndWrite(let word, let bytes):
      shows = "log_shown; echo '\(word)'; head -c \(bytes) /dev/zero | tr '\\0' x"
    case .exit(let status):
      shows = "echo 'notify-send: cannot open a session bus' >&2; exit \(status)"
    case .writeAndExit(let bytes):
      shows = "head -c \(bytes) /dev/zero | tr '\\0' x; exit 1"
    case .killed:
      shows = "kill -KILL $$"
    }
    try """
    #!/bin/bash
    printf '%s\\n' "$@" "" >> '\(callsPath)'
    positional=()
    while [ $# -gt 0 ]; do
      case "$1" in
        --) shift; positional+=("$@"); break ;;
        -\\?|--help) echo 'Usage: notify-send [OPTION…] <SUMMARY> [BODY]'; exit 0 ;;
        -u|--urgency|-t|--expire-time|-a|--app-name|-i|--icon|-c|--category|-h|--hint|\\
        -A|--action|-r|--replace-id) shift 2 ;;
        -*=*|-e|--transient|-w|--wait|-p|--print-id) shift ;;
        -*) echo "Unknown option $1" >&2; exit 1 ;;
        *) positional+=("$1"); shift ;;
      esac
    done
    if [ ${#positional[@]} -eq 0 ]; then echo 'No summary specified.' >&2; exit 1; fi
    summary=${positional[0]}
    log_shown() { printf '%s\\n' "$summary" >> '\(shownPath)'; }
    \(shows)

    """.write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
  }

  /// Takes the script away: the notifier is not there.
  func remove() throws {
    try FileManager.default.removeItem(atPath: path)
  }

  /// Tells an `.answerWhenTold` notification what to answer.
  func tell(_ summary: String, _ word: String) throws {
    try FileManager.default.createDirectory(
      atPath: answersPath, withIntermediateDirectories: true)
    try word.write(toFile: answersPath + "/" + summary, atomically: true, encoding: .utf8)
  }

  /// The summaries shown, in order.
  var shown: [String] {
    let text = (try? String(contentsOfFile: shownPath, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  /// Each call's arguments.
  var calls: [[String]] {
    let text = (try? String(contentsOfFile: callsPath, encoding: .utf8)) ?? ""
    return text.components(separatedBy: "\n\n").dropLast().map {
      $0.components(separatedBy: "\n")
    }
  }
}
