/// Lays a row of cells out as one line of terminal text.
///
/// Cells go from the leading edge to the trailing one. Text is sanitised before it is
/// measured, padded to its column and painted; a flexible cell (a title) is truncated so
/// the line fits the terminal, never splitting a grapheme.
public struct TextLayout: Sendable {
  public var painter: Painter
  public var width: Int?

  public init(painter: Painter, width: Int?) {
    self.painter = painter
    self.width = width
  }

  /// One cell of a row.
  public struct Cell: Sendable {
    public var text: String
    public var style: Style
    /// Columns to pad to, or nil for the text's own width.
    public var width: Int?
    public var alignTrailing: Bool
    /// Whether the cell gives up columns when the line is too long.
    public var flexible: Bool
    /// What separates the cell from the one before it.
    public var separator: String

    public init(
      _ text: String, _ style: Style = .plain, width: Int? = nil, alignTrailing: Bool = false,
      flexible: Bool = false, separator: String = " "
    ) {
      self.text = text
      self.style = style
      self.width = width
      self.alignTrailing = alignTrailing
      self.flexible = flexible
      self.separator = separator
    }
  }

  public func line(_ cells: [Cell]) -> String {
    var texts = cells.map { TerminalText.sanitized($0.text) }
    var widths = zip(cells, texts).map { cell, text in
      max(cell.width ?? 0, DisplayWidth.of(text))
    }
    if let width, let flexible = cells.firstIndex(where: \.flexible) {
      let separators = cells.dropFirst().reduce(0) { $0 + DisplayWidth.of($1.separator) }
      let total = widths.reduce(0, +) + separators
      if total > width {
        let others = total - widths[flexible]
        let room = max(10, width - others)
        if room < widths[flexible] {
          texts[flexible] = DisplayWidth.truncated(texts[flexible], toWidth: room)
          widths[flexible] = DisplayWidth.of(texts[flexible])
        }
      }
    }
    var output = ""
    for (index, cell) in cells.enumerated() {
      if index > 0 { output += cell.separator }
      var text = texts[index]
      if cell.width != nil {
        text = DisplayWidth.padded(text, toWidth: widths[index], alignRight: cell.alignTrailing)
      }
      output += painter.raw(text, cell.style)
    }
    return trimmedTrailingSpaces(output)
  }

  private func trimmedTrailingSpaces(_ text: String) -> String {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)] == " " {
      end = text.index(before: end)
    }
    return String(text[..<end])
  }
}
