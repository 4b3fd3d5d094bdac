/// Snapshot files no tik wrote, from a seed: what the prompt hooks must survive.
///
/// Each is a file of bytes (a clean snapshot changed, or random bytes) or something else
/// at the snapshot's path. The escape sequences all carry `PWN` or numbers no shell
/// writes of its own (`escapes`), so a record of the terminal's output can be searched
/// for them; the code would `touch` a file named `PWNED-…` in the home.
struct HostileSnapshotGenerator: RandomNumberGenerator {
  enum Snapshot {
    case bytes([UInt8])
    case fifo
    case directory
    case link(String)
  }

  /// The kinds, in the order `snapshot(_:)` goes through them.
  enum Kind: CaseIterable {
    case randomBytes, escapesInLines, codeInHeader, codeInLines, promptEscapes, hugeNumbers
    case negativeNumbers, longLine, nulBytes, tabs, notUTF8, splicedBytes
    case fifo, directory, linkToDevZero, linkToTTY
  }

  /// Sequences that must never reach the terminal as they are.
  static let escapes = [
    "\u{1B}]0;PWN-title\u{07}", "\u{1B}]52;c;UFdOCg==\u{07}", "\u{1B}[2J", "\u{1B}[1337;7331H",
    "\u{1B}P$qPWN\u{1B}\\", "\u{1B}c", "\u{1B}]8;;http://PWN/\u{1B}\\PWN\u{1B}]8;;\u{1B}\\",
    "\u{9B}1337m", "\u{7F}", "\u{202E}PWN", "\u{1B}[?1049h",
  ]

  /// Where those sequences start: what a record of the terminal must not contain.
  static let escapeStarts = [
    "\u{1B}]0;PWN", "\u{1B}]52;", "\u{1B}[2J", "\u{1B}[1337;", "\u{1B}P$q", "\u{1B}c",
    "\u{1B}]8;;http://PWN", "\u{9B}", "\u{7F}", "\u{202E}", "\u{1B}[?1049h",
  ]

  static let code = [
    "$(touch PWNED-s)", "`touch PWNED-b`", "starts[$(touch PWNED-a)]", "${HOME:+$(touch PWNED-p)}",
    "$((x[$(touch PWNED-m)]))", "$(touch $HOME/PWNED-h)", "';touch PWNED-q;'",
    "\";touch PWNED-d;\"",
    "(touch PWNED-f)", "x; touch PWNED-c",
  ]

  static let promptCode = [
    "%F{red}%n%~%f", "%{\u{1B}[31m%}", "%(?.ok.no)", "\\w \\u \\h \\$", "\\[\\e[31m\\]", "!! !-1",
    "%9v", "\\033]0;PWN\\007", "%s%s%s%n", "%%", "${(e)x}",
  ]

  static let numbers = [
    "99999999999999999999", "9223372036854775808", "18446744073709551616", "1e9", "0x5A0",
    "1441", "99999", "1440.5", "0900", "٣٠٠", "３００", "+300", "300 ", " 300",
  ]

  private var state: UInt64
  /// The clean snapshot the changes start from: its lines, split at LF.
  private let clean: [[UInt8]]

  init(seed: UInt64, clean: [UInt8]) {
    state = seed
    self.clean = clean.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
  }

  /// SplitMix64.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// The `index`th snapshot: the kinds in turn, each drawn anew.
  mutating func snapshot(_ index: Int) -> (kind: Kind, snapshot: Snapshot) {
    let kind = Kind.allCases[index % Kind.allCases.count]
    return (kind, snapshot(of: kind))
  }

  mutating func snapshot(of kind: Kind) -> Snapshot {
    switch kind {
    case .fifo: return .fifo
    case .directory: return .directory
    case .linkToDevZero: return .link("/dev/zero")
    case .linkToTTY: return .link("/dev/tty")
    case .randomBytes:
      return .bytes((0..<Int.random(in: 1...4096, using: &self)).map { _ in byte() })
    case .escapesInLines: return .bytes(changingLines { $0.text(from: Self.escapes) })
    case .codeInHeader: return .bytes(changingHeader { Array($0.pick(Self.code).utf8) })
    case .codeInLines: return .bytes(changingLines { $0.text(from: Self.code) })
    case .promptEscapes:
      let text = changingLines { $0.text(from: Self.promptCode) }
      guard Bool.random(using: &self) else { return .bytes(text) }
      let lines = text.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
      return .bytes(changingHeader(of: lines) { Array($0.pick(Self.promptCode).utf8) })
    case .hugeNumbers: return .bytes(changingHeader { Array($0.pick(Self.numbers).utf8) })
    case .negativeNumbers:
      return .bytes(changingHeader { Array("-\(Int.random(in: 0...1440, using: &$0))".utf8) })
    case .longLine:
      let long = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000) + Array(pick(Self.code).utf8)
      switch Int.random(in: 0..<3, using: &self) {
      case 0: return .bytes(changingHeader { _ in long })
      case 1: return .bytes(changingLines { _ in long })
      default: return .bytes(long + [10] + Array(clean.joined(separator: [10])))
      }
    case .nulBytes: return .bytes(spliced(with: [0], times: Int.random(in: 1...8, using: &self)))
    case .tabs:
      var lines = clean
      var fields = lines[0].split(separator: 9, omittingEmptySubsequences: false).map(Array.init)
      if Bool.random(using: &self) {
        fields.remove(at: Int.random(in: 1..<fields.count, using: &self))
      } else {
        fields.insert([], at: Int.random(in: 1...fields.count, using: &self))
      }
      lines[0] = Array(fields.joined(separator: [9]))
      return .bytes(changingLines(of: lines) { _, value in value + [9] + value })
    case .notUTF8:
      let broken: [[UInt8]] = [
        [0xFF], [0xFE], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
        [0xF4, 0x90, 0x80, 0x80],
        [0xE2, 0x97], [0x80], [0xBF], [0xC2], [0xF0, 0x9F, 0x98], [0xF8, 0x88, 0x80, 0x80, 0x80],
      ]
      return .bytes(
        changingLines { generator, value in
          let count = Int.random(in: 1...6, using: &generator)
          return value + (0..<count).flatMap { _ in generator.pick(broken) }
        })
    case .splicedBytes:
      return .bytes(
        spliced(with: [byte(), byte(), byte()], times: Int.random(in: 1...20, using: &self)))
    }
  }

  private mutating func byte() -> UInt8 { UInt8.random(in: 0...255, using: &self) }

  private mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &self)]
  }

  /// Some pieces of `pieces` with text around them.
  private mutating func text(from pieces: [String]) -> [UInt8] {
    let words = ["Buy milk ", "○ 2 open ", "→ ", "خرید ", "✓ 3/13 "]
    return Array(
      (0..<Int.random(in: 1...4, using: &self)).map { _ in pick(words) + pick(pieces) }.joined()
        .utf8)
  }

  /// The clean snapshot with a new stamp, so bash and zsh read its lines again.
  private mutating func stamped(_ lines: [[UInt8]]) -> [[UInt8]] {
    var lines = lines
    if lines.count > 1, lines[1].starts(with: Array("stamp\t".utf8)) {
      lines[1] = Array("stamp\t\(UInt64.random(in: 1...UInt64.max, using: &self))".utf8)
    }
    return lines
  }

  /// One random field of the header (or the stamp) replaced.
  private mutating func changingHeader(
    of lines: [[UInt8]]? = nil, _ value: (inout Self) -> [UInt8]
  ) -> [UInt8] {
    var lines = stamped(lines ?? clean)
    let line = Int.random(in: 0..<10, using: &self) == 0 ? 1 : 0
    var fields = lines[line].split(separator: 9, omittingEmptySubsequences: false).map(Array.init)
    fields[Int.random(in: 0..<fields.count, using: &self)] = value(&self)
    lines[line] = Array(fields.joined(separator: [9]))
    return Array(lines.joined(separator: [10]))
  }

  /// The values of the lines a prompt may show (a moment's, the stale and the notice
  /// lines) replaced, with a new stamp.
  private mutating func changingLines(
    of lines: [[UInt8]]? = nil, _ value: (inout Self, [UInt8]) -> [UInt8]
  ) -> [UInt8] {
    var lines = stamped(lines ?? clean)
    for index in lines.indices {
      let key = lines[index].prefix { $0 != 9 }
      guard key.starts(with: Array("inline.".utf8)) || key.starts(with: Array("visual.".utf8))
      else { continue }
      let old = Array(lines[index].dropFirst(key.count + 1))
      lines[index] = Array(key) + [9] + value(&self, old)
    }
    return Array(lines.joined(separator: [10]))
  }

  private mutating func changingLines(
    of lines: [[UInt8]]? = nil, _ value: (inout Self) -> [UInt8]
  ) -> [UInt8] {
    changingLines(of: lines) { generator, _ in value(&generator) }
  }

  /// The clean snapshot, with a new stamp, and `bytes` put in at random places.
  private mutating func spliced(with bytes: [UInt8], times: Int) -> [UInt8] {
    var text = Array(stamped(clean).joined(separator: [10]))
    for _ in 0..<times {
      text.insert(contentsOf: bytes, at: Int.random(in: 0...text.count, using: &self))
    }
    return text
  }
}
