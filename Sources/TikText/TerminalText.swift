/// Terminal-safe text: task text is data and never reaches the terminal raw.
public enum TerminalText: Sendable {
  /// The text with controls shown as visible symbols and bidi embeddings removed.
  ///
  /// Each C0 control (U+0000–U+001F) becomes its Control Pictures symbol (ESC → ␛), DEL becomes
  /// ␡, each C1 control (U+0080–U+009F) becomes U+FFFD, and the bidi embedding, override and
  /// isolate controls (U+202A–U+202E, U+2066–U+2069) are removed. LRM, RLM, ZWNJ and ZWJ stay.
  /// Clean text, the common case, is returned as is after a scan of its UTF-8 bytes.
  public static func sanitized(_ text: String) -> String {
    rewritten(text, joiningLines: false)
  }

  /// The text as one line for a title: sanitized, with line breaks and tabs as spaces.
  ///
  /// Like `sanitized`, except that each run of TAB, LF and CR (CRLF included) becomes one space.
  public static func singleLine(_ text: String) -> String {
    rewritten(text, joiningLines: true)
  }

  /// A value as an error message quotes it: one sanitized line of at most `limit`
  /// characters, cut with `…` (a bad 1 MB value is not echoed whole).
  public static func excerpt(_ text: String, limit: Int = 60) -> String {
    let line = singleLine(text)
    guard line.count > limit else { return line }
    return String(line.prefix(limit)) + "…"
  }

  private static func rewritten(_ text: String, joiningLines: Bool) -> String {
    text.withUTF8Bytes { bytes in
      guard let start = firstUnsafeByte(in: bytes) else { return text }
      return String(utf8Capacity: rewrittenCapacity(bytes, from: start)) { output in
        var count = start
        if start > 0 {
          _ = UnsafeMutableBufferPointer(rebasing: output[..<start])
            .initialize(from: UnsafeBufferPointer(rebasing: bytes[..<start]))
        }

        func write(_ byte: UInt8) {
          output[count] = byte
          count += 1
        }

        func write(_ first: UInt8, _ second: UInt8, _ third: UInt8) {
          write(first)
          write(second)
          write(third)
        }

        var index = start
        var inLineBreak = false
        while index < bytes.count {
          let byte = bytes[index]
          let length = unsafeSequenceLength(in: bytes, at: index)
          if joiningLines && (byte == 0x09 || byte == 0x0A || byte == 0x0D) {
            if !inLineBreak {
              write(0x20)
            }
            inLineBreak = true
          } else if length < 3 {
            switch length {
            case 0: write(byte)
            case 1 where byte == 0x7F: write(0xE2, 0x90, 0xA1)
            case 1: write(0xE2, 0x90, 0x80 | byte)
            default: write(0xEF, 0xBF, 0xBD)
            }
            inLineBreak = false
          }
          index += max(length, 1)
        }
        return count
      }
    }
  }

  /// An upper bound of the UTF-8 length of `rewritten` for bytes clean up to `start`.
  private static func rewrittenCapacity(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int {
    var capacity = bytes.count
    var index = start
    while index < bytes.count {
      let length = unsafeSequenceLength(in: bytes, at: index)
      capacity += length == 1 ? 2 : length == 2 ? 1 : 0
      index += max(length, 1)
    }
    return capacity
  }

  /// The offset of the first byte of a control or bidi control, if any.
  private static func firstUnsafeByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F
        || ((byte == 0xC2 || byte == 0xE2) && unsafeSequenceLength(in: bytes, at: index) > 0)
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The UTF-8 length of the control or bidi control starting at `index`, or 0 if none does.
  ///
  /// C0 and DEL are one byte; C1 controls are C2 80–C2 9F; U+202A–U+202E are E2 80 AA–AE and
  /// U+2066–U+2069 are E2 81 A6–A9.
  private static func unsafeSequenceLength(
    in bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> Int {
    let byte = bytes[index]
    if byte < 0x20 || byte == 0x7F {
      return 1
    }
    if byte == 0xC2 {
      return index + 1 < bytes.count && bytes[index + 1] < 0xA0 ? 2 : 0
    }
    guard byte == 0xE2, index + 2 < bytes.count else { return 0 }
    let second = bytes[index + 1]
    let third = bytes[index + 2]
    let isBidi =
      (second == 0x80 && third >= 0xAA && third <= 0xAE)
      || (second == 0x81 && third >= 0xA6 && third <= 0xA9)
    return isBidi ? 3 : 0
  }
}
