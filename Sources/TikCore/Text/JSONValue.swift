/// A JSON value with ordered object keys, written without Foundation.
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool { a.text == b.text }

  /// `value` as a string, or null.
  public static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

  /// Compact JSON on one line: what `--json` and the line protocol print.
  public var text: String {
    var buffer = LineBuffer(capacity: 256)
    write(into: &buffer)
    return buffer.take()
  }

  /// The value's JSON, appended as UTF-8 bytes: one growing buffer, not a string
  /// appended to a piece at a time.
  func write(into buffer: inout LineBuffer) {
    switch self {
    case .null: buffer.append("null")
    case .bool(let flag): buffer.append(flag ? "true" : "false")
    case .int(let number):
      if number >= 0 { buffer.appendDecimal(number) } else { buffer.append(String(number)) }
    case .string(let text): JSONValue.writeString(text, into: &buffer)
    case .array(let items):
      buffer.append(byte: UInt8(ascii: "["))
      for index in items.indices {
        if index > 0 { buffer.append(byte: UInt8(ascii: ",")) }
        items[index].write(into: &buffer)
      }
      buffer.append(byte: UInt8(ascii: "]"))
    case .object(let members):
      buffer.append(byte: UInt8(ascii: "{"))
      for index in members.indices {
        if index > 0 { buffer.append(byte: UInt8(ascii: ",")) }
        JSONValue.writeMember(members[index].0, members[index].1, into: &buffer)
      }
      buffer.append(byte: UInt8(ascii: "}"))
    }
  }

  /// `"key":value`, as an object holds it.
  static func writeMember(_ key: String, _ value: JSONValue, into buffer: inout LineBuffer) {
    writeString(key, into: &buffer)
    buffer.append(byte: UInt8(ascii: ":"))
    value.write(into: &buffer)
  }

  /// A JSON string: quotes, backslashes and control characters escaped — C1 ones too, as a
  /// terminal may act on them — and U+2028/U+2029, so a line of output is always one line
  /// and valid JavaScript. The text's UTF-8 is copied in runs, each escape written
  /// between them; eight bytes at a time are passed over while none of them is `"`, `\`,
  /// below 0x20 or 0x7F and above. What is escaped: an ASCII control, DEL, `"` or `\`; a
  /// C1 control (0xC2 0x80…0x9F); U+2028 and U+2029 (0xE2 0x80 0xA8/0xA9).
  static func writeString(_ text: String, into buffer: inout LineBuffer) {
    buffer.append(byte: UInt8(ascii: "\""))
    let written: Void? = text.utf8.withContiguousStorageIfAvailable {
      writeEscaped($0, into: &buffer)
    }
    if written == nil {
      var text = text
      text.withUTF8 { writeEscaped($0, into: &buffer) }
    }
    buffer.append(byte: UInt8(ascii: "\""))
  }

  /// A string's UTF-8 with what `writeString` escapes escaped, without the quotes.
  private static func writeEscaped(
    _ utf8: UnsafeBufferPointer<UInt8>, into buffer: inout LineBuffer
  ) {
    var plain = 0
    var index = 0
    while true {
      index = plainASCIIEnd(utf8, from: index)
      guard index < utf8.count else { break }
      guard let (escaped, length) = escape(at: index, in: utf8) else {
        index += 1
        continue
      }
      buffer.append(UnsafeBufferPointer(rebasing: utf8[plain..<index]))
      buffer.append(escaped)
      index += length
      plain = index
    }
    buffer.append(UnsafeBufferPointer(rebasing: utf8[plain..<utf8.count]))
  }

  /// The escape for the bytes at `index`, and how many bytes it stands for; nil when the
  /// byte there is written as it is.
  private static func escape(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> (String, Int)? {
    let byte = utf8[index]
    switch byte {
    case 0x22: return ("\\\"", 1)
    case 0x5C: return ("\\\\", 1)
    case 0x0A: return ("\\n", 1)
    case 0x0D: return ("\\r", 1)
    case 0x09: return ("\\t", 1)
    case 0..<0x20, 0x7F: return (hexEscape(UInt32(byte)), 1)
    case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
      return (hexEscape(UInt32(utf8[index + 1])), 2)
    case 0xE2
    where index + 2 < utf8.count && utf8[index + 1] == 0x80
      && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
      return (hexEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029), 3)
    default: return nil
    }
  }

  /// Where the run of printable ASCII other than `"` and `\\` that starts at `index` ends.
  private static func plainASCIIEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
    guard let base = bytes.baseAddress else { return index }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
    var index = index
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      // A high bit for each byte below 0x20, or above 0x7E, or 0x80 and more.
      let below = (word &- ones &* 0x20) & ~word & highs
      let above = ((word &+ ones) | word) & highs
      guard below | above == 0, !hasZeroByte(word ^ (ones &* 0x22)),
        !hasZeroByte(word ^ (ones &* 0x5C))
      else { break }
      index += 8
    }
    while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x7F, bytes[index] != 0x22,
      bytes[index] != 0x5C
    {
      index += 1
    }
    return index
  }

  private static func hexEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}
