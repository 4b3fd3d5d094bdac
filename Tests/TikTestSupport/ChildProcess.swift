import Foundation
import TikCore

/// A program run to its end by a test: its output, errors and exit status, through the
/// same runner tik starts its helpers with (both pipes read as they fill).
public enum ChildProcess {
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil
  ) throws -> (output: String, errors: String, status: Int32) {
    let exit = try Subprocess.run(
      executable, arguments, environment: environment, output: .capture, errors: .capture)
    return (
      String(decoding: exit.output, as: UTF8.self), String(decoding: exit.errors, as: UTF8.self),
      exit.status
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
