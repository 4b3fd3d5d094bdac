import TikCore

/// tik's own JSON: every field of every task and list, made to be imported again.
///
///     {"format":"tik","version":1,"exported":"2026-12-01T10:00:00",
///     "lists":[
///     {"id":1,"name":"Personal","color":"blue","icon":"●","position":1}
///     ],
///     "tasks":[
///     {"id":7,"uid":"tik-…-7","title":"Call mom","notes":"","subtasks":[],…}
///     ]}
///
/// One list or task a line, so that two exports compare line by line. Dates are ISO
/// Gregorian, times `HH:MM`, moments local `yyyy-mm-ddTHH:MM:SS`; `repeat` is the rule as
/// tik stores it (iCalendar DTSTART and RRULE lines); `series` and `previous` are task ids
/// of the same file.
enum TikJSON {
  static let formatName = "tik"
  /// The version this tik writes and the newest it reads.
  static let version = 1

  static func document(_ export: ExportSet) -> JSONValue {
    .object([
      ("format", .string(formatName)), ("version", .int(version)),
      ("exported", .string(MachineText.moment(export.now))),
      ("lists", .array(export.lists.map(list))),
      ("tasks", .array(export.todos.map { task($0, in: export) })),
    ])
  }

  /// The document as text, a list or task a line.
  static func text(_ export: ExportSet) -> String {
    let head = JSONValue.object([
      ("format", .string(formatName)), ("version", .int(version)),
      ("exported", .string(MachineText.moment(export.now))),
    ]).text.dropLast()
    let opening = String(head)
    func lines(_ items: [JSONValue]) -> String {
      items.isEmpty ? "" : "\n" + items.map(\.text).joined(separator: ",\n") + "\n"
    }
    return opening + ",\n\"lists\":[" + lines(export.lists.map(list)) + "],\n\"tasks\":["
      + lines(export.todos.map { task($0, in: export) }) + "]}\n"
  }

  static func list(_ list: TodoList) -> JSONValue {
    .object([
      ("id", .int(Int(list.id))), ("name", .string(list.name)),
      ("color", .string(list.color.rawValue)), ("icon", .string(list.icon)),
      ("position", .int(list.position)),
    ])
  }

  static func task(_ todo: Todo, in export: ExportSet) -> JSONValue {
    .object([
      ("id", .int(Int(todo.id))), ("uid", .string(export.uid(of: todo))),
      ("title", .string(todo.title)), ("notes", .string(todo.notes)),
      (
        "subtasks",
        .array(
          todo.subtasks.map { .object([("title", .string($0.title)), ("done", .bool($0.done))]) })
      ),
      ("date", .string(todo.day.map(ISODate.text))),
      ("time", .string(todo.day == nil ? nil : todo.minute.map(TimeText.iso))),
      ("priority", .string(todo.priority.name)), ("list", .string(export.listName(of: todo))),
      ("photo", .string(todo.photo)), ("repeat", .string(todo.repeatRule)),
      ("created", .string(MachineText.moment(todo.created))),
      ("completed", .string(todo.completed.map(MachineText.moment))),
      ("series", todo.seriesID.map { .int(Int($0)) } ?? .null),
      ("previous", todo.previousID.map { .int(Int($0)) } ?? .null),
    ])
  }
}
