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
  public var theme: Theme

  /// Light or dark terminal background: colours are picked to read well on it.
  public enum Theme: String, Sendable {
    case light, dark
  }

  public init(colors: Bool, accent: AccentColor = .blue, theme: Theme = .dark) {
    self.colors = colors
    self.accent = accent
    self.theme = theme
  }

  /// Colour as the environment allows, accent and theme as configured; `theme = "auto"`
  /// reads the background from `COLORFGBG` (as rxvt, Konsole and others set it), dark
  /// when it is not set.
  public init(environment: Environment, config: Config) {
    var theme = Theme(rawValue: config.string("theme"))
    if theme == nil {
      let background = environment["COLORFGBG"]?.split(separator: ";").last.flatMap { Int($0) }
      theme = background.map { $0 == 7 || $0 >= 9 ? .light : .dark } ?? .dark
    }
    self.init(colors: environment.usesColor, accent: config.accent, theme: theme ?? .dark)
  }

  /// Sanitised text in the style.
  public func paint(_ text: String, _ style: Style) -> String {
    raw(TerminalText.sanitized(text), style)
  }

  /// Text tik made itself (no sanitising) in the style.
  public func raw(_ text: String, _ style: Style) -> String {
    guard colors, style != .plain, !text.isEmpty else { return text }
    let (code, shade) = code(style)
    return "\u{1B}[" + code + (shade.map(String.init) ?? "") + "m" + text + "\u{1B}[0m"
  }

  /// Text that a terminal shows as a link to `url` (OSC 8); the text alone without one.
  public func hyperlink(_ text: String, to url: String?) -> String {
    guard let url, !text.isEmpty else { return text }
    let clean = String(url.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
    return "\u{1B}]8;;" + clean + "\u{1B}\\" + text + "\u{1B}]8;;\u{1B}\\"
  }

  /// `hyperlink(raw(text, style), to: url)`, written into a line.
  func write(_ text: String, _ style: Style, link url: String?, into line: inout LineBuffer) {
    guard !text.isEmpty else { return }
    if let url {
      line.append("\u{1B}]8;;")
      // Controls are single bytes in UTF-8, so dropping their bytes drops the scalars.
      for byte in url.utf8 where byte >= 0x20 && byte != 0x7F { line.append(byte: byte) }
      line.append("\u{1B}\\")
    }
    if colors, style != .plain {
      let (code, shade) = code(style)
      line.append("\u{1B}[")
      line.append(code)
      if let shade { line.appendDecimal(shade) }
      line.append(byte: UInt8(ascii: "m"))
      line.append(text)
      line.append("\u{1B}[0m")
    } else {
      line.append(text)
    }
    if url != nil { line.append("\u{1B}]8;;\u{1B}\\") }
  }

  /// The accent's xterm-256 colour, darker on light backgrounds.
  public func shade(_ color: AccentColor) -> Int {
    theme == .dark ? color.ansi256 : color.ansi256OnLight
  }

  /// The style's SGR parameters: a fixed part, then the number of a colour for those
  /// that end in one.
  private func code(_ style: Style) -> (String, shade: Int?) {
    switch style {
    case .plain: ("0", nil)
    case .bold: ("1", nil)
    case .dim: ("2", nil)
    case .heading: ("1;38;5;", shade(accent))
    case .accent(let color): ("38;5;", shade(color))
    case .done: ("2;9", nil)
    case .overdue: ("31", nil)
    case .success: ("32", nil)
    case .error: ("1;31", nil)
    }
  }
}
