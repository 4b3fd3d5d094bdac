#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a front end writes and reads: the process's standard streams, or memory in tests.
public protocol Console: AnyObject {
  func write(_ text: String)
  /// UTF-8 bytes for standard output (a streamed view's pieces).
  func write(bytes: UnsafeBufferPointer<UInt8>)
  func writeError(_ text: String)
  /// One line from the user, without its newline; nil at end of input.
  func readLine() -> String?
}

extension Console {
  public func write(bytes: UnsafeBufferPointer<UInt8>) {
    write(String(decoding: bytes, as: UTF8.self))
  }
}

/// The process's standard streams. Output is written in one system call per message.
public final class StandardConsole: Console {
  public init() {}

  public func write(_ text: String) { StandardConsole.write(text, to: 1) }
  public func write(bytes: UnsafeBufferPointer<UInt8>) { StandardConsole.write(bytes, to: 1) }
  public func writeError(_ text: String) { StandardConsole.write(text, to: 2) }
  public func readLine() -> String? { Swift.readLine(strippingNewline: true) }

  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { write($0, to: descriptor) }
  }

  private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
      let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += count
    }
  }
}

/// A console in memory, for tests: input lines in, output and errors collected.
public final class MemoryConsole: Console {
  public private(set) var output = ""
  public private(set) var errors = ""
  public var input: [String]

  public init(input: [String] = []) { self.input = input }

  public func write(_ text: String) { output += text }
  public func writeError(_ text: String) { errors += text }

  public func readLine() -> String? {
    input.isEmpty ? nil : input.removeFirst()
  }
}
