/// `edit ID FIELD VALUE…`: change one field of a task.
///
/// Fields: title, notes, date, time, priority, list, photo, subtasks (add TEXT, done N,
/// undone N, delete N), and whatever plugins add (repeat). `none` (`هیچ`) or an explicit
/// empty value (`''`) clears an optional field; no value at all is a usage error. Fields that
/// are off cannot be edited.
enum EditCommand {
  static var spec: CommandSpec {
    var spec = CommandSpec(
      "edit", usage: "ID FIELD VALUE…",
      arguments: [.task(done: false), .editField, .fieldValue(fieldAt: 1)],
      summary: { $0.text(.helpEdit) }
    ) { (invocation) throws(TikError) in
      // A value is always given: clearing is `none` or an explicit empty string ('').
      let usage = "edit ID FIELD VALUE…"
      guard invocation.arguments.count >= 3 else { throw .missingArgument(usage: usage) }
      let context = invocation.context
      let field = invocation.arguments[1].lowercased()
      // The tasks are there before a plugin does the slow part of the change (a picture
      // stored): a command that fails on its ids reads no picture.
      if context.fieldPlugins.contains(where: { $0.editableFields.contains(field) }) {
        _ = try context.read { (store) throws(TikError) in
          try context.todos([invocation.arguments[0]], in: store)
        }
      }
      let words = try context.prepareEdit(
        field: field, words: Array(invocation.arguments.dropFirst(2)))
      // Several tasks at once (`edit 8,10 list Work`), in one transaction.
      let edited = try context.write { (store) throws(TikError) in
        try context.todos([invocation.arguments[0]], in: store).map { (todo) throws(TikError) in
          var changed = todo
          try apply(field, words: words, to: &changed, context: context, store: store)
          return try context.save(changed, was: todo)
        }
      }
      return .changed(edited, .edited)
    }
    spec.details = { context in
      [context.catalog.text(.helpEditFields, fields(context: context).joined(separator: ", "))]
    }
    return spec
  }

  /// The fields `edit` takes with the current settings, for help and completion.
  /// A plugin may take over a core field (its own way to edit it): named once.
  static func fields(context: Context) -> [String] {
    let plugins = context.fieldPlugins.flatMap(\.editableFields)
    return ["title", "list"]
      + Field.allCases.filter {
        context.fields.contains($0) && $0 != .repeat && !plugins.contains($0.rawValue)
      }.map(\.rawValue)
      + plugins
  }

  static func apply(
    _ field: String, words: [String], to todo: inout Todo, context: Context, store: Store
  ) throws(TikError) {
    let value = words.joined(separator: " ")
    // `none`, or the word for it in any language (`هیچ`).
    let clears =
      value.isEmpty
      || Catalog.languages.contains {
        Catalog($0).words(.priorityWordsNone).first == TextFolding.key(value)
      }
    if let plugin = context.fieldPlugins.first(where: { $0.editableFields.contains(field) }) {
      try plugin.edit(field, words: words, of: &todo, context: context)
      return
    }
    if let known = Field(rawValue: field), !context.fields.contains(known) {
      throw .fieldOff(field)
    }
    switch field {
    case "title":
      let title = TerminalText.singleLine(Digits.latinized(value)).trimmed
      guard !title.isEmpty else { throw .emptyTitle }
      todo.title = title
    case "notes":
      // Digits are Latin in what is stored, as in titles.
      todo.notes = Digits.latinized(value)
    case "date":
      todo.day = try DateWords.parse(value.isEmpty ? "none" : value, context: context.parseContext)
        .day
    case "time":
      if clears {
        todo.minute = nil
      } else {
        let typed = Digits.latinized(value).trimmed
        let words = typed.split(separator: " ")
        guard TimeText.length(words[...]) == words.count, let minute = TimeText.parse(typed)
        else { throw .invalidTime(value) }
        todo.minute = minute
        if todo.day == nil { todo.day = context.today }
      }
    case "priority":
      guard let priority = clears ? Priority.none : Priority(word: value) else {
        throw .invalidPriority(value, quickEntry: false)
      }
      todo.priority = priority
    case "list":
      todo.listID = clears ? nil : try context.list(named: value, in: store)?.id
    case "photo":
      if clears {
        todo.photo = nil
      } else {
        let path = FileSystem.absolute(value)
        guard FileSystem.isRegularFile(path) else { throw .photoNotFound(value) }
        todo.photo = path
      }
    case "subtasks", "subtask":
      try editSubtasks(words, of: &todo)
    default:
      throw .unknownField(field)
    }
  }

  /// `add TEXT`, `done N`, `undone N`, `delete N` (N counts from 1).
  static func editSubtasks(_ words: [String], of todo: inout Todo) throws(TikError) {
    let usage = "edit ID subtasks add TEXT | done N | undone N | delete N"
    guard let action = words.first?.lowercased() else { throw .missingArgument(usage: usage) }
    guard ["add", "done", "undone", "delete", "remove"].contains(action) else {
      throw .unexpectedArgument(words[0], usage: usage)
    }
    let rest = words.dropFirst().joined(separator: " ")
    if action == "add" {
      let title = TerminalText.singleLine(Digits.latinized(rest)).trimmed
      guard !title.isEmpty else { throw .emptyTitle }
      todo.subtasks.append(Subtask(title: title))
      return
    }
    guard let number = Int(Digits.latinized(rest)), todo.subtasks.indices.contains(number - 1)
    else { throw rest.isEmpty ? .missingArgument(usage: usage) : .noSubtask(rest) }
    switch action {
    case "done": todo.subtasks[number - 1].done = true
    case "undone": todo.subtasks[number - 1].done = false
    case "delete", "remove": todo.subtasks.remove(at: number - 1)
    default: throw .unexpectedArgument(action, usage: usage)
    }
  }
}

extension String {
  /// Without leading and trailing spaces.
  public var trimmed: String {
    var text = self[...]
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
