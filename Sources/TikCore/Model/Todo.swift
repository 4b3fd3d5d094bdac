/// A task: one line of the day, with whatever fields the user switched on.
public struct Todo: Hashable, Sendable {
  /// Stable, never reused; assigned by the store.
  public var id: Int64
  public var title: String
  public var notes: String
  public var subtasks: [Subtask]
  public var day: Day?
  /// Minute of the day, 0..<1440; only with a day.
  public var minute: Int?
  public var priority: Priority
  public var listID: Int64?
  /// Absolute path of an attached picture.
  public var photo: String?
  /// The recurrence plugin's rule, opaque to the core.
  public var repeatRule: String?
  public var created: LocalTime
  public var completed: LocalTime?
  /// The first task of the repeating series this task belongs to; nil outside a series.
  public var seriesID: Int64?
  /// The task whose tick created this one, in a repeating series.
  public var previousID: Int64?

  public init(
    id: Int64 = 0, title: String, notes: String = "", subtasks: [Subtask] = [],
    day: Day? = nil, minute: Int? = nil, priority: Priority = .none, listID: Int64? = nil,
    photo: String? = nil, repeatRule: String? = nil, created: LocalTime,
    completed: LocalTime? = nil, seriesID: Int64? = nil, previousID: Int64? = nil
  ) {
    self.id = id
    self.title = title
    self.notes = notes
    self.subtasks = subtasks
    self.day = day
    self.minute = minute
    self.priority = priority
    self.listID = listID
    self.photo = photo
    self.repeatRule = repeatRule
    self.created = created
    self.completed = completed
    self.seriesID = seriesID
    self.previousID = previousID
  }

  public var isDone: Bool { completed != nil }
}

/// One step of a task: ordered, tickable.
public struct Subtask: Hashable, Sendable {
  public var title: String
  public var done: Bool

  public init(title: String, done: Bool = false) {
    self.title = title
    self.done = done
  }
}

/// How urgent a task is; higher sorts first where priority counts.
public enum Priority: Int, Comparable, CaseIterable, Sendable {
  case none = 0, low, medium, high

  /// The word used in config, JSON and commands.
  public var name: String {
    switch self {
    case .none: "none"
    case .low: "low"
    case .medium: "medium"
    case .high: "high"
    }
  }

  /// Reads `low`, `med`, `medium`, `high`, `none`, `1`…`3` (and `0`), and the words of
  /// every language's table (`کم`, `متوسط`, `زیاد`, `هیچ`), in any case and digits.
  public init?(word: some StringProtocol) {
    let key = TextFolding.key(String(word))
    let levels: [(Message, Priority)] = [
      (.priorityWordsNone, .none), (.priorityWordsLow, .low), (.priorityWordsMedium, .medium),
      (.priorityWordsHigh, .high),
    ]
    for language in Catalog.languages {
      let catalog = Catalog(language)
      for (words, priority) in levels where catalog.words(words).contains(key) {
        self = priority
        return
      }
    }
    return nil
  }

  /// The words a priority is typed as in a language, the first the one to offer.
  public static func words(in catalog: Catalog, withNone: Bool = false) -> [String] {
    let levels: [Message] =
      [.priorityWordsLow, .priorityWordsMedium, .priorityWordsHigh]
      + (withNone ? [.priorityWordsNone] : [])
    return levels.compactMap { catalog.words($0).first }
  }

  public static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
