import Testing
import TikTestSupport
import TikText

@Suite struct TerminalTextTests {
  @Test func escapeSequencesBecomeVisiblePictures() {
    let text = "\u{1B}[31mred\u{1B}[0m\u{1B}]0;title\u{7}"
    #expect(TerminalText.sanitized(text) == "␛[31mred␛[0m␛]0;title␇")
  }

  @Test(arguments: UInt32(0x00)...UInt32(0x1F))
  func everyC0ControlBecomesItsPicture(value: UInt32) {
    let text = "a" + String(Unicode.Scalar(value)!) + "b"
    #expect(TerminalText.sanitized(text) == "a" + String(Unicode.Scalar(0x2400 + value)!) + "b")
  }

  @Test func deleteBecomesItsPicture() {
    #expect(TerminalText.sanitized("rm\u{7F}") == "rm\u{2421}")
  }

  @Test(arguments: UInt32(0x80)...UInt32(0x9F))
  func everyC1ControlBecomesAReplacementCharacter(value: UInt32) {
    let text = "a" + String(Unicode.Scalar(value)!) + "b"
    #expect(TerminalText.sanitized(text) == "a\u{FFFD}b")
  }

  @Test(arguments: Array(UInt32(0x202A)...UInt32(0x202E)) + Array(UInt32(0x2066)...UInt32(0x2069)))
  func bidiEmbeddingsOverridesAndIsolatesAreRemoved(value: UInt32) {
    let text = "abc" + String(Unicode.Scalar(value)!) + "تیک"
    #expect(TerminalText.sanitized(text) == "abcتیک")
  }

  @Test(arguments: [
    "", "buy milk", "می‌روم", "\u{200E}left\u{200F}right", "a\u{200D}b", "👨‍👩‍👧 🇮🇷 漢字",
    "\u{A0}\u{BF}\u{2029}\u{202F}\u{2065}\u{206A}\u{FFFD}",
    "a long line of clean text that is stored on the heap, not inline",
  ])
  func cleanTextIsReturnedUnchanged(text: String) {
    let sanitized = TerminalText.sanitized(text)
    #expect(sanitized == text)
    #expect(TerminalText.singleLine(text) == text)
    if text.utf8.count > 15 {
      #expect(storageAddress(sanitized) == storageAddress(text))
    }
  }

  @Test func onlyUnsafeScalarsAreReplaced() {
    var generator = SeededTextGenerator(seed: 0x5AFE)
    for _ in 0..<5_000 {
      let text = generator.string()
      #expect(TerminalText.sanitized(text) == reference(text), "\(text.debugDescription)")
    }
  }

  @Test func sanitizedTextHasNoControls() {
    var generator = SeededTextGenerator(seed: 0x7E57)
    for _ in 0..<5_000 {
      let text = generator.string(maxLength: 40)
      for output in [TerminalText.sanitized(text), TerminalText.singleLine(text)] {
        let unsafe = output.unicodeScalars.filter { isUnsafe($0.value) }
        #expect(unsafe.isEmpty, "\(text.debugDescription)")
      }
    }
  }

  @Test(arguments: [
    ("a\nb", "a b"), ("a\r\nb", "a b"), ("a\n\n\t\rb", "a b"), ("a\rb\nc\td", "a b c d"),
    ("\nx\n", " x "), ("a \n b", "a   b"), ("a\u{0B}b\u{0C}", "a␋b␌"), ("\u{1B}[2J\n", "␛[2J "),
    ("a\n\u{202E}\nb", "a b"),
  ])
  func singleLineJoinsLineBreaksIntoOneSpace(text: String, line: String) {
    #expect(TerminalText.singleLine(text) == line)
  }

  @Test func singleLineHasNoBreaksOrTabs() {
    var generator = SeededTextGenerator(seed: 0x11E)
    for _ in 0..<2_000 {
      let line = TerminalText.singleLine(generator.string())
      #expect(!line.unicodeScalars.contains { [0x09, 0x0A, 0x0D].contains($0.value) })
    }
  }

  private func isUnsafe(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  /// What `sanitized` should give, scalar by scalar.
  private func reference(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: result.append("\u{2421}")
      case 0x80...0x9F: result.append("\u{FFFD}")
      case 0x202A...0x202E, 0x2066...0x2069: break
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  private func storageAddress(_ text: String) -> UnsafeRawPointer? {
    text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
  }
}
