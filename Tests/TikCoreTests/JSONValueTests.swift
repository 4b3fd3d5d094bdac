import Foundation
import Testing
import TikCore
import TikTestSupport

/// JSON output is one line, valid for any parser, and safe to print on a terminal.
struct JSONValueTests {
  @Test(arguments: [
    ("a\"b\\c", #""a\"b\\c""#), ("line\nbreak\ttab\rcr", #""line\nbreak\ttab\rcr""#),
    ("\u{1B}[2J\u{07}", #""\u001b[2J\u0007""#),
    ("\u{7F}\u{80}\u{9B}6n\u{9F}", #""\u007f\u0080\u009b6n\u009f""#),
    ("\u{A0}تیک\u{2028}\u{2029}", "\"\u{A0}تیک\\u2028\\u2029\""),
  ])
  func stringsEscapeQuotesAndEveryControlCharacter(text: String, json: String) throws {
    let written = JSONValue.string(text).text
    #expect(written == json)
    let parsed =
      try JSONSerialization.jsonObject(
        with: Data(("[" + written + "]").utf8)) as? [String]
    #expect(parsed == [text])
  }

  /// Strings made of the scalars around every escaped range, written through the fast
  /// path or the escaping one: each parses back to itself, and no control character,
  /// C1 control or line separator is left raw in the line. Half the scalars are plain
  /// letters, so that runs of eight plain bytes and more (passed over a word at a time)
  /// stand before, between and after the others, at every offset.
  @Test func everyStringParsesBackAndHoldsNoRawControl() throws {
    let pool: [Unicode.Scalar] = [
      "a", "\"", "\\", "\n", "\u{01}", "\u{1F}", " ", "\u{7E}", "\u{7F}", "\u{80}", "\u{9F}",
      "\u{A0}", "\u{C2}", "\u{E2}", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "ت", "🙂",
    ]
    var random = SeededTextGenerator(seed: 5)
    for _ in 0..<5_000 {
      var text = ""
      for _ in 0..<Int(random.next() % 24) {
        let plain = random.next() % 2 == 0
        text.unicodeScalars.append(
          plain ? "x" : pool[Int(random.next() % UInt64(pool.count))])
      }
      let written = JSONValue.string(text).text
      let parsed =
        try JSONSerialization.jsonObject(with: Data(("[" + written + "]").utf8)) as? [String]
      #expect(parsed == [text], "\(written)")
      let raw = written.unicodeScalars.filter {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}"
      }
      #expect(raw.isEmpty, "\(written)")
    }
  }
}
