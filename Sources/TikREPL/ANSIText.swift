import TikCore

/// Measuring text that already carries colour: escape sequences take no columns.
enum ANSIText {
  /// Columns `text` takes on screen, its `ESC [ … m` sequences left out.
  static func width(_ text: String) -> Int {
    DisplayWidth.of(stripped(text))
  }

  static func padded(_ text: String, toWidth width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - self.width(text)))
  }

  /// The text without its colour sequences.
  static func stripped(_ text: String) -> String {
    var result = ""
    var inEscape = false
    for scalar in text.unicodeScalars {
      if scalar == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
