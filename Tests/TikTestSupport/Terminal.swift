import Foundation
import TikCore

/// A real terminal for tests: a tmux server of its own, running one command in a pane
/// of a fixed size, driven with send-keys and read with capture-pane.
public final class Terminal {
  public let socket = "tik-test-\(UUID().uuidString.prefix(8))"
  public let log: String

  /// Starts `command` (a shell command line) in a detached tmux session.
  public init(command: String, environment: [String: String], width: Int = 100, height: Int = 40)
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
  public func type(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

  /// Presses keys by tmux's names: Enter, Tab, Up, C-d, C-u.
  public func press(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

  /// Resizes the window, as dragging a terminal's corner does (the program gets SIGWINCH).
  public func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-x", String(width), "-y", String(height)])
  }

  /// What the pane shows now.
  public func screen() throws -> String { try tmux(["capture-pane", "-p"]) }

  /// What the pane shows now with its colours, as SGR sequences (`capture-pane -e`).
  public func colouredScreen() throws -> String { try tmux(["capture-pane", "-e", "-p"]) }

  /// Everything the pane showed, the lines scrolled off the top included, a line the
  /// pane wrapped joined again.
  public func scrollback() throws -> String { try tmux(["capture-pane", "-p", "-J", "-S", "-"]) }

  /// Everything the program wrote to the terminal so far, escape sequences included.
  public func output() -> String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }

  /// Waits until the screen satisfies `condition`; returns the screen, or throws after
  /// `timeout` seconds with the last screen in the error.
  @discardableResult
  public func wait(
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
  public func wait(for text: String, timeout: Double = 10) throws -> String {
    try wait(timeout: timeout, for: text) { $0.contains(text) }
  }

  /// Waits until the screen contains `text` and has stopped changing (the same in two
  /// captures 100 ms apart): for a screenshot compared whole with a golden file, which
  /// must not catch a line half drawn.
  @discardableResult
  public func waitUntilStill(showing text: String, timeout: Double = 10) throws -> String {
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
  public struct Timeout: Error, CustomStringConvertible {
    public var awaited: String
    public var screen: String

    public init(description: String, screen: String) {
      awaited = description
      self.screen = screen
    }

    public var description: String { "waited for '\(awaited)'; the screen shows:\n" + screen }
  }

  /// Runs a tmux command and returns what it printed. The first command forks the tmux
  /// server, which lives on: the runner gives it none of the test's descriptors, and
  /// signals at their defaults and unblocked (threads of the test runner block most, and
  /// the programs in its panes must get SIGHUP and SIGTERM as in a real terminal).
  @discardableResult
  private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
    let exit = try Subprocess.run(
      "/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments,
      output: capture ? .capture : .discard)
    return String(decoding: exit.output, as: UTF8.self)
  }

  public static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
