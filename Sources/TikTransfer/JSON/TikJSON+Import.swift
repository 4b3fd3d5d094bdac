import TikCore

/// Reading tik's JSON back: every field as it was written, checked, so that a file made
/// by hand or damaged is one clear error that names the task or list and the field.
extension TikJSON {
  static func read(_ text: Substring) throws(TransferError) -> Incoming {
    let document: JSONValue
    do {
      document = try JSONReader.parse(text)
    } catch {
      throw .invalidJSON(error)
    }
    guard case .object = document, document["format"]?.stringValue == formatName else {
      throw .notTikJSON
    }
    guard let version = document["version"]?.intValue, version >= 1 else {
      throw .badDocument(field: "version")
    }
    guard version <= Self.version else { throw .newerVersion(version) }
    var incoming = Incoming(format: .json)
    let lists = document["lists"] ?? .array([])
    let tasks = document["tasks"] ?? .array([])
    guard let listItems = lists.arrayValue else { throw .badDocument(field: "lists") }
    guard let taskItems = tasks.arrayValue else { throw .badDocument(field: "tasks") }
    guard listItems.count <= Limits.lists else { throw .tooMany(Limits.lists, what: .list) }
    guard taskItems.count <= Limits.tasks else { throw .tooMany(Limits.tasks, what: .task) }
    for (index, item) in listItems.enumerated() {
      incoming.lists.append(try list(item, number: index + 1))
    }
    for (index, item) in taskItems.enumerated() {
      incoming.tasks.append(try task(item, number: index + 1))
    }
    return incoming
  }

  private static func list(_ item: JSONValue, number: Int) throws(TransferError) -> IncomingList {
    let fields = Fields(item: item, kind: .list, number: number)
    guard case .object = item else { throw fields.bad("", item) }
    let name = try fields.string("name", required: true).map(ImportText.title) ?? ""
    guard !name.isEmpty else { throw fields.bad("name", item["name"] ?? .null) }
    var list = IncomingList(name: name)
    if let color = try fields.string("color") {
      guard let accent = AccentColor(rawValue: color.lowercased()) else {
        throw fields.bad("color", .string(color))
      }
      list.color = accent
    }
    list.icon = try fields.string("icon").flatMap(ImportText.icon)
    list.position = try fields.int("position")
    list.fileID = try fields.int("id").map(Int64.init)
    return list
  }

  private static func task(_ item: JSONValue, number: Int) throws(TransferError) -> IncomingTask {
    let fields = Fields(item: item, kind: .task, number: number)
    guard case .object = item else { throw fields.bad("", item) }
    let title = try fields.string("title", required: true).map(ImportText.title) ?? ""
    guard !title.isEmpty else { throw fields.bad("title", item["title"] ?? .null) }
    let id = try fields.int("id").map(Int64.init)
    if let id, id <= 0 { throw fields.bad("id", .int(Int(id))) }
    let uid = try fields.string("uid").map(ImportText.key)
    var task = IncomingTask(
      key: uid ?? "", title: title)
    task.fileID = id
    task.notes = try fields.string("notes").map(ImportText.notes) ?? ""
    task.subtasks = try subtasks(item["subtasks"], fields: fields)
    if let date = try fields.string("date") {
      guard let day = try? ISODate.parse(Substring(date)) else {
        throw fields.bad("date", .string(date))
      }
      task.day = day
    }
    if let time = try fields.string("time") {
      guard TimeText.looksLikeTime(Substring(time)), let minute = TimeText.parse(Substring(time))
      else { throw fields.bad("time", .string(time)) }
      task.minute = minute
    }
    if let priority = try fields.string("priority") {
      guard let level = Priority(word: priority) else {
        throw fields.bad("priority", .string(priority))
      }
      task.priority = level
    }
    task.listName = try fields.string("list").map(ImportText.title)
    task.photo = try fields.string("photo")
    if let rule = try fields.string("repeat") {
      guard ImportText.isStoredRule(rule) else { throw fields.bad("repeat", .string(rule)) }
      task.repeatRule = rule
    }
    task.created = try fields.moment("created")
    task.completed = try fields.moment("completed")
    task.seriesRef = try fields.int("series").map { .file(Int64($0)) }
    task.previousRef = try fields.int("previous").map { .file(Int64($0)) }
    if uid == nil {
      // A task written by hand, without a UID: found again by what it says.
      task.byContent = true
      task.key = "tik-json:" + ContentKey.of(task)
    }
    ImportText.settle(&task)
    return task
  }

  private static func subtasks(_ value: JSONValue?, fields: Fields) throws(TransferError)
    -> [Subtask]
  {
    guard let value, !value.isNull else { return [] }
    guard let items = value.arrayValue, items.count <= Limits.subtasks else {
      throw fields.bad("subtasks", value)
    }
    var subtasks: [Subtask] = []
    for item in items {
      guard let title = item["title"]?.stringValue else { throw fields.bad("subtasks", item) }
      let done = item["done"] ?? .bool(false)
      guard let isDone = done.boolValue else { throw fields.bad("subtasks", item) }
      let text = ImportText.title(title)
      if !text.isEmpty { subtasks.append(Subtask(title: text, done: isDone)) }
    }
    return subtasks
  }

  /// The members of one list or task, read with their types checked.
  private struct Fields {
    var item: JSONValue
    var kind: TransferError.Item
    var number: Int

    func bad(_ field: String, _ value: JSONValue) -> TransferError {
      .badItem(kind, number: number, field: field, value: ImportText.excerpt(value))
    }

    func string(_ name: String, required: Bool = false) throws(TransferError) -> String? {
      guard let value = item[name], !value.isNull else {
        if required { throw bad(name, .null) }
        return nil
      }
      guard let text = value.stringValue else { throw bad(name, value) }
      return text
    }

    func int(_ name: String) throws(TransferError) -> Int? {
      guard let value = item[name], !value.isNull else { return nil }
      guard let number = value.intValue else { throw bad(name, value) }
      return number
    }

    func moment(_ name: String) throws(TransferError) -> LocalTime? {
      guard let text = try string(name) else { return nil }
      guard text.contains("T"), let clock = try? FixedClock.parse(text) else {
        throw bad(name, .string(text))
      }
      return clock.time
    }
  }
}
