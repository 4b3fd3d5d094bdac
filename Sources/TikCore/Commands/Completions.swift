/// What Tab can offer, for the REPL and for shell completion: answered from the config,
/// the catalog and indexed queries, and only for what is enabled.
public struct Completions {
  public var context: Context

  public init(context: Context) { self.context = context }

  /// A completion and, where it helps, what it stands for (a task's title).
  public struct Candidate: Equatable, Sendable {
    public var value: String
    public var description: String?

    public init(_ value: String, _ description: String? = nil) {
      self.value = value
      self.description = description
    }
  }

  /// Command names with their summaries.
  public func commands(prefix: String = "") -> [Candidate] {
    CommandRegistry(context: context).commands
      .filter { !$0.hidden && $0.name.hasPrefix(prefix) }
      .map { Candidate($0.name, $0.summary(context.catalog)) }
  }

  /// Words of a token after its sigil: lists for `#`, priorities for `!` (`زیاد` in
  /// Persian), date words for `@` and the calendar plugin's (Persian month names), and the
  /// plugins' words for their sigils. Tokens of fields that are off offer nothing.
  public func tokenWords(sigil: Character, prefix: String) throws(TikError) -> [String] {
    let words: [String]
    switch sigil {
    case "#": words = try listNames().map { $0.replacingSpaces(with: "_") }
    case "!":
      words = context.fields.contains(.priority) ? Priority.words(in: context.catalog) : []
    case "@":
      words =
        context.fields.contains(.date)
        ? dateWords()
          + context.fieldPlugins.flatMap {
            $0.completions(forSigil: "@", prefix: prefix, context: context)
          } : []
    default:
      words = context.fieldPlugins.flatMap {
        $0.completions(forSigil: sigil, prefix: prefix, context: context)
      }
    }
    return matching(words, prefix)
  }

  /// List names as they are written, for arguments (`/list Side projects`).
  /// `withInbox` false for a command that changes a list, which the Inbox is not.
  public func listNames(prefix: String = "", withInbox: Bool = true) throws(TikError) -> [String] {
    let names = try context.read { (store) throws(TikError) in try store.lists().map(\.name) }
    return matching(names + (withInbox ? [context.catalog.text(.inbox)] : []), prefix)
  }

  /// Task ids with their titles: ids that start with `prefix`, or Today's and the most
  /// recent tasks when it is empty. `done` picks done tasks (for untick), open otherwise.
  public func tasks(prefix: String, done: Bool = false, limit: Int = 50) throws(TikError)
    -> [Candidate]
  {
    let todos = try context.read { (store) throws(TikError) -> [Todo] in
      if let number = Int64(prefix), number > 0 {
        return try store.todos(idPrefix: number, limit: limit)
      }
      let today = done ? [] : try store.openTodos(dueOnOrBefore: context.today)
      return today + (try store.recentTodos(done: done, limit: limit))
    }
    var seen: Set<Int64> = []
    return todos.filter { $0.isDone == done && seen.insert($0.id).inserted }.prefix(limit).map {
      Candidate(String($0.id), TerminalText.singleLine($0.title))
    }
  }

  /// What Tab offers for argument `index` of `command` (the words after its name, the
  /// one being completed included when typed), from the command's declaration: the
  /// completion of every front end.
  public func arguments(for command: CommandSpec, words: [String], index: Int) throws(TikError)
    -> [Candidate]
  {
    try ShellCompletion.candidates(for: command, words: words, index: index, context: context)
  }

  /// Setting names.
  public func configKeys(prefix: String = "") -> [String] {
    matching(context.shownKeys, prefix)
  }

  /// The values a setting takes.
  public func configValues(key: String, prefix: String = "") -> [String] {
    matching(context.config.keys[key]?.allowedValues ?? [], prefix)
  }

  /// Fields `edit` takes.
  public func editFields(prefix: String = "") -> [String] {
    matching(EditCommand.fields(context: context), prefix)
  }

  /// The values an edit field takes, as `edit ID FIELD VALUE` and the form read them:
  /// date words, priorities, list names, and a plugin field's token words (`repeat`).
  public func fieldValues(field: String, prefix: String = "") throws(TikError) -> [String] {
    switch field.lowercased() {
    case "date": return try tokenWords(sigil: "@", prefix: prefix)
    case "priority":
      return matching(Priority.words(in: context.catalog, withNone: true), prefix)
    case "list": return try listNames(prefix: prefix)
    case "time": return matching(["none"], prefix)
    case let field:
      return context.fieldPlugins.filter { $0.editableFields.contains(field) }.flatMap {
        $0.completions(forField: field, prefix: prefix, context: context)
      }
    }
  }

  /// The date words of the interface's language, as they are written (`سه‌شنبه` keeps
  /// its ZWNJ), then English ones.
  private func dateWords() -> [String] {
    let catalog = context.catalog
    var words: [String] = []
    for message in [Message.dateWordToday, .dateWordTomorrow, .dateWordYesterday, .dateWordNone] {
      // The first of each list is the whole word; the rest are abbreviations.
      words += catalog.text(message).split(separator: ",").prefix(1).map(String.init)
    }
    words += Weekday.allCases.map { catalog.weekdayName($0).lowercased() }
    words += ["today", "tomorrow", "yesterday", "none", "+1", "+7", "+2w"]
    var unique: [String] = []
    for word in words where !unique.contains(word) { unique.append(word) }
    return unique
  }

  private func matching(_ words: [String], _ prefix: String) -> [String] {
    let key = TextFolding.key(prefix)
    return words.filter { key.isEmpty || TextFolding.key($0).hasPrefix(key) }
  }
}

extension String {
  func replacingSpaces(with replacement: String) -> String {
    split(separator: " ", omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
