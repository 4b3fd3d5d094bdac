import TikCore

/// Whether the terminal shows OSC 8 hyperlinks: `hyperlinks = auto|on|off`.
///
/// Never in pipes and files. `auto` trusts terminals known to support them: VTE 0.50 or
/// later (`VTE_VERSION` ≥ 5000: GNOME Terminal, Tilix, Terminator), Konsole
/// (`KONSOLE_VERSION`), kitty (`TERM=xterm-kitty` or `KITTY_WINDOW_ID`), iTerm2 and
/// WezTerm (`TERM_PROGRAM`), foot (`TERM=foot…`) and Windows Terminal (`WT_SESSION`) —
/// and not inside tmux or screen, which may drop them.
enum Hyperlinks {
  static func enabled(setting: String, environment: Environment) -> Bool {
    guard environment.stdoutIsTerminal else { return false }
    switch setting {
    case "on": return true
    case "off": return false
    default:
      let term = environment["TERM"] ?? ""
      if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") {
        return false
      }
      if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
      if environment["KONSOLE_VERSION"] != nil || environment["KITTY_WINDOW_ID"] != nil {
        return true
      }
      if environment["WT_SESSION"] != nil { return true }
      if ["iTerm.app", "WezTerm"].contains(environment["TERM_PROGRAM"] ?? "") { return true }
      return term == "xterm-kitty" || term.hasPrefix("foot")
    }
  }
}
