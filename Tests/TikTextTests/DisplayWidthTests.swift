import Testing
import TikTestSupport
import TikText

@Suite struct DisplayWidthTests {
  @Test(arguments: [("", 0), ("buy milk", 8), ("a\tb", 2), ("\u{1B}[31m", 4), ("x\r\n", 1)])
  func asciiTakesOneColumnPerPrintableCharacter(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test func aZWNJTakesNoColumn() {
    #expect(DisplayWidth.of("می‌روم") == 5)
    #expect(DisplayWidth.of("\u{200C}") == 0)
  }

  @Test(arguments: [
    ("e\u{301}", 1), ("\u{301}", 0), ("مُحَمَّد", 4), ("a\u{20DD}", 1), ("\u{E0100}", 0),
  ])
  func combiningMarksTakeNoColumn(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test(arguments: [
    ("\u{200B}", 0), ("\u{200D}", 0), ("\u{200E}", 0), ("\u{200F}", 0), ("\u{2066}", 0),
    ("\u{FEFF}", 0), ("\u{FE0F}", 0), ("\u{1B}", 0), ("\u{85}", 0), ("\u{2028}", 0),
  ])
  func formatCharactersAndControlsTakeNoColumn(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test(arguments: [
    ("漢字", 4), ("ＡＢ", 4), ("한국어", 6), ("\u{1100}\u{1161}\u{11A8}", 2), ("かな", 4),
    ("。", 2), ("\u{3000}", 2), ("\u{2B740}", 2), ("\u{30000}", 2),
  ])
  func eastAsianWideTextTakesTwoColumnsACharacter(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test(arguments: [
    "👍", "👍🏽", "👨‍👩‍👧", "🇮🇷", "❤️", "1️⃣", "🏳️‍🌈", "❤‍🔥", "⌚", "🫠", "🏽",
  ])
  func emojiTakeTwoColumns(emoji: String) {
    #expect(DisplayWidth.of(emoji) == 2)
  }

  @Test(arguments: ["☺", "©", "♥", "→", "é", "ß", "ی", "Ж", "…", "\u{E000}"])
  func otherCharactersTakeOneColumn(text: String) {
    #expect(DisplayWidth.of(text) == 1)
  }

  @Test func widthIsTheSumOfTheWidthsOfCharacters() {
    var generator = SeededTextGenerator(seed: 0x3D17)
    for _ in 0..<2_000 {
      let text = generator.string()
      let sum = text.reduce(0) { $0 + DisplayWidth.of(String($1)) }
      #expect(DisplayWidth.of(text) == sum, "\(text.debugDescription)")
    }
  }

  @Test(arguments: [
    ("hello world", 8, "hello w…"), ("hello", 5, "hello"), ("hello", 4, "hel…"),
    ("hello", 1, "…"), ("hello", 0, ""), ("hello", -3, ""), ("漢字漢字", 5, "漢字…"),
    ("漢字漢字", 4, "漢…"), ("漢字", 1, "…"), ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
    ("👨‍👩‍👧👨‍👩‍👧", 3, "👨‍👩‍👧…"), ("می‌رومی‌روم", 4, "می‌ر…"),
  ])
  func truncationCutsAtTheWidthWithAnEllipsis(text: String, width: Int, truncated: String) {
    #expect(DisplayWidth.truncated(text, toWidth: width) == truncated)
  }

  @Test(arguments: [
    "می‌روم و می‌آیم", "e\u{301}te\u{301} café", "👍🏽👨‍👩‍👧🇮🇷🇫🇷", "漢字かな", "a\u{200D}b🏳️‍🌈x",
    "\u{1100}\u{1161}\u{11A8}한", "mixed می‌روم 漢 👍🏽 é",
  ])
  func truncationNeverSplitsAGrapheme(text: String) {
    for width in 0...(DisplayWidth.of(text) + 1) {
      let truncated = DisplayWidth.truncated(text, toWidth: width)
      #expect(DisplayWidth.of(truncated) <= max(width, 0))
      let kept = truncated == text ? truncated[...] : truncated.dropLast()
      #expect(Array(text).starts(with: Array(kept)), "\(width): \(truncated)")
    }
  }

  @Test(arguments: [
    ("ab", 5, false, "ab   "), ("ab", 5, true, "   ab"), ("漢", 3, false, "漢 "),
    ("ab", 2, false, "ab"), ("ab", 0, false, ""), ("漢字漢字", 4, false, "漢… "),
    ("漢字漢字", 4, true, " 漢…"), ("hello", 3, true, "he…"),
  ])
  func paddingFillsTheWidthWithSpaces(text: String, width: Int, alignRight: Bool, padded: String) {
    #expect(DisplayWidth.padded(text, toWidth: width, alignRight: alignRight) == padded)
  }

  @Test(
    arguments: [
      "می‌روم", "e\u{301}te\u{301}", "👍🏽", "👨‍👩‍👧", "🇮🇷", "漢字", "plain ascii", "", "\u{200C}",
      "mixed می‌روم e\u{301} 👍🏽 👨‍👩‍👧 🇮🇷 漢字 ascii",
    ], [1, 2, 3, 7, 12, 40])
  func paddedTextComesOutAtTheSameWidth(text: String, width: Int) {
    #expect(DisplayWidth.of(DisplayWidth.padded(text, toWidth: width)) == width)
    #expect(DisplayWidth.of(DisplayWidth.padded(text, toWidth: width, alignRight: true)) == width)
  }
}
