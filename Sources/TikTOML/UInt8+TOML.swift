/// The bytes the TOML reader looks for.
extension UInt8 {
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let apostrophe = UInt8(ascii: "'")
  static let plus = UInt8(ascii: "+")
  static let comma = UInt8(ascii: ",")
  static let minus = UInt8(ascii: "-")
  static let dot = UInt8(ascii: ".")
  static let zero = UInt8(ascii: "0")
  static let colon = UInt8(ascii: ":")
  static let equals = UInt8(ascii: "=")
  static let upperE = UInt8(ascii: "E")
  static let leftBracket = UInt8(ascii: "[")
  static let backslash = UInt8(ascii: "\\")
  static let rightBracket = UInt8(ascii: "]")
  static let underscore = UInt8(ascii: "_")
  static let lowerE = UInt8(ascii: "e")
  static let leftBrace = UInt8(ascii: "{")
  static let rightBrace = UInt8(ascii: "}")

  var isDigit: Bool { self >= .zero && self <= UInt8(ascii: "9") }

  var isBareKeyByte: Bool {
    switch self {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      .zero...UInt8(ascii: "9"), .underscore, .minus:
      true
    default: false
    }
  }

  /// A byte that ends a key: whitespace, `=`, a comment or a line ending.
  var endsKey: Bool {
    self == .space || self == .tab || self == .equals || self == .hash || self == .newline
      || self == .carriageReturn
  }

  /// A byte that ends a bare value such as `true` or `42`.
  var endsValue: Bool {
    endsKey && self != .equals || self == .comma || self == .rightBracket
  }

  /// A control character that may not appear raw in a string (tab may).
  var isControl: Bool { (self < 0x20 && self != .tab) || self == 0x7F }

  var hexDigitValue: UInt8? {
    switch self {
    case .zero...UInt8(ascii: "9"): self - .zero
    case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The length of the UTF-8 sequence this byte leads.
  var utf8SequenceLength: Int {
    switch self {
    case ..<0xC0: 1
    case ..<0xE0: 2
    case ..<0xF0: 3
    default: 4
    }
  }
}
