#if canImport(Glibc)
  import Glibc
#endif

/// One notification: the notifier's process showing it, and what it wrote.
///
/// The notifier's output is read as it comes, never only once it has ended: a notifier
/// that writes more than a pipe holds waits for tik to read, and would wait for ever
/// while tik waited for it. Only the first bytes are kept, since the answer is one short
/// word; the rest is read and dropped.
final class Notification {
  /// How the notifier ended.
  enum Outcome: Equatable {
    /// It showed the notification: the action chosen (`done`, `snooze`), or nil when it
    /// was closed without one.
    case answered(String?)
    case failed(Notifier.Failure)
  }

  /// How much of the output is kept.
  static let keptBytes = 256

  let pid: pid_t
  /// When the notifier started, on the monotonic clock.
  let started: ContinuousClock.Instant
  /// The read end of the notifier's standard output; -1 once it reached its end.
  private var output: Int32
  private var kept: [UInt8] = []
  /// Nil while the notifier runs.
  private(set) var outcome: Outcome?

  init(pid: pid_t, output: Int32) {
    self.pid = pid
    self.output = output
    started = .now
  }

  deinit { if output >= 0 { close(output) } }

  var isRunning: Bool { outcome == nil }

  /// Reads what the notifier wrote so far, without waiting, and notes its end.
  func update() {
    drain()
    guard outcome == nil else { return }
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(pid, &status, WNOHANG) } while result < 0 && errno == EINTR
    guard result == pid || result < 0 else { return }
    drain()
    if output >= 0 {
      // Something the notifier started holds its output open: what is there is enough.
      close(output)
      output = -1
    }
    outcome = result < 0 ? .answered(nil) : Notification.outcome(status: status, answer: kept)
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

  /// Reads until the pipe is empty or at its end, keeping the first `keptBytes`.
  private func drain() {
    guard output >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      if count > 0 {
        kept += buffer[..<min(count, max(0, Notification.keptBytes - kept.count))]
        continue
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return }
      close(output)
      output = -1
      return
    }
  }

  /// Waits up to `timeout` for one of the notifications to write or end, then updates
  /// them all.
  static func wait(for notifications: [Notification], upTo timeout: Duration) {
    let running = notifications.filter(\.isRunning)
    guard !running.isEmpty else { return }
    var descriptors = running.filter { $0.output >= 0 }.map {
      pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0)
    }
    let milliseconds =
      Int32(timeout.components.seconds * 1000)
      + Int32(timeout.components.attoseconds / 1_000_000_000_000_000)
    // A notifier whose output is closed is only looked at again after a short while.
    let wait = descriptors.count == running.count ? milliseconds : min(milliseconds, 50)
    _ = poll(&descriptors, nfds_t(descriptors.count), wait)
    for notification in running { notification.update() }
  }
}
