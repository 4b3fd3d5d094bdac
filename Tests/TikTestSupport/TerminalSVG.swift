import TikText

/// A terminal screen as an SVG picture: the text tmux's `capture-pane -e` gives (lines
/// with SGR colour sequences), drawn cell by cell on a light or a dark background, for
/// the screenshots in `docs/screenshots/`.
///
/// Every character is placed at its own column, so the picture keeps the terminal's grid
/// whatever font draws it; text arrives in visual order (tik shapes and reorders
/// right-to-left text itself), so it is drawn left to right with no bidi of its own.
public struct TerminalSVG {
  public enum Theme: String, Sendable { case light, dark }

  public var theme: Theme
  public var columns: Int
  public var rows: Int
  static let cellWidth = 8.4
  static let cellHeight = 18.0
  static let padding = 12.0

  public init(theme: Theme, columns: Int, rows: Int) {
    self.theme = theme
    self.columns = columns
    self.rows = rows
  }

  /// The picture of `screen`, a capture with escape sequences.
  /// The blank lines at the bottom of the screen are left out of the picture.
  public func picture(of screen: String) -> String {
    var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows)
    while let last = lines.last,
      SGRLine.runs(of: String(last)).allSatisfy({ !$0.text.contains { $0 != " " } })
    {
      lines.removeLast()
    }
    let width = Double(columns) * Self.cellWidth + 2 * Self.padding
    let height = Double(lines.count) * Self.cellHeight + 2 * Self.padding
    var svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\""
        + " height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width))"
        + " \(Self.number(height))\" font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\""
        + " font-size=\"14\">",
      "<rect width=\"100%\" height=\"100%\" rx=\"6\" fill=\"\(palette.background)\"/>",
    ]
    for (row, line) in lines.enumerated() {
      svg += draw(String(line), row: row)
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  /// One line: a background rectangle and a text run for each stretch of one style.
  func draw(_ line: String, row: Int) -> [String] {
    var elements: [String] = []
    let y = Self.padding + Double(row) * Self.cellHeight
    for run in SGRLine.runs(of: line) {
      let x = Self.padding + Double(run.column) * Self.cellWidth
      let (foreground, background) = colors(of: run.style)
      if let background {
        elements.append(
          "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\""
            + " width=\"\(Self.number(Double(run.width) * Self.cellWidth))\""
            + " height=\"\(Self.number(Self.cellHeight))\" fill=\"\(background)\"/>")
      }
      guard run.text.contains(where: { $0 != " " }) else { continue }
      var column = run.column
      var positions: [String] = []
      var text = ""
      for character in run.text {
        positions.append(Self.number(Self.padding + Double(column) * Self.cellWidth))
        text += Self.escaped(character)
        column += max(DisplayWidth.of(String(character)), 1)
      }
      var attributes = "fill=\"\(foreground)\""
      if run.style.bold { attributes += " font-weight=\"bold\"" }
      if run.style.italic { attributes += " font-style=\"italic\"" }
      if run.style.underline { attributes += " text-decoration=\"underline\"" }
      if run.style.dim { attributes += " opacity=\"0.6\"" }
      elements.append(
        "<text x=\"\(positions.joined(separator: " "))\" y=\"\(Self.number(y + 13.5))\""
          + " \(attributes) xml:space=\"preserve\" direction=\"ltr\""
          + " unicode-bidi=\"bidi-override\">\(text)</text>")
    }
    return elements
  }

  /// The run's text and background colours; nil background is the screen's own.
  func colors(of style: SGRLine.Style) -> (String, String?) {
    let foreground = style.foreground.map(palette.color) ?? palette.foreground
    let background = style.background.map(palette.color)
    return style.reverse
      ? (background ?? palette.background, foreground) : (foreground, background)
  }

  var palette: Palette { theme == .dark ? .dark : .light }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
  }

  static func escaped(_ character: Character) -> String {
    switch character {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    default: String(character)
    }
  }
}
