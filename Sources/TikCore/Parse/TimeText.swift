/// Times of day as typed and as shown: `09:30`, `9:30pm`; `clock = 24h|12h`.
public enum TimeText {
  /// Whether a word is meant as a time: digits with a colon, or digits with am/pm.
  public static func looksLikeTime(_ word: Substring) -> Bool {
    let lower = word.lowercased()
    let body = lower.hasSuffix("am") || lower.hasSuffix("pm") ? lower.dropLast(2) : lower[...]
    let parts = body.split(separator: ":", omittingEmptySubsequences: false)
    let digitsOnly = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    if parts.count == 2 { return digitsOnly && parts[1].count == 2 }
    return parts.count == 1 && digitsOnly && body.count <= 2 && body.count < lower.count
  }

  /// The minute of the day, or nil when the word is not a real time (`25:00`, `9:75`).
  public static func parse(_ word: Substring) -> Int? {
    let lower = word.lowercased()
    let suffix = lower.hasSuffix("am") ? "am" : lower.hasSuffix("pm") ? "pm" : nil
    let body = suffix == nil ? lower[...] : lower.dropLast(2)
    let parts = body.split(separator: ":", omittingEmptySubsequences: false)
    guard let hour = Int(parts[0]), parts[0].count <= 2 else { return nil }
    var minute = 0
    if parts.count == 2 {
      guard parts[1].count == 2, let m = Int(parts[1]), (0..<60).contains(m) else { return nil }
      minute = m
    }
    switch suffix {
    case nil:
      guard (0..<24).contains(hour) else { return nil }
      return hour * 60 + minute
    default:
      guard (1...12).contains(hour) else { return nil }
      return (hour % 12 + (suffix == "pm" ? 12 : 0)) * 60 + minute
    }
  }

  /// `09:30`, or `9:30 AM` with the 12-hour clock.
  public static func text(_ minute: Int, twelveHour: Bool) -> String {
    let hour = minute / 60
    let minutes = Padded.digits(minute % 60, 2)
    guard twelveHour else { return Padded.digits(hour, 2) + ":" + minutes }
    let shown = hour % 12 == 0 ? 12 : hour % 12
    return "\(shown):\(minutes) " + (hour < 12 ? "AM" : "PM")
  }

  /// `HH:MM` for machine output, whatever the clock setting.
  public static func iso(_ minute: Int) -> String { text(minute, twelveHour: false) }
}
