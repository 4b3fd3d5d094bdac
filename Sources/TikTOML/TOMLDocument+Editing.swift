extension TOMLDocument {
  /// Where the parsed pieces sit in the text, as UTF-8 offsets.
  struct Layout: Sendable {
    var spans: [Span] = []
    var entryIndex: [String: Int] = [:]
    var tables: [Table] = []
    var tableIndex: [String: Int] = [:]
    var rootLastEntry: Int?
    /// The last top-level dotted key of each table it names (`widget.morning` → `widget`):
    /// where a new key of a table that has no header goes, dotted too.
    var rootDottedLast: [String: Int] = [:]
    /// Start of the first header, or of the comment lines right above it.
    var firstHeaderBlockStart: Int?
    /// 3 after a byte order mark, else 0.
    var bodyStart = 0
  }

  /// The bytes of one entry.
  struct Span: Sendable {
    var lineStart: Int
    var value: Range<Int>
    /// Just past the line ending that follows the value, or the end of the text.
    var lineEnd: Int
  }

  /// A declared `[table]`.
  struct Table: Sendable {
    var name: String
    /// Just past the header's line ending, or the end of the text.
    var headerEnd: Int
    var lastEntry: Int?
  }

  /// The line ending the file already uses: `\r\n` if its first line ends so, else `\n`.
  var newline: [UInt8] {
    let bytes = text.utf8
    guard let end = bytes.firstIndex(of: .newline) else { return [.newline] }
    let crlf = end != bytes.startIndex && bytes[bytes.index(before: end)] == .carriageReturn
    return crlf ? [.carriageReturn, .newline] : [.newline]
  }

  /// Inserts `line` at a line start, or at the end after a last line that lacks a newline.
  mutating func insert(line: [UInt8], at offset: Int) throws(TOMLError) {
    let atLineStart = offset == layout.bodyStart || Array(text.utf8)[offset - 1] == .newline
    try replace(offset..<offset, with: atLineStart ? line + newline : newline + line)
  }

  /// Appends a new `[table]` holding `line` at the end, after a blank line.
  mutating func append(table: String, line: [UInt8]) throws(TOMLError) {
    let bytes = Array(text.utf8)
    let newline = self.newline
    var addition: [UInt8] = []
    if bytes.count > layout.bodyStart {
      if bytes.last != .newline {
        addition += newline + newline
      } else {
        var end = bytes.count - 1
        if end > layout.bodyStart && bytes[end - 1] == .carriageReturn { end -= 1 }
        if end > layout.bodyStart && bytes[end - 1] != .newline { addition += newline }
      }
    }
    addition += Array("[\(Self.renderDotted(table))]".utf8) + newline + line + newline
    try replace(bytes.count..<bytes.count, with: addition)
  }

  /// Splices the text and parses it again, so entries and positions stay exact. Edits
  /// write rendered keys, values and headers into places that take them, so the edited
  /// text parses; if it ever did not, the edit is an error and the document stays as it
  /// was.
  mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) throws(TOMLError) {
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(range, with: replacement)
    self = try TOMLDocument(parsing: String(decoding: bytes, as: UTF8.self))
  }

  /// Splits `a.b.c` into the table `a.b` and the key `c`; a key without dots has no table.
  static func split(_ key: String) -> (table: String?, name: String) {
    let utf8 = key.utf8
    guard let dot = utf8.lastIndex(of: .dot) else { return (nil, key) }
    let table = String(decoding: utf8[..<dot], as: UTF8.self)
    let name = String(decoding: utf8[utf8.index(after: dot)...], as: UTF8.self)
    return (table, name)
  }

  /// A key as written: bare when it can be, else quoted.
  /// A dotted name with each part a bare or quoted key: `widget`, `a."b c"`.
  static func renderDotted(_ name: String) -> String {
    name.utf8.split(separator: .dot, omittingEmptySubsequences: false)
      .map { renderKey(String(decoding: $0, as: UTF8.self)) }
      .joined(separator: ".")
  }

  static func renderKey(_ key: String) -> String {
    let bare = !key.isEmpty && key.utf8.allSatisfy(\.isBareKeyByte)
    return bare ? key : renderString(key)
  }

  static func renderString(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\u{08}": result += "\\b"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\u{0C}": result += "\\f"
      case "\r": result += "\\r"
      case "\u{00}"..."\u{1F}", "\u{7F}":
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
