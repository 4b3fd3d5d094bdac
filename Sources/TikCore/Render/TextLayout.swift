/// Lays a row of cells out as one line of terminal text, in either direction.
///
/// Cells go from the leading edge to the trailing one: left to right in English, right
/// to left in Persian, where the checkbox stands at the right edge and lines are
/// right-aligned. Text is sanitised before it is measured, padded to its column and
/// painted; a flexible cell (a title) is truncated so the line fits the terminal, never
/// splitting a grapheme. How mixed-direction text is written depends on the terminal
/// (`BidiMode`), and both ways give the same picture: each cell is isolated — left to
/// right when it says so, right to left in a right-to-left line, by its first strong
/// letter in a left-to-right one — and the isolates inside a cell that pair up (the
/// catalog's, around commands and values) are kept.
public struct TextLayout: Sendable {
  public var painter: Painter
  public var width: Int?
  public var direction: TextDirection
  public var bidi: BidiMode

  public init(
    painter: Painter, width: Int?, direction: TextDirection = .leftToRight,
    bidi: BidiMode = .logical
  ) {
    self.painter = painter
    self.width = width
    self.direction = direction
    self.bidi = bidi
  }

  /// One cell of a row.
  public struct Cell: Sendable {
    public var text: String
    public var style: Style
    /// Columns to pad to, or nil for the text's own width.
    public var width: Int?
    /// Whether the text stands at the cell's trailing edge (ids, counts).
    public var alignTrailing: Bool
    /// Whether the cell gives up columns when the line is too long.
    public var flexible: Bool
    /// What separates the cell from the one before it: spaces or a dot, written as it
    /// is (a literal, so that the cells of every task's line hold no string for it).
    public var separator: StaticString
    /// The direction of the cell's own text when it is not the line's: command syntax
    /// stays left to right in a right-to-left line.
    public var direction: TextDirection?
    /// Where the cell links to (OSC 8), when links are on.
    public var link: String?
  }

  /// The cells as one line.
  public func line(_ cells: [Cell]) -> String {
    var output = LineBuffer(capacity: 128)
    write(cells, into: &output)
    return output.take()
  }

  /// The cells as one line, written at the end of `output`: a view's lines go into one
  /// buffer.
  func write(_ cells: [Cell], into output: inout LineBuffer) {
    guard !writesCellsAsTheyCome else {
      // Nothing is cut to fit: each cell is measured as it is written.
      return logicalLine(cells, nil, into: &output)
    }
    var cells = cells
    // Digits are Latin on every screen, whatever was stored (notes, names, old titles).
    var texts = cells.map { Shown(CellText($0.text), width: $0.width) }
    var separators = cells.dropFirst().reduce(0) { $0 + DisplayWidth.of($1.separator.description) }
    if let width, let flexible = cells.firstIndex(where: \.flexible) {
      let total = texts.reduce(0) { $0 + $1.width } + separators
      if total > width {
        let room = max(10, width - (total - texts[flexible].width))
        if room < texts[flexible].width {
          texts[flexible] = Shown(
            cut: Isolate.paired(DisplayWidth.truncated(texts[flexible].text, toWidth: room)))
        }
      }
      // Still too wide (the title at its shortest): the cells after it are cut from
      // the end, at a word, so the line never wraps in the middle of a word.
      var excess = texts.reduce(0) { $0 + $1.width } + separators - width
      for index in cells.indices.reversed() where excess > 0 && index > flexible {
        let room = texts[index].width - excess
        guard room >= 2 else {
          // No room for even a letter and `…`: the cell goes, and its separator.
          excess -= texts[index].width + DisplayWidth.of(cells[index].separator.description)
          separators -= DisplayWidth.of(cells[index].separator.description)
          cells.remove(at: index)
          texts.remove(at: index)
          continue
        }
        let cut = Shown(
          cut: Isolate.paired(DisplayWidth.truncatedAtWord(texts[index].text, toWidth: room)))
        excess -= texts[index].width - cut.width
        texts[index] = cut
      }
    }
    switch bidi {
    case .logical, .terminal:
      logicalLine(cells, texts, into: &output)
    case .reorder:
      visualLine(
        cells, texts, totalWidth: texts.reduce(0) { $0 + $1.width } + separators, into: &output)
    }
  }

  /// A cell's text as it is shown, and the columns the cell takes.
  private struct Shown {
    var text: String
    /// The text's own columns.
    var columns: Int
    /// The cell's columns: its width when the text is narrower.
    var width: Int
    /// Whether the text is printable ASCII (`CellText.isASCII`).
    var isASCII: Bool
    /// Whether the text may hold isolates (`CellText.hasIsolates`).
    var hasIsolates: Bool

    init(_ text: CellText, width: Int?) {
      self.text = text.text
      columns = text.columns
      self.width = max(width ?? 0, text.columns)
      isASCII = text.isASCII
      hasIsolates = text.hasIsolates
    }

    /// A text cut to fit, which takes its own columns.
    init(cut text: String) {
      self.text = text
      columns = DisplayWidth.of(text)
      width = columns
      isASCII = false
      hasIsolates = true
    }

    /// The spaces that pad the text to the cell's width.
    var padding: Int { width - columns }
  }

  /// Plain lines of text (help, messages). A tab separates columns: every column but
  /// the last is padded to its widest entry, so tables line up in both directions, and
  /// keeps its own left-to-right order when it has no right-to-left letter outside its
  /// isolates (syntax); so does such a whole line (`#list !low|!med|!high`).
  public func lines(_ text: String, style: Style = .plain) -> String {
    let rows = text.pieces(at: "\n").map { $0.pieces(at: "\t") }
    var columnWidths: [Int] = []
    for row in rows where row.count > 1 {
      for (index, cell) in row.dropLast().enumerated() {
        let width = DisplayWidth.of(TerminalText.sanitized(cell))
        if index < columnWidths.count {
          columnWidths[index] = max(columnWidths[index], width)
        } else {
          columnWidths.append(width)
        }
      }
    }
    return rows.map { row in
      guard row != [""] else { return "" }
      return line(
        row.enumerated().map { index, text in
          let leading = index < row.count - 1
          let latin =
            (leading || row.count == 1) && !Bidi.containsRightToLeft(Isolate.outside(text))
          // A line of one cell is a sentence of the interface: in a left-to-right one it
          // runs left to right whatever letter a title in it starts with.
          let sentence = !latin && row.count == 1 && direction == .leftToRight
          return Cell(
            sentence ? Isolate.wrapped(text, in: Isolate.leftToRight) : text, style,
            width: leading ? columnWidths[index] : nil, separator: index == 0 ? " " : "  ",
            direction: latin ? .leftToRight : nil)
        })
    }.joined(separator: "\n")
  }

  /// Logical order: for pipes, and for terminals that apply the bidi algorithm
  /// themselves. Those get each cell isolated where direction matters — LRI for a
  /// left-to-right cell and RLI for the others in a right-to-left line, FSI for a cell
  /// with a right-to-left letter in a left-to-right one — and right-to-left lines start
  /// with RLM so the terminal sets the paragraph right to left. Pipes get no marks.
  /// `texts` are the cells' texts as shown, or nil to measure them here.
  private func logicalLine(_ cells: [Cell], _ texts: [Shown]?, into output: inout LineBuffer) {
    let lineStart = output.count
    beginLogicalLine(into: &output)
    for index in cells.indices {
      if index > 0 { output.append(cells[index].separator) }
      if let texts {
        let shown = texts[index]
        write(cells[index], shown.text, shown.padding, shown.hasIsolates, into: &output)
      } else {
        writeMeasured(cells[index], into: &output)
      }
    }
    output.trimTrailingSpaces(from: lineStart)
  }

  /// Whether a line's cells can be written as they come, each measured as it is written:
  /// in logical order with no width to fit (a pipe), nothing waits for the rest of it.
  var writesCellsAsTheyCome: Bool { width == nil && bidi != .reorder }

  /// What a line in logical order starts with: RLM, for a terminal to set a right-to-left
  /// paragraph.
  fileprivate func beginLogicalLine(into output: inout LineBuffer) {
    if bidi == .terminal && direction == .rightToLeft { output.append("\u{200F}") }
  }

  /// A cell of a line in logical order that nothing cuts to fit, measured as it is
  /// written.
  @inline(__always)
  fileprivate func writeMeasured(_ cell: borrowing Cell, into output: inout LineBuffer) {
    if let (columns, _) = CellText.unchanged(cell.text) {
      // The common case, text shown as it is: measured, not copied.
      let padding = max(cell.width ?? 0, columns) - columns
      write(cell, cell.text, padding, false, into: &output)
    } else {
      let shown = Shown(CellText(cell.text), width: cell.width)
      write(cell, shown.text, shown.padding, shown.hasIsolates, into: &output)
    }
  }

  /// A cell of a line in logical order: its text padded, isolated as the terminal needs
  /// it (`bidi == .terminal`) or without isolates, painted. The cell is borrowed where it
  /// stands.
  @inline(__always)
  private func write(
    _ cell: borrowing Cell, _ text: String, _ padding: Int, _ hasIsolates: Bool,
    into output: inout LineBuffer
  ) {
    let marks = bidi == .terminal
    if cell.alignTrailing { output.appendSpaces(padding) }
    if marks, !text.isEmpty, let isolate = isolate(cell.direction, text) {
      painter.write(Isolate.wrapped(text, in: isolate), cell.style, link: cell.link, into: &output)
    } else if !marks && hasIsolates {
      painter.write(Isolate.removed(from: text), cell.style, link: cell.link, into: &output)
    } else {
      painter.write(text, cell.style, link: cell.link, into: &output)
    }
    if !cell.alignTrailing { output.appendSpaces(padding) }
  }

  /// Visual order, for terminals that show characters left to right as they come: each
  /// cell reordered by FriBidi (and shaped), the cells laid from the leading edge, a
  /// right-to-left line aligned to the right edge of the terminal.
  private func visualLine(
    _ cells: [Cell], _ texts: [Shown], totalWidth: Int, into output: inout LineBuffer
  ) {
    guard direction == .rightToLeft else {
      // Left to right, the pieces go in the order they come.
      let lineStart = output.count
      for index in cells.indices {
        let cell = cells[index]
        let shown = texts[index]
        if index > 0 { output.append(Bidi.visual(cell.separator.description, rightToLeft: false)) }
        // Printable ASCII in a left-to-right isolate is already in visual order.
        let visual =
          shown.isASCII && cell.direction != .rightToLeft
          ? shown.text
          : Isolate.removed(from: visual(shown.text, isolate(cell.direction, shown.text)))
        if cell.alignTrailing { output.appendSpaces(shown.padding) }
        painter.write(visual, cell.style, link: cell.link, into: &output)
        if !cell.alignTrailing { output.appendSpaces(shown.padding) }
      }
      return output.trimTrailingSpaces(from: lineStart)
    }
    var pieces: [String] = []
    for (index, cell) in cells.enumerated() {
      let visual = Isolate.removed(
        from: visual(texts[index].text, isolate(cell.direction, texts[index].text)))
      let padding = String(repeating: " ", count: texts[index].padding)
      let painted = painter.hyperlink(painter.raw(visual, cell.style), to: cell.link)
      // Padding goes on the leading side for trailing-aligned cells: the left in
      // left-to-right lines, the right in right-to-left ones.
      let padLeft = !cell.alignTrailing
      pieces.append(padLeft ? padding + painted : painted + padding)
      if index + 1 < cells.count {
        pieces.append(Bidi.visual(cells[index + 1].separator.description, rightToLeft: true))
      }
    }
    let line = trimmedTrailingSpaces(pieces.reversed().joined())
    if let width {
      let shown = totalWidth - countTrailingSpaces(pieces.reversed().joined())
      output.appendSpaces(width - shown)
    }
    output.append(line)
  }

  /// A cell's text in visual order, as laid out in its isolate.
  private func visual(_ text: String, _ isolate: Unicode.Scalar?) -> String {
    Bidi.visual(
      text,
      direction: isolate == Isolate.firstStrong
        ? nil : isolate == Isolate.rightToLeft ? .rightToLeft : .leftToRight)
  }

  /// The isolate the text of a cell (of its own direction, if any) is laid out in, as
  /// terminals with bidi get it and as it is reordered for the others; nil when it needs
  /// none (left-to-right text in a left-to-right line).
  private func isolate(_ cellDirection: TextDirection?, _ text: String) -> Unicode.Scalar? {
    if direction == .rightToLeft {
      return cellDirection == .leftToRight ? Isolate.leftToRight : Isolate.rightToLeft
    }
    if cellDirection == .rightToLeft { return Isolate.rightToLeft }
    return Bidi.containsRightToLeft(text) ? Isolate.firstStrong : nil
  }

  private func countTrailingSpaces(_ text: String) -> Int {
    text.reversed().prefix { $0 == " " }.count
  }

  private func trimmedTrailingSpaces(_ text: String) -> String {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)] == " " {
      end = text.index(before: end)
    }
    return String(text[..<end])
  }
}

/// What a line's cells are handed to as they are made: an array, for a line laid out
/// whole, or a `TextLayout.LineWriter`.
protocol CellSink: ~Copyable {
  mutating func append(_ cell: TextLayout.Cell)
}

extension Array: CellSink where Element == TextLayout.Cell {}

extension TextLayout {
  /// Lines written into one buffer as their cells are made. Where nothing in a line
  /// waits for the rest of it (`writesCellsAsTheyCome`: a pipe) each cell is written as
  /// it comes, and a view of many tasks makes, copies and frees no array of cells a
  /// line; otherwise a line's cells are kept and laid out whole when it ends.
  struct LineWriter: CellSink, ~Copyable {
    let layout: TextLayout
    var buffer: LineBuffer
    private let asTheyCome: Bool
    /// The kept cells of the line, where they are laid out whole.
    private var cells: [Cell] = []
    /// Where the line begins in `buffer`, once a cell of it is written.
    private var lineStart: Int?

    init(_ layout: TextLayout, buffer: consuming LineBuffer) {
      self.layout = layout
      self.buffer = buffer
      asTheyCome = layout.writesCellsAsTheyCome
    }

    mutating func append(_ cell: Cell) {
      guard asTheyCome else { return cells.append(cell) }
      if lineStart == nil {
        lineStart = buffer.count
        layout.beginLogicalLine(into: &buffer)
      } else {
        buffer.append(cell.separator)
      }
      layout.writeMeasured(cell, into: &buffer)
    }

    /// Ends the line's cells (not the line: no newline): lays out the kept ones, or
    /// trims the spaces after the written ones.
    mutating func finishLine() {
      if asTheyCome {
        if let lineStart { buffer.trimTrailingSpaces(from: lineStart) }
        lineStart = nil
      } else {
        layout.write(cells, into: &buffer)
        cells.removeAll(keepingCapacity: true)
      }
    }
  }
}

extension TextLayout.Cell {
  // Made through the memberwise initializer, which builds the cell in place: cells are
  // made for every task on screen.
  public init(
    _ text: String, _ style: Style = .plain, width: Int? = nil, alignTrailing: Bool = false,
    flexible: Bool = false, separator: StaticString = " ", direction: TextDirection? = nil,
    link: String? = nil
  ) {
    self.init(
      text: text, style: style, width: width, alignTrailing: alignTrailing, flexible: flexible,
      separator: separator, direction: direction, link: link)
  }
}

extension TextLayout {
  /// The layout for a context's language and terminal: right to left in Persian, and
  /// bidi written as the terminal needs it (`forTerminal`: the text goes to a terminal).
  public init(context: Context, painter: Painter, width: Int?, forTerminal: Bool) {
    self.init(
      painter: painter, width: width,
      direction: context.config.language == .persian ? .rightToLeft : .leftToRight,
      bidi: BidiMode(
        setting: context.config.string("bidi"), environment: context.environment,
        terminal: forTerminal))
  }

  /// The layout of a command's standard output, as the views get it: the terminal's
  /// width, colours and bidi, or logical lines for a pipe.
  public init(outputOf context: Context) {
    let environment = context.environment
    self.init(
      context: context, painter: Painter(environment: environment, config: context.config),
      width: environment.stdoutIsTerminal ? environment.terminalWidth ?? 80 : nil,
      forTerminal: environment.stdoutIsTerminal)
  }

  /// The layout of what goes to standard error (errors, questions): the language's
  /// direction and the terminal's bidi, without colour or width.
  public init(errorsOf context: Context) {
    self.init(
      context: context, painter: Painter(colors: false), width: nil,
      forTerminal: context.environment.stderrIsTerminal)
  }
}

/// How text with both directions is written for the terminal.
public enum BidiMode: String, Sendable {
  /// As stored: for pipes and files.
  case logical
  /// Logical order with isolates and marks, for terminals that implement bidi.
  case terminal
  /// Visual order with Arabic shaping, for terminals that do not.
  case reorder

  /// The mode for `bidi = auto|terminal|reorder`. `auto` writes logical order to pipes
  /// and files; on a terminal it asks who the terminal is: VTE (GNOME Terminal, Tilix,
  /// Terminator: `VTE_VERSION`), Konsole (`KONSOLE_VERSION`) and mlterm (`TERM=mlterm…`)
  /// apply the bidi algorithm themselves and get `terminal`; everything else — xterm,
  /// kitty, alacritty, and any tmux or screen pane (`TMUX`, `TERM=screen…`/`tmux…`),
  /// whatever runs outside it — gets `reorder`.
  public init(setting: String, environment: Environment, terminal: Bool) {
    switch setting {
    case "terminal": self = .terminal
    case "reorder": self = .reorder
    default:
      guard terminal else {
        self = .logical
        return
      }
      let term = environment["TERM"] ?? ""
      let multiplexed =
        environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
      let implementsBidi =
        environment["VTE_VERSION"] != nil || environment["KONSOLE_VERSION"] != nil
        || term.hasPrefix("mlterm")
      self = implementsBidi && !multiplexed ? .terminal : .reorder
    }
  }
}
