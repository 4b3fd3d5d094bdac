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
    var output = ""
    write(to: &output)
    return output
  }

  public func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .int(let number): output += String(number)
    case .string(let text): JSONValue.writeString(text, to: &output)
    case .array(let items):
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        item.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        JSONValue.writeString(key, to: &output)
        output += ":"
        value.write(to: &output)
      }
      output += "}"
    }
  }

  /// A JSON string: quotes, backslashes and control characters escaped — C1 ones too, as a
  /// terminal may act on them — and U+2028/U+2029, so a line of output is always one line
  /// and valid JavaScript.
  static func writeString(_ text: String, to output: inout String) {
    output += "\""
    if !needsEscapes(text) {
      output += text
      output += "\""
      return
    }
    var plainStart = text.unicodeScalars.startIndex
    var index = plainStart
    let scalars = text.unicodeScalars
    while index != scalars.endIndex {
      let scalar = scalars[index]
      let escape: String? =
        switch scalar.value {
        case 0x22: "\\\""
        case 0x5C: "\\\\"
        case 0x0A: "\\n"
        case 0x0D: "\\r"
        case 0x09: "\\t"
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: hexEscape(scalar.value)
        default: nil
        }
      if let escape {
        // Appending a String, not scalars: the scalar view's append copies the whole
        // output each time, which made long outputs quadratic.
        output += String(scalars[plainStart..<index])
        output += escape
        plainStart = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    output += String(scalars[plainStart..<index])
    output += "\""
  }

  /// Whether any byte of the text's UTF-8 starts something `writeString` escapes: an
  /// ASCII control, DEL, `"` or `\\`, a C1 control (0xC2 0x80…0x9F) or U+2028/U+2029
  /// (0xE2 0x80 0xA8/0xA9). Most text has none, and is then written whole.
  static func needsEscapes(_ text: String) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in text.utf8 {
      switch byte {
      case 0..<0x20, 0x22, 0x5C, 0x7F: return true
      case 0x80...0x9F where previous == 0xC2: return true
      case 0xA8,
        0xA9 where previous == 0x80 && beforePrevious == 0xE2:
        return true
      default: break
      }
      beforePrevious = previous
      previous = byte
    }
    return false
  }

  private static func hexEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}
