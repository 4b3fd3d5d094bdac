import TikCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells status bars that the snapshot changed, so they show it now rather than at their
/// next interval: inside tmux, `tmux refresh-client -S` (re-runs the status line's
/// `#(…)` jobs; `widget.tmux_refresh`), and with `widget.bar_signal = N`, the signal
/// SIGRTMIN+N to the user's Waybar and i3blocks (their modules' `signal = N`).
///
/// Neither waits: tmux runs detached and is reaped by the next refresh or at exit; a
/// signal is one `kill`. A failure is silent, as the bar still refreshes on its interval.
enum BarRefresh {
  static var configKeys: [ConfigKey] {
    [
      ConfigKey(
        "widget.tmux_refresh", .flag, default: .bool(true),
        about: "Whether a change refreshes tmux's status line at once."),
      ConfigKey(
        "widget.bar_signal", .number(Array(0...30)), default: .integer(0),
        about: "N sends SIGRTMIN+N to Waybar and i3blocks on a change; 0 sends none."),
    ]
  }

  /// The bars' process names that take a refresh signal.
  static let signalledBars: Set<String> = ["waybar", "i3blocks"]

  static func afterRewrite(context: Context) {
    if context.config.flag("widget.tmux_refresh"), let tmux = context.environment["TMUX"],
      !tmux.isEmpty
    {
      refreshTmux()
    }
    let signal = context.config.number("widget.bar_signal")
    if signal > 0 { signalBars(__libc_current_sigrtmin() + Int32(signal)) }
  }

  /// Children started by earlier refreshes; each is reaped once it has exited.
  nonisolated(unsafe) private static var running: [pid_t] = []

  static func refreshTmux() {
    running.removeAll { pid in waitpid(pid, nil, WNOHANG) != 0 }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in 0...2 {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    let words = ["tmux", "refresh-client", "-S"]
    let argv = words.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    if posix_spawnp(&pid, "tmux", &actions, nil, argv, environ) == 0 { running.append(pid) }
  }

  /// Sends `signal` to each of this user's processes named as a signalled bar.
  static func signalBars(_ signal: Int32) {
    guard let directory = opendir("/proc") else { return }
    defer { closedir(directory) }
    let user = getuid()
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let pid = pid_t(name), let command = processName(pid) else { continue }
      var info = stat()
      guard signalledBars.contains(command), stat("/proc/" + name, &info) == 0,
        info.st_uid == user
      else { continue }
      kill(pid, signal)
    }
  }

  /// The process's name from `/proc/PID/comm`.
  static func processName(_ pid: pid_t) -> String? {
    let descriptor = open("/proc/\(pid)/comm", O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].prefix { $0 != 10 }, as: UTF8.self)
  }
}
