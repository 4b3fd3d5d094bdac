/// A screen of tasks: Today, Scheduled, All, Completed, a list, or search results.
public struct TodoView: Sendable {
  public var kind: Kind
  public var sections: [Section]
  /// Today's progress: done and total over Today's tasks, hidden done ones included.
  public var progress: Progress?
  /// Tasks of the view left out before and after what is shown (a page of it).
  public var skipped: (before: Int, after: Int) = (0, 0)
  /// A streamed view's tasks, read while it is rendered (`sections` stays empty).
  public var queries: [Query] = []
  /// A streamed view's task count and the digits of its largest id, found before it is
  /// rendered.
  public var totals: (count: Int, idWidth: Int) = (0, 0)

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

  /// How many tasks the view holds (a streamed one: as counted).
  public var count: Int {
    guard queries.isEmpty else { return totals.count }
    return sections.reduce(0) { $0 + $1.todos.count } + skipped.before + skipped.after
  }

  /// The view from its `start`-th task, as many tasks as `fits` allows: it is given the
  /// lines and the tasks the page would have with one more (a group's heading takes two
  /// lines), and says whether they fit.
  public func page(from start: Int, fits: (_ lines: Int, _ tasks: Int) -> Bool) -> TodoView {
    var page = self
    page.sections = []
    // A window of a view starts where it was cut.
    var index = skipped.before
    var lines = 0
    var shown = 0
    var full = false
    for section in sections where !full {
      var kept = Section(group: section.group, todos: [])
      for todo in section.todos {
        defer { index += 1 }
        guard index >= start else { continue }
        let cost = kept.todos.isEmpty && section.group != nil ? 3 : 1
        guard fits(lines + cost, shown + 1) else {
          full = true
          break
        }
        kept.todos.append(todo)
        lines += cost
        shown += 1
      }
      if !kept.todos.isEmpty { page.sections.append(kept) }
    }
    let total = count
    page.skipped = (min(start, total), max(0, total - min(start, total) - shown))
    return page
  }
}
