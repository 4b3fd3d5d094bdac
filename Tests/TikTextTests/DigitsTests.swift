import Testing
import TikText

@Suite struct DigitsTests {
  @Test func persianDigitsBecomeLatin() {
    #expect(Digits.latinized("۰۱۲۳۴۵۶۷۸۹") == "0123456789")
  }

  @Test func arabicIndicDigitsBecomeLatin() {
    #expect(Digits.latinized("٠١٢٣٤٥٦٧٨٩") == "0123456789")
  }

  @Test func textAroundDigitsIsKept() {
    #expect(Digits.latinized("تا ۱۵ مهر، ساعت ٩:٣٠ — 7") == "تا 15 مهر، ساعت 9:30 — 7")
  }

  @Test(arguments: [
    ("", false), ("abc 123", false), ("۵", true), ("٩", true), ("x۰", true),
    ("\u{065F}", false), ("٪", false), ("\u{06EF}", false), ("\u{06FA}", false), ("ى", false),
  ])
  func nonLatinDigitsAreFound(text: String, contains: Bool) {
    #expect(Digits.containsNonLatinDigit(text) == contains)
    #expect((Digits.latinized(text) != text) == contains)
  }
}

/// The Arabic separators between digits go with them: `۲۵۰٬۰۰۰` is `250,000`, not
/// `250٬000`, and `۲٫۵` is `2.5`.
@Suite struct DigitSeparatorTests {
  @Test(arguments: [
    ("۲۵۰٬۰۰۰", "250,000"), ("١٬٢٣٤٬٥٦٧", "1,234,567"), ("۲٫۵", "2.5"), ("250٬000", "250,000"),
    ("قیمت ۱۲۰٬۰۰۰ تومان", "قیمت 120,000 تومان"),
  ])
  func separatorsBetweenDigitsBecomeLatin(text: String, latin: String) {
    #expect(Digits.latinized(text) == latin)
    #expect(Digits.containsNonLatinDigit(text))
  }

  @Test(arguments: [("٬", "٬"), ("a٬b", "a٬b"), ("۵٬", "5٬"), ("٬۵ ", "٬5 "), ("٫", "٫")])
  func aSeparatorNotBetweenDigitsStays(text: String, latin: String) {
    #expect(Digits.latinized(text) == latin)
  }
}
