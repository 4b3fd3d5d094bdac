import TikText

/// A captured terminal line read as runs of one style: the text between SGR sequences
/// (`ESC [ … m`), each with the column it starts at and the columns it takes.
enum SGRLine {
  enum Color: Equatable {
    case indexed(Int)
    case rgb(Int, Int, Int)
  }

  struct Style: Equatable {
    var foreground: Color?
    var background: Color?
    var bold = false
    var dim = false
    var italic = false
    var underline = false
    var reverse = false
  }

  struct Run {
    var text: String
    var style: Style
    var column: Int
    var width: Int
  }

  static func runs(of line: String) -> [Run] {
    var runs: [Run] = []
    var style = Style()
    var text = ""
    var column = 0
    func flush() {
      guard !text.isEmpty else { return }
      let width = DisplayWidth.of(text)
      runs.append(Run(text: text, style: style, column: column, width: width))
      column += width
      text = ""
    }
    var scalars = line.unicodeScalars[...]
    while let scalar = scalars.first {
      scalars = scalars.dropFirst()
      guard scalar == "\u{1B}" else {
        text.unicodeScalars.append(scalar)
        continue
      }
      // Only CSI sequences come from capture-pane; any other escape is dropped whole.
      guard scalars.first == "[" else { continue }
      scalars = scalars.dropFirst()
      let body = scalars.prefix { !(0x40...0x7E).contains($0.value) }
      scalars = scalars.dropFirst(body.count)
      let final = scalars.first
      scalars = scalars.dropFirst()
      guard final == "m" else { continue }
      flush()
      apply(String(String.UnicodeScalarView(body)), to: &style)
    }
    flush()
    return runs
  }

  /// Applies one SGR sequence's parameters (`1;38;5;33`) to a style.
  static func apply(_ parameters: String, to style: inout Style) {
    var codes = parameters.split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) ?? 0 }[...]
    if codes.isEmpty { codes = [0] }
    while let code = codes.popFirst() {
      switch code {
      case 0: style = Style()
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 22: (style.bold, style.dim) = (false, false)
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.reverse = false
      case 30...37: style.foreground = .indexed(code - 30)
      case 90...97: style.foreground = .indexed(code - 90 + 8)
      case 39: style.foreground = nil
      case 40...47: style.background = .indexed(code - 40)
      case 100...107: style.background = .indexed(code - 100 + 8)
      case 49: style.background = nil
      case 38, 48:
        let color: Color?
        switch codes.popFirst() {
        case 5: color = codes.popFirst().map { .indexed(min(max($0, 0), 255)) }
        case 2:
          let channels = Array(codes.prefix(3)).map { min(max($0, 0), 255) }
          codes = codes.dropFirst(3)
          color = channels.count == 3 ? .rgb(channels[0], channels[1], channels[2]) : nil
        default: color = nil
        }
        if code == 38 { style.foreground = color } else { style.background = color }
      default: break
      }
    }
  }
}
