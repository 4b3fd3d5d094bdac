import TikCore

/// What a file holds, read into tik's terms, before it meets the store: the lists it
/// defines, its tasks, and what it held that tik does not import (with why).
struct Incoming {
  var format: TransferFormat
  var lists: [IncomingList] = []
  var tasks: [IncomingTask] = []
  var skipped: [ImportReport.Entry] = []
  /// Whether list names write spaces as `_`, as todo.txt's `+Side_projects` does: such a
  /// name finds its list as `#side_projects` does, and a new list has the spaces back.
  var spacesAsUnderscores = false
}

/// A list as a file defines it: tik's formats give its colour, icon, position and id.
struct IncomingList {
  var name: String
  var color: AccentColor?
  var icon: String?
  var position: Int?
  /// The list's id in the database the file came from.
  var fileID: Int64?
}

/// A task as a file describes it.
struct IncomingTask {
  /// What finds the task again on the next import: its UID (iCalendar, Taskwarrior,
  /// tik), or a key made of its content (todo.txt).
  var key: String
  /// Whether `key` is made of the content: such an item also matches a task with the
  /// same title, list and date that came from elsewhere.
  var byContent = false
  /// The task's id in the database the file came from (tik's formats), which its series
  /// links name.
  var fileID: Int64?
  var seriesRef: Reference?
  var previousRef: Reference?

  var title: String
  var notes = ""
  var subtasks: [Subtask] = []
  var day: Day?
  var minute: Int?
  var priority: Priority = .none
  /// The list's name; nil is the Inbox.
  var listName: String?
  var photo: String?
  var repeatRule: String?
  /// Nil when the file does not say: a new task is created now, an old one keeps its own.
  var created: LocalTime?
  var completed: LocalTime?
  /// The fields the format carries; an update changes only these.
  var carries: Carried = .all
  /// What the reader could not keep as the file had it, for the report.
  var remarks: [ImportReport.Remark] = []

  init(key: String, title: String) {
    self.key = key
    self.title = title
  }

  var isDone: Bool { completed != nil }

  /// A task named by a file: by its id there (tik's formats), or by an item's key.
  enum Reference: Hashable {
    case file(Int64)
    case key(String)
  }

  /// Fields a format carries beyond the title, date, time, priority, list and whether
  /// the task is done, which every format has.
  struct Carried: OptionSet {
    let rawValue: Int
    static let notes = Carried(rawValue: 1 << 0)
    static let subtasks = Carried(rawValue: 1 << 1)
    static let photo = Carried(rawValue: 1 << 2)
    static let repeatRule = Carried(rawValue: 1 << 3)
    static let series = Carried(rawValue: 1 << 4)
    /// Completion and creation to the second; without it (todo.txt's dates) a task done
    /// or created on the day the file says keeps its own times.
    static let exactTimes = Carried(rawValue: 1 << 5)
    static let all: Carried = [.notes, .subtasks, .photo, .repeatRule, .series, .exactTimes]
  }

  /// A digest of everything the file says of the task: the same item in the same file
  /// has the same digest, so a second import knows it is unchanged.
  var digest: String {
    var members: [(String, JSONValue)] = [
      ("title", .string(title)), ("notes", .string(notes)),
      ("subtasks", .array(subtasks.map { .array([.string($0.title), .bool($0.done)]) })),
      ("day", day.map { .int($0.number) } ?? .null), ("minute", minute.map { .int($0) } ?? .null),
      ("priority", .int(priority.rawValue)), ("list", .string(listName)),
      ("photo", .string(photo)), ("repeat", .string(repeatRule)),
      ("created", created.map { .int($0.seconds) } ?? .null),
      ("completed", completed.map { .int($0.seconds) } ?? .null),
      ("series", .string(seriesRef.map(Self.text))),
      ("previous", .string(previousRef.map(Self.text))), ("carries", .int(carries.rawValue)),
    ]
    if let fileID { members.append(("id", .int(Int(fileID)))) }
    return Digest.fnv1a(JSONValue.object(members).text)
  }

  private static func text(of reference: Reference) -> String {
    switch reference {
    case .file(let id): "id:\(id)"
    case .key(let key): "key:" + key
    }
  }
}

/// FNV-1a, 64 bits, as 16 hex digits: a digest to tell one version of an item from
/// another, not a defence against anyone.
enum Digest {
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
