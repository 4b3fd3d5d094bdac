/// Why a `config.toml` could not be parsed, and where.
public struct TOMLError: Error, Equatable, Sendable {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// A key with no `=` after it; points where the `=` was expected.
    case expectedEquals
    /// A line that starts with something that is not a key.
    case expectedKey
    /// A key that is not a bare, quoted or dotted key, as written.
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
