import Foundation
import TikCLI
import TikCore
import TikJalali

/// A temporary XDG home with a fixed clock, for running commands in process with the
/// Jalali plugin on.
final class PluginHome {
  let root: String
  var now: String

  init(now: String = "2026-09-24T09:00", config: String? = nil) throws {
    var bytes = Array((NSTemporaryDirectory() + "tik-jalali-XXXXXX").utf8CString)
    root = String(cString: mkdtemp(&bytes)!)
    self.now = now
    if let config {
      try FileManager.default.createDirectory(
        atPath: root + "/config/tik", withIntermediateDirectories: true)
      try config.write(toFile: root + "/config/tik/config.toml", atomically: true, encoding: .utf8)
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  var variables: [String: String] {
    [
      "HOME": root, "XDG_CONFIG_HOME": root + "/config", "XDG_DATA_HOME": root + "/data",
      "XDG_STATE_HOME": root + "/state", "TIK_NOW": now, "LANG": "en_US.UTF-8",
    ]
  }

  /// Runs a command line in process: output, errors and the exit code.
  @discardableResult
  func run(_ arguments: String..., input: [String] = [], terminal: Bool = false) -> (
    output: String, errors: String, status: Int32
  ) {
    let console = MemoryConsole(input: input)
    let environment = Environment(
      variables: variables, stdinIsTerminal: terminal, stdoutIsTerminal: terminal,
      stderrIsTerminal: terminal, terminalWidth: terminal ? 80 : nil)
    let status = Tik.run(
      arguments: arguments, plugins: [JalaliPlugin.self], environment: environment,
      console: console)
    return (console.output, console.errors, status)
  }
}
