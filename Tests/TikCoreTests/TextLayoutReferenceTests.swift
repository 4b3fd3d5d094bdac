import Testing
import TikTestSupport
import TikText

@testable import TikCore

/// The layout writes each line in one buffer, measuring each cell once; the lines are
/// byte for byte those of the layout as it was first written — each cell sanitised,
/// latinised and measured by the text functions, the pieces joined as strings — kept
/// here as the reference, for random cells in every direction, bidi mode, width and
/// colour setting.
@Suite struct TextLayoutReferenceTests {
  @Test func everyLineIsTheReferenceLine() {
    var random = SeededTextGenerator(seed: 0x1A7E)
    for _ in 0..<6_000 {
      let layout = randomLayout(&random)
      let cells = (0..<Int.random(in: 1...7, using: &random)).map { _ in
        randomCell(&random)
      }
      let expected = ReferenceLayout(layout).line(cells)
      #expect(layout.line(cells) == expected, "\(cells.map(\.text))")
    }
  }

  @Test func aTaskLikeLineIsTheReferenceLine() {
    var random = SeededTextGenerator(seed: 0x7A5C)
    for _ in 0..<2_000 {
      let layout = randomLayout(&random)
      let cells: [TextLayout.Cell] = [
        .init(["○", "✓"].randomElement(using: &random)!, .overdue),
        .init(
          String(Int.random(in: 1...99_999, using: &random)), .dim, width: 5, alignTrailing: true,
          link: Bool.random(using: &random) ? "tik://task/7" : nil),
        .init(random.string(maxLength: 30), .plain, flexible: true),
        .init("2026-11-07", .overdue, separator: "  ", link: "tik://day/2026-11-07"),
        .init("10:00", .dim, separator: " · "),
        .init(
          ["Work", "کار", "Home 🏠"].randomElement(using: &random)!, .accent(.green),
          separator: " · "),
        .init("!!", .accent(.orange), separator: " · "),
      ]
      #expect(layout.line(cells) == ReferenceLayout(layout).line(cells), "\(cells[2].text)")
    }
  }

  @Test func spacesAfterAPrependedMarkAreNotTrimmed() {
    let layout = TextLayout(painter: Painter(colors: false), width: nil)
    let cells: [TextLayout.Cell] = [.init("x"), .init("\u{0600}", width: 4)]
    // `\u{0600} ` is one character: the spaces after it go, the one it holds stays.
    #expect(Array(layout.line(cells).utf8) == Array("x \u{0600} ".utf8))
    #expect(layout.line(cells) == ReferenceLayout(layout).line(cells))
    #expect(layout.line([.init("x"), .init("y", width: 4)]) == "x y")
  }

  func randomLayout(_ random: inout SeededTextGenerator) -> TextLayout {
    let painter = Painter(
      colors: Bool.random(using: &random),
      accent: AccentColor.allCases.randomElement(using: &random)!,
      theme: Bool.random(using: &random) ? .dark : .light)
    return TextLayout(
      painter: painter, width: [nil, 8, 20, 40, 80].randomElement(using: &random)!,
      direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
      bidi: [BidiMode.logical, .terminal, .reorder].randomElement(using: &random)!)
  }

  func randomCell(_ random: inout SeededTextGenerator) -> TextLayout.Cell {
    let pieces = [
      "buy milk", "○", "✓", "2026-11-07", "10:00", "!!", "۲٬۵۰۰", "۲٫۵", "\u{0600}", "  ", "a ",
      "خرید", "\u{2067}کار\u{2069}", "\u{2066}/done 4\u{2069}", "\u{2068}x", "y\u{2069}",
      "\u{1B}[2J",
    ]
    var text = ""
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      text +=
        Bool.random(using: &random)
        ? pieces.randomElement(using: &random)! : random.string(maxLength: 6)
    }
    let styles: [Style] = [
      .plain, .bold, .dim, .heading, .accent(.teal), .done, .overdue, .success, .error,
    ]
    return TextLayout.Cell(
      text, styles.randomElement(using: &random)!,
      width: Bool.random(using: &random) ? nil : Int.random(in: 0...12, using: &random),
      alignTrailing: Bool.random(using: &random),
      flexible: Int.random(in: 0..<3, using: &random) == 0,
      separator: [" ", "  ", " · ", "", "\u{2067}|\u{2069}"].randomElement(using: &random)!,
      direction: [nil, TextDirection.leftToRight, .rightToLeft].randomElement(using: &random)!,
      link: [nil, nil, "tik://task/7", "tik://list/a\u{1B}b\u{7F}c"].randomElement(using: &random)!)
  }
}

/// The layout's first way of writing a line, kept as the reference for the one in use.
struct ReferenceLayout {
  let painter: Painter
  let width: Int?
  let direction: TextDirection
  let bidi: BidiMode

  init(_ layout: TextLayout) {
    painter = layout.painter
    width = layout.width
    direction = layout.direction
    bidi = layout.bidi
  }

  typealias Cell = TextLayout.Cell

  func line(_ cells: [Cell]) -> String {
    var cells = cells
    var texts = cells.map {
      TerminalText.sanitizedKeepingPairedIsolates(Digits.latinized($0.text))
    }
    var widths = zip(cells, texts).map { cell, text in
      max(cell.width ?? 0, DisplayWidth.of(text))
    }
    var separators = cells.dropFirst().reduce(0) { $0 + DisplayWidth.of($1.separator.description) }
    if let width, let flexible = cells.firstIndex(where: \.flexible) {
      let total = widths.reduce(0, +) + separators
      if total > width {
        let room = max(10, width - (total - widths[flexible]))
        if room < widths[flexible] {
          texts[flexible] = Isolate.paired(
            DisplayWidth.truncated(texts[flexible], toWidth: room))
          widths[flexible] = DisplayWidth.of(texts[flexible])
        }
      }
      var excess = widths.reduce(0, +) + separators - width
      for index in cells.indices.reversed() where excess > 0 && index > flexible {
        let room = widths[index] - excess
        guard room >= 2 else {
          excess -= widths[index] + DisplayWidth.of(cells[index].separator.description)
          separators -= DisplayWidth.of(cells[index].separator.description)
          cells.remove(at: index)
          texts.remove(at: index)
          widths.remove(at: index)
          continue
        }
        let cut = Isolate.paired(DisplayWidth.truncatedAtWord(texts[index], toWidth: room))
        excess -= widths[index] - DisplayWidth.of(cut)
        texts[index] = cut
        widths[index] = DisplayWidth.of(cut)
      }
    }
    switch bidi {
    case .logical, .terminal:
      return logicalLine(cells, texts, widths)
    case .reorder:
      return visualLine(cells, texts, widths, totalWidth: widths.reduce(0, +) + separators)
    }
  }

  private func logicalLine(_ cells: [Cell], _ texts: [String], _ widths: [Int]) -> String {
    let marks = bidi == .terminal
    let rightToLeft = direction == .rightToLeft
    var output = marks && rightToLeft ? "\u{200F}" : ""
    for (index, cell) in cells.enumerated() {
      if index > 0 { output += cell.separator.description }
      var text = marks ? texts[index] : Isolate.removed(from: texts[index])
      if marks && !text.isEmpty, let isolate = isolate(for: cell, text) {
        text = Isolate.wrapped(text, in: isolate)
      }
      let padding = String(repeating: " ", count: widths[index] - DisplayWidth.of(texts[index]))
      let painted = painter.hyperlink(painter.raw(text, cell.style), to: cell.link)
      output += cell.alignTrailing ? padding + painted : painted + padding
    }
    return trimmedTrailingSpaces(output)
  }

  private func visualLine(
    _ cells: [Cell], _ texts: [String], _ widths: [Int], totalWidth: Int
  ) -> String {
    let rightToLeft = direction == .rightToLeft
    var pieces: [String] = []
    for (index, cell) in cells.enumerated() {
      let isolate = isolate(for: cell, texts[index])
      let visual = Isolate.removed(
        from: Bidi.visual(
          texts[index],
          direction: isolate == Isolate.firstStrong
            ? nil : isolate == Isolate.rightToLeft ? .rightToLeft : .leftToRight))
      let padding = String(repeating: " ", count: widths[index] - DisplayWidth.of(texts[index]))
      let painted = painter.hyperlink(painter.raw(visual, cell.style), to: cell.link)
      let padLeft = cell.alignTrailing != rightToLeft
      pieces.append(padLeft ? padding + painted : painted + padding)
      if index + 1 < cells.count {
        pieces.append(Bidi.visual(cells[index + 1].separator.description, rightToLeft: rightToLeft))
      }
    }
    guard rightToLeft else { return trimmedTrailingSpaces(pieces.joined()) }
    let line = trimmedTrailingSpaces(pieces.reversed().joined())
    guard let width else { return line }
    let shown = totalWidth - countTrailingSpaces(pieces.reversed().joined())
    return String(repeating: " ", count: max(0, width - shown)) + line
  }

  private func isolate(for cell: Cell, _ text: String) -> Unicode.Scalar? {
    if direction == .rightToLeft {
      return cell.direction == .leftToRight ? Isolate.leftToRight : Isolate.rightToLeft
    }
    if cell.direction == .rightToLeft { return Isolate.rightToLeft }
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
