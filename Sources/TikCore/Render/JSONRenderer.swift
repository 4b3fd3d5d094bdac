import TikTOML

/// Renders replies as JSON: ISO Gregorian dates and Latin digits, whatever the calendar
/// and language. Fields that are off are left out.
public struct JSONRenderer {
  public var context: Context
  public var lists: [Int64: TodoList]

  public init(context: Context, lists: [TodoList]) {
    self.context = context
    self.lists = Dictionary(uniqueKeysWithValues: lists.map { ($0.id, $0) })
  }

  /// A failure as scripts read it, on every front end:
  /// `{"ok":false,"error":{"code":"no_task","message":"no task with id '9'"}}`.
  /// `{"ok":false,"error":{…}}`. The message is logical text without the isolates the
  /// terminal layout uses, as all machine output is.
  public static func failure(code: String, message: String) -> JSONValue {
    .object([
      ("ok", .bool(false)),
      (
        "error",
        .object([("code", .string(code)), ("message", .string(Isolate.removed(from: message)))])
      ),
    ])
  }

  public static func failure(_ error: TikError, catalog: Catalog) -> JSONValue {
    failure(code: error.code, message: error.message(in: catalog))
  }

  /// An object with a command's notes (`"notes":[…]`) after its members, when it has any.
  public static func adding(_ notes: [String], to object: JSONValue) -> JSONValue {
    guard !notes.isEmpty, case .object(let members) = object else { return object }
    return .object(
      members + [("notes", .array(notes.map { .string(Isolate.removed(from: $0)) }))])
  }

  /// The reply as one JSON object.
  public func reply(_ reply: Reply) -> JSONValue {
    switch reply {
    case .view(let view): return self.view(view)
    case .detail(let todo): return task(todo)
    case .changed(let todos, let change):
      return .object([("action", .string(change.rawValue)), ("tasks", .array(todos.map(task)))])
    case .lists(let summaries):
      return .object([
        (
          "lists",
          .array(
            summaries.map { summary in
              .object(
                listMembers(summary.list) + [
                  ("open", .int(summary.open)), ("total", .int(summary.total)),
                ])
            })
        )
      ])
    case .listChanged(let list, let change):
      return .object([("action", .string(change.rawValue)), ("list", .object(listMembers(list)))])
    case .settings(let settings):
      return .object([
        ("settings", .object(settings.map { ($0.key, JSONRenderer.value($0.value)) }))
      ])
    case .text(let text): return .object([("text", .string(text))])
    case .custom(_, let json), .partial(_, _, let json): return json
    case .nothing: return .object([])
    case .navigate(let navigation):
      var members: [(String, JSONValue)] = [("route", navigation.route)]
      if case .object(let fields) = view(navigation.view) { members += fields }
      if let detail = navigation.detail { members.append(("detail", self.reply(detail))) }
      return .object(members)
    }
  }

  public func view(_ view: TodoView) -> JSONValue {
    var members: [(String, JSONValue)] = [("view", .string(view.kind.name))]
    switch view.kind {
    case .list(let list): members.append(("list", .object(listMembers(list))))
    case .search(let query): members.append(("query", .string(query)))
    case .day(let day), .story(let day): members.append(("date", .string(ISODate.text(day))))
    default: break
    }
    if let progress = view.progress {
      members.append(
        ("progress", .object([("done", .int(progress.done)), ("total", .int(progress.total))])))
    }
    var tasks: [JSONValue] = []
    for section in view.sections {
      let group = section.group.map(groupValue)
      for todo in section.todos {
        var object = taskMembers(todo)
        if let group { object.append(("group", group)) }
        tasks.append(.object(object))
      }
    }
    members.append(("tasks", .array(tasks)))
    // A view cut with --limit says how many tasks it left out.
    if view.skipped.after > 0 { members.append(("more", .int(view.skipped.after))) }
    return .object(members)
  }

  public func task(_ todo: Todo) -> JSONValue { .object(taskMembers(todo)) }

  /// A task's members in a fixed order, enabled fields only.
  public func taskMembers(_ todo: Todo) -> [(String, JSONValue)] {
    let fields = context.fields
    var members: [(String, JSONValue)] = [
      ("id", .int(Int(todo.id))), ("title", .string(todo.title)), ("done", .bool(todo.isDone)),
    ]
    if fields.contains(.date) { members.append(("date", .string(todo.day.map(ISODate.text)))) }
    if fields.contains(.time) {
      members.append(("time", .string(todo.day == nil ? nil : todo.minute.map(TimeText.iso))))
    }
    if fields.contains(.priority) { members.append(("priority", .string(todo.priority.name))) }
    members.append(("list", .string(todo.listID.flatMap { lists[$0]?.name })))
    if fields.contains(.notes) { members.append(("notes", .string(todo.notes))) }
    if fields.contains(.subtasks) {
      members.append(
        (
          "subtasks",
          .array(
            todo.subtasks.map {
              .object([("title", .string($0.title)), ("done", .bool($0.done))])
            })
        ))
    }
    if fields.contains(.photo) { members.append(("photo", .string(todo.photo))) }
    for plugin in context.presenters { members += plugin.json(of: todo, context: context) }
    members.append(("created", .string(MachineText.moment(todo.created))))
    members.append(("completed", .string(todo.completed.map(MachineText.moment))))
    return members
  }

  private func listMembers(_ list: TodoList?) -> [(String, JSONValue)] {
    guard let list else { return [("name", .null), ("inbox", .bool(true))] }
    return [
      ("name", .string(list.name)), ("color", .string(list.color.rawValue)),
      ("icon", .string(list.icon)),
    ]
  }

  private func groupValue(_ group: TodoView.Group) -> JSONValue {
    switch group {
    case .due(let day), .completedOn(let day): .string(ISODate.text(day))
    case .list(let list): .string(list?.name)
    case .done: .string("done")
    case .open: .string("open")
    }
  }

  static func value(_ value: TOMLDocument.Value) -> JSONValue {
    switch value {
    case .string(let text): .string(text)
    case .integer(let number): .int(number)
    case .bool(let flag): .bool(flag)
    case .array(let items): .array(items.map(JSONRenderer.value))
    }
  }
}
