import TikCore

/// A realistic history: half the tasks done over the past two years, the open ones
/// mostly ahead or undated, and a day's worth due today (20) and overdue (10), however
/// large the history is.
struct DataSet {
  static let now = "2026-09-24T09:00"

  /// Writes `count` tasks into a new database at `path`.
  static func create(count: Int, at path: String) throws(TikError) {
    let store = try Store(path: path)
    let today = try FixedClock.parse(now).now().day
    var random = SplitMix64(seed: UInt64(count))
    let listIDs = try store.write { () throws(TikError) -> [Int64?] in
      var ids: [Int64?] = [nil] + (try store.lists()).map(\.id)
      for name in ["Home", "Errands", "Reading"] {
        ids.append(try store.insertList(TodoList(name: name, color: .green, icon: "●")).id)
      }
      return ids
    }
    try store.write { () throws(TikError) in
      for index in 0..<count {
        var day: Day?
        var completed: LocalTime?
        if index < 20 {
          day = today
        } else if index < 30 {
          day = today.adding(days: -Int(random.next() % 14) - 1)
        } else if index % 2 == 0 {
          day = today.adding(days: -Int(random.next() % 730) - 1)
          completed = LocalTime(day: day!, minute: Int(random.next() % 1440))
        } else if random.next() % 10 < 6 {
          day = today.adding(days: Int(random.next() % 365) + 1)
        }
        let todo = Todo(
          title: "Task \(index) " + DataSet.words[Int(random.next() % UInt64(DataSet.words.count))],
          notes: random.next() % 5 == 0 ? "Some notes about task \(index)" : "",
          subtasks: random.next() % 10 == 0
            ? [Subtask(title: "first step"), Subtask(title: "next")] : [],
          day: day, minute: day != nil && random.next() % 3 == 0 ? Int(random.next() % 1440) : nil,
          priority: Priority(rawValue: Int(random.next() % 4)) ?? .none,
          listID: listIDs[Int(random.next() % UInt64(listIDs.count))],
          created: LocalTime(day: day ?? today, minute: 0).adding(seconds: -86_400),
          completed: completed)
        _ = try store.insert(todo)
      }
    }
  }

  static let words = [
    "call the bank", "buy milk", "write report", "review pull request", "book dentist",
    "pay rent", "water plants", "read chapter", "plan trip", "fix the bike",
  ]
}

extension LocalTime {
  func adding(seconds: Int) -> LocalTime { LocalTime(seconds: self.seconds + seconds) }
}

/// A small seeded generator, so every run builds the same data.
struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
