import TikCore
import TikRecurrence

#if canImport(Glibc)
  import Glibc
#endif

/// The data set in each tool's own form: a tik database, Taskwarrior's JSON for
/// `task import`, and todo.txt's two files.
extension DataSet {
  /// A new tik database at `path`, written as tik writes; record `index` gets id `index + 1`.
  func writeTik(to path: String) throws(TikError) {
    let store = try Store(path: path)
    try store.write { () throws(TikError) in
      var listIDs: [String: Int64] = [:]
      for list in try store.lists() { listIDs[list.name] = list.id }
      for case let name? in DataSet.lists where listIDs[name] == nil {
        listIDs[name] = try store.insertList(TodoList(name: name, color: .green, icon: "●")).id
      }
      try forEach { (record) throws(TikError) in
        let rule = record.repeats.map { frequency in
          RepeatRule(frequency: frequency, calendarID: frequency == .monthly ? "gregorian" : nil)
            .anchored(at: record.due!, in: GregorianCalendar()).storedText
        }
        let stored = try store.insert(
          Todo(
            title: record.title, notes: record.note ?? "", day: record.due, minute: record.minute,
            priority: record.priority, listID: record.list.flatMap { listIDs[$0] },
            repeatRule: rule, created: record.created, completed: record.completed))
        guard stored.id == Int64(record.index + 1) else {
          throw .storage(path, .failed("task \(record.index) got id \(stored.id)"))
        }
      }
    }
  }

  /// Taskwarrior's import format, one task per line: completed tasks with their end, a
  /// repeating task as Taskwarrior keeps one (a template, which makes its own instances),
  /// notes as annotations, lists as projects.
  func taskwarriorJSON() -> String {
    var lines: [String] = []
    forEach { record in
      var members: [(String, JSONValue)] = [
        ("uuid", .string(DataSet.uuid(record.index))), ("description", .string(record.title)),
        ("entry", .string(DataSet.utc(record.created))),
        ("status", .string(record.completed != nil ? "completed" : "pending")),
      ]
      if let due = record.due {
        members.append(
          ("due", .string(DataSet.utc(LocalTime(day: due, minute: record.minute ?? 0)))))
      }
      if let completed = record.completed {
        members.append(("end", .string(DataSet.utc(completed))))
      }
      if let repeats = record.repeats {
        members[3] = ("status", .string("recurring"))
        members.append(("recur", .string(repeats.rawValue.lowercased())))
      }
      if let list = record.list { members.append(("project", .string(list))) }
      if let letter = ["", "L", "M", "H"][record.priority.rawValue].first {
        members.append(("priority", .string(String(letter))))
      }
      if let note = record.note {
        members.append(
          (
            "annotations",
            .array([
              .object([
                ("entry", .string(DataSet.utc(record.created))), ("description", .string(note)),
              ])
            ])
          ))
      }
      lines.append(JSONValue.object(members).text)
    }
    return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
  }

  /// todo.txt's files: open tasks in `todo.txt`, done ones in `done.txt` (as archiving
  /// leaves them). todo.txt has no notes, times or repeats of its own: notes follow the
  /// title, the due date and the repeat are the usual `due:` and `rec:` extensions.
  func todoTxtFiles() -> (todo: String, done: String) {
    var todo = ""
    var done = ""
    forEach { record in
      var words = [ISODate.text(record.created.day), record.title]
      if let list = record.list { words.append("+" + list) }
      if let due = record.due { words.append("due:" + ISODate.text(due)) }
      if let repeats = record.repeats {
        words.append("rec:" + ["DAILY": "1d", "WEEKLY": "1w", "MONTHLY": "1m"][repeats.rawValue]!)
      }
      if let note = record.note { words.append(note) }
      if let completed = record.completed {
        done += "x " + ISODate.text(completed.day) + " " + words.joined(separator: " ") + "\n"
      } else {
        let priority = ["", "(C) ", "(B) ", "(A) "][record.priority.rawValue]
        todo += priority + words.joined(separator: " ") + "\n"
      }
    }
    return (todo, done)
  }

  /// A fixed UUID for each record, so the benchmark can name a task in Taskwarrior.
  static func uuid(_ index: Int) -> String {
    let hex = String(index, radix: 16)
    return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - hex.count) + hex
  }

  /// A local time as Taskwarrior stores it: UTC, `20261129T090000Z`.
  static func utc(_ time: LocalTime) -> String {
    let universal = LocalTime(seconds: time.seconds - DataSet.utcOffset)
    let date = universal.day.gregorian
    let second = universal.secondOfDay
    return Padded.digits(date.year, 4) + Padded.digits(date.month, 2) + Padded.digits(date.day, 2)
      + "T" + Padded.digits(second / 3600, 2) + Padded.digits(second / 60 % 60, 2)
      + Padded.digits(second % 60, 2) + "Z"
  }

  /// Seconds the local time zone is ahead of UTC now.
  static let utcOffset: Int = {
    var seconds = time(nil)
    var parts = tm()
    localtime_r(&seconds, &parts)
    return Int(parts.tm_gmtoff)
  }()
}
