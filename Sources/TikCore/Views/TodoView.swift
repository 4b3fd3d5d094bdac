/// A screen of tasks: Today, Scheduled, All, Completed, a list, or search results.
public struct TodoView: Sendable {
  public var kind: Kind
  public var sections: [Section]
  /// Today's progress: done and total over Today's tasks, hidden done ones included.
  public var progress: Progress?

  /// Which screen.
  public enum Kind: Equatable, Sendable {
    case today, scheduled, all, completed
    /// A list's tasks; nil is the Inbox.
    case list(TodoList?)
    case search(String)
    /// One calendar day: the tasks due that day, open and done.
    case day(Day)
    /// A day's story: what was done that day and what is still open from it.
    case story(Day)

    /// The name in JSON and on the command line.
    public var name: String {
      switch self {
      case .today: "today"
      case .scheduled: "scheduled"
      case .all: "all"
      case .completed: "completed"
      case .list: "list"
      case .search: "search"
      case .day: "day"
      case .story: "story"
      }
    }
  }

  /// Tasks under one heading; views without groups have one section with no group.
  public struct Section: Sendable {
    public var group: Group?
    public var todos: [Todo]

    public init(group: Group?, todos: [Todo]) {
      self.group = group
      self.todos = todos
    }
  }

  /// A heading of a grouped view.
  public enum Group: Equatable, Sendable {
    /// Scheduled: the day tasks are due.
    case due(Day)
    /// Completed: the day tasks were completed.
    case completedOn(Day)
    /// All: a list, or the Inbox.
    case list(TodoList?)
    /// A story: what was done.
    case done
    /// A story: what is still open.
    case open
  }

  /// Done out of total.
  public struct Progress: Equatable, Sendable {
    public var done: Int
    public var total: Int

    public init(done: Int, total: Int) {
      self.done = done
      self.total = total
    }

    /// Done of total in per cent, rounded to the nearest whole number (2 of 3 is 67),
    /// halves up, but 100 only when everything is done (199 of 200 is 99).
    public var percent: Int {
      guard total > 0 else { return 0 }
      return isComplete ? 100 : min(99, (done * 200 + total) / (total * 2))
    }
    public var isComplete: Bool { total > 0 && done == total }
  }

  public var todos: [Todo] { sections.flatMap(\.todos) }
}
