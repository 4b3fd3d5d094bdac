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

  static func task(_ text: Substring) -> TaskFact? {
    let words = text.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
    guard words.count == 5, let id = Int64(words[0]),
      let status = TaskFact.Status(rawValue: String(words[3]))
    else { return nil }
    return TaskFact(
      id: id, title: String(words[4]), day: words[1] == "-" ? nil : day(words[1]),
      minute: words[2] == "-" ? nil : TimeOfDay.minutes(String(words[2])), status: status)
  }

  /// Reads one line of facts into `facts`; false when the key is not a fact's.
  static func read(_ key: Substring, _ value: Substring, into facts: inout DayFacts) -> Bool {
    switch key {
    case "done": facts.done = Int(value) ?? 0
    case "total": facts.total = Int(value) ?? 0
    case "open": facts.open = Int(value) ?? 0
    case "overdue": facts.overdue = Int(value) ?? 0
    case "snoozed": facts.snoozed = Int(value) ?? 0
    case "moved": facts.moved = Int(value) ?? 0
    case "streak": facts.streak = Int(value) ?? 0
    case "first_run": facts.isFirstRun = value == "1"
    case "next": facts.next = task(value)
    case "task": task(value).map { facts.openTasks.append($0) }
    case "done_task": task(value).map { facts.doneTasks.append($0) }
    case "moved_task": task(value).map { facts.movedTasks.append($0) }
    case "memory":
      let words = value.split(separator: " ")
      if words.count == 3, let period = Memory.Period(rawValue: String(words[0])),
        let day = day(words[1]), let count = Int(words[2])
      {
        facts.memory = Memory(period: period, day: day, count: count, titles: [])
      }
    case "memory_task": facts.memory?.titles.append(String(value))
    default: return false
    }
    return true
  }

  static func day(_ text: Substring) -> Day? {
    (try? ISODate.parse(text)) ?? nil
  }

  /// `2026-09-24T10:30:00`
  static func time(_ text: Substring) -> LocalTime? {
    (try? FixedClock.parse(String(text)))?.time
  }
}
