extension TerminalSVG {
  /// The colours of one theme: its 16 named colours, and xterm's 256-colour cube and
  /// grey ramp after them.
  struct Palette {
    var background: String
    var foreground: String
    var named: [String]

    static let dark = Palette(
      background: "#1e1e1e", foreground: "#d4d4d4",
      named: [
        "#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
        "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
      ])
    static let light = Palette(
      background: "#ffffff", foreground: "#1f2328",
      named: [
        "#000000", "#cd3131", "#00bc00", "#949800", "#0451a5", "#bc05bc", "#0598bc", "#555555",
        "#666666", "#cd3131", "#14ce14", "#b5ba00", "#0451a5", "#bc05bc", "#0598bc", "#a5a5a5",
      ])

    func color(_ color: SGRLine.Color) -> String {
      switch color {
      case .indexed(let index) where index < 16: named[index]
      case .indexed(let index) where index < 232:
        // The 6×6×6 cube: levels 0, 95, 135, 175, 215, 255.
        Self.hex(
          Self.level((index - 16) / 36), Self.level((index - 16) / 6 % 6),
          Self.level((index - 16) % 6))
      case .indexed(let index):
        Self.hex(8 + (index - 232) * 10, 8 + (index - 232) * 10, 8 + (index - 232) * 10)
      case .rgb(let red, let green, let blue): Self.hex(red, green, blue)
      }
    }

    static func level(_ step: Int) -> Int { step == 0 ? 0 : 55 + step * 40 }

    static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
      let digits = Array("0123456789abcdef")
      return "#"
        + [red, green, blue].map { String([digits[($0 >> 4) & 15], digits[$0 & 15]]) }.joined()
    }
  }
}
