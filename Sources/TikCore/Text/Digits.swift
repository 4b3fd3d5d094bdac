/// Persian (U+06F0–U+06F9) and Arabic-Indic (U+0660–U+0669) digits as Latin 0–9.
public enum Digits: Sendable {
  /// The text with each Persian and Arabic-Indic digit as its Latin digit, all else unchanged.
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

  /// Whether the text has a Persian or an Arabic-Indic digit.
  public static func containsNonLatinDigit(_ text: String) -> Bool {
    text.withUTF8Bytes { firstNonLatinDigit(in: $0) != nil }
  }

  /// The Latin digit for a scalar that is a Persian or Arabic-Indic digit.
  static func latinDigit(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x0660...0x0669: Unicode.Scalar(UInt8(scalar.value - 0x0660) + 0x30)
    case 0x06F0...0x06F9: Unicode.Scalar(UInt8(scalar.value - 0x06F0) + 0x30)
    default: nil
    }
  }

  /// The offset of the first Persian or Arabic-Indic digit in UTF-8 bytes.
  private static func firstNonLatinDigit(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < bytes.count {
      if latinDigit(in: bytes, at: index) != nil {
        return index
      }
      index += 1
    }
    return nil
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
