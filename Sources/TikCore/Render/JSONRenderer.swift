import TikTOML

/// Renders replies as JSON: ISO Gregorian dates and Latin digits, whatever the calendar
/// and language. Fields that are off are left out.
public struct JSONRenderer {
  public var context: Context
  public var lists: ListsByID

  public init(context: Context, lists: [TodoList]) {
    self.context = context
    self.lists = ListsByID(lists)
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
    return .object(members + [("notes", JSONRenderer.notesValue(notes))])
  }

  private static func notesValue(_ notes: [String]) -> JSONValue {
    .array(notes.map { .string(Isolate.removed(from: $0)) })
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
    var tasks: [JSONValue] = []
    // A view with its tasks read needs no store, and so cannot fail.
    var group: TodoView.Group?
    try? view.forEachTask(in: nil, groups: { group = $0 }) {
      tasks.append(.object(viewTaskMembers($0, group: group)))
    }
    return .object(
      viewMembers(view) + [("tasks", .array(tasks))] + moreMembers(view))
  }

  /// A view as one JSON object written to `output` a piece at a time, its tasks as they
  /// are read from `store`, with the command's notes: what `view` and `adding` give,
  /// without holding the whole view. Each task is written as its members are made,
  /// straight into one buffer handed on in pieces of about 16 KiB, as UTF-8 bytes.
  public func write(
    _ view: TodoView, notes: [String], trailing: [(String, JSONValue)] = [], store: Store?,
    to output: (UnsafeBufferPointer<UInt8>) -> Void
  ) throws(TikError) {
    var buffer = LineBuffer.forPieces()
    buffer.append(byte: UInt8(ascii: "{"))
    for (key, value) in viewMembers(view) {
      JSONValue.writeMember(key, value, into: &buffer)
      buffer.append(byte: UInt8(ascii: ","))
    }
    buffer.append("\"tasks\":[")
    var object = ObjectWriter(buffer: buffer)
    do {
      // The group's value, made once for the tasks it holds.
      var group: JSONValue?
      try view.forEachTask(in: store, groups: { group = $0.map(groupValue) }) { todo in
        object.begin()
        add(todo, to: &object)
        if let group { object.add("group", group) }
        object.end()
        object.buffer.handOnPiece(to: output)
      }
    } catch {
      object.buffer.handOn(to: output)
      throw error
    }
    buffer = object.buffer
    buffer.append(byte: UInt8(ascii: "]"))
    let after =
      moreMembers(view) + (notes.isEmpty ? [] : [("notes", JSONRenderer.notesValue(notes))])
      + trailing
    for (key, value) in after {
      buffer.append(byte: UInt8(ascii: ","))
      JSONValue.writeMember(key, value, into: &buffer)
    }
    buffer.append("}\n")
    buffer.handOn(to: output)
  }

  /// A view's members before its tasks: its name, what it shows, Today's progress.
  private func viewMembers(_ view: TodoView) -> [(String, JSONValue)] {
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
    return members
  }

  /// A view cut with --limit says how many tasks it left out.
  private func moreMembers(_ view: TodoView) -> [(String, JSONValue)] {
    view.skipped.after > 0 ? [("more", .int(view.skipped.after))] : []
  }

  private func viewTaskMembers(_ todo: Todo, group: TodoView.Group?) -> [(String, JSONValue)] {
    var object = taskMembers(todo)
    if let group { object.append(("group", groupValue(group))) }
    return object
  }

  public func task(_ todo: Todo) -> JSONValue { .object(taskMembers(todo)) }

  /// A task's members in a fixed order, enabled fields only.
  public func taskMembers(_ todo: Todo) -> [(String, JSONValue)] {
    var members = MemberList()
    add(todo, to: &members)
    return members.members
  }

  /// Where a task's members go, one at a time as they are made. tik's own keys are
  /// static text that needs no escaping; a plugin's are any text.
  private protocol Members: ~Copyable {
    mutating func add(_ key: StaticString, _ value: JSONValue)
    mutating func add(_ key: StaticString, text: String?)
    mutating func add(_ key: StaticString, day: Day?)
    mutating func add(_ key: StaticString, moment: LocalTime?)
    mutating func add(plugin key: String, _ value: JSONValue)
  }

  /// The members held, for a reply made whole.
  private struct MemberList: Members {
    var members: [(String, JSONValue)] = []
    init() { members.reserveCapacity(14) }
    mutating func add(_ key: StaticString, _ value: JSONValue) {
      members.append((key.description, value))
    }
    mutating func add(_ key: StaticString, text: String?) { add(key, .string(text)) }
    mutating func add(_ key: StaticString, day: Day?) { add(key, .string(day.map(ISODate.text))) }
    mutating func add(_ key: StaticString, moment: LocalTime?) {
      add(key, .string(moment.map(MachineText.moment)))
    }
    mutating func add(plugin key: String, _ value: JSONValue) { members.append((key, value)) }
  }

  /// The members written as one object after another into a buffer, for a view streamed.
  private struct ObjectWriter: Members, ~Copyable {
    var buffer: LineBuffer
    private var objects = 0
    private var members = 0

    init(buffer: consuming LineBuffer) { self.buffer = buffer }

    mutating func begin() {
      if objects > 0 { buffer.append(byte: UInt8(ascii: ",")) }
      buffer.append(byte: UInt8(ascii: "{"))
      objects += 1
      members = 0
    }

    mutating func add(_ key: StaticString, _ value: JSONValue) {
      writeKey(key)
      value.write(into: &buffer)
    }

    mutating func add(_ key: StaticString, text: String?) {
      writeKey(key)
      guard let text else { return buffer.append("null") }
      JSONValue.writeString(text, into: &buffer)
    }

    mutating func add(_ key: StaticString, day: Day?) {
      addQuoted(key, day) { ISODate.write($0, into: &$1) }
    }

    mutating func add(_ key: StaticString, moment: LocalTime?) {
      addQuoted(key, moment) { MachineText.write($0, into: &$1) }
    }

    /// `"key":"…"`, what `write` puts in the buffer between the quotes (text that needs
    /// no escaping), or `"key":null`.
    private mutating func addQuoted<Value>(
      _ key: StaticString, _ value: Value?, _ write: (Value, inout LineBuffer) -> Void
    ) {
      writeKey(key)
      guard let value else { return buffer.append("null") }
      buffer.append(byte: UInt8(ascii: "\""))
      write(value, &buffer)
      buffer.append(byte: UInt8(ascii: "\""))
    }

    mutating func add(plugin key: String, _ value: JSONValue) {
      separate()
      JSONValue.writeMember(key, value, into: &buffer)
    }

    /// `,"key":` (no comma before the first member).
    private mutating func writeKey(_ key: StaticString) {
      separate()
      buffer.append(byte: UInt8(ascii: "\""))
      key.withUTF8Buffer { buffer.append($0) }
      buffer.append(byte: UInt8(ascii: "\""))
      buffer.append(byte: UInt8(ascii: ":"))
    }

    /// The comma before every member but the first.
    @inline(__always)
    private mutating func separate() {
      if members > 0 { buffer.append(byte: UInt8(ascii: ",")) }
      members += 1
    }

    mutating func end() { buffer.append(byte: UInt8(ascii: "}")) }
  }

  /// A task's members in turn, as `taskMembers` holds them.
  private func add<Sink: Members & ~Copyable>(_ todo: Todo, to members: inout Sink) {
    let fields = context.fields
    members.add("id", .int(Int(todo.id)))
    members.add("title", text: todo.title)
    members.add("done", .bool(todo.isDone))
    if fields.contains(.date) { members.add("date", day: todo.day) }
    if fields.contains(.time) {
      members.add("time", text: todo.day == nil ? nil : todo.minute.map(TimeText.iso))
    }
    if fields.contains(.priority) { members.add("priority", text: todo.priority.name) }
    members.add("list", text: todo.listID.flatMap { lists[$0]?.name })
    if fields.contains(.notes) { members.add("notes", text: todo.notes) }
    if fields.contains(.subtasks) {
      members.add(
        "subtasks",
        .array(
          todo.subtasks.map { .object([("title", .string($0.title)), ("done", .bool($0.done))]) }
        ))
    }
    if fields.contains(.photo) { members.add("photo", text: todo.photo) }
    for plugin in context.presenters {
      for (key, value) in plugin.json(of: todo, context: context) {
        members.add(plugin: key, value)
      }
    }
    members.add("created", moment: todo.created)
    members.add("completed", moment: todo.completed)
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
