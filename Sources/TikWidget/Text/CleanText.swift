import TikCore

/// Text made safe for every place the widget's lines go: terminals, status bars and
/// shell prompts that paste them into `PS1`.
///
/// Task text is data. A clean line has no control character (they become visible
/// symbols, ␛), no bidi embedding, no tab or line break, and none of the characters a
/// prompt reads as code: `$`, the backquote, the backslash, `%` and `!` become the
/// look-alikes ＄ ˋ ＼ ％ ǃ. The line reads the same and runs nothing.
public enum CleanText {
  /// The text as one clean line.
  public static func line(_ text: String) -> String {
    let single = TerminalText.singleLine(text)
    guard single.unicodeScalars.contains(where: { replacement(for: $0) != nil }) else {
      return single
    }
    var result = String.UnicodeScalarView()
    for scalar in single.unicodeScalars {
      if let replacement = replacement(for: scalar) {
        result.append(contentsOf: replacement.unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether a text is already a clean line.
  public static func isClean(_ text: String) -> Bool {
    line(text) == text
  }

  private static func replacement(for scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "$": "＄"
    case "`": "ˋ"
    case "\\": "＼"
    case "%": "％"
    case "!": "ǃ"
    case "\u{2028}", "\u{2029}": " "
    default: nil
    }
  }
}
