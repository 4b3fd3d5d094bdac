import TikCore

/// Gathers a day's facts from the store in one read transaction.
///
/// Cost: counts of Today's open tasks from the per-day counts, Today's first few tasks in
/// order (SQLite stops sorting at the limit), the count of tasks done today from the
/// widget's counts per day and the latest few of them, a point lookup per task snoozed,
/// the tasks moved off Today today and still off it counted in their index and the first
/// few read, the counts of the days of a running streak only, and for a memory at most
/// three days of the widget's counts and eight tasks of the completion index. Nothing
/// scans the whole history, and no task of Today is read beyond the first few.
struct FactsReader {
  var context: Context
  var log: WidgetLog

  func read() throws(TikError) -> DayFacts {
    let now = context.clock.now()
    let today = now.day
    let order = TodoOrder(sort: context.config.sort, fields: context.fields, today: today)
    return try context.read { (store) throws(TikError) in
      var facts = DayFacts(day: today, written: now)
      let counts = try store.openCounts(dueOnOrBefore: today)
      let snoozed = try snoozedTasks(today: today, now: now, store: store)
      let snoozedIDs = Set(snoozed.map(\.id))
      // Enough of Today's order to list its first tasks and find the first not snoozed.
      let first = try store.openTodos(
        dueOnOrBefore: today, firstInOrder: order, limit: DayFacts.listed + snoozed.count,
        overdue: counts.overdue)
      let doneCount = try store.countCompleted(on: today, dueOnOrBefore: today)
      let done = try store.latestCompleted(
        since: LocalTime(day: today, minute: 0), dueOnOrBefore: today,
        limit: min(doneCount, DayFacts.listed))
      facts.open = counts.open
      facts.done = doneCount
      facts.total = counts.open + doneCount
      facts.overdue = counts.overdue
      facts.snoozed = snoozed.count
      facts.openTasks = first.prefix(DayFacts.listed).map {
        TaskFact($0, status: snoozedIDs.contains($0.id) ? .snoozed : .open)
      }
      facts.next = first.first { !snoozedIDs.contains($0.id) }.map { TaskFact($0, status: .open) }
      facts.doneTasks = done.prefix(DayFacts.listed).map { TaskFact($0, status: .done) }
      let moved = try store.stillMoved(offTodayOf: today, first: DayFacts.listed)
      facts.moved = moved.count
      facts.movedTasks = moved.first.map { TaskFact($0, status: .moved) }
      facts.refreshMinute =
        snoozed.compactMap { log.snoozes[$0.id] }.filter { $0.day == today }
        .map { ($0.secondOfDay + 59) / 60 }.min() ?? 1440
      // Of the overdue tasks, only one that already stood open yesterday changes the
      // streak (it ends it); one created today holds no earlier day open.
      let heldOpen = try store.overdueTask(
        dueBefore: today, createdBefore: LocalTime(day: today, minute: 0))
      facts.streak = try Streak.days(
        today: today, todayIsDone: facts.total > 0 && facts.open == 0,
        overdue: heldOpen.map { [Streak.OpenTask(due: $0.due, created: $0.created)] } ?? [],
        store: store)
      facts.memory = try memory(today: today, store: store)
      if facts.total == 0 && facts.moved == 0 {
        // Done tasks first, by their index: only with none at all is the open look-up
        // (newest id first) needed, and then its first row is an open task.
        if try store.recentTodos(done: true, limit: 1).isEmpty {
          facts.isFirstRun = try store.recentTodos(done: false, limit: 1).isEmpty
        }
      }
      return facts
    }
  }

  /// The triage card's task: the first open task on Today, in Today's order, that is
  /// not snoozed now.
  func nextTask() throws(TikError) -> Todo? {
    let now = context.clock.now()
    let order = TodoOrder(sort: context.config.sort, fields: context.fields, today: now.day)
    return try context.read { (store) throws(TikError) in
      let snoozed = Set(try snoozedTasks(today: now.day, now: now, store: store).map(\.id))
      return try store.openTodos(
        dueOnOrBefore: now.day, firstInOrder: order, limit: snoozed.count + 1
      ).first { !snoozed.contains($0.id) }
    }
  }

  /// The open tasks on Today that are snoozed now, by id.
  func snoozedTasks(today: Day, now: LocalTime, store: Store) throws(TikError) -> [Todo] {
    var tasks: [Todo] = []
    for id in log.snoozes.keys.sorted() where log.isSnoozed(id, at: now) {
      guard let todo = try store.todo(id: id), !todo.isDone, let day = todo.day, day <= today
      else { continue }
      tasks.append(todo)
    }
    return tasks
  }

  /// The farthest memory there is: this day a year ago, else a month ago, else a week
  /// ago, in the active calendar's months and years.
  func memory(today: Day, store: Store) throws(TikError) -> Memory? {
    try FactsReader.memory(today: today, store: store, context: context)
  }

  static func memory(today: Day, store: Store, context: Context) throws(TikError) -> Memory? {
    let calendar = context.calendar
    for period in Memory.Period.allCases {
      let day: Day =
        switch period {
        case .year: calendar.adding(months: -calendar.monthsInYear, to: today)
        case .month: calendar.adding(months: -1, to: today)
        case .week: today.adding(days: -7)
        }
      let start = LocalTime(day: day, minute: 0)
      let end = LocalTime(day: day.adding(days: 1), minute: 0)
      let count = try store.countCompleted(on: day)
      guard count > 0 else { continue }
      let titles = try store.completedTitles(from: start, before: end, limit: DayFacts.listed)
      return Memory(period: period, day: day, count: count, titles: titles.map(CleanText.line))
    }
    return nil
  }
}
