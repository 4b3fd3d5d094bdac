/// Reads JSON (RFC 8259) into the core's `JSONValue`, without Foundation: the files
/// import reads, and the answers of the programs tik runs (`tik-sync`, `tik-photo`).
///
/// Every text is data from elsewhere: nesting deeper than `Limits.depth` and strings or
/// arrays past their limits are errors with a line and column, never a crash or a deep
/// recursion. Numbers that are integers become `.int`; others (Taskwarrior's urgency)
/// keep their text as `.string`, since tik reads none of them.
public struct JSONReader {
  public struct Limits: Sendable {
    /// How deep arrays and objects may nest.
    public var depth = 64
    /// How many values one array or object may hold.
    public var members = 1_000_000

    public static let files = Limits()
  }

  /// Where a text stops being JSON, and why.
  public struct Failure: Error, Equatable {
    public enum Problem: Equatable, Sendable {
      case unexpectedEnd
      case unexpected(Character)
      case invalidEscape
      case controlCharacter
      case invalidNumber
      case tooDeep(Int)
      case tooMany(Int)
      case trailingText
    }

    public var problem: Problem
    public var line: Int
    public var column: Int
  }

  private let bytes: [UInt8]
  private let limits: Limits
  private var index = 0

  private init(_ text: Substring, limits: Limits) {
    bytes = Array(text.utf8)
    self.limits = limits
  }

  /// The one value the text holds.
  public static func parse(_ text: Substring, limits: Limits = .files) throws(Failure) -> JSONValue
  {
    var reader = JSONReader(text, limits: limits)
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.index == reader.bytes.count else { throw reader.failure(.trailingText) }
    return value
  }

  /// The values the text holds one after another, apart by spaces, line breaks or
  /// commas: a JSON array, or the lines of objects some tools write.
  public static func parseSequence(_ text: Substring, limits: Limits = .files) throws(Failure)
    -> [JSONValue]
  {
    var reader = JSONReader(text, limits: limits)
    reader.skipSpace()
    if reader.peek == UInt8(ascii: "[") {
      guard case .array(let items) = try reader.value(depth: 0) else { return [] }
      reader.skipSpace()
      guard reader.index == reader.bytes.count else { throw reader.failure(.trailingText) }
      return items
    }
    var values: [JSONValue] = []
    while reader.index < reader.bytes.count {
      guard values.count < limits.members else { throw reader.failure(.tooMany(limits.members)) }
      values.append(try reader.value(depth: 0))
      reader.skipSpace()
      if reader.peek == UInt8(ascii: ",") {
        reader.index += 1
        reader.skipSpace()
      }
    }
    return values
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    guard let byte = peek else { throw failure(.unexpectedEnd) }
    switch byte {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw unexpected()
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONValue {
    guard depth <= limits.depth else { throw failure(.tooDeep(limits.depth)) }
    index += 1
    var members: [(String, JSONValue)] = []
    skipSpace()
    if peek == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      guard members.count < limits.members else { throw failure(.tooMany(limits.members)) }
      skipSpace()
      guard peek == UInt8(ascii: "\"") else { throw unexpected() }
      let key = try string()
      skipSpace()
      try expect(":")
      skipSpace()
      members.append((key, try value(depth: depth)))
      skipSpace()
      if peek == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect("}")
      return .object(members)
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONValue {
    guard depth <= limits.depth else { throw failure(.tooDeep(limits.depth)) }
    index += 1
    var items: [JSONValue] = []
    skipSpace()
    if peek == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      guard items.count < limits.members else { throw failure(.tooMany(limits.members)) }
      skipSpace()
      items.append(try value(depth: depth))
      skipSpace()
      if peek == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect("]")
      return .array(items)
    }
  }

  private mutating func string() throws(Failure) -> String {
    index += 1
    var utf8: [UInt8] = []
    while true {
      guard let byte = peek else { throw failure(.unexpectedEnd) }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        try escape(into: &utf8)
      case 0..<0x20:
        throw failure(.controlCharacter)
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
    guard let byte = peek else { throw failure(.unexpectedEnd) }
    index += 1
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""): 0x22
      case UInt8(ascii: "\\"): 0x5C
      case UInt8(ascii: "/"): 0x2F
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      utf8.append(simple)
      return
    }
    guard byte == UInt8(ascii: "u") else { throw failure(.invalidEscape) }
    var scalar = try hexQuad()
    if (0xD800..<0xDC00).contains(scalar) {
      // A high surrogate pairs with the low one that must follow.
      guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
        throw failure(.invalidEscape)
      }
      index += 2
      let low = try hexQuad()
      guard (0xDC00..<0xE000).contains(low) else { throw failure(.invalidEscape) }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(scalar) {
      throw failure(.invalidEscape)
    }
    guard let unicode = Unicode.Scalar(scalar) else { throw failure(.invalidEscape) }
    utf8.append(contentsOf: String(unicode).utf8)
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure(.unexpectedEnd) }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure(.invalidEscape)
      }
      value = value << 4 | UInt32(digit)
    }
    index += 4
    return value
  }

  private mutating func number() throws(Failure) -> JSONValue {
    let start = index
    if peek == UInt8(ascii: "-") { index += 1 }
    guard let first = peek, isDigit(first) else { throw failure(.invalidNumber) }
    if first == UInt8(ascii: "0") {
      index += 1
    } else {
      while let byte = peek, isDigit(byte) { index += 1 }
    }
    var isInteger = true
    if peek == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard let byte = peek, isDigit(byte) else { throw failure(.invalidNumber) }
      while let byte = peek, isDigit(byte) { index += 1 }
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard let byte = peek, isDigit(byte) else { throw failure(.invalidNumber) }
      while let byte = peek, isDigit(byte) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let number = Int(text) { return .int(number) }
    return .string(text)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    guard bytes[index...].starts(with: word.utf8) else { throw unexpected() }
    index += word.utf8.count
    return value
  }

  private mutating func expect(_ character: Unicode.Scalar) throws(Failure) {
    guard peek == UInt8(ascii: character) else {
      throw peek == nil ? failure(.unexpectedEnd) : unexpected()
    }
    index += 1
  }

  private func unexpected() -> Failure {
    guard index < bytes.count else { return failure(.unexpectedEnd) }
    let rest = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self)
    return failure(.unexpected(rest.first ?? "?"))
  }

  /// The failure at the current place, counted in lines and characters from 1.
  private func failure(_ problem: Failure.Problem) -> Failure {
    let before = bytes[..<min(index, bytes.count)]
    let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let column =
      String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self)
      .count + 1
    return Failure(problem: problem, line: line, column: column)
  }
}

extension JSONValue {
  /// The member named `key` of an object (its first, when repeated); nil for others.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  public var intValue: Int? {
    if case .int(let number) = self { return number }
    return nil
  }

  public var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  public var arrayValue: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}
