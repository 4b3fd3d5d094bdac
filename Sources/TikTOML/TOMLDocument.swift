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

  var layout: Layout

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
  public mutating func set(_ key: String, to value: Value) throws(TOMLError) {
    let rendered = Array(Self.render(value).utf8)
    if let index = layout.entryIndex[key] {
      guard entries[index].value != value else { return }
      let span = layout.spans[index].value
      if case .array(let old) = entries[index].value, case .array(let new) = value,
        let lines = TOMLArrayLines.rewrite(Array(text.utf8)[span], from: old, to: new)
      {
        try replace(span, with: lines)
      } else {
        try replace(span, with: rendered)
      }
      return
    }
    let (table, name) = Self.split(key)
    let line = Array(Self.renderKey(name).utf8) + Array(" = ".utf8) + rendered
    if let table {
      if let index = layout.tableIndex[table] {
        let target = layout.tables[index]
        let end = target.lastEntry.map { layout.spans[$0].lineEnd } ?? target.headerEnd
        try insert(line: line, at: end)
      } else if let last = layout.rootDottedLast[table] {
        // The table's keys are written dotted at the top: a header for it would define
        // it twice. The new key goes with them, dotted too.
        let dotted = Self.renderDotted(table) + "." + Self.renderKey(name)
        try insert(line: Array((dotted + " = ").utf8) + rendered, at: layout.spans[last].lineEnd)
      } else {
        try append(table: table, line: line)
      }
    } else if let last = layout.rootLastEntry {
      try insert(line: line, at: layout.spans[last].lineEnd)
    } else if let start = layout.firstHeaderBlockStart {
      let newline = self.newline
      try replace(start..<start, with: line + newline + newline)
    } else {
      try insert(line: line, at: text.utf8.count)
    }
  }

  /// Removes the key's line(s) if present (a multi-line array counts as its lines).
  public mutating func remove(_ key: String) throws(TOMLError) {
    guard let index = layout.entryIndex[key] else { return }
    let span = layout.spans[index]
    let bytes = Array(text.utf8)
    var start = span.lineStart
    let endsWithoutNewline = span.lineEnd == bytes.count && bytes[span.lineEnd - 1] != .newline
    if endsWithoutNewline && start > layout.bodyStart {
      start -= 1
      if start > layout.bodyStart && bytes[start - 1] == .carriageReturn { start -= 1 }
    }
    try replace(start..<span.lineEnd, with: [])
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
