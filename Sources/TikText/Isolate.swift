/// Unicode's directional isolates: how tik keeps a run of text whole inside text of the
/// other direction — a command or a token in a Persian sentence, a value in quotes.
///
/// What stands between an initiator (LRI, RLI, FSI) and its PDI is laid out on its own,
/// and counts as one neutral character outside, so reordering can neither scramble it
/// (`/done 4` keeps its slash in front, `!urgent` its mark) nor let it reach the text
/// around it. The right-to-left tables put them around Latin runs and values; the layout
/// keeps every pair that matches and drops the rest, then writes them for terminals that
/// do bidi, reorders by them for terminals that do not, and leaves them out of pipes.
public enum Isolate {
  /// LRI: the inside runs left to right.
  public static let leftToRight: Unicode.Scalar = "\u{2066}"
  /// RLI: the inside runs right to left.
  public static let rightToLeft: Unicode.Scalar = "\u{2067}"
  /// FSI: the inside runs the way its first strong letter does.
  public static let firstStrong: Unicode.Scalar = "\u{2068}"
  /// PDI: the end of the innermost open isolate.
  public static let end: Unicode.Scalar = "\u{2069}"

  /// The text inside an isolate of the given kind.
  public static func wrapped(_ text: String, in kind: Unicode.Scalar = firstStrong) -> String {
    String(kind) + text + String(end)
  }

  /// Tokens of quick entry's syntax for help (`*روزانه|*هفتگی`), kept in the order they
  /// are written, each read in its own direction: in a right-to-left token the sigil
  /// stands on the right, where a Persian reader types it first.
  public static func tokenList(_ tokens: [String]) -> String {
    let isolated = tokens.map {
      wrapped($0, in: Bidi.containsRightToLeft($0) ? rightToLeft : leftToRight)
    }
    return wrapped(isolated.joined(separator: "|"), in: leftToRight)
  }

  /// The text with what stands inside isolates left out: the sentence around them.
  public static func outside(_ text: String) -> String {
    guard isContained(in: text) else { return text }
    var result = String.UnicodeScalarView()
    var depth = 0
    for scalar in text.unicodeScalars {
      if scalar == end {
        depth = max(0, depth - 1)
      } else if isIsolate(scalar) {
        depth += 1
      } else if depth == 0 {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether the text has an isolate control; a scan of its UTF-8 bytes (E2 81 A6–A9).
  public static func isContained(in text: String) -> Bool {
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      if previous == (0xE2, 0x81) && (0xA6...0xA9).contains(byte) { return true }
      previous = (previous.1, byte)
    }
    return false
  }

  /// The text without isolate controls: for pipes, JSON and shells.
  public static func removed(from text: String) -> String {
    guard isContained(in: text) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !isIsolate(scalar) { scalars.append(scalar) }
    return String(scalars)
  }

  /// The text with every isolate control that has no partner dropped: an initiator that
  /// is never closed, a PDI that closes nothing. What is left cannot reach beyond itself.
  public static func paired(_ text: String) -> String {
    guard isContained(in: text) else { return text }
    let scalars = Array(text.unicodeScalars)
    let kept = pairedIndices(scalars)
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() where !isIsolate(scalar) || kept.contains(index) {
      result.append(scalar)
    }
    return String(result)
  }

  /// The indices of isolate controls that pair up, as the bidi algorithm matches them.
  static func pairedIndices(_ scalars: [Unicode.Scalar]) -> Set<Int> {
    var open: [Int] = []
    var kept: Set<Int> = []
    for (index, scalar) in scalars.enumerated() {
      if scalar == end {
        if let initiator = open.popLast() {
          kept.insert(initiator)
          kept.insert(index)
        }
      } else if isIsolate(scalar) {
        open.append(index)
      }
    }
    return kept
  }

  static func isIsolate(_ scalar: Unicode.Scalar) -> Bool {
    (0x2066...0x2069).contains(scalar.value)
  }
}

extension TerminalText {
  /// As `sanitized`, but isolates that pair up stay: the layout's cells, whose isolates
  /// are tik's own or cannot reach beyond the text that holds them.
  public static func sanitizedKeepingPairedIsolates(_ text: String) -> String {
    keepingPairedIsolates(text, sanitized)
  }

  /// As `excerpt`, but isolates that pair up stay: a message of tik's own, quoted whole.
  public static func excerptKeepingPairedIsolates(_ text: String, limit: Int = 60) -> String {
    let line = keepingPairedIsolates(text, singleLine)
    guard line.count > limit else { return line }
    return Isolate.paired(String(line.prefix(limit)) + "…")
  }

  private static func keepingPairedIsolates(_ text: String, _ clean: (String) -> String)
    -> String
  {
    guard Isolate.isContained(in: text) else { return clean(text) }
    let scalars = Array(text.unicodeScalars)
    let kept = Isolate.pairedIndices(scalars)
    var result = ""
    var run = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if kept.contains(index) {
        result += clean(String(run)) + String(scalar)
        run = String.UnicodeScalarView()
      } else {
        run.append(scalar)
      }
    }
    return result + clean(String(run))
  }
}

/// Pieces of right-to-left templates: values and Latin runs in isolates, so that a
/// Persian sentence reorders around them and leaves them whole.
public enum RightToLeftTemplate {
  /// `«{n}»`: a value of either direction, in Persian quotes.
  public static func quoted(_ placeholder: Int) -> String {
    "«" + value(placeholder) + "»"
  }

  /// `«#{1}»`: a piece of template with a value in it, isolated as one.
  public static func quoted(_ text: String) -> String {
    "«" + Isolate.wrapped(text) + "»"
  }

  /// `{n}` in a first-strong isolate: a title, a name, a date in words.
  public static func value(_ placeholder: Int) -> String {
    Isolate.wrapped("{\(placeholder)}")
  }

  /// A run that reads left to right: a command (`{tik}done {1}`), a token, a key.
  public static func latin(_ text: String) -> String {
    Isolate.wrapped(text, in: Isolate.leftToRight)
  }

  /// `«…»` around a Latin run: a command to type, quoted.
  public static func quotedLatin(_ text: String) -> String {
    "«" + latin(text) + "»"
  }
}
