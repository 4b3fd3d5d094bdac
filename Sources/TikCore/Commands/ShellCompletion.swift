/// `tik __complete INDEX WORD…`: what Tab offers in bash, zsh and fish, in one call.
///
/// WORD… are the words after `tik` and INDEX the one being completed (counted from 0; it
/// may be one past the last, for a new word). Each line of the answer is a value, and for
/// task ids a tab and the task's title. Values come from the config, the catalog and
/// indexed queries, and only for what is enabled.
enum ShellCompletion {
  static var spec: CommandSpec {
    var spec = CommandSpec(
      "__complete", usage: "INDEX WORD…", hidden: true, summary: { _ in "" }
    ) { (invocation) throws(TikError) in
      guard let first = invocation.arguments.first, let index = Int(first), index >= 0 else {
        throw .missingArgument(usage: "__complete INDEX WORD…")
      }
      let words = Array(invocation.arguments.dropFirst())
      let candidates = try self.candidates(words: words, index: index, context: invocation.context)
      let lines = candidates.map { candidate in
        candidate.value + (candidate.description.map { "\t" + $0 } ?? "")
      }
      return .custom(
        text: lines.map { $0 + "\n" }.joined(),
        json: .array(
          candidates.map {
            .object([("value", .string($0.value)), ("description", .string($0.description))])
          }))
    }
    spec.parsesOptions = false
    return spec
  }

  typealias Candidate = Completions.Candidate

  static func candidates(words: [String], index: Int, context: Context) throws(TikError)
    -> [Candidate]
  {
    let current = index < words.count ? words[index] : ""
    let completions = Completions(context: context)
    let registry = CommandRegistry(context: context)
    guard index > 0 else {
      if current.hasPrefix("-") {
        return plain(["--help", "--version", "--protocol"], current)
      }
      return completions.commands(prefix: current)
    }
    guard let command = registry.command(named: words[0]) else { return [] }
    return try candidates(
      for: command, words: Array(words.dropFirst()), index: index - 1, context: context)
  }

  /// What Tab offers for argument `index` of `command`, its words `words` (the one being
  /// completed included when typed): every front end's completion, from the command's
  /// declaration (its options and argument kinds).
  static func candidates(
    for command: CommandSpec, words: [String], index: Int, context: Context
  ) throws(TikError) -> [Candidate] {
    let current = index < words.count ? words[index] : ""
    let completions = Completions(context: context)
    let options = command.options + ArgumentParser.global
    var positional: [String] = []
    var previousOption: OptionSpec?
    for word in words[0..<min(index, words.count)] {
      if let option = previousOption, option.takesValue {
        previousOption = nil
        continue
      }
      previousOption = nil
      if word.hasPrefix("--") || (word.count == 2 && word.hasPrefix("-")) {
        let name = String(word.split(separator: "=", maxSplits: 1)[0])
        previousOption = options.first { $0.name == name || $0.short == name }
        if word.contains("=") { previousOption = nil }
        continue
      }
      positional.append(word)
    }
    if let option = previousOption, option.takesValue {
      return plain(option.values, current)
    }
    if current.hasPrefix("-") {
      return plain(options.map(\.name), current)
    }
    let (kind, level) = self.kind(of: command.arguments, positional: positional)
    return try candidates(for: kind, current: current, level: level, completions: completions)
  }

  /// The kind of the next argument after `positional`, and the arguments of its level
  /// (those after a subcommand), which `keyAt` and `fieldAt` count in.
  private static func kind(of kinds: [ArgumentKind], positional: [String]) -> (
    ArgumentKind, [String]
  ) {
    guard let first = kinds.first else { return (.text, positional) }
    if case .subcommands(let table) = first {
      guard let chosen = positional.first else { return (.words(table.keys.sorted()), []) }
      guard let rest = table[chosen.lowercased()] else { return (.text, []) }
      return kind(of: rest, positional: Array(positional.dropFirst()))
    }
    return (kinds[min(positional.count, kinds.count - 1)], positional)
  }

  private static func candidates(
    for kind: ArgumentKind, current: String, level: [String], completions: Completions
  ) throws(TikError) -> [Candidate] {
    switch kind {
    case .quickEntry:
      guard let sigil = current.first, !sigil.isLetter, !sigil.isNumber else { return [] }
      return try completions.tokenWords(sigil: sigil, prefix: String(current.dropFirst()))
        .map { Candidate(String(sigil) + $0) }
    case .task(let done):
      return try completions.tasks(prefix: current, done: done)
    case .list:
      return try completions.listNames(prefix: current).map { Candidate($0) }
    case .ownList:
      return try completions.listNames(prefix: current, withInbox: false).map { Candidate($0) }
    case .command:
      return completions.commands(prefix: current)
    case .configKey:
      return completions.configKeys(prefix: current).map { Candidate($0) }
    case .configValue(let keyAt):
      let key = keyAt < level.count ? level[keyAt] : ""
      return completions.configValues(key: key, prefix: current).map { Candidate($0) }
    case .settingValue(let key):
      return completions.configValues(key: key, prefix: current).map { Candidate($0) }
    case .editField:
      return completions.editFields(prefix: current).map { Candidate($0) }
    case .fieldValue(let fieldAt):
      let field = fieldAt < level.count ? level[fieldAt] : ""
      return try completions.fieldValues(field: field, prefix: current).map { Candidate($0) }
    case .dateWord:
      return try completions.tokenWords(sigil: "@", prefix: current).map { Candidate($0) }
    case .words(let words):
      return plain(words, current)
    case .subcommands(let table):
      return plain(table.keys.sorted(), current)
    case .text:
      return []
    }
  }

  private static func plain(_ words: [String], _ prefix: String) -> [Candidate] {
    words.filter { $0.hasPrefix(prefix) }.map { Candidate($0) }
  }
}
