/// The core's commands on tasks and views, shared by every front end.
enum TaskCommands {
  /// `add`, with the fields that are on: `--photo` only with photos.
  static func add(fields: FieldSet) -> CommandSpec {
    var spec = CommandSpec(
      "add", usage: "TEXT…", options: fields.contains(.photo) ? [photo] : [],
      arguments: [.quickEntry],
      summary: { $0.text(.helpAdd) }
    ) { (invocation) throws(TikError) in
      // No text at all is a usage error; text that is only spaces, an empty title.
      guard !invocation.arguments.isEmpty else { throw .missingArgument(usage: "add TEXT…") }
      let text = invocation.text()
      guard !text.isEmpty else { throw .emptyTitle }
      let context = invocation.context
      var fields: [(String, [String])] = []
      if let photo = invocation.options["--photo"] {
        // The text is read first: a line quick entry refuses stores no picture.
        _ = try context.quickEntry.parse(text, context: context.parseContext)
        fields.append(("photo", try context.prepareEdit(field: "photo", words: [photo])))
      }
      let todo = try context.add(text, on: invocation.view, setting: fields)
      return .changed([todo], .added)
    }
    spec.details = { context in
      [
        context.catalog.text(.helpQuickEntry),
        "  " + HelpCommand.quickEntrySummary(context: context),
      ]
    }
    return spec
  }

  static func view(_ name: String, _ help: Message) -> CommandSpec {
    CommandSpec(name, options: [limit], summary: { $0.text(help) }) {
      (invocation) throws(TikError) in
      try expectNoArguments(invocation, usage: name)
      let context = invocation.context
      return .view(
        try limited(
          invocation,
          context.read { (_) throws(TikError) in
            let builder = try viewBuilder(invocation)
            switch name {
            case "today": return try builder.today()
            case "scheduled": return try builder.scheduled()
            case "all": return try builder.all()
            default: return try builder.completed()
            }
          }, usage: name))
    }
  }

  /// `--photo FILE`: the new task's photo, set as `edit ID photo FILE` sets it, in the
  /// same write (a file that is no picture adds no task).
  static let photo = OptionSpec(
    "--photo", placeholder: "FILE", about: "the task's photo, as edit ID photo FILE sets it")

  /// The views' builder.
  static func viewBuilder(_ invocation: Invocation) throws(TikError) -> ViewBuilder {
    try ViewBuilder(context: invocation.context)
  }

  /// `--limit N`: the first N tasks of a view, and how many more there are.
  static let limit = OptionSpec(
    "--limit", placeholder: "N", about: "show the first N tasks, and how many more there are")

  /// `usage` is the command's own (`today`, `list NAME`), for the error.
  static func limited(_ invocation: Invocation, _ view: TodoView, usage: String) throws(TikError)
    -> TodoView
  {
    guard let text = invocation.options["--limit"] else { return view }
    guard let limit = Int(Digits.latinized(text)), limit >= 0 else {
      throw .unexpectedArgument(text, usage: usage + " --limit N")
    }
    // Only the first N are read.
    let first = try invocation.context.read { (store) throws(TikError) in
      try view.window(from: 0, limit: limit, in: store)
    }
    return first.page(from: 0) { _, tasks in tasks <= limit }
  }

  static var list: CommandSpec {
    CommandSpec(
      "list", usage: "NAME", options: [limit], arguments: [.list],
      summary: { $0.text(.helpList) }
    ) { (invocation) throws(TikError) in
      let name = invocation.text()
      guard !name.isEmpty else { throw .missingArgument(usage: "list NAME") }
      let context = invocation.context
      return .view(
        try limited(
          invocation,
          context.read { (store) throws(TikError) in
            try viewBuilder(invocation).list(try context.list(named: name, in: store))
          }, usage: "list NAME"))
    }
  }

  static var search: CommandSpec {
    CommandSpec(
      "search", usage: "QUERY", options: [limit], arguments: [.text],
      summary: { $0.text(.helpSearch) }
    ) { (invocation) throws(TikError) in
      let context = invocation.context
      return .view(
        try limited(
          invocation,
          context.read { (_) throws(TikError) in
            try viewBuilder(invocation).search(invocation.text())
          }, usage: "search QUERY"))
    }
  }

  static var show: CommandSpec {
    CommandSpec(
      "show", usage: "ID", arguments: [.task(done: false)], summary: { $0.text(.helpShow) }
    ) { (invocation) throws(TikError) in
      let id = try single(invocation, usage: "show ID")
      let context = invocation.context
      return .detail(
        try context.read { (store) throws(TikError) in try context.todo(id, in: store) })
    }
  }

  static var done: CommandSpec {
    changeEach("done", .helpDone, .done) { context, todo throws(TikError) in
      try context.complete(todo)
    }
  }

  static var undone: CommandSpec {
    changeEach("undone", .helpUndone, .undone, ticked: true) { context, todo throws(TikError) in
      try context.reopen(todo)
    }
  }

  static var tomorrow: CommandSpec {
    changeEach("tomorrow", .helpTomorrow, .moved) {
      context, todo throws(TikError) in
      guard !todo.isDone else { throw .taskDone(todo.id) }
      var moved = todo
      moved.day = context.today.adding(days: 1)
      return try context.save(moved, was: todo)
    }
  }

  /// A command that does the same to each task of `ID…`, all in one transaction.
  static func changeEach(
    _ name: String, _ help: Message, _ change: Reply.Change, ticked: Bool = false,
    _ body: @escaping (Context, Todo) throws(TikError) -> Todo
  ) -> CommandSpec {
    CommandSpec(
      name, usage: "ID…", arguments: [.task(done: ticked)], summary: { $0.text(help) }
    ) { (invocation) throws(TikError) in
      guard !invocation.arguments.isEmpty else { throw .missingArgument(usage: name + " ID…") }
      let context = invocation.context
      let changed = try context.write { (store) throws(TikError) in
        var changed: [Todo] = []
        for todo in try context.todos(invocation.arguments, in: store) {
          changed.append(try body(context, todo))
        }
        return changed
      }
      return .changed(changed, change)
    }
  }

  static var duplicate: CommandSpec {
    CommandSpec(
      "duplicate", usage: "ID", arguments: [.task(done: false)],
      summary: { $0.text(.helpDuplicate) }
    ) { (invocation) throws(TikError) in
      let id = try single(invocation, usage: "duplicate ID")
      let context = invocation.context
      let copy = try context.write { (store) throws(TikError) in
        try context.duplicate(try context.todo(id, in: store))
      }
      return .changed([copy], .duplicated)
    }
  }

  static var delete: CommandSpec {
    CommandSpec(
      "delete", usage: "ID…", options: [.yes], arguments: [.task(done: false)],
      summary: { $0.text(.helpDelete) }
    ) { (invocation) throws(TikError) in
      guard !invocation.arguments.isEmpty else { throw .missingArgument(usage: "delete ID…") }
      let context = invocation.context
      if !invocation.has("--yes") {
        let todos = try context.read { (store) throws(TikError) in
          try context.todos(invocation.arguments, in: store)
        }
        let catalog = context.catalog
        let titles = todos.map { catalog.text(.quotedValue, TerminalText.singleLine($0.title)) }
          .joined(separator: catalog.text(.listSeparator))
        let question = context.catalog.count(
          todos.count, one: .askDeleteOne, other: .askDeleteMany, titles)
        guard context.confirm(question) else {
          throw context.environment.stdinIsTerminal ? .cancelled : .needsConfirmation("delete")
        }
      }
      let deleted = try context.write { (store) throws(TikError) in
        let todos = try context.todos(invocation.arguments, in: store)
        for todo in todos { try context.delete(todo) }
        return todos
      }
      return .changed(deleted, .deleted)
    }
  }

  static func single(_ invocation: Invocation, usage: String) throws(TikError) -> String {
    guard let first = invocation.arguments.first else { throw .missingArgument(usage: usage) }
    guard invocation.arguments.count == 1 else {
      throw .unexpectedArgument(invocation.arguments[1], usage: usage)
    }
    return first
  }

  static func expectNoArguments(_ invocation: Invocation, usage: String) throws(TikError) {
    if let extra = invocation.arguments.first { throw .unexpectedArgument(extra, usage: usage) }
  }
}
