import TikCore

/// Gathers a day's facts from the store in one read transaction.
///
/// Cost: Today's tasks (the open ones due by today, the ones done today) through the
/// partial indexes, a point lookup per task moved today, the completion index over the
/// days of a running streak only, and for a memory at most three counts of one day of
/// that index and eight tasks. Nothing scans the whole history.
struct FactsReader {
  var context: Context
  var log: WidgetLog

  func read() throws(TikError) -> DayFacts {
    let now = context.clock.now()
    let today = now.day
    let order = TodoOrder(sort: context.config.sort, fields: context.fields, today: today)
    return try context.read { (store) throws(TikError) in
      var facts = DayFacts(day: today, written: now)
      let open = order.todaySorted(try store.openTodos(dueOnOrBefore: today))
      let done = try store.todosCompleted(
        since: LocalTime(day: today, minute: 0), dueOnOrBefore: today
      ).sorted(by: order.completedFirst)
      facts.open = open.count
      facts.done = done.count
      facts.total = open.count + done.count
      facts.overdue = open.filter { $0.day.map { $0 < today } ?? false }.count
      let snoozed = open.filter { log.isSnoozed($0.id, at: now) }
      facts.snoozed = snoozed.count
      facts.openTasks = open.prefix(DayFacts.listed).map {
        TaskFact($0, status: log.isSnoozed($0.id, at: now) ? .snoozed : .open)
      }
      facts.next = open.first { !log.isSnoozed($0.id, at: now) }.map { TaskFact($0, status: .open) }
      facts.doneTasks = done.prefix(DayFacts.listed).map { TaskFact($0, status: .done) }
      for id in log.moves[today] ?? [] {
        guard let todo = try store.todo(id: id), !todo.isDone,
          todo.day.map({ $0 > today }) ?? true
        else { continue }
        facts.moved += 1
        if facts.movedTasks.count < DayFacts.listed {
          facts.movedTasks.append(TaskFact(todo, status: .moved))
        }
      }
      facts.refreshMinute =
        snoozed.compactMap { log.snoozes[$0.id] }.filter { $0.day == today }
        .map { ($0.secondOfDay + 59) / 60 }.min() ?? 1440
      facts.streak = try Streak.days(
        today: today, todayIsDone: facts.total > 0 && facts.open == 0,
        overdue: open.compactMap { todo in
          todo.day.flatMap {
            $0 < today ? Streak.OpenTask(due: $0, created: todo.created.day) : nil
          }
        }, store: store)
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
      order.todaySorted(try store.openTodos(dueOnOrBefore: now.day))
        .first { !log.isSnoozed($0.id, at: now) }
    }
  }

  /// The farthest memory there is: this day a year ago, else a month ago, else a week
  /// ago, in the active calendar's months and years.
  func memory(today: Day, store: Store) throws(TikError) -> Memory? {
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
      let count = try store.countCompleted(from: start, before: end)
      guard count > 0 else { continue }
      let finished = try store.todosCompleted(from: start, before: end, limit: DayFacts.listed)
      return Memory(
        period: period, day: day, count: count, titles: finished.map { CleanText.line($0.title) })
    }
    return nil
  }
}
