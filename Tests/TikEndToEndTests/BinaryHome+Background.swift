import Foundation
import TikTestSupport

/// A `tik` left running while the test goes on: its output is read as it comes, and a
/// run that hangs is killed rather than hanging the suite.
final class BackgroundTik: @unchecked Sendable {
  let process = Process()
  private let lock = NSLock()
  private var outputData = Data()
  private var errorData = Data()
  /// Signalled by each reader at the end of its stream.
  private let streamsEnded = DispatchSemaphore(value: 0)

  /// Starts `tik` with the home's variables, standard input empty, and output to pipes.
  init(_ home: BinaryHome, _ arguments: [String], extraVariables: [String: String] = [:]) throws {
    process.executableURL = URL(fileURLWithPath: BinaryHome.executable)
    process.arguments = arguments
    process.environment = home.environment.merging(extraVariables) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    read(output.fileHandleForReading, errors: false)
    read(errors.fileHandleForReading, errors: true)
  }

  private func read(_ handle: FileHandle, errors: Bool) {
    Thread { [self] in
      while true {
        let data = handle.availableData
        if data.isEmpty { break }
        lock.withLock {
          if errors { errorData += data } else { outputData += data }
        }
      }
      streamsEnded.signal()
    }.start()
  }

  /// What it wrote to standard output so far.
  var output: String { lock.withLock { String(decoding: outputData, as: UTF8.self) } }
  var errors: String { lock.withLock { String(decoding: errorData, as: UTF8.self) } }

  /// Its exit status once it ends, within `seconds`; nil when it was still running then,
  /// and is killed.
  func finish(within seconds: Double) -> Int32? {
    guard eventually(within: seconds, { !process.isRunning }) else {
      stop()
      return nil
    }
    process.waitUntilExit()
    // All it wrote is read, unless something it started holds its streams open.
    for _ in 0..<2 { _ = streamsEnded.wait(timeout: .now() + 5) }
    return process.terminationStatus
  }

  /// Ends it (SIGTERM, then SIGKILL after two seconds).
  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    if !eventually(within: 2, { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  deinit { stop() }
}
