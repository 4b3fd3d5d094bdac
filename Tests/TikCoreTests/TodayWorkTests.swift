import Testing
import TikTestSupport

@testable import TikCore

/// Today costs what it shows: SQLite's work reading it (the steps of its virtual machine,
/// counted by the statements themselves) is the same beside a history of undated tasks
/// completed today, old done tasks, undated and later ones, and in the default order
/// Today's tasks come out of indexes in order, without a sort.
@Suite struct TodayWorkTests {
  let home = TestHome(now: "2026-09-24T09:00")

  /// Today's own tasks: `overdue` open ones over the last ten days, 12 open today, 6 due
  /// by today and completed today; timed and untimed, of every priority.
  func seedToday(_ context: Context, overdue: Int) throws {
    let today = context.today
    try context.write { (_) throws(TikError) in
      for index in 0..<(overdue + 18) {
        let day = index < overdue ? today.adding(days: -1 - index % 10) : today
        let done = index >= overdue + 12
        _ = try context.insert(
          Todo(
            title: "on today \(index)", day: day, minute: index % 3 == 0 ? 540 + index % 5 : nil,
            priority: Priority(rawValue: index % 4) ?? .none,
            created: LocalTime(day: today.adding(days: -20), minute: index),
            completed: done ? LocalTime(day: today, minute: 420 + index) : nil))
      }
    }
  }

  /// What Today never shows: undated tasks completed today (a bulk import), tasks done
  /// on earlier days, undated open ones and `later` open ones due after today.
  func seedHistory(_ context: Context, later: Int) throws {
    let today = context.today
    try context.write { (_) throws(TikError) in
      for index in 0..<(3000 + later) {
        let (day, completed): (Day?, LocalTime?) =
          switch index {
          case ..<1500: (nil, LocalTime(day: today, minute: index % 60))
          case ..<2500: (today.adding(days: -1 - index % 300), LocalTime(day: today, minute: 0))
          case ..<3000: (nil, nil)
          default: (today.adding(days: 1 + index % 40), nil)
          }
        let done = completed.map { day == nil ? $0 : LocalTime(day: day!, minute: 600) }
        _ = try context.insert(
          Todo(
            title: "history \(index)", day: day, priority: Priority(rawValue: index % 4) ?? .none,
            created: LocalTime(day: today.adding(days: -400), minute: index), completed: done))
      }
    }
  }

  /// Reads Today as the command line streams it: its counts, then its tasks in order.
  func readToday(_ context: Context) throws -> (ids: [Int64], steps: Int, sorts: Int) {
    try context.read { (store) throws(TikError) in
      var builder = try ViewBuilder(context: context)
      builder.streams = true
      let before = store.connection.work
      var ids: [Int64] = []
      try builder.today().forEachTask(in: store, groups: { _ in }) { ids.append($0.id) }
      let after = store.connection.work
      return (ids, after.steps - before.steps, after.sorts - before.sorts)
    }
  }

  func reference(_ context: Context) throws -> [Int64] {
    let startOfToday = LocalTime(day: context.today, minute: 0)
    let onToday = try context.read { (store) throws(TikError) in try store.allTodos() }.filter {
      guard let day = $0.day, day <= context.today else { return false }
      return $0.completed.map { $0.seconds >= startOfToday.seconds } ?? true
    }
    return TodoOrder(sort: .time, fields: context.fields, today: context.today)
      .todaySorted(onToday).map(\.id)
  }

  @Test(arguments: [(20, 0), (60, 0), (60, 600)])
  func todaysWorkIsWhatItShowsWhateverTheHistory(overdue: Int, later: Int) throws {
    let context = try home.context()
    try seedToday(context, overdue: overdue)
    let alone = try readToday(context)
    try seedHistory(context, later: later)
    let beside = try readToday(context)
    #expect(beside.ids == alone.ids)
    #expect(beside.ids == (try reference(context)))
    // Reading the history's 3,000 tasks and more would take over ten times the steps; beside
    // many later tasks the overdue ones are sorted on their own, which takes some more.
    #expect(beside.steps <= (later == 0 ? alone.steps + alone.steps / 10 : 2 * alone.steps))
  }

  /// Before a streamed Today is written, its size comes from the counts the store keeps
  /// and the width of its ids from a few probes: building it takes the same steps for
  /// 1,000 overdue tasks as for 100 (counting them would take some ten times as many).
  @Test func buildingTodayStepsThroughNoneOfItsTasks() throws {
    func stepsBuilding(overdue: Int) throws -> (steps: Int, count: Int) {
      let context = try TestHome(now: "2026-09-24T09:00").context()
      try seedToday(context, overdue: overdue)
      return try context.read { (store) throws(TikError) in
        var builder = try ViewBuilder(context: context)
        builder.streams = true
        let before = store.connection.work
        let view = try builder.today()
        return (store.connection.work.steps - before.steps, view.count)
      }
    }
    let few = try stepsBuilding(overdue: 100)
    let many = try stepsBuilding(overdue: 1000)
    #expect(few.count == 118)
    #expect(many.count == 1018)
    #expect(many.steps <= few.steps + few.steps / 5)
  }

  @Test func manyOverdueTasksAreReadInOrderWithoutASort() throws {
    let context = try home.context()
    try seedToday(context, overdue: 60)
    try seedHistory(context, later: 40)
    let today = try readToday(context)
    #expect(today.ids == (try reference(context)))
    #expect(today.sorts == 0)
  }
}
