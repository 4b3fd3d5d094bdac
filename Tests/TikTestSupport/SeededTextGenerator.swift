/// A SplitMix64 random number generator, so property tests see the same inputs on every run.
public struct SeededTextGenerator: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A string of up to `maxLength` pieces of text tik meets or must survive.
  ///
  /// The pieces mix ASCII, Persian, accents, emoji and CJK with controls, bidi controls, marks
  /// and joiners; one in four is a random scalar instead.
  public mutating func string(maxLength: Int = 24) -> String {
    let pieces: [String] = [
      "a", "Z", " ", "\t", "\n", "\r", "\r\n", "\u{1B}", "\u{1B}[31m", "\u{7F}", "\u{0}",
      "\u{85}", "\u{9B}", "\u{9F}", "\u{A0}", "é", "e\u{301}", "ß", "Ø", "İ", "ı",
      "می‌روم", "ي", "ك", "ى", "ـ", "َ", "ّ", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}",
      "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{2028}", "۱", "٩", "👍🏽", "👨‍👩‍👧", "🇮🇷",
      "\u{FE0F}", "漢字", "한", "\u{3000}", "Ά", "ſ", "\u{AD}", "\u{FEFF}", "\u{10FFFF}",
    ]
    let length = Int.random(in: 0...maxLength, using: &self)
    var text = ""
    for _ in 0..<length {
      if Int.random(in: 0..<4, using: &self) == 0 {
        let limit: UInt32 = Bool.random(using: &self) ? 0x3000 : 0x10_FFFF
        let value = UInt32.random(in: 0...limit, using: &self)
        text.unicodeScalars.append(Unicode.Scalar(value) ?? "?")
      } else {
        text += pieces.randomElement(using: &self)!
      }
    }
    return text
  }
}
