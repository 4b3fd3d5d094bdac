/// A one-pass parser over the UTF-8 bytes of a document.
struct Parser {
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
    guard var key = try parseKey() else { throw error(.expectedKey, at: pos) }
    // A dotted key (`widget.morning = "07:00"`) names a key of a table, as under
    // `[widget]`: what `tik config list` prints reads back as it is written.
    while true {
      let afterPart = pos
      skipSpaces()
      guard peek == .dot else {
        pos = afterPart
        break
      }
      pos += 1
      skipSpaces()
      guard let part = try parseKey() else {
        var end = pos
        while end < bytes.count && !bytes[end].endsKey { end += 1 }
        while end > keyStart && (bytes[end - 1] == .space || bytes[end - 1] == .tab) { end -= 1 }
        throw error(.invalidKey(text(keyStart..<end)), at: keyStart)
      }
      key += "." + part
    }
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
      if let table = TOMLDocument.split(fullKey).table { layout.rootDottedLast[table] = index }
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
