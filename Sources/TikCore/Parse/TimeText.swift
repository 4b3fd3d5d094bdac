/// Times of day as typed and as shown: `09:30`, `9:30pm`, `9 صبح`; `clock = 24h|12h`.
///
/// The half of the day is read in every language's words, attached (`9pm`, `9ق.ظ.`) or as
/// the next word (`9:30 pm`, `9 عصر`), and shown in the interface language's (`9:30 PM`,
/// `9:30 ب.ظ.`).
public enum TimeText {
  /// Whether a word is meant as a time: digits with a colon, or digits with a half of
  /// the day attached.
  public static func looksLikeTime(_ word: Substring) -> Bool {
    guard let (body, half) = split(word) else { return false }
    return hasTimeShape(body, withHalf: half != nil)
  }

  /// How many of the words make a time (`9:30`, `9pm`: one; `9 pm`, `9:30 عصر`: two),
  /// or nil when the first is none.
  public static func length(_ words: ArraySlice<Substring>) -> Int? {
    guard let first = words.first, let (body, half) = split(first) else { return nil }
    if half == nil, words.count > 1, self.half(words[words.index(after: words.startIndex)]) != nil,
      hasTimeShape(body, withHalf: true)
    {
      return 2
    }
    return hasTimeShape(body, withHalf: half != nil) ? 1 : nil
  }

  /// The minute of the day a typed time names (`9:30pm`, `9 صبح`), or nil when it is no
  /// real time (`25:00`, `9:75`, `13pm`).
  public static func parse(_ text: some StringProtocol) -> Int? {
    let words = text.split(separator: " ").map { Substring($0) }
    guard let first = words.first, words.count <= 2, let (body, attached) = split(first) else {
      return nil
    }
    var half = attached
    if words.count == 2 {
      guard attached == nil, let second = self.half(words[1]) else { return nil }
      half = second
    }
    let parts = body.split(separator: ":", omittingEmptySubsequences: false)
    guard let hour = Int(parts[0]), parts[0].count <= 2, parts.count <= 2 else { return nil }
    var minute = 0
    if parts.count == 2 {
      guard parts[1].count == 2, let m = Int(parts[1]), (0..<60).contains(m) else { return nil }
      minute = m
    }
    switch half {
    case nil:
      guard (0..<24).contains(hour) else { return nil }
      return hour * 60 + minute
    case let isAfternoon?:
      guard (1...12).contains(hour) else { return nil }
      return (hour % 12 + (isAfternoon ? 12 : 0)) * 60 + minute
    }
  }

  /// `09:30`, or `9:30 AM` with the 12-hour clock (`am` and `pm` in the interface's
  /// language: `9:30 ق.ظ.`).
  public static func text(
    _ minute: Int, twelveHour: Bool, am: String = "AM", pm: String = "PM"
  ) -> String {
    let hour = minute / 60
    let minutes = Padded.digits(minute % 60, 2)
    guard twelveHour else { return Padded.digits(hour, 2) + ":" + minutes }
    let shown = hour % 12 == 0 ? 12 : hour % 12
    return "\(shown):\(minutes) " + (hour < 12 ? am : pm)
  }

  /// `HH:MM` for machine output, whatever the clock setting.
  public static func iso(_ minute: Int) -> String { text(minute, twelveHour: false) }

  /// The digits and colon of a word, and the half of the day attached to them (true for
  /// the afternoon); nil when what follows the digits is no half of the day.
  private static func split(_ word: Substring) -> (Substring, Bool?)? {
    guard let end = word.firstIndex(where: { !$0.isASCIIDigit && $0 != ":" }) else {
      return (word, nil)
    }
    // A word that does not start with a digit or a colon is no time, whatever follows.
    guard end != word.startIndex, let half = half(word[end...]) else { return nil }
    return (word[..<end], half)
  }

  private static func hasTimeShape(_ body: Substring, withHalf: Bool) -> Bool {
    let parts = body.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return false }
    if parts.count == 2 { return parts[1].count == 2 }
    return parts.count == 1 && withHalf && body.count <= 2
  }

  /// Whether a word names the afternoon (true) or the morning (false), in any table.
  private static func half(_ word: Substring) -> Bool? {
    let key = TextFolding.key(String(word))
    return key.isEmpty ? nil : halves[key]
  }

  /// Every table's words for the halves of the day, folded, read once: quick entry asks
  /// about each word it reads. Where two tables disagree, the first language's wins, and
  /// within a language the morning's.
  private static let halves: [String: Bool] = {
    var words: [String: Bool] = [:]
    for language in Catalog.languages {
      let catalog = Catalog(language)
      for word in catalog.words(.timeWordsAM) where words[word] == nil { words[word] = false }
      for word in catalog.words(.timeWordsPM) where words[word] == nil { words[word] = true }
    }
    return words
  }()
}
