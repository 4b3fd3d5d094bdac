import Foundation
import TikCore
import TikICalendar
import TikSync

/// A task's fields as a merge compares them: each a name and a text, the same text for
/// the same value whichever side it came from.
struct SyncFields: Equatable {
  static let names = ["title", "notes", "due", "priority", "done", "repeat", "subtasks"]

  var values: [String: String] = [:]
  /// When the task was done; rides with `done`, which the merge compares.
  var completed: LocalTime?

  init(_ todo: Todo) {
    values["title"] = todo.title
    values["notes"] = todo.notes
    values["due"] = Self.due(todo.day, todo.minute)
    values["priority"] = String(todo.priority.rawValue)
    values["done"] = todo.isDone ? "1" : ""
    values["repeat"] = todo.repeatRule ?? ""
    values["subtasks"] = Self.subtasks(todo.subtasks)
    completed = todo.completed
  }

  /// A VTODO's fields; nil for one that is no task tik keeps (no title, cancelled).
  init?(_ component: ICalComponent) {
    let title = VTodo.title(of: component)
    guard !title.isEmpty, !VTodo.isCancelled(component) else { return nil }
    values["title"] = title
    values["notes"] = VTodo.notes(of: component)
    let moment = VTodo.moment(component.first("DUE") ?? component.first("DTSTART"))
    values["due"] = Self.due(moment?.0, moment?.1)
    values["priority"] = String(VTodo.priority(component.first("PRIORITY")).rawValue)
    let done = VTodo.isDone(component)
    values["done"] = done ? "1" : ""
    let created = VTodo.localTime(component.first("CREATED")?.value)
    if done { completed = VTodo.completion(of: component, day: moment?.0, created: created) }
    values["repeat"] =
      moment.flatMap { VTodo.repeatRule(of: component, day: $0.0).storedText } ?? ""
    var subtasks: [Subtask] = []
    for property in component.all(SyncFields.subtaskProperty).prefix(1_000) {
      let text = ICalText.title(property.value.text ?? "")
      if !text.isEmpty {
        subtasks.append(Subtask(title: text, done: property.parameter("X-TIK-DONE") == "1"))
      }
    }
    values["subtasks"] = Self.subtasks(subtasks)
  }

  static let subtaskProperty = "X-TIK-SUBTASK"

  /// The same fields: when a task was done is not one (two machines ticking the same
  /// occurrence agree that it is done).
  static func == (left: SyncFields, right: SyncFields) -> Bool { left.values == right.values }

  static func due(_ day: Day?, _ minute: Int?) -> String {
    guard let day else { return "" }
    return String(day.number) + (minute.map { "T" + String($0) } ?? "")
  }

  static func subtasks(_ subtasks: [Subtask]) -> String {
    subtasks.map { ($0.done ? "x " : "- ") + $0.title }.joined(separator: "\n")
  }

  /// The fields written into a task; its id, list, series and creation stay.
  func apply(to todo: inout Todo) {
    todo.title = values["title"] ?? todo.title
    todo.notes = values["notes"] ?? ""
    let due = values["due"] ?? ""
    if due.isEmpty {
      todo.day = nil
      todo.minute = nil
    } else {
      let parts = due.split(separator: "T")
      todo.day = Int(parts[0]).map { Day($0) }
      todo.minute = parts.count > 1 ? Int(parts[1]) : nil
    }
    todo.priority = Int(values["priority"] ?? "").flatMap(Priority.init(rawValue:)) ?? .none
    if values["done"] == "1" {
      todo.completed = todo.completed ?? completed ?? todo.created
    } else {
      todo.completed = nil
    }
    let rule = values["repeat"] ?? ""
    todo.repeatRule = rule.isEmpty || todo.day == nil ? nil : rule
    todo.subtasks = (values["subtasks"] ?? "").split(separator: "\n").map {
      Subtask(title: String($0.dropFirst(2)), done: $0.hasPrefix("x "))
    }
  }

  /// How a field reads in `tik sync conflicts`.
  func display(_ field: String) -> String {
    let value = values[field] ?? ""
    switch field {
    case "due":
      let parts = value.split(separator: "T")
      guard let number = parts.first.flatMap({ Int($0) }) else { return "none" }
      let day = ICalendarDate.basic(Day(number))
      return parts.count > 1 ? day + " " + (Int(parts[1]).map(TimeText.iso) ?? "") : day
    case "done": return value == "1" ? "done" : "open"
    case "priority":
      return (Int(value).flatMap(Priority.init(rawValue:)) ?? .none).name
    default: return value
    }
  }
}
