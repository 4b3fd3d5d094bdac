#if canImport(Glibc)
  import Glibc
#endif

/// Reads requests from a file descriptor a line at a time, and hands over at once every
/// line that has already arrived, so a pipe full of lines is stored in few transactions.
final class LineReader {
  /// One request line as it arrived.
  enum Line: Equatable {
    case text(String)
    case invalidUTF8
    case tooLong
  }

  /// Longer lines are refused: no title or command needs 64 KiB.
  static let maximumLength = 65_536

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  /// True while the rest of an over-long line is being skipped.
  private var skipping = false
  /// Whether the input's first bytes were looked at for a byte order mark.
  private var sawStart = false

  init(descriptor: Int32 = 0) { self.descriptor = descriptor }

  /// Waits for at least one line, then returns it with every complete line already
  /// available (at most `limit`); nil at the end of input.
  func nextBatch(limit: Int) -> [Line]? {
    var lines: [Line] = []
    while lines.isEmpty {
      if let line = takeLine() {
        lines.append(line)
      } else if atEnd {
        if let last = takeRest() { lines.append(last) }
        return lines.isEmpty ? nil : lines
      } else {
        fill(blocking: true)
      }
    }
    while lines.count < limit {
      if let line = takeLine() {
        lines.append(line)
      } else if !atEnd, fill(blocking: false) {
        continue
      } else {
        break
      }
    }
    return lines
  }

  /// Reads more bytes; without blocking, only when some are ready. True when it read any.
  @discardableResult
  private func fill(blocking: Bool) -> Bool {
    if !blocking {
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 0) > 0 else { return false }
    }
    if start > 0 && start == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      start = 0
    } else if start > 65_536 {
      buffer.removeFirst(start)
      start = 0
    }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { return true }
    guard count > 0 else {
      atEnd = true
      return false
    }
    buffer.append(contentsOf: chunk[..<count])
    // A byte order mark before the first request is no part of it. Until three bytes
    // came, those that did are all of the input so far (no line ends in a mark's start).
    if !sawStart {
      let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
      let head = Array(buffer.prefix(3))
      if head.count == 3 || !mark.starts(with: head) {
        sawStart = true
        if head == mark { start = 3 }
      }
    }
    return true
  }

  private func takeLine() -> Line? {
    while true {
      guard let newline = buffer[start...].firstIndex(of: 0x0A) else {
        if buffer.count - start > LineReader.maximumLength {
          start = buffer.count
          if !skipping {
            skipping = true
            return .tooLong
          }
        }
        return nil
      }
      let bytes = buffer[start..<newline]
      start = newline + 1
      if skipping {
        skipping = false
        continue
      }
      return line(bytes)
    }
  }

  private func takeRest() -> Line? {
    guard start < buffer.count, !skipping else { return nil }
    defer { start = buffer.count }
    return line(buffer[start...])
  }

  private func line(_ bytes: ArraySlice<UInt8>) -> Line {
    var bytes = bytes
    if bytes.last == 0x0D { bytes = bytes.dropLast() }
    guard bytes.count <= LineReader.maximumLength else { return .tooLong }
    guard let text = String(validating: bytes, as: UTF8.self) else { return .invalidUTF8 }
    return .text(text)
  }
}
