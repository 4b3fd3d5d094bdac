/// The key tik searches and matches names by.
public enum TextFolding: Sendable {
  /// The text lowercased and without diacritics, as tik compares it.
  ///
  /// Combining marks (Mn, Me) are dropped and precomposed Latin, Greek and Arabic letters fold
  /// to their base letters (é → e, ß → ss, ł → l, ά → α, أ → ا), so a key does not depend on
  /// whether its text was composed or decomposed. Arabic yeh ي and alef maksura ى become
  /// Persian yeh ی and Arabic kaf ك becomes keheh ک; tatweel and format characters (Cf: ZWNJ,
  /// ZWJ, bidi marks) are dropped; Persian and Arabic-Indic digits become Latin digits, and
  /// the Arabic separators between digits `,` and `.`. Each run
  /// of whitespace becomes one space, and the key is trimmed.
  public static func key(_ text: String) -> String {
    text.withUTF8Bytes { bytes in
      bytes.allSatisfy { $0 < 0x80 } ? asciiKey(text, bytes) : unicodeKey(text)
    }
  }

  private static func asciiKey(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
    if isASCIIKey(bytes) {
      return text
    }
    return String(utf8Capacity: bytes.count) { output in
      var count = 0
      var pendingSpace = false
      for byte in bytes {
        if isASCIIWhitespace(byte) {
          pendingSpace = count > 0
          continue
        }
        if pendingSpace {
          output[count] = 0x20
          count += 1
          pendingSpace = false
        }
        output[count] = asciiLowercase(byte)
        count += 1
      }
      return count
    }
  }

  /// Whether ASCII bytes are already their own key.
  private static func isASCIIKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, let last = bytes.last else { return true }
    guard first != 0x20, last != 0x20 else { return false }
    var previous: UInt8 = 0
    for byte in bytes {
      if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x09 && byte <= 0x0D)
        || (byte == 0x20 && previous == 0x20)
      {
        return false
      }
      previous = byte
    }
    return true
  }

  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  private static func unicodeKey(_ text: String) -> String {
    // Digits in any script, and the Arabic separators between them, as `Digits` reads them.
    let text = Digits.latinized(text)
    var key: [UInt8] = []
    key.reserveCapacity(text.utf8.count)
    var pendingSpace = false

    func append(_ scalar: Unicode.Scalar) {
      if pendingSpace {
        key.append(0x20)
        pendingSpace = false
      }
      key.append(contentsOf: scalar.utf8)
    }

    func appendFolded(_ scalar: Unicode.Scalar, _ scalarClass: ScalarClass) {
      guard !scalarClass.contains(.zeroWidth) else { return }
      switch scalar.value {
      case 0x0640: break
      case 0x0649, 0x064A: append("\u{06CC}")
      case 0x0643: append("\u{06A9}")
      case 0x0660...0x0669, 0x06F0...0x06F9: append(Digits.latinDigit(for: scalar) ?? scalar)
      default:
        if scalarClass.contains(.folds), let base = baseLetters(of: scalar) {
          append(base.first)
          if let second = base.second {
            append(second)
          }
        } else {
          append(scalar)
        }
      }
    }

    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        if isASCIIWhitespace(UInt8(value)) {
          pendingSpace = !key.isEmpty
        } else {
          append(Unicode.Scalar(asciiLowercase(UInt8(value))))
        }
        continue
      }
      let scalarClass = ScalarClass(scalar)
      if scalarClass.contains(.whitespace) {
        pendingSpace = !key.isEmpty
      } else if scalarClass.contains(.cased) && !scalarClass.contains(.folds)
        && scalar.properties.changesWhenLowercased
      {
        for lowercase in scalar.properties.lowercaseMapping.unicodeScalars {
          appendFolded(lowercase, ScalarClass(lowercase))
        }
      } else {
        appendFolded(scalar, scalarClass)
      }
    }
    return String(decoding: key, as: UTF8.self)
  }

  private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }

  /// The base letters of a lowercase precomposed letter, from `UnicodeTables`.
  private static func baseLetters(
    of scalar: Unicode.Scalar
  ) -> (first: Unicode.Scalar, second: Unicode.Scalar?)? {
    let value = scalar.value
    let letters = UnicodeTables.foldedLetters
    var low = 0
    var high = letters.count
    while low < high {
      let middle = (low + high) / 2
      if letters[middle] < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < letters.count, letters[low] == value else { return nil }
    let packed = UnicodeTables.foldedBases[low]
    guard let base = Unicode.Scalar(packed & 0xFFFF) else { return nil }
    return (base, packed > 0xFFFF ? Unicode.Scalar(packed >> 16) : nil)
  }
}
