/// A set of user-facing messages: one enum per module, one table per language.
///
/// A table is an exhaustive `switch`, so a message missing from a language does not
/// compile; placeholders are `{1}`, `{2}` … in the order of the arguments, and `{tik}`
/// is how the front end's commands begin (`tik ` in the shell, `/` in the REPL), so a
/// hint names a command the way the reader types it.
public protocol MessageKey: CaseIterable, Sendable {
  /// The template in `language`, or nil when the module has no table for that language.
  func template(in language: Language) -> String?
}

/// The messages of one language: the only way text reaches a user.
public struct Catalog: Sendable {
  public let language: Language
  /// What `{tik}` becomes: `tik ` for the shell, `/` where lines are commands.
  public var commandPrefix: String

  public init(_ language: Language, commandPrefix: String = "tik ") {
    self.language = language
    self.commandPrefix = commandPrefix
  }

  /// The languages the core has tables for; the `language` key takes these.
  public static let languages: [Language] = [.english, .persian]

  public static func `for`(_ language: Language) -> Catalog { Catalog(language) }

  /// The message with its placeholders filled; English when the language lacks it.
  public func text<Key: MessageKey>(_ key: Key, _ arguments: String...) -> String {
    let template = key.template(in: language) ?? key.template(in: .english) ?? ""
    return fill(template, arguments)
  }

  /// `one` or `other` by count, filled with the count and then the arguments.
  public func count<Key: MessageKey>(_ count: Int, one: Key, other: Key, _ arguments: String...)
    -> String
  {
    let key = count == 1 ? one : other
    let template = key.template(in: language) ?? key.template(in: .english) ?? ""
    return fill(template, [String(count)] + arguments)
  }

  /// The core's message with its placeholders filled.
  public func text(_ key: Message, _ arguments: String...) -> String {
    fill(key.template(in: language) ?? key.english, arguments)
  }

  /// The core's `one` or `other` message by count.
  public func count(_ count: Int, one: Message, other: Message, _ arguments: String...) -> String {
    let key = count == 1 ? one : other
    return fill(key.template(in: language) ?? key.english, [String(count)] + arguments)
  }

  /// The template with `{tik}` and its numbered placeholders filled.
  func fill(_ template: String, _ arguments: [String]) -> String {
    Catalog.fill(template, arguments, tik: commandPrefix)
  }

  /// The template with `{1}`, `{2}` … filled from `arguments` (and `{tik}` from `tik`
  /// when given), in one pass over its bytes: what is filled in is never read again,
  /// and a brace that starts no placeholder stays as it is.
  static func fill(_ template: String, _ arguments: [String], tik: String? = nil) -> String {
    let bytes = template.utf8
    guard bytes.contains(UInt8(ascii: "{")) else { return template }
    var result = ""
    result.reserveCapacity(bytes.count + arguments.reduce(0) { $0 + $1.utf8.count })
    var copied = bytes.startIndex
    var searched = bytes.startIndex
    while let open = bytes[searched...].firstIndex(of: UInt8(ascii: "{")) {
      let name = bytes.index(after: open)
      if let close = bytes[name...].firstIndex(of: UInt8(ascii: "}")),
        let value = placeholder(bytes[name..<close], arguments, tik: tik)
      {
        // Substrings made Strings before they are appended: appending a Substring goes
        // through the standard library's unspecialised generic path, whose first use
        // costs a command about 100,000 instructions resolving its associated types.
        result += String(template[copied..<open])
        result += value
        copied = bytes.index(after: close)
        searched = copied
      } else {
        searched = name
      }
    }
    return result + String(template[copied...])
  }

  /// What a placeholder's name between braces stands for: `tik`, or a number from 1.
  private static func placeholder(
    _ name: Substring.UTF8View, _ arguments: [String], tik: String?
  ) -> String? {
    if let tik, name.elementsEqual("tik".utf8) { return tik }
    guard !name.isEmpty, name.count <= 3 else { return nil }
    var number = 0
    for byte in name {
      guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
      number = number * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return number >= 1 && number <= arguments.count ? arguments[number - 1] : nil
  }

  /// The input words of a comma-separated entry (`none,nodate`), as `TextFolding.key`
  /// compares them: a word written with ZWNJ (`بی‌تاریخ`) matches it typed without.
  public func words<Key: MessageKey>(_ key: Key) -> [String] {
    text(key).split(separator: ",").map { TextFolding.key(String($0)) }
  }

  /// The core's input words of an entry, folded.
  public func words(_ key: Message) -> [String] {
    text(key).split(separator: ",").map { TextFolding.key(String($0)) }
  }

  /// Whether an answer to a yes/no question is yes, in any language: `y`, `yes`, `بله`,
  /// `ب`, and `غ` (the key where `y` sits on a Persian keyboard).
  public static func isYes(_ answer: String) -> Bool {
    let key = TextFolding.key(answer)
    return !key.isEmpty && languages.contains { Catalog($0).words(.answerYes).contains(key) }
  }

  public func monthName(_ month: Int) -> String {
    text(Message.gregorianMonths[(month - 1 + 12) % 12])
  }

  public func weekdayName(_ weekday: Weekday) -> String {
    text(Message.weekdays[weekday.rawValue])
  }

  public func shortWeekdayName(_ weekday: Weekday) -> String {
    text(Message.shortWeekdays[weekday.rawValue])
  }
}
