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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    write(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  public func write(to output: inout String) { output += text }

  /// The value's JSON, appended as UTF-8 bytes: one growing buffer, not a string
  /// appended to a piece at a time.
  public func write(into bytes: inout [UInt8]) {
    switch self {
    case .null: bytes.append(contentsOf: "null".utf8)
    case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    case .int(let number): bytes.append(contentsOf: String(number).utf8)
    case .string(let text): JSONValue.writeString(text, into: &bytes)
    case .array(let items):
      bytes.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        item.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for index in members.indices {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        JSONValue.writeString(members[index].0, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        members[index].1.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// A JSON string: quotes, backslashes and control characters escaped — C1 ones too, as a
  /// terminal may act on them — and U+2028/U+2029, so a line of output is always one line
  /// and valid JavaScript.
  static func writeString(_ text: String, to output: inout String) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    writeString(text, into: &bytes)
    output += String(decoding: bytes, as: UTF8.self)
  }

  /// `writeString` on bytes: the text's UTF-8 copied in runs, each escape written between
  /// them. What is escaped: an ASCII control, DEL, `"` or `\`; a C1 control (0xC2
  /// 0x80…0x9F); U+2028 and U+2029 (0xE2 0x80 0xA8/0xA9).
  static func writeString(_ text: String, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var plain = 0
      var index = 0
      func escape(_ escaped: String, length: Int) {
        bytes.append(contentsOf: utf8[plain..<index])
        bytes.append(contentsOf: escaped.utf8)
        index += length
        plain = index
      }
      while index < utf8.count {
        let byte = utf8[index]
        switch byte {
        case 0x22: escape("\\\"", length: 1)
        case 0x5C: escape("\\\\", length: 1)
        case 0x0A: escape("\\n", length: 1)
        case 0x0D: escape("\\r", length: 1)
        case 0x09: escape("\\t", length: 1)
        case 0..<0x20, 0x7F: escape(hexEscape(UInt32(byte)), length: 1)
        case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
          escape(hexEscape(UInt32(utf8[index + 1])), length: 2)
        case 0xE2
        where index + 2 < utf8.count && utf8[index + 1] == 0x80
          && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
          escape(hexEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029), length: 3)
        default: index += 1
        }
      }
      bytes.append(contentsOf: utf8[plain..<utf8.count])
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func hexEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}
