// TEMPORARY stubs until the text utilities land.
public enum Digits {
  public static func latinized(_ text: String) -> String { text }
  public static func containsNonLatinDigit(_ text: String) -> Bool { false }
}
public enum TextFolding {
  public static func key(_ text: String) -> String { text.lowercased() }
}
public enum TerminalText {
  public static func sanitized(_ text: String) -> String { text }
  public static func singleLine(_ text: String) -> String { text }
}
public enum DisplayWidth {
  public static func of(_ text: String) -> Int { text.count }
  public static func truncated(_ text: String, toWidth width: Int) -> String { String(text.prefix(width)) }
  public static func padded(_ text: String, toWidth width: Int, alignRight: Bool = false) -> String {
    let pad = String(repeating: " ", count: max(0, width - text.count))
    return alignRight ? pad + text : text + pad
  }
}
