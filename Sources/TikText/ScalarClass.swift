/// What tik's text functions ask about a Unicode scalar, answered by one table lookup.
///
/// The standard library's `Unicode.Scalar.Properties` answers too, but each property costs a
/// lookup of its own; `UnicodeTables` has the answers for all of them together.
struct ScalarClass: OptionSet, Sendable {
  let rawValue: UInt8

  /// A combining mark (Mn, Me) or a format character (Cf), which takes no column of its own.
  static let zeroWidth = ScalarClass(rawValue: 1 << 0)
  /// A control (Cc) or a line or paragraph separator (Zl, Zp).
  static let control = ScalarClass(rawValue: 1 << 1)
  /// East Asian Wide or Fullwidth.
  static let wide = ScalarClass(rawValue: 1 << 2)
  /// Unicode White_Space.
  static let whitespace = ScalarClass(rawValue: 1 << 3)
  /// A cased letter, which may change when lowercased.
  static let cased = ScalarClass(rawValue: 1 << 4)
  /// May form a grapheme cluster with a neighbour that takes columns, so clusters must be measured.
  ///
  /// Emoji, Hangul jamo, spacing marks, prepended marks, ZWJ, variation selectors and conjunct
  /// viramas are joining.
  static let joining = ScalarClass(rawValue: 1 << 5)
  /// Unassigned in the tables' Unicode version; its other flags come from the standard library.
  static let unassigned = ScalarClass(rawValue: 1 << 6)
  /// A lowercase letter with base letters in `UnicodeTables.foldedLetters`.
  static let folds = ScalarClass(rawValue: 1 << 7)

  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The class of `scalar`.
  init(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    let starts = UnicodeTables.classStarts
    var first = 0
    var count = starts.count
    while count > 1 {
      let half = count / 2
      first = starts[first + half] <= value ? first + half : first
      count -= half
    }
    self.init(rawValue: UnicodeTables.classFlags[first])
    if contains(.unassigned) {
      let properties = scalar.properties
      switch properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format: insert(.zeroWidth)
      case .control, .lineSeparator, .paragraphSeparator: insert(.control)
      default: break
      }
      if properties.isWhitespace {
        insert(.whitespace)
      }
      if properties.changesWhenLowercased {
        insert(.cased)
      }
    }
  }

  /// The columns the scalar takes on its own: 0, 1 or 2.
  var columns: Int {
    if !isDisjoint(with: [.zeroWidth, .control]) {
      return 0
    }
    return contains(.wide) ? 2 : 1
  }
}
