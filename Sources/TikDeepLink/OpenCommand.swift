import TikCore

/// `open URL [--print] [--json] [--yes]`: goes where a `tik://` link says.
///
/// On a terminal the REPL opens on that screen; `--print` prints the screen, `--json` the
/// route and its data; in the REPL and the line protocol `/open URL` does the same. A link
/// that would add a task asks first, and is refused where nobody can answer unless
/// `--yes` is given. No link ticks or deletes anything.
enum OpenCommand {
  static var spec: CommandSpec {
    CommandSpec(
      "open", usage: "URL",
      options: [
        .yes, OptionSpec("--print", about: "print the screen instead of opening the REPL on it"),
      ],
      arguments: [
        .words(
          [
            "tik://today", "tik://scheduled", "tik://all", "tik://completed", "tik://new",
            "tik://settings", "tik://list/", "tik://task/", "tik://search?q=", "tik://day/",
            "tik://story/",
          ])
      ],
      summary: { $0.text(DeepLinkMessage.helpOpen) }
    ) { (invocation) throws(TikError) in
      let link = invocation.text()
      guard !link.isEmpty else { throw .missingArgument(usage: "open URL") }
      let context = invocation.context
      let route: Route
      do throws(RouteError) {
        route = try Router.route(
          link, context: context.parseContext,
          taskParts: context.presenters.flatMap(\.taskParts))
      } catch {
        throw .plugin(
          code: "invalid_link",
          message: DeepLinkMessage.describe(error, link: link, catalog: context.catalog))
      }
      if case .new(let task?) = route {
        return try add(task, invocation: invocation)
      }
      if case .taskPart(let id, let part) = route {
        return try open(part, of: id, context: context)
      }
      let navigation = try self.navigation(to: route, context: context)
      if invocation.has("--print") { return navigation.detail ?? .view(navigation.view) }
      return .navigate(navigation)
    }
  }

  /// The screen a route names.
  static func navigation(to route: Route, context: Context) throws(TikError) -> Navigation {
    try context.read { (store) throws(TikError) in
      let builder = try ViewBuilder(context: context)
      var detail: Reply?
      let view: TodoView
      switch route {
      case .today, .new: view = try builder.today()
      case .scheduled: view = try builder.scheduled()
      case .all: view = try builder.all()
      case .completed: view = try builder.completed()
      case .list(let name): view = try builder.list(try context.list(named: name, in: store))
      case .search(let query): view = try builder.search(query)
      case .day(let day): view = try builder.day(day)
      case .story(let day): view = try builder.story(day)
      case .task(let id), .taskPart(let id, _):
        detail = .detail(try context.todo(String(id), in: store))
        view = try builder.today()
      case .settings:
        let config = context.config
        detail = .settings(
          context.shownKeys.compactMap { key in
            config.value(key).map { (key, $0, !config.explicitKeys.contains(key)) }
          })
        view = try builder.today()
      }
      return Navigation(view: view, detail: detail, route: route.json)
    }
  }

  /// `tik://task/ID/PART`: the plugin that names the part opens it; it only reads.
  static func open(_ part: String, of id: Int64, context: Context) throws(TikError) -> Reply {
    let todo = try context.read { (store) throws(TikError) in
      try context.todo(String(id), in: store)
    }
    guard let plugin = context.presenters.first(where: { $0.taskParts.contains(part) }) else {
      throw .unknownField(part)
    }
    return try plugin.open(part, of: todo, context: context)
  }

  /// `tik://new?title=…`: adds the task once someone agreed (`--yes`, or yes at the
  /// question), through quick entry on Today so the list and date are checked as typed.
  static func add(_ task: Route.NewTask, invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    if !invocation.has("--yes") {
      guard context.confirm(context.catalog.text(DeepLinkMessage.askAdd, task.title)) else {
        throw context.environment.stdinIsTerminal
          ? .cancelled
          : .plugin(
            code: "needs_confirmation",
            message: context.catalog.text(DeepLinkMessage.errorNeedsConfirmation))
      }
    }
    let title = TerminalText.singleLine(task.title).trimmed
    guard !title.isEmpty else { throw .emptyTitle }
    let date = try task.date.map { (text) throws(TikError) in
      try DateWords.parse(text, context: context.parseContext)
    }
    let now = context.clock.now()
    let added = try context.write { (store) throws(TikError) in
      let listID =
        try task.list.map { (name) throws(TikError) in
          try context.list(named: name, in: store)?.id
        } ?? nil
      var todo = Draft().todo(on: .today, now: now, listID: listID)
      todo.title = title
      if let date { todo.day = date.day }
      return try context.insert(todo)
    }
    return .changed([added], .added)
  }

  /// The route of a view, for its heading's link.
  static func route(of kind: TodoView.Kind) -> Route {
    switch kind {
    case .today: .today
    case .scheduled: .scheduled
    case .all: .all
    case .completed: .completed
    case .list(let list): .list(list?.name ?? "inbox")
    case .search(let query): .search(query)
    case .day(let day): .day(day)
    case .story(let day): .story(day)
    }
  }
}
