import Testing
import TikTestSupport
import TikText

/// A cell's text is what the three functions it stands for make of it, measured as they
/// measure it, whichever way it takes: kept and measured by scalar, or rewritten.
@Suite struct CellTextTests {
  /// What `CellText` stands for, step by step.
  func reference(_ text: String) -> (text: String, columns: Int) {
    let shown = TerminalText.sanitizedKeepingPairedIsolates(Digits.latinized(text))
    return (shown, DisplayWidth.of(shown))
  }

  @Test(arguments: [
    "", "buy milk", "Task 5456 read chapter", "~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./",
    "○", "✓", "✎", "▣", "↻", " · ", "café", "e\u{301}", "خرید نان", "می‌روم", "漢字 かな",
    "한국어", "\u{1100}\u{1161}", "👍", "👍🏽", "👨‍👩‍👧", "🇮🇷", "☺\u{FE0F}", "☺\u{FE0E}", "\u{0600}1",
    "a\u{AD}b", "\u{FEFF}x", "\u{3000}", "\u{10FFFF}", "x\u{2028}y",
    "۱۲۳", "٣٤", "۲٬۵۰۰", "۲٫۵", "2٫5", "a٬b", "\u{1B}[31mred\u{1B}[0m", "tab\there", "line\nbreak",
    "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "\u{202E}evil", "\u{2066}kept\u{2069}", "\u{2067}open",
    "close\u{2069}", "\u{2068}«\u{2066}/done 4\u{2069}»\u{2069}",
  ])
  func aCellIsWhatSanitisingLatinisingAndMeasuringMakeOfIt(text: String) {
    let cell = CellText(text)
    let expected = reference(text)
    #expect(cell.text == expected.text)
    #expect(cell.columns == expected.columns)
    #expect(cell.isASCII == text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
    #expect(cell.hasIsolates == Isolate.isContained(in: cell.text))
  }

  @Test func randomTextIsShownAsTheReferenceShowsIt() {
    var generator = SeededTextGenerator(seed: 0xCE11)
    for _ in 0..<20_000 {
      let text = generator.string()
      let cell = CellText(text)
      let expected = reference(text)
      #expect(cell.text == expected.text, "\(text.debugDescription)")
      #expect(cell.columns == expected.columns, "\(text.debugDescription)")
      #expect(!cell.hasIsolates || Isolate.isContained(in: cell.text))
    }
  }

  @Test func everyScalarAloneAndBetweenLettersIsShownAsTheReferenceShowsIt() {
    for value in UInt32(0)...0x3400 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in [String(scalar), "a" + String(scalar) + "b", "۱" + String(scalar) + "۲"] {
        let cell = CellText(text)
        let expected = reference(text)
        #expect(cell.text == expected.text, "U+\(String(value, radix: 16))")
        #expect(cell.columns == expected.columns, "U+\(String(value, radix: 16))")
      }
    }
  }

  /// Printable ASCII is read eight bytes at a time: a byte outside it is found wherever
  /// it stands in a word, and the edges of the range (space, tilde) are inside it.
  @Test(arguments: ["\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "é", "۱", "\u{2066}", " ", "~"])
  func aScalarIsFoundAtEveryPlaceInAWord(scalar: String) {
    for place in 0...17 {
      let text = String(repeating: "a", count: place) + scalar + String(repeating: "z", count: 17)
      let cell = CellText(text)
      let expected = reference(text)
      #expect(cell.text == expected.text, "at \(place)")
      #expect(cell.columns == expected.columns, "at \(place)")
      #expect(cell.isASCII == (scalar == " " || scalar == "~"), "at \(place)")
    }
  }

  @Test func cleanTextIsKeptNotCopied() {
    for text in [
      "a task title long enough to be stored on the heap", "○ a long title with a mark · and more",
    ] {
      #expect(storageAddress(CellText(text).text) == storageAddress(text))
    }
  }

  @Test func controlsInsideCleanTextAreStillShownAsPictures() {
    #expect(CellText("pay rent ✓\u{1B}]0;owned\u{7}").text == "pay rent ✓␛]0;owned␇")
    #expect(CellText("○ x\u{9B}31m").text == "○ x\u{FFFD}31m")
    #expect(CellText("پرداخت \u{202E}قبض").text == "پرداخت قبض")
  }

  private func storageAddress(_ text: String) -> UnsafeRawPointer? {
    text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
  }
}
