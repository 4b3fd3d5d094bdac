import TikCore
import TikRecurrence

/// The data set every tool gets, record for record, in one of two shapes.
///
/// **Realistic**: years of daily use. Thirty tasks a day, the history as long as the size
/// needs (33 days at 1,000 tasks, about nine years at 100,000, 91 at 1,000,000). Of each
/// day's thirty, one is undated (done a few days later, or still open), one was planned
/// ahead (due one to eight weeks after it was written), one repeats daily on the last
/// day, and the rest are due that day: 93% of those are done that day, 5% one to three
/// days late and 2% four to seven days late; what would be done today or later is
/// still open. So Today holds the last day's tasks and the few late ones, 30 to 40
/// tasks at every size.
///
/// **Hostile**: what a bulk import or a team list can make. Half of all tasks were
/// completed in the first minute of today, most of them undated, one in 25 due today
/// (so on Today); 13% of all tasks are open and due today or overdue (up to a month),
/// 15% due later and the rest undated. Today holds 15% of the tasks: 15,000 at 100,000.
///
/// Six lists (the Inbox among them), priorities, a time on a third of the dated tasks
/// and notes on a fifth of all tasks, in both shapes.
struct DataSet {
  enum Shape: String, CaseIterable {
    case realistic, hostile
  }

  var shape: Shape
  var count: Int
  var today: Day

  /// The shape and size, as the table names the set: `realistic 100000`.
  var name: String { "\(shape.rawValue) \(count)" }

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

  /// The lists: nil is the Inbox; Personal and Work are the ones tik makes on first run.
  static let lists: [String?] = [nil, "Personal", "Work", "Home", "Errands", "Reading"]

  static let words = [
    "call the bank", "buy milk", "write report", "review pull request", "book dentist",
    "pay rent", "water plants", "read chapter", "plan trip", "fix the bike",
  ]

  static let perDay = 30

  /// When, where and whether a record is done: the part the shapes make differently.
  struct Plan {
    var due: Day?
    var completed: LocalTime?
    var repeats: RepeatRule.Frequency?
    var created: Day
    /// Open, on Today and not repeating: a task the benchmark may complete.
    var isTarget = false
  }

  /// Calls `body` with every record, in order; the same records on every call.
  func forEach<E: Error>(_ body: (Record) throws(E) -> Void) throws(E) {
    for index in 0..<count {
      var random = self.random(for: index)
      let plan = self.plan(index, &random)
      func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
      let title = "Task \(index) " + DataSet.words[below(DataSet.words.count)]
      let note = below(5) == 0 ? "Some notes about task \(index)" : nil
      let minute = plan.due != nil && below(3) == 0 ? below(1440) : nil
      let priority = Priority(rawValue: below(4)) ?? .none
      let list = DataSet.lists[below(DataSet.lists.count)]
      try body(
        Record(
          index: index, title: title, note: note, due: plan.due, minute: minute,
          priority: priority, list: list, repeats: plan.repeats,
          created: LocalTime(day: plan.created, minute: 8 * 60), completed: plan.completed))
    }
  }

  /// Record `index`'s own generator: a record is the same whichever others are made.
  func random(for index: Int) -> SplitMix64 {
    SplitMix64(seed: UInt64(index) &* 0x2545_F491_4F6C_DD1D ^ (shape == .hostile ? 1 : 0))
  }

  func plan(_ index: Int, _ random: inout SplitMix64) -> Plan {
    switch shape {
    case .realistic: realisticPlan(index, &random)
    case .hostile: hostilePlan(index, &random)
    }
  }

  /// Record `index` of the realistic shape: 30 records a day, the last 30 today's.
  func realisticPlan(_ index: Int, _ random: inout SplitMix64) -> Plan {
    func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    // Counted back from the last record, so that the last day, today, is a whole one.
    let back = count - 1 - index
    let day = today.adding(days: -back / DataSet.perDay)
    let slot = DataSet.perDay - 1 - back % DataSet.perDay
    /// Done `late` days after `due`, at some minute; open when that is today or later.
    func finished(_ due: Day, late: Int) -> LocalTime? {
      let finish = due.adding(days: late)
      return finish < today ? LocalTime(day: finish, minute: 8 * 60 + below(14 * 60)) : nil
    }
    switch slot {
    case 0:
      return Plan(due: nil, completed: finished(day, late: below(10) + 1), created: day)
    case 1:
      let due = day.adding(days: 7 + below(50))
      return Plan(due: due, completed: finished(due, late: 0), created: day)
    case 2 where day == today:
      return Plan(due: today, repeats: .daily, created: today.adding(days: -30))
    default:
      let chance = below(100)
      let late = chance < 93 ? 0 : chance < 98 ? below(3) + 1 : below(4) + 4
      let completed = finished(day, late: late)
      return Plan(due: day, completed: completed, created: day, isTarget: completed == nil)
    }
  }

  /// Record `index` of the hostile shape: by its place in every 100, 50 done in today's
  /// first minute (2 of them due today), 13 open on Today, 15 due later, 22 undated.
  func hostilePlan(_ index: Int, _ random: inout SplitMix64) -> Plan {
    func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    let created = today.adding(days: -below(60) - 1)
    switch index % 100 {
    case let place where place < 50:
      let completed = LocalTime(seconds: LocalTime(day: today, minute: 0).seconds + below(60))
      return Plan(due: place < 2 ? today : nil, completed: completed, created: created)
    case let place where place < 63:
      let due = place < 56 ? today : today.adding(days: -below(30) - 1)
      return Plan(due: due, created: min(created, due), isTarget: true)
    case let place where place < 78:
      return Plan(due: today.adding(days: below(365) + 1), created: created)
    default:
      return Plan(due: nil, created: created)
    }
  }

  /// How many tasks Today holds, open and done.
  var todayCount: Int {
    var shown = 0
    for index in 0..<count {
      var random = self.random(for: index)
      let plan = self.plan(index, &random)
      guard let due = plan.due, due <= today else { continue }
      if plan.completed.map({ $0.day == today }) ?? true { shown += 1 }
    }
    return shown
  }

  /// Open tasks on Today (due today or overdue, not repeating), last first: the benchmark
  /// completes one per run, the same tasks in every tool.
  func completionTargets(_ wanted: Int) -> [Int] {
    var targets: [Int] = []
    for index in 0..<count {
      var random = self.random(for: index)
      if plan(index, &random).isTarget { targets.append(index) }
    }
    return Array(targets.reversed().prefix(wanted))
  }
}

extension DataSet {
  /// The line of record `index` in todo.txt, which holds the open records in order.
  func todoLine(of index: Int) -> Int {
    var line = 0
    for earlier in 0...index {
      var random = self.random(for: earlier)
      if plan(earlier, &random).completed == nil { line += 1 }
    }
    return line
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
