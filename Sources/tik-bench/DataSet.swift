import TikCore
import TikRecurrence

/// The data set every tool gets, record for record.
///
/// Half the tasks were done over the past two years. Of all tasks, 5% are open and due
/// today, 10% open and overdue (up to a month late), 2% repeat (daily, weekly or monthly,
/// next due in the coming week), 18% are due later this year and the rest are undated.
/// Six lists (the Inbox among them), priorities, a time on a third of the dated tasks and
/// notes on a fifth of all tasks.
///
/// The shares are shares of all tasks, so Today grows with the history: 150 open tasks
/// at 1,000, 1,500 at 10,000 and 15,000 at 100,000.
struct DataSet {
  var count: Int
  var today: Day

  /// One task, in terms every tool can store.
  struct Record {
    var index: Int
    var title: String
    var note: String?
    var due: Day?
    var minute: Int?
    var priority: Priority
    var list: String?
    var repeats: RepeatRule.Frequency?
    var created: LocalTime
    var completed: LocalTime?
  }

  /// What an open task is, by its place among the open ones: out of every 50, 5 are due
  /// today, 10 overdue, 2 repeating, 18 due later and 15 undated.
  enum Kind {
    case done, dueToday, overdue, repeating, later, undated

    init(index: Int) {
      guard index % 2 == 1 else {
        self = .done
        return
      }
      switch (index / 2) % 50 {
      case 0..<5: self = .dueToday
      case 5..<15: self = .overdue
      case 15..<17: self = .repeating
      case 17..<35: self = .later
      default: self = .undated
      }
    }
  }

  /// The lists: nil is the Inbox; Personal and Work are the ones tik makes on first run.
  static let lists: [String?] = [nil, "Personal", "Work", "Home", "Errands", "Reading"]

  static let words = [
    "call the bank", "buy milk", "write report", "review pull request", "book dentist",
    "pay rent", "water plants", "read chapter", "plan trip", "fix the bike",
  ]

  /// Calls `body` with every record, in order; the same records on every call.
  func forEach<E: Error>(_ body: (Record) throws(E) -> Void) throws(E) {
    var random = SplitMix64(seed: UInt64(count))
    func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    for index in 0..<count {
      let kind = Kind(index: index)
      var due: Day?
      var completed: LocalTime?
      var repeats: RepeatRule.Frequency?
      switch kind {
      case .done:
        due = today.adding(days: -below(730) - 1)
        let finished = min(due!.adding(days: below(3)), today.adding(days: -1))
        completed = LocalTime(day: finished, minute: below(1440))
      case .dueToday: due = today
      case .overdue: due = today.adding(days: -below(30) - 1)
      case .repeating:
        due = today.adding(days: below(7) + 1)
        repeats = [.daily, .weekly, .monthly][below(3)]
      case .later: due = today.adding(days: below(365) + 1)
      case .undated: due = nil
      }
      let createdDay = min(due ?? today, today).adding(days: -below(30) - 1)
      try body(
        Record(
          index: index, title: "Task \(index) " + DataSet.words[below(DataSet.words.count)],
          note: below(5) == 0 ? "Some notes about task \(index)" : nil, due: due,
          minute: due != nil && below(3) == 0 ? below(1440) : nil,
          priority: Priority(rawValue: below(4)) ?? .none,
          list: DataSet.lists[below(DataSet.lists.count)], repeats: repeats,
          created: LocalTime(day: createdDay, minute: 8 * 60), completed: completed))
    }
  }

  /// How many open tasks Today holds: those due today and the overdue ones.
  var todayCount: Int {
    (0..<count).filter {
      let kind = Kind(index: $0)
      return kind == .dueToday || kind == .overdue
    }.count
  }

  /// The open tasks on Today (due today or overdue, not repeating), last first: the
  /// benchmark completes one per run, the same tasks in every tool.
  func completionTargets(_ wanted: Int) -> [Int] {
    var targets: [Int] = []
    var index = count - 1
    while index >= 0 && targets.count < wanted {
      let kind = Kind(index: index)
      if kind == .dueToday || kind == .overdue { targets.append(index) }
      index -= 1
    }
    return targets
  }
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
