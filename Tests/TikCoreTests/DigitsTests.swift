import Testing
import TikCore

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
