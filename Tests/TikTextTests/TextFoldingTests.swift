import Foundation
import Testing
import TikTestSupport
import TikText

@Suite struct TextFoldingTests {
  @Test(arguments: [
    ("Buy MILK", "buy milk"), ("buy milk", "buy milk"), ("", ""), ("   ", ""),
    ("  Call\tMom \r\n today  ", "call mom today"), ("a\u{0B}\u{0C}b", "a b"),
  ])
  func asciiIsLowercasedAndWhitespaceCollapsed(text: String, key: String) {
    #expect(TextFolding.key(text) == key)
  }

  @Test func unicodeWhitespaceRunsBecomeOneSpaceAndAreTrimmed() {
    #expect(TextFolding.key("\u{A0}Café\u{3000}\u{2003} au\u{2028}lait\u{85}") == "cafe au lait")
  }

  @Test func formatCharactersBetweenSpacesLeaveOneSpace() {
    #expect(TextFolding.key("a \u{200C} \u{200E}b \u{200D}") == "a b")
  }

  @Test(arguments: [
    ("Café", "cafe"), ("Ångström", "angstrom"), ("Straße", "strasse"), ("STRAẞE", "strasse"),
    ("Æsir", "aesir"), ("ŒUVRE", "oeuvre"), ("Øre", "ore"), ("Łódź", "lodz"),
    ("Đorđe", "dorde"), ("ılık", "ilik"), ("İstanbul", "istanbul"), ("Nguyễn", "nguyen"),
    ("Ĳssel", "ijssel"), ("ǄAR", "dzar"), ("Ħal", "hal"), ("ǼØ", "aeo"), ("Şişli", "sisli"),
    ("Ἀθῆναι", "αθηναι"), ("ΆΈΉ", "αεη"),
  ])
  func diacriticsAreRemoved(text: String, key: String) {
    #expect(TextFolding.key(text) == key)
  }

  @Test(arguments: [
    ("e\u{301}", "é"), ("A\u{30A}", "Å"), ("o\u{308}\u{304}", "ȫ"), ("α\u{301}", "ά"),
    ("ا\u{653}", "آ"), ("ا\u{654}", "أ"), ("ي\u{654}", "ئ"), ("ه\u{654}", "ۀ"),
  ])
  func composedAndDecomposedTextShareAKey(decomposed: String, composed: String) {
    #expect(TextFolding.key(decomposed) == TextFolding.key(composed))
  }

  @Test func everyPrecomposedLetterFoldsLikeItsDecomposition() {
    let blocks: [ClosedRange<UInt32>] = [
      0x00C0...0x024F, 0x1E00...0x1EFF, 0x0370...0x03FF, 0x1F00...0x1FFF, 0x0600...0x06FF,
    ]
    // Heh with yeh above decomposes to ae (U+06D5) and hamza, but Persian writes it for heh.
    for value in blocks.joined() where value != 0x06C0 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      let decomposed = text.decomposedStringWithCanonicalMapping
      #expect(TextFolding.key(text) == TextFolding.key(decomposed), "U+\(String(value, radix: 16))")
    }
  }

  @Test func foldedLatinLettersAreASCII() {
    let blocks: [ClosedRange<UInt32>] = [0x00C0...0x024F, 0x1E00...0x1EFF]
    for value in blocks.joined() {
      guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic else { continue }
      let name = scalar.properties.name ?? ""
      guard name.wholeMatch(of: /LATIN (CAPITAL|SMALL) LETTER [A-Z] WITH .*/) != nil else {
        continue
      }
      let key = TextFolding.key(String(scalar))
      #expect(key.unicodeScalars.allSatisfy { $0.isASCII }, "\(name) → \(key)")
    }
  }

  @Test(arguments: [
    ("علي", "علی"), ("كتاب", "کتاب"), ("مصطفى", "مصطفی"), ("كيك", "کیک"),
  ])
  func arabicYehAndKafMatchTheirPersianForms(arabic: String, persian: String) {
    #expect(TextFolding.key(arabic) == persian)
    #expect(TextFolding.key(persian) == persian)
  }

  @Test(arguments: [
    ("مُحَمَّد", "محمد"), ("كِتَابٌ", "کتاب"), ("هٰذا", "هذا"), ("عِلْمًا", "علما"),
  ])
  func arabicHarakatAreDropped(text: String, key: String) {
    #expect(TextFolding.key(text) == key)
  }

  @Test(arguments: [
    ("می‌روم", "میروم"), ("مــــن", "من"), ("a\u{200D}b", "ab"), ("\u{200F}سلام\u{200E}", "سلام"),
    ("\u{FEFF}soft\u{AD}ware", "software"), ("\u{2067}تیک\u{2069}", "تیک"),
  ])
  func tatweelJoinersAndFormatCharactersAreDropped(text: String, key: String) {
    #expect(TextFolding.key(text) == key)
  }

  @Test func hamzaSpellingsMatch() {
    #expect(TextFolding.key("پائیز") == TextFolding.key("پاییز"))
    #expect(TextFolding.key("أحمد") == "احمد")
    #expect(TextFolding.key("خانۀ") == TextFolding.key("خانهٔ"))
    #expect(TextFolding.key("خانۀ") == "خانه")
  }

  @Test func persianAndArabicDigitsBecomeLatin() {
    #expect(TextFolding.key("خرید ۱۲ تخم‌مرغ تا ٣ بعدازظهر") == "خرید 12 تخممرغ تا 3 بعدازظهر")
  }

  @Test func otherScriptsAreOnlyLowercased() {
    #expect(TextFolding.key("Привет 漢字 한국어") == "привет 漢字 한국어")
  }

  @Test func keysAreStable() {
    var generator = SeededTextGenerator(seed: 0x71C0)
    for _ in 0..<2_000 {
      let text = generator.string()
      let key = TextFolding.key(text)
      #expect(TextFolding.key(key) == key, "\(text.debugDescription)")
      #expect(!key.hasPrefix(" ") && !key.hasSuffix(" ") && !key.contains("  "))
    }
  }
}
