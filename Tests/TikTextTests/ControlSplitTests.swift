import Testing
import TikText

/// Splitting at a line feed or a tab by its byte gives the standard library's pieces.
@Suite struct ControlSplitTests {
  static let texts = [
    "", "\n", "\t", "a", "a\nb", "a\n\nb\n", "\na\tb\t\tc", "شنبه\tیک\nدو",
    "e\u{301}\n\u{301}x",  // a combining mark after a line feed is a Character of its own
    "a\r\nb\nc",  // a carriage return and line feed are one Character
    "a\rb\n", "🇮🇷\t👩‍👩‍👧\n#️⃣",
  ]

  @Test(arguments: texts)
  func piecesAreTheStandardLibrarysSplit(text: String) {
    for separator in ["\n", "\t"] as [Unicode.Scalar] {
      let expected = text.split(separator: Character(separator), omittingEmptySubsequences: false)
        .map(String.init)
      #expect(text.pieces(at: separator) == expected)
    }
  }
}
