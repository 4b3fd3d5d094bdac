/// Persian (U+06F0–U+06F9) and Arabic-Indic (U+0660–U+0669) digits as Latin 0–9, and the
/// Arabic thousands and decimal separators between digits (`۲۵۰٬۰۰۰`, `۲٫۵`) as `,` and `.`.
public enum Digits: Sendable {
  /// The text with each Persian and Arabic-Indic digit as its Latin digit, and an Arabic
  /// separator between two digits as its Latin one, all else unchanged.
  public static func latinized(_ text: String) -> String {
    text.withUTF8Bytes { bytes in
      guard firstNonLatinDigit(in: bytes) != nil else { return text }
      return String(utf8Capacity: bytes.count) { output in
        var count = 0
        var index = 0
        while index < bytes.count {
          if let digit = latinDigit(in: bytes, at: index) {
            output[count] = digit
            index += 2
          } else if let separator = latinSeparator(in: bytes, at: index),
            count > 0, output[count - 1] >= 0x30 && output[count - 1] <= 0x39,
            index + 2 < bytes.count,
            latinDigit(in: bytes, at: index + 2) != nil
              || (bytes[index + 2] >= 0x30 && bytes[index + 2] <= 0x39)
          {
            output[count] = separator
            index += 2
          } else {
            output[count] = bytes[index]
            index += 1
          }
          count += 1
        }
        return count
      }
    }
  }

  /// Whether the text has a Persian or an Arabic-Indic digit, or an Arabic separator
  /// between digits: what `latinized` changes.
  public static func containsNonLatinDigit(_ text: String) -> Bool {
    text.withUTF8Bytes { firstNonLatinDigit(in: $0) != nil }
  }

  /// `,` for the Arabic thousands separator (U+066C, D9 AC), `.` for the decimal one
  /// (U+066B, D9 AB).
  private static func latinSeparator(in bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> UInt8?
  {
    guard bytes[index] == 0xD9, index + 1 < bytes.count else { return nil }
    switch bytes[index + 1] {
    case 0xAC: return 0x2C
    case 0xAB: return 0x2E
    default: return nil
    }
  }

  /// The Latin digit for a scalar that is a Persian or Arabic-Indic digit.
  static func latinDigit(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x0660...0x0669: Unicode.Scalar(UInt8(scalar.value - 0x0660) + 0x30)
    case 0x06F0...0x06F9: Unicode.Scalar(UInt8(scalar.value - 0x06F0) + 0x30)
    default: nil
    }
  }

  /// The offset of the first Persian or Arabic-Indic digit, or Arabic separator between
  /// digits, in UTF-8 bytes.
  private static func firstNonLatinDigit(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < bytes.count {
      if latinDigit(in: bytes, at: index) != nil {
        return index
      }
      if latinSeparator(in: bytes, at: index) != nil, index > 0, index + 2 < bytes.count,
        isDigit(bytes, endingAt: index - 1), isDigit(bytes, at: index + 2)
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Whether a digit of any script starts at `index`.
  private static func isDigit(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    (bytes[index] >= 0x30 && bytes[index] <= 0x39) || latinDigit(in: bytes, at: index) != nil
  }

  /// Whether a digit of any script ends at `index`.
  private static func isDigit(_ bytes: UnsafeBufferPointer<UInt8>, endingAt index: Int) -> Bool {
    if bytes[index] >= 0x30 && bytes[index] <= 0x39 { return true }
    return index > 0 && latinDigit(in: bytes, at: index - 1) != nil
  }

  /// The ASCII digit for the Persian or Arabic-Indic digit whose UTF-8 starts at `index`.
  ///
  /// Their UTF-8 is D9 A0–A9 (U+0660–U+0669) or DB B0–B9 (U+06F0–U+06F9).
  private static func latinDigit(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt8? {
    let lead = bytes[index]
    guard lead == 0xD9 || lead == 0xDB, index + 1 < bytes.count else { return nil }
    let low: UInt8 = lead == 0xD9 ? 0xA0 : 0xB0
    let trail = bytes[index + 1]
    return trail >= low && trail <= low + 9 ? trail - low + 0x30 : nil
  }
}
