/// `lists`: show lists, and `lists add|rename|color|icon|delete`.
enum ListCommands {
  static let usage =
    "[add NAME | rename NAME NEW | color NAME COLOR | icon NAME ICON | delete NAME]"
  static let deleteUsage = "lists delete NAME [--move-to LIST|inbox | --delete-tasks]"

  static var spec: CommandSpec {
    CommandSpec(
      "lists", usage: usage,
      options: [
        .yes,
        OptionSpec(
          "--color", values: AccentColor.allCases.map(\.rawValue), about: "the list's colour"),
        OptionSpec("--icon", placeholder: "ICON", about: "the list's icon, one symbol"),
        OptionSpec(
          "--move-to", placeholder: "LIST",
          about: "on delete: move the list's tasks to LIST (inbox for none)"),
        OptionSpec("--delete-tasks", about: "on delete: delete the list's tasks with it"),
      ],
      arguments: [
        .subcommands([
          "add": [.text], "rename": [.ownList, .text],
          "color": [.ownList, .words(AccentColor.allCases.map(\.rawValue))],
          "icon": [.ownList, .text], "delete": [.ownList],
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

  /// What becomes of a deleted list's tasks.
  enum Disposal: Equatable {
    case delete
    /// Into another list, or the Inbox (nil).
    case move(TodoList?)
  }

  /// `lists delete NAME`: asks whether the list's tasks go to the Inbox or with it;
  /// `--move-to LIST|inbox` and `--delete-tasks` say so beforehand, and `--yes` alone
  /// deletes them without asking.
  static func delete(_ words: [String], _ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    let name = words.joined(separator: " ")
    guard !name.isEmpty else { throw .missingArgument(usage: deleteUsage) }
    if invocation.has("--move-to") && invocation.has("--delete-tasks") {
      throw .unexpectedArgument("--delete-tasks", usage: deleteUsage)
    }
    let (list, count, given) = try context.read {
      (store) throws(TikError) -> (TodoList, Int, Disposal?) in
      guard let list = try store.list(named: name) else { throw TikError.noList(name) }
      let count = try store.listCounts()[list.id]?.total ?? 0
      guard let target = invocation.options["--move-to"] else {
        return (list, count, nil)
      }
      if ListNames.isInbox(target) { return (list, count, .move(nil)) }
      guard let into = try store.list(named: target) else { throw TikError.noList(target) }
      guard into.id != list.id else { throw TikError.sameList(list.name) }
      return (list, count, .move(into))
    }
    var disposal = Disposal.delete
    if let given {
      disposal = given
    } else if !invocation.has("--delete-tasks") && !invocation.has("--yes") {
      disposal = try ask(about: list, count: count, context)
    }
    try context.write { (store) throws(TikError) in
      for todo in try store.todos(inList: list.id) {
        if case .move(let into) = disposal {
          var moved = todo
          moved.listID = into?.id
          try context.save(moved, was: todo)
        } else {
          try context.delete(todo)
        }
      }
      try store.deleteList(id: list.id)
    }
    if case .move(let into) = disposal, count > 0 {
      let catalog = context.catalog
      context.tell(
        catalog.count(
          count, one: .movedTasksOne, other: .movedTasks, into?.name ?? catalog.text(.inbox)))
    }
    return .listChanged(list, .deleted)
  }

  /// Asks what becomes of the list's tasks (or, with none, whether to delete it).
  private static func ask(about list: TodoList, count: Int, _ context: Context)
    throws(TikError) -> Disposal
  {
    let nobody: TikError =
      context.environment.stdinIsTerminal
      ? .cancelled
      : count == 0 ? .needsConfirmation("lists delete") : .listHasTasks(list.name, count: count)
    guard count > 0 else {
      guard context.confirm(context.catalog.text(.askDeleteListEmpty, list.name)) else {
        throw nobody
      }
      return .delete
    }
    let question = context.catalog.count(
      count, one: .askListTasksOne, other: .askListTasks, list.name)
    switch context.ask(question) {
    case "m": return .move(nil)
    case "d": return .delete
    default: throw nobody
    }
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
