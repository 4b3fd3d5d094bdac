#if canImport(Glibc)
  import Glibc
#endif

/// The desktop notifier, `notify-send` or whatever `notifier` names: run with
/// notify-send's arguments, its standard output read back for the chosen action.
final class Notifier {
  /// The command and its leading words, from the `notifier` setting.
  let command: [String]

  init(setting: String) {
    command = setting.split(separator: " ").map(String.init)
  }

  /// Why a notifier did not show a notification.
  enum Failure: Error, Hashable {
    /// The program is not there.
    case missing
    /// It could not be started: the system's error number (out of file descriptors, of
    /// processes …).
    case couldNotStart(Int32)
    /// It ended with a status other than 0, as notify-send does without a session bus.
    case exited(Int32)
    /// A signal ended it.
    case killed(Int32)
  }

  /// Starts the notifier on a notification with its actions, each a key (what the
  /// notifier writes back when it is chosen) and a label.
  func show(
    summary: String, body: String, actions: [(key: String, label: String)]
  ) throws(Failure) -> Notification {
    guard let program = command.first else { throw .missing }
    let arguments =
      command + ["--app-name=tik"] + actions.map { "--action=\($0.key)=\($0.label)" }
      // `--`: a title such as `-u` or `--help` is the summary, not an option.
      + ["--wait", "--", summary, body]
    let output = try Notifier.pipe()
    let errors: (read: Int32, write: Int32)
    do {
      errors = try Notifier.pipe()
    } catch {
      close(output.read)
      close(output.write)
      throw error
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output.write, 1)
    posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let result = posix_spawnp(&pid, program, &actions, nil, argv, environ)
    close(output.write)
    close(errors.write)
    guard result == 0 else {
      close(output.read)
      close(errors.read)
      throw result == ENOENT || result == EACCES ? .missing : .couldNotStart(result)
    }
    return Notification(pid: pid, output: output.read, errors: errors.read)
  }

  /// The system's words for an error number, lowercased as tik's messages are.
  static func describe(_ code: Int32) -> String {
    let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    return text.prefix(1).lowercased() + text.dropFirst()
  }

  /// A pipe for one of the notifier's streams, both ends close-on-exec (no notifier holds
  /// another's open), the read end not blocking.
  private static func pipe() throws(Failure) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard Glibc.pipe(&ends) == 0 else { throw .couldNotStart(errno) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    return (ends[0], ends[1])
  }
}
