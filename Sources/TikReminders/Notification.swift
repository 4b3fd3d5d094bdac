#if canImport(Glibc)
  import Glibc
#endif

/// One notification: the notifier's process showing it, and what it wrote.
///
/// The notifier's output is read as it comes, never only once it has ended: a notifier
/// that writes more than a pipe holds waits for tik to read, and would wait for ever
/// while tik waited for it. Only the first bytes are kept, since the answer is one short
/// word and the reason for a failure one line; the rest is read and dropped.
final class Notification {
  /// How the notifier ended.
  enum Outcome: Equatable {
    /// It showed the notification: the action chosen (`done`, `snooze`), or nil when it
    /// was closed without one.
    case answered(String?)
    case failed(Notifier.Failure)
  }

  /// How much of each stream is kept.
  static let keptBytes = 256

  let pid: pid_t
  /// When the notifier started, on the monotonic clock.
  let started: ContinuousClock.Instant
  private var output: Stream
  private var errors: Stream
  /// Nil while the notifier runs.
  private(set) var outcome: Outcome?

  init(pid: pid_t, output: Int32, errors: Int32) {
    self.pid = pid
    self.output = Stream(descriptor: output)
    self.errors = Stream(descriptor: errors)
    started = .now
  }

  deinit {
    output.close()
    errors.close()
  }

  var isRunning: Bool { outcome == nil }

  /// The first line the notifier wrote to its standard error, as the reason it failed.
  var reason: String? {
    String(decoding: errors.kept, as: UTF8.self).split(whereSeparator: \.isNewline)
      .first.map(String.init)
  }

  /// Reads what the notifier wrote so far, without waiting, and notes its end.
  func update() {
    output.drain()
    errors.drain()
    guard outcome == nil else { return }
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(pid, &status, WNOHANG) } while result < 0 && errno == EINTR
    guard result == pid || result < 0 else { return }
    output.drain()
    errors.drain()
    // Something the notifier started may hold its streams open: what is there is enough.
    output.close()
    errors.close()
    outcome =
      result < 0 ? .answered(nil) : Notification.outcome(status: status, answer: output.kept)
  }

  /// The outcome of a process that ended with `status` (as `waitpid` gives it).
  static func outcome(status: Int32, answer: [UInt8]) -> Outcome {
    let signal = status & 0x7f
    guard signal == 0 else { return .failed(.killed(signal)) }
    let code = (status >> 8) & 0xff
    guard code == 0 else { return .failed(.exited(code)) }
    let text = String(decoding: answer, as: UTF8.self)
    return .answered(text.split(whereSeparator: \.isNewline).first.map(String.init))
  }

  /// Waits up to `timeout` for one of the notifications to write or end, then updates
  /// them all; with none running, sleeps the whole timeout.
  static func wait(for notifications: [Notification], upTo timeout: Duration) {
    let running = notifications.filter(\.isRunning)
    let milliseconds = Int32(
      timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
    // With nothing on screen there is nothing to hear from: the whole timeout is a sleep
    // (a signal still ends it), so a watch that waits does not spin.
    guard !running.isEmpty else {
      _ = poll(nil, 0, milliseconds)
      return
    }
    var descriptors = running.flatMap { [$0.output.descriptor, $0.errors.descriptor] }
      .filter { $0 >= 0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    // A notifier whose streams are closed is only looked at again after a short while.
    let open = running.allSatisfy { $0.output.descriptor >= 0 || $0.errors.descriptor >= 0 }
    _ = poll(&descriptors, nfds_t(descriptors.count), open ? milliseconds : min(milliseconds, 50))
    for notification in running { notification.update() }
  }

  /// The read end of a pipe from the notifier, and its first bytes.
  private struct Stream {
    /// -1 once at its end.
    var descriptor: Int32
    var kept: [UInt8] = []

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Reads until the pipe is empty or at its end, keeping the first `keptBytes`.
    mutating func drain() {
      guard descriptor >= 0 else { return }
      var buffer = [UInt8](repeating: 0, count: 16 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          kept += buffer[..<min(count, max(0, Notification.keptBytes - kept.count))]
          continue
        }
        if count < 0 && errno == EINTR { continue }
        if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return }
        close()
        return
      }
    }

    mutating func close() {
      guard descriptor >= 0 else { return }
      _ = Glibc.close(descriptor)
      descriptor = -1
    }
  }
}
