import TikCore

/// A place in tik that a `tik://` link names.
public enum Route: Equatable, Sendable {
  case today, scheduled, all, completed, settings
  /// `tik://new`: quick entry, or with a title a task to add (after confirmation).
  case new(NewTask?)
  /// A list by name; `inbox` is the Inbox.
  case list(String)
  case task(Int64)
  /// A part of a task that a plugin opens: `tik://task/7/photo`.
  case taskPart(Int64, String)
  case search(String)
  case day(Day)
  case story(Day)

  /// The parameters of `tik://new?title=…&list=…&date=…`.
  public struct NewTask: Equatable, Sendable {
    public var title: String
    public var list: String?
    public var date: String?

    public init(title: String, list: String? = nil, date: String? = nil) {
      self.title = title
      self.list = list
      self.date = date
    }
  }

  /// Whether following the link writes: only a new task with a title does. No route
  /// ticks or deletes anything.
  public var writes: Bool {
    if case .new(.some) = self { return true }
    return false
  }

  /// The route as data: `{"name":"list","list":"Work"}`. Dates are ISO.
  public var json: JSONValue {
    switch self {
    case .today: .object([("name", .string("today"))])
    case .scheduled: .object([("name", .string("scheduled"))])
    case .all: .object([("name", .string("all"))])
    case .completed: .object([("name", .string("completed"))])
    case .settings: .object([("name", .string("settings"))])
    case .new(nil): .object([("name", .string("new"))])
    case .new(let task?):
      .object([
        ("name", .string("new")), ("title", .string(task.title)), ("list", .string(task.list)),
        ("date", .string(task.date)),
      ])
    case .list(let name): .object([("name", .string("list")), ("list", .string(name))])
    case .task(let id): .object([("name", .string("task")), ("id", .int(Int(id)))])
    case .taskPart(let id, let part):
      .object([("name", .string("task")), ("id", .int(Int(id))), ("part", .string(part))])
    case .search(let query): .object([("name", .string("search")), ("query", .string(query))])
    case .day(let day): .object([("name", .string("day")), ("date", .string(ISODate.text(day)))])
    case .story(let day):
      .object([("name", .string("story")), ("date", .string(ISODate.text(day)))])
    }
  }

  /// The link to this route: `tik://list/Side%20projects`, dates in ISO form.
  public var url: String {
    switch self {
    case .today: "tik://today"
    case .scheduled: "tik://scheduled"
    case .all: "tik://all"
    case .completed: "tik://completed"
    case .settings: "tik://settings"
    case .new(nil): "tik://new"
    case .new(let task?):
      "tik://new?title=" + PercentCoding.encode(task.title)
        + (task.list.map { "&list=" + PercentCoding.encode($0) } ?? "")
        + (task.date.map { "&date=" + PercentCoding.encode($0) } ?? "")
    case .list(let name): "tik://list/" + PercentCoding.encode(name)
    case .task(let id): "tik://task/\(id)"
    case .taskPart(let id, let part): "tik://task/\(id)/" + PercentCoding.encode(part)
    case .search(let query): "tik://search?q=" + PercentCoding.encode(query)
    case .day(let day): "tik://day/" + ISODate.text(day)
    case .story(let day): "tik://story/" + ISODate.text(day)
    }
  }
}
