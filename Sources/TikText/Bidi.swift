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
    visual(text, direction: rightToLeft ? .rightToLeft : .leftToRight)
  }

  /// The text in visual order for a paragraph of the given direction, or of its first
  /// strong letter's when `direction` is nil (left to right when it has none), as a
  /// first-strong isolate (FSI) is laid out.
  public static func visual(_ text: String, direction: TextDirection?) -> String {
    guard direction == .rightToLeft || containsRightToLeft(text) else { return text }
    let logical = text.unicodeScalars.map { FriBidiChar($0.value) }
    guard !logical.isEmpty else { return text }
    var visual = [FriBidiChar](repeating: 0, count: logical.count)
    var direction: FriBidiParType =
      switch direction {
      case .rightToLeft?: FRIBIDI_PAR_RTL
      case .leftToRight?: FRIBIDI_PAR_LTR
      case nil: FRIBIDI_PAR_ON
      }
    let level = fribidi_log2vis(
      logical, FriBidiStrIndex(logical.count), &direction, &visual, nil, nil, nil)
    guard level != 0 else { return text }
    var result = String.UnicodeScalarView()
    for value in visual {
      if let scalar = Unicode.Scalar(value) { result.append(scalar) }
    }
    return String(result)
  }

  /// A line being edited, in visual order for a paragraph of its first strong letter's
  /// direction, and the column the cursor stands at when it is before the scalar at
  /// `cursor` in logical order (`cursor` may be the scalar count: the end). A cursor in
  /// right-to-left text stands on the right of the scalar it is before, as editors with
  /// bidi show it.
  public static func visual(editing text: String, cursor: Int) -> (text: String, column: Int) {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty else { return (text, 0) }
    let logical = scalars.map { FriBidiChar($0.value) }
    let count = FriBidiStrIndex(logical.count)
    var visual = [FriBidiChar](repeating: 0, count: logical.count)
    var toVisual = [FriBidiStrIndex](repeating: 0, count: logical.count)
    var levels = [FriBidiLevel](repeating: 0, count: logical.count)
    var direction: FriBidiParType = FRIBIDI_PAR_ON
    guard fribidi_log2vis(logical, count, &direction, &visual, &toVisual, nil, &levels) != 0
    else { return (text, DisplayWidth.of(String(String.UnicodeScalarView(scalars[..<cursor])))) }
    var shown: [Unicode.Scalar] = []
    for value in visual { shown.append(Unicode.Scalar(value) ?? " ") }
    let at = min(max(cursor, 0), scalars.count)
    let index: Int
    if at < scalars.count {
      index = Int(toVisual[at]) + (levels[at] % 2 == 1 ? 1 : 0)
    } else {
      let last = scalars.count - 1
      index = Int(toVisual[last]) + (levels[last] % 2 == 1 ? 0 : 1)
    }
    let before = String(String.UnicodeScalarView(shown[..<min(index, shown.count)]))
    return (String(String.UnicodeScalarView(shown)), DisplayWidth.of(before))
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

/// Which way lines run: the interface language decides.
public enum TextDirection: Sendable {
  case leftToRight, rightToLeft
}
