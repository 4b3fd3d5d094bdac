/// Text for roff's `man` macros: the few escapes a manual page needs.
///
/// A manual is written a line at a time; `text` makes any string one safe input line (a
/// backslash printed as itself, a hyphen as a hyphen-minus, nothing read as a request).
struct Roff {
  var lines: [String] = []

  /// A request such as `.SH NAME`; its arguments are escaped, each quoted.
  mutating func request(_ name: String, _ arguments: String...) {
    let quoted = arguments.map { "\"" + Roff.escape($0, quotes: true) + "\"" }
    lines.append((["." + name] + quoted).joined(separator: " "))
  }

  /// A line of running text.
  mutating func text(_ line: String) {
    lines.append(Roff.line(line))
  }

  /// A bold term, then an italic placeholder after it (`--limit N`), for `.TP` items.
  mutating func term(_ bold: String, italic: String = "") {
    var line = "\\fB" + Roff.escape(bold) + "\\fR"
    if !italic.isEmpty { line += " \\fI" + Roff.escape(italic) + "\\fR" }
    lines.append(Roff.line(line, escaped: true))
  }

  /// Lines kept as they are laid out (examples, token lists).
  mutating func verbatim(_ block: [String]) {
    lines.append(".nf")
    for line in block { text(line) }
    lines.append(".fi")
  }

  var page: String { lines.joined(separator: "\n") + "\n" }

  /// A line that starts with `.` or `'` would be a request: `\&` keeps it text.
  static func line(_ text: String, escaped: Bool = false) -> String {
    let body = escaped ? text : escape(text)
    return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
  }

  /// `quotes`: in a request's quoted argument, where `"` is `\(dq`.
  static func escape(_ text: String, quotes: Bool = false) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      case "\"" where quotes: result += "\\(dq"
      // Bidi isolates lay out a terminal line; a manual is laid out by man.
      case "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}": break
      default: result.append(character)
      }
    }
    return result
  }
}
