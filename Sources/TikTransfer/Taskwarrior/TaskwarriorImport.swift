import TikCore

/// Taskwarrior's `task export`: a JSON array of tasks (or one object a line, with
/// `rc.json.array=off`), found again by their `uuid`.
///
/// `description` is the title; `project` the list, created when there is none (its name
/// as Taskwarrior writes it, `Home.Garden`); priority `H`, `M`, `L` is high, medium, low;
/// `due` is the date (and the time, when it is not midnight), `scheduled` when there is
/// no due date; annotations are the notes, a line each; tags are a last line of notes,
/// `+tag` words. Status `completed` is done at `end`; `deleted` is skipped; `waiting` is
/// open.
///
/// A recurring task is Taskwarrior's parent (status `recurring`) with an instance per
/// occurrence. The parent becomes one repeating tik task, anchored at its first due date
/// and dated on its earliest pending instance; the pending instances are skipped (tik
/// makes the next copy when the task is ticked), and the completed ones become done
/// copies of the series. `recur` values tik has no rule for import without a repeat,
/// which the report says.
enum TaskwarriorImport {
  static func read(_ text: Substring) throws(TransferError) -> Incoming {
    let items: [JSONValue]
    do {
      items = try JSONReader.parseSequence(text)
    } catch {
      throw .invalidJSON(error)
    }
    guard items.count <= Limits.tasks else { throw .tooMany(Limits.tasks, what: .task) }
    var tasks: [Item] = []
    for (index, value) in items.enumerated() {
      tasks.append(try Item(value, number: index + 1))
    }
    let parents = Dictionary(
      tasks.filter { $0.status == "recurring" }.map { ($0.uuid, $0) },
      uniquingKeysWith: { a, _ in a })
    // The earliest pending instance of each parent: where its one tik task stands.
    var current: [String: LocalTime] = [:]
    for task in tasks where task.status == "pending" || task.status == "waiting" {
      guard let parent = task.parent, parents[parent] != nil, let due = task.due else { continue }
      if current[parent].map({ due < $0 }) ?? true { current[parent] = due }
    }

    var incoming = Incoming(format: .taskwarrior)
    for task in tasks {
      let instanceOf = task.parent.flatMap { parents[$0] }
      switch task.status {
      case "deleted":
        incoming.skipped.append(.init(title: ImportText.title(task.description), reason: .deleted))
        continue
      case "pending" where instanceOf != nil, "waiting" where instanceOf != nil:
        incoming.skipped.append(.init(title: ImportText.title(task.description), reason: .instance))
        continue
      default:
        break
      }
      var imported = task.incoming
      if task.status == "recurring" {
        imported.completed = nil
        if let day = current[task.uuid] ?? task.due {
          imported.day = day.day
          imported.minute = Item.minute(of: day)
        }
        imported.repeatRule = rule(of: task, remarks: &imported.remarks)
      } else if let parent = instanceOf, task.status == "completed" {
        imported.repeatRule = rule(of: parent, remarks: &imported.remarks)
        imported.carries.insert(.series)
        imported.seriesRef = .key(parent.uuid)
      }
      ImportText.settle(&imported)
      incoming.tasks.append(imported)
    }
    return incoming
  }

  /// The rule a recurring task repeats by, anchored at its first due date; nil, with a
  /// remark, when tik has no rule for its `recur`.
  static func rule(of task: Item, remarks: inout [ImportReport.Remark]) -> String? {
    guard let recur = task.recur, let start = task.due?.day else { return nil }
    guard let rule = TaskwarriorRecurrence.rule(recur, anchor: start, until: task.until?.day)
    else {
      remarks.append(.unknownRepeat(recur))
      return nil
    }
    return rule
  }

  /// One object of the export, its fields checked.
  struct Item {
    var uuid: String
    var description: String
    var status: String
    var entry: LocalTime?
    var end: LocalTime?
    var due: LocalTime?
    var scheduled: LocalTime?
    var until: LocalTime?
    var project: String?
    var priority: Priority = .none
    var annotations: [String] = []
    var tags: [String] = []
    var recur: String?
    var parent: String?

    static let statuses: Set = ["pending", "completed", "deleted", "waiting", "recurring"]

    init(_ value: JSONValue, number: Int) throws(TransferError) {
      func bad(_ field: String, _ value: JSONValue?) -> TransferError {
        .badItem(.task, number: number, field: field, value: ImportText.excerpt(value ?? .null))
      }
      guard case .object = value else { throw bad("", value) }
      func text(_ name: String) throws(TransferError) -> String? {
        guard let field = value[name], !field.isNull else { return nil }
        guard let text = field.stringValue else { throw bad(name, field) }
        return text
      }
      func moment(_ name: String) throws(TransferError) -> LocalTime? {
        guard let text = try text(name) else { return nil }
        guard let time = Self.moment(text) else { throw bad(name, .string(text)) }
        return time
      }
      guard let uuid = try text("uuid"), !uuid.trimmed.isEmpty else {
        throw bad("uuid", value["uuid"])
      }
      guard let description = try text("description") else {
        throw bad("description", value["description"])
      }
      let status = try text("status") ?? "pending"
      guard Self.statuses.contains(status) else { throw bad("status", .string(status)) }
      self.uuid = ImportText.key(uuid)
      self.description = description
      self.status = status
      entry = try moment("entry")
      end = try moment("end")
      due = try moment("due")
      scheduled = try moment("scheduled")
      until = try moment("until")
      project = try text("project")
      switch try text("priority")?.uppercased() {
      case "H": priority = .high
      case "M": priority = .medium
      case "L": priority = .low
      default: priority = .none
      }
      for annotation in value["annotations"]?.arrayValue ?? [] {
        if let line = annotation["description"]?.stringValue { annotations.append(line) }
      }
      tags = (value["tags"]?.arrayValue ?? []).compactMap(\.stringValue)
      recur = try text("recur")
      parent = try text("parent")
    }

    /// The task in tik's terms, before what recurrence changes.
    var incoming: IncomingTask {
      var task = IncomingTask(key: uuid, title: ImportText.title(description))
      task.carries = [.notes, .exactTimes]
      task.priority = priority
      task.listName = project.map(ImportText.title)
      let date = due ?? scheduled
      task.day = date?.day
      task.minute = date.flatMap(Self.minute)
      var notes = annotations
      if due != nil, let scheduled, scheduled.day != due?.day {
        notes.append("scheduled: " + ISODate.text(scheduled.day))
      }
      if !tags.isEmpty { notes.append(tags.map { "+" + $0 }.joined(separator: " ")) }
      task.notes = ImportText.notes(notes.joined(separator: "\n"))
      task.created = entry
      if status == "completed" { task.completed = end ?? entry ?? due }
      return task
    }

    /// The time of a moment, or nil at midnight: Taskwarrior's dates without a time.
    static func minute(of time: LocalTime) -> Int? {
      time.secondOfDay == 0 ? nil : time.minuteOfDay
    }

    /// Taskwarrior's `20261201T093000Z`, in UTC, as local time.
    static func moment(_ text: String) -> LocalTime? {
      let utf8 = Array(text.utf8)
      guard utf8.count == 16, utf8[8] == UInt8(ascii: "T"), utf8[15] == UInt8(ascii: "Z"),
        let day = ICalendarDate.day(basic: text.prefix(8)),
        let hours = Int(text.dropFirst(9).prefix(2)),
        let minutes = Int(text.dropFirst(11).prefix(2)),
        let seconds = Int(text.dropFirst(13).prefix(2)), hours < 24, minutes < 60, seconds < 60
      else { return nil }
      let utc = day.number * 86_400 + hours * 3600 + minutes * 60 + seconds
      return Instant(seconds: utc).localTime
    }
  }
}
