/// The UTF-8 bytes of lines being written: one buffer that the pieces of many lines are
/// copied into, made a string when it is handed on.
///
/// The only type of the renderers that holds a pointer: it owns its storage, which grows
/// as needed, and frees it when it goes.
struct LineBuffer: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The bytes written so far.
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit {
    start.deallocate()
  }

  /// What a streamed view hands on at a time: a view of many tasks is never held whole.
  static let piece = 1 << 14

  /// A buffer for a streamed view: a piece and the line that passes it.
  static func forPieces() -> LineBuffer { LineBuffer(capacity: piece + 1024) }

  /// Hands what the buffer holds to `output` once it is a piece.
  mutating func handOnPiece(to output: (UnsafeBufferPointer<UInt8>) -> Void) {
    if count >= Self.piece { handOn(to: output) }
  }

  /// Hands everything written to `output` as it is, bytes that need no checking (a string
  /// made of them would check them all again), and leaves the buffer empty for more;
  /// nothing when nothing was written.
  mutating func handOn(to output: (UnsafeBufferPointer<UInt8>) -> Void) {
    guard count > 0 else { return }
    output(UnsafeBufferPointer(start: start, count: count))
    count = 0
  }

  mutating func append(_ text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
    if copied == nil {
      for byte in text.utf8 { append(byte: byte) }
    }
  }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    reserve(bytes.count)
    (start + count).initialize(from: base, count: bytes.count)
    count += bytes.count
  }

  mutating func append(byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  /// `count` bytes that `body` writes in place (fixed-width fields: dates, times); it
  /// must write every one of them (bytes need no initialising before they are written).
  mutating func append(count: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
    reserve(count)
    body(UnsafeMutableBufferPointer(start: start + self.count, count: count))
    self.count += count
  }

  mutating func appendSpaces(_ spaces: Int) {
    guard spaces > 0 else { return }
    reserve(spaces)
    (start + count).initialize(repeating: 0x20, count: spaces)
    count += spaces
  }

  /// A number of 0 or more in decimal digits.
  mutating func appendDecimal(_ value: Int) {
    if value >= 10 { appendDecimal(value / 10) }
    append(byte: UInt8(ascii: "0") + UInt8(value % 10))
  }

  /// Drops the spaces that end the line begun at `lineStart`, as trimming its characters
  /// would: spaces after a character they join (a prepended mark) stay.
  mutating func trimTrailingSpaces(from lineStart: Int) {
    var end = count
    while end > lineStart, start[end - 1] == 0x20 { end -= 1 }
    guard end < count else { return }
    guard end > lineStart, start[end - 1] >= 0x80 else {
      count = end
      return
    }
    let line = string(from: lineStart)
    var kept = line.endIndex
    while kept > line.startIndex, line[line.index(before: kept)] == " " {
      kept = line.index(before: kept)
    }
    count = lineStart + line.utf8.distance(from: line.startIndex, to: kept)
  }

  /// The bytes from `offset` on, as a string.
  func string(from offset: Int = 0) -> String {
    String(
      decoding: UnsafeBufferPointer(start: start + offset, count: count - offset), as: UTF8.self)
  }

  /// Everything written, as a string; the buffer is left empty for more.
  mutating func take() -> String {
    defer { count = 0 }
    return string()
  }

  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(toHold: extra) }
  }

  @inline(never)
  private mutating func grow(toHold extra: Int) {
    let grown = max(capacity * 2, count + extra)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    moved.moveInitialize(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = grown
  }
}
