/// Columns a string takes in a terminal.
public enum DisplayWidth: Sendable {
  /// The columns the text takes: the sum of the widths of its extended grapheme clusters.
  ///
  /// A cluster takes 0 columns if it has only zero-width scalars (combining marks, format
  /// characters such as ZWNJ, ZWJ and LRM, variation selectors) or controls; 2 if it is East
  /// Asian Wide or Fullwidth or is shown as an emoji (Emoji_Presentation, VS16, a flag, a ZWJ
  /// sequence); 1 otherwise.
  public static func of(_ text: String) -> Int {
    if let columns = asciiColumns(text) {
      return columns
    }
    if let measure = scalarMeasure(text, budget: 0) {
      return measure.columns
    }
    var columns = 0
    for character in text {
      columns += self.columns(of: character)
    }
    return columns
  }

  /// The longest prefix of the text that fits in `width` columns, ending in "…" if cut.
  ///
  /// Grapheme clusters are never split, so a cut text may take fewer than `width` columns.
  /// A `width` of 0 or less gives "".
  public static func truncated(_ text: String, toWidth width: Int) -> String {
    fitted(text, toWidth: width).text
  }

  /// As `truncated`, but cut at a word's end when one falls in the last half of the
  /// room: `every 6 mo…` becomes `every 6…`.
  public static func truncatedAtWord(_ text: String, toWidth width: Int) -> String {
    let cut = truncated(text, toWidth: width)
    guard cut != text, cut.hasSuffix("…") else { return cut }
    let kept = cut.dropLast()
    guard let space = kept.lastIndex(of: " "), of(String(kept[..<space])) >= width / 2 else {
      return cut
    }
    return String(kept[..<space]) + "…"
  }

  /// The text padded with spaces to take exactly `width` columns, truncated first if wider.
  ///
  /// The spaces go on the right, or on the left when `alignRight` is true.
  public static func padded(
    _ text: String, toWidth width: Int, alignRight: Bool = false
  ) -> String {
    let (fitted, columns) = fitted(text, toWidth: width)
    guard columns < width else { return fitted }
    let padding = String(repeating: " ", count: width - columns)
    return alignRight ? padding + fitted : fitted + padding
  }

  /// The text truncated to `width` columns, with the columns it takes.
  private static func fitted(_ text: String, toWidth width: Int) -> (text: String, columns: Int) {
    guard width > 0 else { return ("", 0) }
    let budget = width - 1
    var total = 0
    var keptBytes = 0
    var kept = 0
    if let measure = scalarMeasure(text, budget: budget) {
      (total, keptBytes, kept) = measure
    } else {
      for character in text {
        let columns = columns(of: character)
        total += columns
        if total <= budget {
          keptBytes += character.utf8.count
          kept = total
        }
      }
    }
    guard total > width else { return (text, total) }
    let end = text.utf8.index(text.startIndex, offsetBy: keptBytes)
    // A String of the slice first: a slice added to a string goes through generic code
    // that looks up its witnesses by name the first time, ~110,000 instructions.
    return (String(text[..<end]) + "…", kept + 1)
  }

  /// The columns of an all-ASCII text: its printable bytes. `nil` if the text is not ASCII.
  private static func asciiColumns(_ text: String) -> Int? {
    text.withUTF8Bytes { bytes in
      var columns = 0
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        if byte >= 0x20 && byte != 0x7F {
          columns += 1
        }
      }
      return columns
    }
  }

  /// The columns of the text and of its longest prefix within `budget`, summed by scalar.
  ///
  /// The prefix is given by its UTF-8 length and its columns. `nil` if a scalar may join a neighbour into a grapheme cluster; otherwise every cluster has
  /// at most one scalar that takes columns, so the sums over scalars and over clusters agree.
  private static func scalarMeasure(
    _ text: String, budget: Int
  ) -> (columns: Int, prefixBytes: Int, prefixColumns: Int)? {
    var columns = 0
    var bytes = 0
    var prefixBytes = 0
    var prefixColumns = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        columns += value >= 0x20 && value != 0x7F ? 1 : 0
      } else {
        let scalarClass = ScalarClass(scalar)
        guard !scalarClass.contains(.joining) else { return nil }
        columns += scalarClass.columns
      }
      bytes += UTF8.width(scalar)
      if columns <= budget {
        prefixBytes = bytes
        prefixColumns = columns
      }
    }
    return (columns, prefixBytes, prefixColumns)
  }

  /// The columns one extended grapheme cluster takes.
  static func columns(of character: Character) -> Int {
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
    }
    var base: Unicode.Scalar?
    var baseClass = ScalarClass()
    var hasZWJ = false
    var hasTextSelector = false
    var hasEmojiSelector = false
    for scalar in character.unicodeScalars {
      switch scalar.value {
      case 0x200D: hasZWJ = true
      case 0xFE0E: hasTextSelector = true
      case 0xFE0F: hasEmojiSelector = true
      default:
        guard base == nil else { continue }
        let scalarClass = ScalarClass(scalar)
        if scalarClass.columns > 0 {
          base = scalar
          baseClass = scalarClass
        }
      }
    }
    guard let base else { return 0 }
    if hasEmojiSelector || baseClass.contains(.wide) || (0x1F1E6...0x1F1FF).contains(base.value) {
      return 2
    }
    guard base.value >= 0xA9 else { return 1 }
    let properties = base.properties
    if hasZWJ && properties.isEmoji {
      return 2
    }
    return properties.isEmojiPresentation && !hasTextSelector ? 2 : 1
  }
}
