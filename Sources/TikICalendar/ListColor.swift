import TikCore

/// List colours as CalDAV's `calendar-color` and vdir's `color` file (`#RRGGBB`).
public enum ListColor {
  public static let table: [(AccentColor, String)] = [
    (.blue, "#007AFF"), (.indigo, "#5856D6"), (.purple, "#AF52DE"), (.pink, "#FF2D55"),
    (.red, "#FF3B30"), (.orange, "#FF9500"), (.yellow, "#FFCC00"), (.green, "#34C759"),
    (.mint, "#00C7BE"), (.teal, "#30B0C7"), (.graphite, "#8E8E93"),
  ]

  public static func hex(_ color: AccentColor) -> String {
    table.first { $0.0 == color }?.1 ?? "#007AFF"
  }

  /// The accent a colour names, or the nearest one; blue for none.
  public static func accent(_ text: String?) -> AccentColor {
    guard let text, let wanted = rgb(text) else { return .blue }
    var best = (AccentColor.blue, Int.max)
    for (accent, hex) in table {
      guard let other = rgb(hex) else { continue }
      var distance = 0
      for (a, b) in zip(wanted, other) { distance += (a - b) * (a - b) }
      if distance < best.1 { best = (accent, distance) }
    }
    return best.0
  }

  private static func rgb(_ text: String) -> [Int]? {
    let digits = text.trimmed.drop { $0 == "#" }
    guard digits.count == 6 || digits.count == 8, let value = Int(digits.prefix(6), radix: 16)
    else { return nil }
    return [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF]
  }
}
