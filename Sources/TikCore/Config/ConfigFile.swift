import TikTOML

/// `config.toml` on disk: read and checked in full, changed one line at a time.
///
/// A file with a mistake is never rewritten: tik names the file, line and column and
/// leaves it to its owner.
public struct ConfigFile {
  public let path: String

  public init(path: String) { self.path = path }

  /// Reads the file over `config`'s defaults. A missing file leaves the defaults.
  public func load(into config: inout Config) throws(TikError) {
    guard let document = try document() else { return }
    try apply(document, to: &config)
  }

  /// The parsed file, or nil when there is none. A symlinked file (a dotfiles setup) is
  /// read through the link; bytes that are not UTF-8 (in a comment) are kept as they are
  /// when the file is written again.
  public func document() throws(TikError) -> TOMLDocument? {
    guard let bytes = try FileSystem.readBytes(path, symlinks: .follow) else { return nil }
    let text = ConfigBytes.text(of: bytes)
    do {
      return try TOMLDocument(parsing: text)
    } catch {
      throw .configSyntax(path: path, line: error.line, column: error.column, error.kind)
    }
  }

  private func apply(_ document: TOMLDocument, to config: inout Config) throws(TikError) {
    for entry in document.entries {
      guard let key = config.keys[entry.key] else {
        throw .configUnknownKey(path: path, line: entry.line, column: 1, key: entry.key)
      }
      guard key.accepts(entry.value) else {
        throw .configInvalidValue(
          path: path, line: entry.line, column: entry.column, key: entry.key,
          value: TOMLDocument.render(entry.value),
          allowed: key.allowedDescription)
      }
      config.set(entry.key, entry.value)
    }
    try ConfigFile.check(config, path: path)
  }

  /// Rules between keys: the repeat field needs the date field.
  static func check(_ config: Config, path: String?) throws(TikError) {
    let fields = config.names("fields")
    if fields.contains(Field.repeat.rawValue) && !fields.contains(Field.date.rawValue) {
      throw .configFieldNeeds(path: path, field: "repeat", needs: "date")
    }
  }

  /// Sets `key` from words typed on the command line and saves the file; returns the value.
  @discardableResult
  public func set(_ name: String, words: [String], config: Config) throws(TikError)
    -> TOMLDocument.Value
  {
    guard let key = config.keys[name] else {
      throw .configUnknownKey(path: nil, line: 0, column: 0, key: name)
    }
    guard let value = key.value(fromWords: words) else {
      throw .configInvalidValue(
        path: nil, line: 0, column: 0, key: name, value: words.joined(separator: " "),
        allowed: key.allowedDescription)
    }
    var changed = config
    changed.set(name, value)
    try ConfigFile.check(changed, path: nil)
    var document = try document() ?? TOMLDocument.empty
    try edit(&document) { (document) throws(TOMLError) in try document.set(name, to: value) }
    try write(document.text)
    return value
  }

  /// Removes `key` from the file, so its default applies again.
  public func unset(_ name: String, config: Config) throws(TikError) {
    guard let key = config.keys[name] else {
      throw .configUnknownKey(path: nil, line: 0, column: 0, key: name)
    }
    var changed = config
    changed.set(name, key.defaultValue)
    try ConfigFile.check(changed, path: nil)
    guard var document = try document(), document.entry(for: name) != nil else { return }
    try edit(&document) { (document) throws(TOMLError) in try document.remove(name) }
    try write(document.text)
  }

  /// An edit of the document whose failure (an edit that would not parse, which tik's
  /// edits never make) is the file's error, with the file left as it was.
  private func edit(
    _ document: inout TOMLDocument, _ change: (inout TOMLDocument) throws(TOMLError) -> Void
  ) throws(TikError) {
    do throws(TOMLError) {
      try change(&document)
    } catch {
      throw .configSyntax(path: path, line: error.line, column: error.column, error.kind)
    }
  }

  /// Writes the file through a symlink to its target, with its permissions and every
  /// byte of what was not changed.
  private func write(_ text: String) throws(TikError) {
    try FileSystem.writeAtomically(ConfigBytes.bytes(of: text), to: path, symlinks: .follow)
  }

  /// Writes the first run's language, so that from then on the file, not `LANG`, decides.
  /// The calendar is left to follow the language until the user sets one.
  public func writeFirstRun(language: Language) throws(TikError) {
    guard !FileSystem.exists(path) else { return }
    let text = """
      # tik configuration. `tik config list` shows every key and its value;
      # `tik config set KEY VALUE` changes one. The calendar follows the language
      # until `calendar` is set here.
      language = "\(language.code)"

      """
    try write(text)
  }
}

/// The config file's bytes as text and back, losslessly: a byte that is not part of
/// valid UTF-8 becomes one private-use character (U+10FF00 + the byte) while the file is
/// edited, and that byte again when it is written. TOML files are UTF-8, so such bytes
/// can only stand in comments, which tik never reads.
enum ConfigBytes {
  static let base: UInt32 = 0x10_FF00

  static func text(of bytes: [UInt8]) -> String {
    var scalars = String.UnicodeScalarView()
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var index = 0
    loop: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        scalars.append(Unicode.UTF8.decode(encoded))
        index += encoded.count
      case .error(let length):
        for byte in bytes[index..<index + length] {
          scalars.append(Unicode.Scalar(base + UInt32(byte))!)
        }
        index += length
      case .emptyInput:
        break loop
      }
    }
    return String(scalars)
  }

  static func bytes(of text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.value >= base && scalar.value <= base + 0xFF {
        bytes.append(UInt8(scalar.value - base))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }
}

extension TOMLDocument {
  static var empty: TOMLDocument {
    // An empty text always parses.
    (try? TOMLDocument(parsing: "")) ?? { fatalError("an empty document must parse") }()
  }
}
