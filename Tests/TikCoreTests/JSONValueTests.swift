import Foundation
import Testing
import TikCore

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
}
