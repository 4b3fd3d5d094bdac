import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// How a terminal is given a picture: `photos = auto|kitty|sixel|iterm|symbols|off`.
///
/// `auto` trusts what the environment says: kitty's graphics protocol in kitty
/// (`TERM=xterm-kitty`, `KITTY_WINDOW_ID`) and Ghostty; iTerm2's inline images in iTerm2
/// and WezTerm (`TERM_PROGRAM`); sixel in foot, mlterm and contour; Unicode block
/// symbols everywhere else, and inside tmux or screen, which pass no pictures on. Symbols
/// are in 24-bit colour where `COLORTERM` says so, else in the 256-colour palette.
/// `NO_COLOR` gives symbols in the terminal's own two colours: a grey picture.
enum PictureFormat: Equatable {
  case kitty, sixel, iterm
  case symbols(Colours)

  enum Colours: String { case full, palette, none }

  /// The values of `photos`.
  static let settings = ["auto", "kitty", "sixel", "iterm", "symbols", "off"]

  /// The format for this setting and terminal; nil for none (`off`, or not a terminal).
  static func choose(setting: String, environment: Environment) -> PictureFormat? {
    guard environment.stdoutIsTerminal, setting != "off" else { return nil }
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    if noColor || environment["TERM"] == "dumb" { return .symbols(.none) }
    let colourTerm = (environment["COLORTERM"] ?? "").lowercased()
    let colours: Colours = colourTerm == "truecolor" || colourTerm == "24bit" ? .full : .palette
    switch setting {
    case "kitty": return .kitty
    case "sixel": return .sixel
    case "iterm": return .iterm
    case "symbols": return .symbols(colours)
    default: return detected(environment) ?? .symbols(colours)
    }
  }

  private static func detected(_ environment: Environment) -> PictureFormat? {
    let term = environment["TERM"] ?? ""
    if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") {
      return nil
    }
    if term == "xterm-kitty" || term == "xterm-ghostty" || environment["KITTY_WINDOW_ID"] != nil {
      return .kitty
    }
    if ["iTerm.app", "WezTerm"].contains(environment["TERM_PROGRAM"] ?? "") { return .iterm }
    if term.hasPrefix("foot") || term.hasPrefix("mlterm") || term.hasPrefix("contour") {
      return .sixel
    }
    return nil
  }

  var helperFormat: String {
    switch self {
    case .kitty: "kitty"
    case .sixel: "sixel"
    case .iterm: "iterm"
    case .symbols: "symbols"
    }
  }

  var helperColours: String {
    if case .symbols(let colours) = self { return colours.rawValue }
    return "full"
  }

  /// How many rows a picture may take: 20, fewer on a short terminal.
  static func rows() -> Int {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 20 }
    return max(4, min(20, Int(size.ws_row) - 8))
  }
}
