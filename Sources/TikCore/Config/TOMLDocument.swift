/// A parsed `config.toml`: the TOML subset tik needs, kept with its comments and layout
/// so that `set` and `remove` change one line and leave the rest of the user's file alone.
///
/// Keys are identified by their full dotted name: `language` for a top-level key, and
/// `widget.morning` for the key `morning` under `[widget]`.
public struct TOMLDocument: Sendable {
  /// A value tik can read from its config.
  public enum Value: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([Value])
  }

  /// One `key = value` line (or lines, for a multi-line array).
  public struct Entry: Equatable, Sendable {
    /// The full dotted key: `language`, or `widget.morning` for `morning` under `[widget]`.
    public var key: String
    /// The parsed value.
    public var value: Value
    /// The 1-based line of the key.
    public var line: Int
    /// The 1-based column, counted in Characters, where the value starts.
    public var column: Int
  }

  /// How deep arrays may nest: far beyond any setting tik has, near enough that a hostile
  /// file cannot exhaust the stack.
  public static let maximumDepth = 16

  /// The entries in file order.
  public private(set) var entries: [Entry]

  /// The document as text: byte-identical to the parsed input when nothing was changed.
  public private(set) var text: String

  private var layout: Layout

  /// Parses `text`, throwing the first error found.
  public init(parsing text: String) throws(TOMLError) {
    var parser = Parser(text)
    try parser.parseDocument()
    self.text = text
    entries = parser.entries
    layout = parser.layout
  }

  /// The value stored under the full dotted `key`, if any.
  public func value(for key: String) -> Value? {
    entry(for: key)?.value
  }

  /// The entry stored under the full dotted `key`, if any.
  public func entry(for key: String) -> Entry? {
    layout.entryIndex[key].map { entries[$0] }
  }

  /// Sets a key: replaces the value on its existing line (keeping an end-of-line comment;
  /// an array written one item a line stays so, with its comments — `TOMLArrayLines`),
  /// or appends `key = value` to the right table (creating `[table]` at the end if needed;
  /// top-level keys go before the first table header).
  ///
  /// A key containing dots names a table and a key: `a.b.c` is `c` under `[a.b]`.
  /// Setting a key to the value it already has leaves the text untouched.
  public mutating func set(_ key: String, to value: Value) {
    let rendered = Array(Self.render(value).utf8)
    if let index = layout.entryIndex[key] {
      guard entries[index].value != value else { return }
      let span = layout.spans[index].value
      if case .array(let old) = entries[index].value, case .array(let new) = value,
        let lines = TOMLArrayLines.rewrite(Array(text.utf8)[span], from: old, to: new)
      {
        replace(span, with: lines)
      } else {
        replace(span, with: rendered)
      }
      return
    }
    let (table, name) = Self.split(key)
    let line = Array(Self.renderKey(name).utf8) + Array(" = ".utf8) + rendered
    if let table {
      if let index = layout.tableIndex[table] {
        let target = layout.tables[index]
        let end = target.lastEntry.map { layout.spans[$0].lineEnd } ?? target.headerEnd
        insert(line: line, at: end)
      } else {
        append(table: table, line: line)
      }
    } else if let last = layout.rootLastEntry {
      insert(line: line, at: layout.spans[last].lineEnd)
    } else if let start = layout.firstHeaderBlockStart {
      let newline = self.newline
      replace(start..<start, with: line + newline + newline)
    } else {
      insert(line: line, at: text.utf8.count)
    }
  }

  /// Removes the key's line(s) if present (a multi-line array counts as its lines).
  public mutating func remove(_ key: String) {
    guard let index = layout.entryIndex[key] else { return }
    let span = layout.spans[index]
    let bytes = Array(text.utf8)
    var start = span.lineStart
    let endsWithoutNewline = span.lineEnd == bytes.count && bytes[span.lineEnd - 1] != .newline
    if endsWithoutNewline && start > layout.bodyStart {
      start -= 1
      if start > layout.bodyStart && bytes[start - 1] == .carriageReturn { start -= 1 }
    }
    replace(start..<span.lineEnd, with: [])
  }

  /// Renders one value as TOML: strings as basic strings with escapes, arrays as `["a", "b"]`.
  public static func render(_ value: Value) -> String {
    switch value {
    case .string(let string):
      return renderString(string)
    case .integer(let integer):
      return String(integer)
    case .bool(let bool):
      return bool ? "true" : "false"
    case .array(let values):
      return "[" + values.map(render).joined(separator: ", ") + "]"
    }
  }
}

/// Why a `config.toml` could not be parsed, and where.
public struct TOMLError: Error, Equatable, Sendable {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// A key with no `=` after it; points where the `=` was expected.
    case expectedEquals
    /// A line that starts with something that is not a key.
    case expectedKey
    /// A key that is not a bare or quoted key (dotted keys included), as written.
    case invalidKey(String)
    /// A key set twice, by its full dotted name; points at the second key.
    case duplicateKey(String)
    /// A table declared twice, by its dotted name; points at the second name.
    case duplicateTable(String)
    /// No value where one was expected (after `=`, or between commas in an array).
    case expectedValue
    /// A string not closed on its line; points at its opening quote.
    case unterminatedString
    /// An array not closed: at its `[` when the text ends, or where `,` or `]` was expected.
    case unterminatedArray
    /// An unknown or out-of-range escape as written, e.g. `\q`; points at the backslash.
    case invalidEscape(String)
    /// A malformed or out-of-range integer, as written.
    case invalidNumber(String)
    /// A float, date, time, inline table or multi-line string, as written.
    case unsupportedValue(String)
    /// Anything after a value or header other than whitespace or a comment, as written.
    case trailingCharacters(String)
    /// A malformed table header, or an array of tables (`[[x]]`).
    case invalidTableHeader
    /// A raw control character (other than tab) inside a string.
    case controlCharacter
    /// Arrays inside arrays deeper than `TOMLDocument.maximumDepth`; points at the `[` too
    /// many.
    case nestedTooDeep
  }

  /// The 1-based line.
  public var line: Int
  /// The 1-based column, counted in Characters.
  public var column: Int
  /// What went wrong.
  public var kind: Kind
}

// MARK: - Editing

extension TOMLDocument {
  /// Where the parsed pieces sit in the text, as UTF-8 offsets.
  fileprivate struct Layout: Sendable {
    var spans: [Span] = []
    var entryIndex: [String: Int] = [:]
    var tables: [Table] = []
    var tableIndex: [String: Int] = [:]
    var rootLastEntry: Int?
    /// Start of the first header, or of the comment lines right above it.
    var firstHeaderBlockStart: Int?
    /// 3 after a byte order mark, else 0.
    var bodyStart = 0
  }

  /// The bytes of one entry.
  fileprivate struct Span: Sendable {
    var lineStart: Int
    var value: Range<Int>
    /// Just past the line ending that follows the value, or the end of the text.
    var lineEnd: Int
  }

  /// A declared `[table]`.
  fileprivate struct Table: Sendable {
    var name: String
    /// Just past the header's line ending, or the end of the text.
    var headerEnd: Int
    var lastEntry: Int?
  }

  /// The line ending the file already uses: `\r\n` if its first line ends so, else `\n`.
  private var newline: [UInt8] {
    let bytes = text.utf8
    guard let end = bytes.firstIndex(of: .newline) else { return [.newline] }
    let crlf = end != bytes.startIndex && bytes[bytes.index(before: end)] == .carriageReturn
    return crlf ? [.carriageReturn, .newline] : [.newline]
  }

  /// Inserts `line` at a line start, or at the end after a last line that lacks a newline.
  private mutating func insert(line: [UInt8], at offset: Int) {
    let atLineStart = offset == layout.bodyStart || Array(text.utf8)[offset - 1] == .newline
    replace(offset..<offset, with: atLineStart ? line + newline : newline + line)
  }

  /// Appends a new `[table]` holding `line` at the end, after a blank line.
  private mutating func append(table: String, line: [UInt8]) {
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
    let header = table.utf8.split(separator: .dot, omittingEmptySubsequences: false)
      .map { Self.renderKey(String(decoding: $0, as: UTF8.self)) }
      .joined(separator: ".")
    addition += Array("[\(header)]".utf8) + newline + line + newline
    replace(bytes.count..<bytes.count, with: addition)
  }

  /// Splices the text and parses it again, so entries and positions stay exact.
  private mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) {
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(range, with: replacement)
    // Edits only write rendered keys, values and headers into places that take them,
    // so the edited text always parses.
    self = try! TOMLDocument(parsing: String(decoding: bytes, as: UTF8.self))
  }

  /// Splits `a.b.c` into the table `a.b` and the key `c`; a key without dots has no table.
  private static func split(_ key: String) -> (table: String?, name: String) {
    let utf8 = key.utf8
    guard let dot = utf8.lastIndex(of: .dot) else { return (nil, key) }
    let table = String(decoding: utf8[..<dot], as: UTF8.self)
    let name = String(decoding: utf8[utf8.index(after: dot)...], as: UTF8.self)
    return (table, name)
  }

  /// A key as written: bare when it can be, else quoted.
  private static func renderKey(_ key: String) -> String {
    let bare = !key.isEmpty && key.utf8.allSatisfy(\.isBareKeyByte)
    return bare ? key : renderString(key)
  }

  private static func renderString(_ string: String) -> String {
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

// MARK: - Parsing

/// A one-pass parser over the UTF-8 bytes of a document.
private struct Parser {
  typealias Value = TOMLDocument.Value

  let bytes: [UInt8]
  var pos: Int
  var line = 1
  var lineStart: Int
  var entries: [TOMLDocument.Entry] = []
  var layout = TOMLDocument.Layout()
  var currentTable: Int?
  /// Start of the run of comment lines just read, if the last line was a comment.
  var commentRunStart: Int?
  /// How many arrays the value being read is inside.
  var depth = 0

  init(_ text: String) {
    bytes = Array(text.utf8)
    let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    pos = hasBOM ? 3 : 0
    lineStart = pos
    layout.bodyStart = pos
  }

  mutating func parseDocument() throws(TOMLError) {
    while pos < bytes.count {
      skipSpaces()
      if atLineEnd {
        consumeLineEnd()
        commentRunStart = nil
        continue
      }
      switch bytes[pos] {
      case .hash:
        if commentRunStart == nil { commentRunStart = lineStart }
        skipComment()
        consumeLineEnd()
      case .leftBracket:
        try parseHeader()
        commentRunStart = nil
      default:
        try parseKeyValue()
        commentRunStart = nil
      }
    }
  }

  // MARK: Lines

  var peek: UInt8? { pos < bytes.count ? bytes[pos] : nil }

  var atLineEnd: Bool { isLineEnd(at: pos) }

  func isLineEnd(at offset: Int) -> Bool {
    guard offset < bytes.count else { return true }
    switch bytes[offset] {
    case .newline: return true
    case .carriageReturn: return offset + 1 < bytes.count && bytes[offset + 1] == .newline
    default: return false
    }
  }

  mutating func skipSpaces() {
    while pos < bytes.count && (bytes[pos] == .space || bytes[pos] == .tab) { pos += 1 }
  }

  mutating func skipComment() {
    while !atLineEnd { pos += 1 }
  }

  /// Steps over the line ending at `pos` (the caller checked `atLineEnd`), if any.
  mutating func consumeLineEnd() {
    if peek == .carriageReturn { pos += 1 }
    if peek == .newline {
      pos += 1
      line += 1
      lineStart = pos
    }
  }

  /// Skips spaces, comments and line endings between array elements.
  mutating func skipTrivia() {
    while true {
      skipSpaces()
      if peek == .hash { skipComment() }
      guard pos < bytes.count && atLineEnd else { return }
      consumeLineEnd()
    }
  }

  /// Ends a header or entry line: allows only whitespace and a comment before the line ending.
  mutating func finishLine() throws(TOMLError) {
    skipSpaces()
    if peek == .hash { skipComment() }
    guard atLineEnd else {
      throw error(.trailingCharacters(text(pos..<trimmedLineEnd(from: pos))), at: pos)
    }
    consumeLineEnd()
  }

  /// The end of the line holding `offset`, before trailing whitespace.
  func trimmedLineEnd(from offset: Int) -> Int {
    var end = offset
    while !isLineEnd(at: end) { end += 1 }
    while end > offset && (bytes[end - 1] == .space || bytes[end - 1] == .tab) { end -= 1 }
    return end
  }

  // MARK: Lines with content

  mutating func parseHeader() throws(TOMLError) {
    let headerStart = lineStart
    pos += 1
    skipSpaces()
    if peek == .leftBracket { throw error(.invalidTableHeader, at: pos) }
    let nameStart = pos
    var name = ""
    while true {
      skipSpaces()
      guard let part = try parseKey() else { throw error(.invalidTableHeader, at: pos) }
      name += part
      skipSpaces()
      if peek == .dot {
        pos += 1
        name += "."
      } else if peek == .rightBracket {
        pos += 1
        break
      } else {
        throw error(.invalidTableHeader, at: pos)
      }
    }
    if layout.tableIndex[name] != nil { throw error(.duplicateTable(name), at: nameStart) }
    try finishLine()
    if layout.firstHeaderBlockStart == nil {
      layout.firstHeaderBlockStart = commentRunStart ?? headerStart
    }
    currentTable = layout.tables.count
    layout.tableIndex[name] = layout.tables.count
    layout.tables.append(TOMLDocument.Table(name: name, headerEnd: pos, lastEntry: nil))
  }

  mutating func parseKeyValue() throws(TOMLError) {
    let entryStart = lineStart
    let keyStart = pos
    guard let key = try parseKey() else { throw error(.expectedKey, at: pos) }
    if pos < bytes.count && !bytes[pos].endsKey {
      var end = pos
      while end < bytes.count && !bytes[end].endsKey { end += 1 }
      throw error(.invalidKey(text(keyStart..<end)), at: keyStart)
    }
    skipSpaces()
    guard peek == .equals else { throw error(.expectedEquals, at: pos) }
    pos += 1
    skipSpaces()
    if atLineEnd || peek == .hash { throw error(.expectedValue, at: pos) }
    let fullKey = currentTable.map { layout.tables[$0].name + "." + key } ?? key
    if layout.entryIndex[fullKey] != nil {
      throw error(.duplicateKey(fullKey), at: keyStart)
    }
    let keyLine = line
    let valueStart = pos
    let column = self.column(of: valueStart, from: lineStart)
    let value = try parseValue()
    let valueEnd = pos
    try finishLine()
    let index = entries.count
    entries.append(.init(key: fullKey, value: value, line: keyLine, column: column))
    layout.spans.append(.init(lineStart: entryStart, value: valueStart..<valueEnd, lineEnd: pos))
    layout.entryIndex[fullKey] = index
    if let currentTable {
      layout.tables[currentTable].lastEntry = index
    } else {
      layout.rootLastEntry = index
    }
  }

  /// A bare or quoted key (or header part), or nil when none starts at `pos`.
  mutating func parseKey() throws(TOMLError) -> String? {
    guard let first = peek else { return nil }
    if first == .quote { return try parseBasicString() }
    if first == .apostrophe { return try parseLiteralString() }
    guard first.isBareKeyByte else { return nil }
    let start = pos
    while pos < bytes.count && bytes[pos].isBareKeyByte { pos += 1 }
    return text(start..<pos)
  }

  // MARK: Values

  mutating func parseValue() throws(TOMLError) -> Value {
    switch bytes[pos] {
    case .quote:
      if startsTripleQuote { throw unsupported(multiLineStringCloser: .quote) }
      return .string(try parseBasicString())
    case .apostrophe:
      if startsTripleQuote { throw unsupported(multiLineStringCloser: .apostrophe) }
      return .string(try parseLiteralString())
    case .leftBracket:
      return try parseArray()
    case .leftBrace:
      throw unsupportedInlineTable()
    default:
      return try parseScalar()
    }
  }

  var startsTripleQuote: Bool {
    pos + 2 < bytes.count && bytes[pos + 1] == bytes[pos] && bytes[pos + 2] == bytes[pos]
  }

  mutating func parseArray() throws(TOMLError) -> Value {
    guard depth < TOMLDocument.maximumDepth else { throw error(.nestedTooDeep, at: pos) }
    depth += 1
    defer { depth -= 1 }
    let (openPos, openLine, openLineStart) = (pos, line, lineStart)
    var unterminated: TOMLError {
      let column = self.column(of: openPos, from: openLineStart)
      return TOMLError(line: openLine, column: column, kind: .unterminatedArray)
    }
    pos += 1
    var values: [Value] = []
    while true {
      skipTrivia()
      guard let next = peek else { throw unterminated }
      if next == .rightBracket { break }
      if next == .comma { throw error(.expectedValue, at: pos) }
      values.append(try parseValue())
      skipTrivia()
      guard let separator = peek else { throw unterminated }
      if separator == .rightBracket { break }
      guard separator == .comma else { throw error(.unterminatedArray, at: pos) }
      pos += 1
    }
    pos += 1
    return .array(values)
  }

  mutating func parseScalar() throws(TOMLError) -> Value {
    let start = pos
    while pos < bytes.count && !bytes[pos].endsValue { pos += 1 }
    let token = bytes[start..<pos]
    if token.elementsEqual("true".utf8) { return .bool(true) }
    if token.elementsEqual("false".utf8) { return .bool(false) }
    if token.elementsEqual("inf".utf8) || token.elementsEqual("nan".utf8) {
      throw error(.unsupportedValue(text(token)), at: start)
    }
    guard let first = token.first, first.isDigit || first == .plus || first == .minus else {
      throw error(.expectedValue, at: start)
    }
    return .integer(try parseInteger(token))
  }

  /// An integer as TOML writes it; floats and dates are reported as unsupported.
  func parseInteger(_ token: ArraySlice<UInt8>) throws(TOMLError) -> Int {
    var invalid: TOMLError { error(.invalidNumber(text(token)), at: token.startIndex) }
    var unsupported: TOMLError { error(.unsupportedValue(text(token)), at: token.startIndex) }
    let negative = token.first == .minus
    let signed = negative || token.first == .plus
    var digits = signed ? token.dropFirst() : token
    if digits.elementsEqual("inf".utf8) || digits.elementsEqual("nan".utf8) { throw unsupported }
    var radix: UInt64 = 10
    if digits.count > 2 && digits.first == .zero,
      let prefixed = Self.radix(prefix: digits[digits.startIndex + 1])
    {
      if signed { throw invalid }
      radix = prefixed
      digits = digits.dropFirst(2)
    } else if !signed && Self.looksLikeDateOrTime(digits) {
      throw unsupported
    } else if digits.contains(where: { $0 == .dot || $0 == .lowerE || $0 == .upperE }) {
      throw unsupported
    } else if digits.count > 1 && digits.first == .zero {
      throw invalid
    }
    var magnitude: UInt64 = 0
    var afterDigit = false
    for byte in digits {
      if byte == .underscore {
        guard afterDigit else { throw invalid }
        afterDigit = false
        continue
      }
      guard let digit = byte.hexDigitValue, UInt64(digit) < radix else { throw invalid }
      let (shifted, overflowA) = magnitude.multipliedReportingOverflow(by: radix)
      let (sum, overflowB) = shifted.addingReportingOverflow(UInt64(digit))
      if overflowA || overflowB { throw invalid }
      magnitude = sum
      afterDigit = true
    }
    guard afterDigit else { throw invalid }
    let limit = UInt64(Int.max)
    if negative {
      guard magnitude <= limit + 1 else { throw invalid }
      return magnitude == limit + 1 ? Int.min : -Int(magnitude)
    }
    guard magnitude <= limit else { throw invalid }
    return Int(magnitude)
  }

  static func radix(prefix: UInt8) -> UInt64? {
    switch prefix {
    case UInt8(ascii: "x"): 16
    case UInt8(ascii: "o"): 8
    case UInt8(ascii: "b"): 2
    default: nil
    }
  }

  /// Whether `digits` starts like `1979-05-27` or `07:32`.
  static func looksLikeDateOrTime(_ digits: ArraySlice<UInt8>) -> Bool {
    let start = digits.startIndex
    func startsWith(digitCount count: Int, then separator: UInt8) -> Bool {
      digits.count > count && digits[start + count] == separator
        && digits[start..<start + count].allSatisfy(\.isDigit)
    }
    return startsWith(digitCount: 4, then: .minus) || startsWith(digitCount: 2, then: .colon)
  }

  // MARK: Strings

  mutating func parseBasicString() throws(TOMLError) -> String {
    let open = pos
    pos += 1
    var buffer: [UInt8] = []
    var segmentStart = pos
    while true {
      guard !atLineEnd else { throw error(.unterminatedString, at: open) }
      let byte = bytes[pos]
      if byte == .quote {
        buffer += bytes[segmentStart..<pos]
        pos += 1
        return String(decoding: buffer, as: UTF8.self)
      }
      if byte == .backslash {
        buffer += bytes[segmentStart..<pos]
        try parseEscape(into: &buffer, open: open)
        segmentStart = pos
      } else {
        if byte.isControl { throw error(.controlCharacter, at: pos) }
        pos += 1
      }
    }
  }

  mutating func parseLiteralString() throws(TOMLError) -> String {
    let open = pos
    pos += 1
    let start = pos
    while true {
      guard !atLineEnd else { throw error(.unterminatedString, at: open) }
      let byte = bytes[pos]
      if byte == .apostrophe { break }
      if byte.isControl { throw error(.controlCharacter, at: pos) }
      pos += 1
    }
    pos += 1
    return text(start..<pos - 1)
  }

  /// Decodes the escape at `pos` (its backslash) into `buffer`.
  mutating func parseEscape(into buffer: inout [UInt8], open: Int) throws(TOMLError) {
    let backslash = pos
    pos += 1
    guard !atLineEnd else { throw error(.unterminatedString, at: open) }
    let simple: UInt8? =
      switch bytes[pos] {
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "t"): .tab
      case UInt8(ascii: "n"): .newline
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "r"): .carriageReturn
      case .quote: .quote
      case .backslash: .backslash
      default: nil
      }
    if let simple {
      buffer.append(simple)
      pos += 1
      return
    }
    let length =
      switch bytes[pos] {
      case UInt8(ascii: "u"): 4
      case UInt8(ascii: "U"): 8
      default: 0
      }
    guard length > 0 else {
      throw error(.invalidEscape(escapeText(from: backslash, scalars: 2)), at: backslash)
    }
    var value: UInt32 = 0
    var end = pos + 1
    while end < pos + 1 + length, end < bytes.count, let digit = bytes[end].hexDigitValue {
      value = value << 4 | UInt32(digit)
      end += 1
    }
    guard end == pos + 1 + length, let scalar = Unicode.Scalar(value) else {
      let written = escapeText(from: backslash, scalars: 2 + length)
      throw error(.invalidEscape(written), at: backslash)
    }
    UTF8.encode(scalar) { buffer.append($0) }
    pos = end
  }

  /// Up to `scalars` scalars of an escape as written, stopping at a quote or the line end.
  func escapeText(from start: Int, scalars: Int) -> String {
    var end = start
    var count = 0
    while count < scalars && !isLineEnd(at: end) && (count < 2 || bytes[end] != .quote) {
      end += bytes[end].utf8SequenceLength
      count += 1
    }
    return text(start..<min(end, bytes.count))
  }

  // MARK: Unsupported values

  /// A multi-line string, as written up to its closing delimiter or the end of its line.
  func unsupported(multiLineStringCloser closer: UInt8) -> TOMLError {
    var end = pos + 3
    var run = 0
    while !isLineEnd(at: end) && run < 3 {
      run = bytes[end] == closer ? run + 1 : 0
      end += 1
    }
    if run < 3 { end = trimmedLineEnd(from: pos) }
    return error(.unsupportedValue(text(pos..<end)), at: pos)
  }

  /// An inline table, as written up to its closing brace or the end of its line.
  func unsupportedInlineTable() -> TOMLError {
    var end = pos
    var depth = 0
    repeat {
      if bytes[end] == .leftBrace { depth += 1 }
      if bytes[end] == .rightBrace { depth -= 1 }
      end += 1
    } while depth > 0 && !isLineEnd(at: end)
    if depth > 0 { end = trimmedLineEnd(from: pos) }
    return error(.unsupportedValue(text(pos..<end)), at: pos)
  }

  // MARK: Positions and text

  func error(_ kind: TOMLError.Kind, at offset: Int) -> TOMLError {
    TOMLError(line: line, column: column(of: offset, from: lineStart), kind: kind)
  }

  /// The 1-based column, in Characters, of `offset` on the line starting at `start`.
  func column(of offset: Int, from start: Int) -> Int {
    let prefix = bytes[start..<offset]
    if prefix.allSatisfy({ $0 < 0x80 }) { return prefix.count + 1 }
    return String(decoding: prefix, as: UTF8.self).count + 1
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  func text(_ slice: ArraySlice<UInt8>) -> String {
    String(decoding: slice, as: UTF8.self)
  }
}

extension UInt8 {
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  fileprivate static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  fileprivate static let apostrophe = UInt8(ascii: "'")
  fileprivate static let plus = UInt8(ascii: "+")
  static let comma = UInt8(ascii: ",")
  fileprivate static let minus = UInt8(ascii: "-")
  fileprivate static let dot = UInt8(ascii: ".")
  fileprivate static let zero = UInt8(ascii: "0")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let equals = UInt8(ascii: "=")
  fileprivate static let upperE = UInt8(ascii: "E")
  static let leftBracket = UInt8(ascii: "[")
  fileprivate static let backslash = UInt8(ascii: "\\")
  static let rightBracket = UInt8(ascii: "]")
  fileprivate static let underscore = UInt8(ascii: "_")
  fileprivate static let lowerE = UInt8(ascii: "e")
  fileprivate static let leftBrace = UInt8(ascii: "{")
  fileprivate static let rightBrace = UInt8(ascii: "}")

  fileprivate var isDigit: Bool { self >= .zero && self <= UInt8(ascii: "9") }

  fileprivate var isBareKeyByte: Bool {
    switch self {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      .zero...UInt8(ascii: "9"), .underscore, .minus:
      true
    default: false
    }
  }

  /// A byte that ends a key: whitespace, `=`, a comment or a line ending.
  fileprivate var endsKey: Bool {
    self == .space || self == .tab || self == .equals || self == .hash || self == .newline
      || self == .carriageReturn
  }

  /// A byte that ends a bare value such as `true` or `42`.
  fileprivate var endsValue: Bool {
    endsKey && self != .equals || self == .comma || self == .rightBracket
  }

  /// A control character that may not appear raw in a string (tab may).
  fileprivate var isControl: Bool { (self < 0x20 && self != .tab) || self == 0x7F }

  fileprivate var hexDigitValue: UInt8? {
    switch self {
    case .zero...UInt8(ascii: "9"): self - .zero
    case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The length of the UTF-8 sequence this byte leads.
  fileprivate var utf8SequenceLength: Int {
    switch self {
    case ..<0xC0: 1
    case ..<0xE0: 2
    case ..<0xF0: 3
    default: 4
    }
  }
}
