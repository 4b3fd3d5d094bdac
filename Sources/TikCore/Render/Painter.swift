/// The looks text can have on a terminal.
public enum Style: Equatable, Sendable {
  case plain
  case bold
  case dim
  case heading
  case accent(AccentColor)
  case done
  case overdue
  case success
  case error
}

/// Turns styled text into terminal text: ANSI colours when colour is on, plain text when
/// it is off. Task text is sanitised here, so nothing from the data reaches the terminal raw.
public struct Painter: Sendable {
  public var colors: Bool
  public var accent: AccentColor

  public init(colors: Bool, accent: AccentColor = .blue) {
    self.colors = colors
    self.accent = accent
  }

  /// Sanitised text in the style.
  public func paint(_ text: String, _ style: Style) -> String {
    raw(TerminalText.sanitized(text), style)
  }

  /// Text tik made itself (no sanitising) in the style.
  public func raw(_ text: String, _ style: Style) -> String {
    guard colors, style != .plain, !text.isEmpty else { return text }
    return "\u{1B}[" + code(style) + "m" + text + "\u{1B}[0m"
  }

  private func code(_ style: Style) -> String {
    switch style {
    case .plain: "0"
    case .bold: "1"
    case .dim: "2"
    case .heading: "1;38;5;\(accent.ansi256)"
    case .accent(let color): "38;5;\(color.ansi256)"
    case .done: "2;9"
    case .overdue: "31"
    case .success: "32"
    case .error: "1;31"
    }
  }
}
