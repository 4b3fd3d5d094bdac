import TikTOML

/// One setting of `config.toml`: its name, the values it takes and its default.
public struct ConfigKey: Sendable {
  /// The values a key takes.
  public enum Kind: Sendable, Equatable {
    /// One word of a fixed set.
    case choice([String])
    case flag
    /// A list of words, each from a fixed set.
    case names([String])
    /// One number of a fixed set.
    case number([Int])
    /// Any string.
    case text
  }

  public var name: String
  public var kind: Kind
  public var defaultValue: TOMLDocument.Value
  /// For a `.text` key, the form its text must have; nil means any text.
  public var textForm: TextForm?
  /// What the key does, one sentence in English, for the manual (`tik-config(5)`).
  public var about: String

  /// A form text values must have: its name for errors (`HH:MM`), and the check.
  public struct TextForm: Sendable {
    public var name: String
    public var accepts: @Sendable (String) -> Bool

    public init(_ name: String, accepts: @escaping @Sendable (String) -> Bool) {
      self.name = name
      self.accepts = accepts
    }
  }

  public init(
    _ name: String, _ kind: Kind, default defaultValue: TOMLDocument.Value, about: String = ""
  ) {
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.about = about
  }

  /// A `.text` key whose values must have `form` (a time of day, say).
  public init(_ name: String, form: TextForm, default defaultValue: String, about: String = "") {
    self.init(name, .text, default: .string(defaultValue), about: about)
    textForm = form
  }

  /// Whether a value read from the file is one this key takes.
  public func accepts(_ value: TOMLDocument.Value) -> Bool {
    switch (kind, value) {
    case (.choice(let allowed), .string(let word)): allowed.contains(word)
    case (.flag, .bool): true
    case (.names(let allowed), .array(let items)):
      items.allSatisfy { item in
        if case .string(let word) = item { return allowed.contains(word) }
        return false
      }
    case (.number(let allowed), .integer(let number)): allowed.contains(number)
    case (.text, .string(let text)): textForm?.accepts(text) ?? true
    default: false
    }
  }

  /// The values this key takes, for error messages and completion.
  public var allowedValues: [String] {
    switch kind {
    case .choice(let words), .names(let words): words
    case .flag: ["true", "false"]
    case .number(let numbers): numbers.map(String.init)
    case .text: []
    }
  }

  /// What a value must be, for error messages: the allowed values, or the text's form.
  public var allowedDescription: String {
    textForm?.name ?? allowedValues.joined(separator: ", ")
  }

  /// Reads a value typed on the command line: `tik config set fields notes,date time`.
  /// Returns nil when the words are not a value of this key.
  public func value(fromWords words: [String]) -> TOMLDocument.Value? {
    let joined = words.joined(separator: " ")
    let value: TOMLDocument.Value
    switch kind {
    case .choice, .text:
      value = .string(joined)
    case .flag:
      switch joined.lowercased() {
      case "true", "on", "yes", "1": value = .bool(true)
      case "false", "off", "no", "0": value = .bool(false)
      default: return nil
      }
    case .names:
      let items = words.flatMap { $0.split(whereSeparator: { $0 == "," || $0 == " " }) }
      var unique: [String] = []
      for item in items.map(String.init) where !unique.contains(item) { unique.append(item) }
      value = .array(unique.map(TOMLDocument.Value.string))
    case .number:
      guard let number = Int(joined) else { return nil }
      value = .integer(number)
    }
    return accepts(value) ? value : nil
  }
}

extension TOMLDocument.Value {
  /// The value as a user types it: words plain, lists comma-separated.
  public var plainText: String {
    switch self {
    case .string(let text): text
    case .integer(let number): String(number)
    case .bool(let flag): flag ? "true" : "false"
    case .array(let items): items.map(\.plainText).joined(separator: ",")
    }
  }
}
