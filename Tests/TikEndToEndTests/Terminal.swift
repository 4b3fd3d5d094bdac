import Foundation

/// A real terminal for tests: a tmux server of its own, running one command in a pane
/// of a fixed size, driven with send-keys and read with capture-pane.
final class Terminal {
  let socket = "tik-test-\(UUID().uuidString.prefix(8))"
  let log: String

  /// Starts `command` (a shell command line) in a detached tmux session.
  init(command: String, environment: [String: String], width: Int = 100, height: Int = 40)
    throws
  {
    log = NSTemporaryDirectory() + socket + ".log"
    let exports = environment.map { "\($0.key)=\(Terminal.quoted($0.value))" }.sorted()
      .joined(separator: " ")
    // The command waits until the pane's output is being recorded, so none is lost.
    let ready = log + ".ready"
    let script =
      "while [ ! -e \(Terminal.quoted(ready)) ]; do sleep 0.01; done; "
      + "env -i \(exports) TERM=xterm-256color \(command); echo EXIT=$?; sleep 30"
    try tmux(
      ["new-session", "-d", "-x", String(width), "-y", String(height), script], capture: false)
    try tmux(["pipe-pane", "-o", "cat >> " + Terminal.quoted(log)])
    FileManager.default.createFile(atPath: ready, contents: nil)
  }

  deinit {
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(atPath: log)
    try? FileManager.default.removeItem(atPath: log + ".ready")
  }

  /// Types text without pressing Enter.
  func type(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

  /// Presses keys by tmux's names: Enter, Tab, Up, C-d, C-u.
  func press(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

  /// Resizes the window, as dragging a terminal's corner does (the program gets SIGWINCH).
  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-x", String(width), "-y", String(height)])
  }

  /// What the pane shows now.
  func screen() throws -> String { try tmux(["capture-pane", "-p"]) }

  /// What the pane shows now with its colours, as SGR sequences (`capture-pane -e`).
  func colouredScreen() throws -> String { try tmux(["capture-pane", "-e", "-p"]) }

  /// Everything the pane showed, the lines scrolled off the top included, a line the
  /// pane wrapped joined again.
  func scrollback() throws -> String { try tmux(["capture-pane", "-p", "-J", "-S", "-"]) }

  /// Everything the program wrote to the terminal so far, escape sequences included.
  func output() -> String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }

  /// Waits until the screen satisfies `condition`; returns the screen, or throws after
  /// `timeout` seconds with the last screen in the error.
  @discardableResult
  func wait(
    timeout: Double = 10, for description: String = "", _ condition: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if condition(last) { return last }
      usleep(50_000)
    }
    throw Timeout(description: description, screen: last)
  }

  /// Waits until the screen contains `text`.
  @discardableResult
  func wait(for text: String, timeout: Double = 10) throws -> String {
    try wait(timeout: timeout, for: text) { $0.contains(text) }
  }

  /// Waits until the screen contains `text` and has stopped changing (the same in two
  /// captures 100 ms apart): for a screenshot compared whole with a golden file, which
  /// must not catch a line half drawn.
  @discardableResult
  func waitUntilStill(showing text: String, timeout: Double = 10) throws -> String {
    var previous = try wait(for: text, timeout: timeout)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      usleep(100_000)
      let current = try screen()
      if current == previous { return current }
      previous = current
    }
    throw Timeout(description: text + ", still", screen: previous)
  }

  /// The awaited text never appeared; the last screen says what did.
  struct Timeout: Error, CustomStringConvertible {
    var awaited: String
    var screen: String

    init(description: String, screen: String) {
      awaited = description
      self.screen = screen
    }

    var description: String { "waited for '\(awaited)'; the screen shows:\n" + screen }
  }

  /// Runs a tmux command and returns what it printed. It is spawned and waited for
  /// directly: the first command forks the tmux server, which lives on.
  @discardableResult
  private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
    let outputPath = log + ".out"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, capture ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // The tmux server lives on: it must not hold the test's other pipes open.
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv =
      (["/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) }
      + [nil]
    defer { argv.forEach { free($0) } }
    // Threads of the test runner block most signals, and a child inherits the mask: tmux
    // and the programs in its panes must get SIGHUP and SIGTERM as in a real terminal.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    sigfillset(&signals)
    posix_spawnattr_setsigdefault(&attributes, &signals)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    guard posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, argv, environ) == 0 else {
      throw Timeout(description: "tmux did not start", screen: "")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard capture else { return "" }
    defer { unlink(outputPath) }
    return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
  }

  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
