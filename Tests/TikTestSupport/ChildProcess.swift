import Foundation

/// A program run to its end by a test: its output, errors and exit status.
///
/// Standard error is read on a thread of its own while standard output is read here: a
/// program that fills one pipe while the test waits on the other would never finish.
public enum ChildProcess {
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil
  ) throws -> (output: String, errors: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let errorText = ErrorReader(errors.fileHandleForReading)
    let text = output.fileHandleForReading.readDataToEndOfFile()
    let error = errorText.finish()
    process.waitUntilExit()
    return (
      String(decoding: text, as: UTF8.self), String(decoding: error, as: UTF8.self),
      process.terminationStatus
    )
  }
}

/// Reads a pipe to its end on a thread of its own.
public final class ErrorReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  public init(_ handle: FileHandle) {
    Thread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }.start()
  }

  /// Everything the pipe gave, once it closed.
  public func finish() -> Data {
    done.wait()
    return data
  }
}
