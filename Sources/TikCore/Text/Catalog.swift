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
    guard template.contains("{") else { return template }
    let template =
      template.contains("{tik}")
      ? template.replacing("{tik}", with: commandPrefix) : template
    return Catalog.fill(template, arguments)
  }

  static func fill(_ template: String, _ arguments: [String]) -> String {
    guard !arguments.isEmpty, template.contains("{") else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      if let close = rest[afterOpen...].firstIndex(of: "}"),
        let index = Int(rest[afterOpen..<close]), (1...arguments.count).contains(index)
      {
        result += arguments[index - 1]
        rest = rest[rest.index(after: close)...]
      } else {
        result.append("{")
        rest = rest[afterOpen...]
      }
    }
    return result + rest
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
