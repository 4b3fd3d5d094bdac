import TikCore

/// How facts are written in the snapshot's lines, and read back.
enum SnapshotCoding {
  /// A task as `ID DATE TIME STATUS TITLE`: DATE `yyyy-mm-dd` or `-`, TIME `HH:MM` or `-`,
  /// STATUS `open`, `snoozed`, `done` or `moved`; the title is the rest of the line.
  static func task(_ task: TaskFact) -> String {
    [
      String(task.id), task.day.map(ISODate.text) ?? "-", task.minute.map(TimeText.iso) ?? "-",
      task.status.rawValue, task.title,
    ].joined(separator: " ")
  }

  /// A task read back; nil when the line is not one tik writes. The title is cleaned
  /// again: the file is data anyone may have edited.
  static func task(_ text: Substring) -> TaskFact? {
    let words = text.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
    guard words.count == 5, let id = Int64(words[0]), id > 0,
      let status = TaskFact.Status(rawValue: String(words[3]))
    else { return nil }
    return TaskFact(
      id: id, title: CleanText.line(String(words[4])),
      day: words[1] == "-" ? nil : day(words[1]),
      minute: words[2] == "-" ? nil : TimeOfDay.minutes(String(words[2])), status: status)
  }

  /// The largest count a snapshot may hold: far beyond any real day, small enough that
  /// no sum or percentage of counts overflows.
  static let maximumCount = 100_000_000

  /// A count as written: digits alone, at most `maximumCount`.
  static func count(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 9, text.allSatisfy({ ("0"..."9").contains($0) }),
      let count = Int(text), count <= maximumCount
    else { return nil }
    return count
  }

  /// What a line of the snapshot was.
  enum Reading { case fact, notAFact, invalid }

  /// Reads one line of facts into `facts`: a fact, a line of another kind, or a fact's
  /// line that is not what tik writes (the snapshot is then read as damaged).
  static func read(_ key: Substring, _ value: Substring, into facts: inout DayFacts) -> Reading {
    func number(_ set: (inout DayFacts, Int) -> Void) -> Reading {
      guard let count = count(value) else { return .invalid }
      set(&facts, count)
      return .fact
    }
    switch key {
    case "done": return number { $0.done = $1 }
    case "total": return number { $0.total = $1 }
    case "open": return number { $0.open = $1 }
    case "overdue": return number { $0.overdue = $1 }
    case "snoozed": return number { $0.snoozed = $1 }
    case "moved": return number { $0.moved = $1 }
    case "streak": return number { $0.streak = $1 }
    case "first_run": facts.isFirstRun = value == "1"
    case "next": facts.next = task(value)
    case "task": task(value).map { facts.openTasks.append($0) }
    case "done_task": task(value).map { facts.doneTasks.append($0) }
    case "moved_task": task(value).map { facts.movedTasks.append($0) }
    case "memory":
      let words = value.split(separator: " ")
      guard words.count == 3, let period = Memory.Period(rawValue: String(words[0])),
        let day = day(words[1]), let count = count(words[2])
      else { return .invalid }
      facts.memory = Memory(period: period, day: day, count: count, titles: [])
    case "memory_task": facts.memory?.titles.append(CleanText.line(String(value)))
    default: return .notAFact
    }
    return .fact
  }

  static func day(_ text: Substring) -> Day? {
    (try? ISODate.parse(text)) ?? nil
  }

  /// `2026-09-24T10:30:00`
  static func time(_ text: Substring) -> LocalTime? {
    (try? FixedClock.parse(String(text)))?.time
  }
}
