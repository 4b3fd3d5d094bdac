#if canImport(Glibc)
  import Glibc
#endif

/// The desktop notifier, `notify-send` or whatever `notifier` names: run with
/// notify-send's arguments, its standard output read back for the chosen action.
final class Notifier {
  /// One notification on screen: the process showing it and its output so far.
  final class Shown {
    let pid: pid_t
    let output: Int32
    var finished = false

    init(pid: pid_t, output: Int32) {
      self.pid = pid
      self.output = output
    }

    /// The action chosen (`done`, `snooze`), or nil when closed without one; nil too
    /// while the notification is still up, when `wait` is false.
    func action(wait: Bool) -> String?? {
      var status: Int32 = 0
      let result = waitpid(pid, &status, wait ? 0 : WNOHANG)
      guard result == pid || result < 0 else { return .none }
      finished = true
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        bytes += buffer[..<count]
      }
      close(output)
      let text = String(decoding: bytes, as: UTF8.self)
      let word = text.split(whereSeparator: \.isNewline).first.map(String.init)
      return .some(word)
    }
  }

  /// The command and its leading words, from the `notifier` setting.
  let command: [String]

  init(setting: String) {
    command = setting.split(separator: " ").map(String.init)
  }

  enum Failure: Error {
    /// The program is not there: said once, not retried in a loop.
    case missing
    case failed(Int32)
  }

  /// Shows a notification with the Done and Snooze actions.
  func show(
    summary: String, body: String, doneLabel: String, snoozeLabel: String
  ) throws(Failure) -> Shown {
    guard let program = command.first else { throw .missing }
    let arguments =
      command + [
        "--app-name=tik", "--action=done=" + doneLabel, "--action=snooze=" + snoozeLabel,
        // `--`: a title such as `-u` or `--help` is the summary, not an option.
        "--wait", "--", summary, body,
      ]
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else { throw .failed(errno) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let result = posix_spawnp(&pid, program, &actions, nil, argv, environ)
    close(pipe[1])
    guard result == 0 else {
      close(pipe[0])
      throw result == ENOENT || result == EACCES ? .missing : .failed(result)
    }
    return Shown(pid: pid, output: pipe[0])
  }
}
