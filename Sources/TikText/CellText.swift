/// The text of a cell as a laid-out line shows it, with the columns it takes.
///
/// The text is `TerminalText.sanitizedKeepingPairedIsolates(Digits.latinized(text))` and its
/// columns are `DisplayWidth.of` that. Most text — printable ASCII, and other text with no
/// control, bidi control, isolate, Persian or Arabic-Indic digit or scalar that may join a
/// neighbour into a cluster — is none of that changes: it is kept as it is and measured
/// by scalar in one scan of its UTF-8 bytes. The rest takes those functions' own way.
public struct CellText: Sendable {
  public var text: String
  public var columns: Int
  /// Whether the text is printable ASCII: no isolate, no right-to-left letter, and a
  /// column a byte.
  public var isASCII: Bool
  /// Whether the text holds isolates: pairs of them, the only controls left.
  public var hasIsolates: Bool

  public init(_ text: String) {
    if let (columns, isASCII) = Self.unchanged(text) {
      self.text = text
      self.columns = columns
      self.isASCII = isASCII
      hasIsolates = false
    } else {
      self.text = TerminalText.sanitizedKeepingPairedIsolates(Digits.latinized(text))
      columns = DisplayWidth.of(self.text)
      isASCII = false
      hasIsolates = Isolate.isContained(in: self.text)
    }
  }

  /// The columns of text that a cell shows as it is, and whether it is printable ASCII;
  /// nil when it is shown rewritten, or must be measured by cluster (`init` says how).
  public static func unchanged(_ text: String) -> (columns: Int, isASCII: Bool)? {
    // Text whose bytes are not in one piece (none that tik makes) takes the long way.
    text.utf8.withContiguousStorageIfAvailable(unchangedColumns) ?? nil
  }

  /// The columns of text that cells show unchanged, and whether it is printable ASCII;
  /// nil if it has a scalar to rewrite or that may join a neighbour.
  private static func unchangedColumns(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Bool)? {
    var index = printableASCIIPrefix(bytes)
    guard index < bytes.count else { return (bytes.count, true) }
    var columns = index
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        guard lead >= 0x20 && lead != 0x7F else { return nil }
        columns += 1
        index += 1
        continue
      }
      let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      guard index + length <= bytes.count else { return nil }
      var value = UInt32(lead) & (0xFF >> (length + 1))
      for offset in 1..<length {
        value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
      }
      guard !isRewritten(value), let scalar = Unicode.Scalar(value) else { return nil }
      let scalarClass = ScalarClass(scalar)
      guard !scalarClass.contains(.joining) else { return nil }
      columns += scalarClass.columns
      index += length
    }
    return (columns, false)
  }

  /// The length of the bytes' printable ASCII prefix, read eight bytes at a time.
  private static func printableASCIIPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      // A high bit for each byte below 0x20, or above 0x7E, or 0x80 and more.
      let below = (word &- ones &* 0x20) & ~word & highs
      let above = ((word &+ ones &* (0x7F - 0x7E)) | word) & highs
      guard below | above == 0 else { break }
      index += 8
    }
    while index < bytes.count, bytes[index] >= 0x20 && bytes[index] < 0x7F {
      index += 1
    }
    return index
  }

  /// Whether a scalar above ASCII may be rewritten: a C1 control, a bidi embedding,
  /// override or isolate, a Persian or Arabic-Indic digit, an Arabic separator.
  private static func isRewritten(_ value: UInt32) -> Bool {
    switch value {
    case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x0660...0x0669, 0x066B, 0x066C,
      0x06F0...0x06F9:
      true
    default: false
    }
  }
}
