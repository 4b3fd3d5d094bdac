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

  /// Starts the notifier on a notification with the Done and Snooze actions.
  func show(
    summary: String, body: String, doneLabel: String, snoozeLabel: String
  ) throws(Failure) -> Notification {
    guard let program = command.first else { throw .missing }
    let arguments =
      command + [
        "--app-name=tik", "--action=done=" + doneLabel, "--action=snooze=" + snoozeLabel,
        // `--`: a title such as `-u` or `--help` is the summary, not an option.
        "--wait", "--", summary, body,
      ]
    // Close-on-exec: no notifier holds another's pipe open. The read end does not block.
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else { throw .couldNotStart(errno) }
    for end in pipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(pipe[0], F_SETFL, fcntl(pipe[0], F_GETFL) | O_NONBLOCK)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let result = posix_spawnp(&pid, program, &actions, nil, argv, environ)
    close(pipe[1])
    guard result == 0 else {
      close(pipe[0])
      throw result == ENOENT || result == EACCES ? .missing : .couldNotStart(result)
    }
    return Notification(pid: pid, output: pipe[0])
  }
}
