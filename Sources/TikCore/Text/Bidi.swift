import CFriBidi

/// Bidirectional text through GNU FriBidi: the only file that calls it.
///
/// Terminals that implement the Unicode bidi algorithm (VTE, Konsole, mlterm) get text
/// in logical order; the others show characters left to right as they come, so tik
/// hands them the visual order, with Arabic letters shaped, exactly as the `fribidi`
/// tool prints it.
public enum Bidi {
  /// The text in visual order for a paragraph of the given direction, Arabic shaping
  /// applied; left alone when there is nothing to reorder.
  public static func visual(_ text: String, rightToLeft: Bool) -> String {
    guard rightToLeft || containsRightToLeft(text) else { return text }
    let logical = text.unicodeScalars.map { FriBidiChar($0.value) }
    guard !logical.isEmpty else { return text }
    var visual = [FriBidiChar](repeating: 0, count: logical.count)
    var direction: FriBidiParType = rightToLeft ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR
    let level = fribidi_log2vis(
      logical, FriBidiStrIndex(logical.count), &direction, &visual, nil, nil, nil)
    guard level != 0 else { return text }
    var result = String.UnicodeScalarView()
    for value in visual {
      if let scalar = Unicode.Scalar(value) { result.append(scalar) }
    }
    return String(result)
  }

  /// Whether the text has a letter written right to left (Hebrew, Arabic, Persian …).
  public static func containsRightToLeft(_ text: String) -> Bool {
    for byte in text.utf8 where byte >= 0xD6 {
      return text.unicodeScalars.contains(where: isRightToLeft)
    }
    return false
  }

  /// Scalars of the right-to-left scripts' blocks.
  static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x1_0800...0x1_0FFF,
      0x1_E800...0x1_EFFF:
      true
    default: false
    }
  }
}
