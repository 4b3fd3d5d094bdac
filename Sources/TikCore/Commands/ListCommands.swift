/// `lists`: show lists, and `lists add|rename|color|icon|delete`.
enum ListCommands {
  static let usage =
    "[add NAME | rename NAME NEW | color NAME COLOR | icon NAME ICON | delete NAME]"

  static var spec: CommandSpec {
    CommandSpec(
      "lists", usage: usage,
      options: [
        .yes, OptionSpec("--color", values: AccentColor.allCases.map(\.rawValue)),
        OptionSpec("--icon", takesValue: true),
      ],
      arguments: [
        .subcommands([
          "add": [.text], "rename": [.list, .text],
          "color": [.list, .words(AccentColor.allCases.map(\.rawValue))], "icon": [.list, .text],
          "delete": [.list],
        ])
      ],
      summary: { $0.text(.helpLists) }
    ) { (invocation) throws(TikError) in
      let context = invocation.context
      let arguments = invocation.arguments
      guard let action = arguments.first?.lowercased() else { return try summaries(context) }
      let rest = Array(arguments.dropFirst())
      switch action {
      case "add": return try add(rest, invocation)
      case "rename": return try rename(rest, context)
      case "color", "colour": return try recolor(rest, context)
      case "icon": return try reicon(rest, context)
      case "delete": return try delete(rest, invocation)
      default: throw .unexpectedArgument(arguments[0], usage: "lists " + usage)
      }
    }
  }

  static func summaries(_ context: Context) throws(TikError) -> Reply {
    .lists(try context.listSummaries())
  }

  static func add(_ words: [String], _ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    let name = try validName(words.joined(separator: " "))
    var list = ListNames.newList(named: name)
    if let color = invocation.options["--color"] { list.color = try accent(color) }
    if let icon = invocation.options["--icon"] { list.icon = try validIcon(icon) }
    let stored = try context.write { (store) throws(TikError) in
      guard try store.list(named: name) == nil else { throw .listExists(name) }
      return try store.insertList(list)
    }
    return .listChanged(stored, .added)
  }

  static func rename(_ words: [String], _ context: Context) throws(TikError) -> Reply {
    guard words.count == 2 else {
      throw words.count < 2
        ? .missingArgument(usage: "lists rename NAME NEW")
        : .unexpectedArgument(words[2], usage: "lists rename NAME NEW")
    }
    let newName = try validName(words[1])
    return try change(words[0], context, .renamed) { (list, store) throws(TikError) in
      if let other = try store.list(named: newName), other.id != list.id {
        throw .listExists(newName)
      }
      list.name = newName
    }
  }

  static func recolor(_ words: [String], _ context: Context) throws(TikError) -> Reply {
    guard words.count >= 2 else { throw .missingArgument(usage: "lists color NAME COLOR") }
    let color = try accent(words[words.count - 1])
    return try change(words.dropLast().joined(separator: " "), context, .edited) {
      (list, _) throws(TikError) in list.color = color
    }
  }

  static func reicon(_ words: [String], _ context: Context) throws(TikError) -> Reply {
    guard words.count >= 2 else { throw .missingArgument(usage: "lists icon NAME ICON") }
    let icon = try validIcon(words[words.count - 1])
    return try change(words.dropLast().joined(separator: " "), context, .edited) {
      (list, _) throws(TikError) in list.icon = icon
    }
  }

  static func delete(_ words: [String], _ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    let name = words.joined(separator: " ")
    guard !name.isEmpty else { throw .missingArgument(usage: "lists delete NAME") }
    let (list, count) = try context.read { (store) throws(TikError) in
      guard let list = try store.list(named: name) else { throw TikError.noList(name) }
      return (list, try store.listCounts()[list.id]?.total ?? 0)
    }
    if !invocation.has("--yes") {
      let question = context.catalog.count(
        count, one: .askDeleteListOne, other: .askDeleteList,
        list.name)
      guard context.confirm(question) else {
        throw context.environment.stdinIsTerminal ? .cancelled : .needsConfirmation("lists delete")
      }
    }
    try context.write { (store) throws(TikError) in
      for todo in try store.todos(inList: list.id) { try context.delete(todo) }
      try store.deleteList(id: list.id)
    }
    return .listChanged(list, .deleted)
  }

  private static func change(
    _ name: String, _ context: Context, _ kind: Reply.Change,
    _ body: (inout TodoList, Store) throws(TikError) -> Void
  ) throws(TikError) -> Reply {
    let list = try context.write { (store) throws(TikError) in
      guard var list = try store.list(named: name) else { throw TikError.noList(name) }
      try body(&list, store)
      try store.updateList(list)
      return list
    }
    return .listChanged(list, kind)
  }

  static func validName(_ text: String) throws(TikError) -> String {
    let name = TerminalText.singleLine(Digits.latinized(text)).trimmed
    guard !name.isEmpty else { throw .emptyListName }
    guard !ListNames.isInbox(name) else { throw .listExists(name) }
    return name
  }

  static func accent(_ text: String) throws(TikError) -> AccentColor {
    guard let color = AccentColor(rawValue: text.lowercased()) else { throw .invalidColor(text) }
    return color
  }

  static func validIcon(_ text: String) throws(TikError) -> String {
    let icon = TerminalText.singleLine(text).trimmed
    guard !icon.isEmpty, icon.count <= 2, DisplayWidth.of(icon) <= 2, icon == text else {
      throw .invalidIcon(text)
    }
    return icon
  }
}
