import Foundation
import Testing
import TikCore

@testable import TikCore
@testable import TikWidget

/// The facts the snapshot holds, read from a real database: progress, the next task,
/// streak, memory, story.
@Suite struct DayFactsTests {
  let home = WidgetHome(now: "2026-09-24T10:30")

  var today: Day { home.today }

  func facts() throws -> DayFacts {
    try FactsReader(context: try home.context(), log: WidgetLog()).read()
  }

  /// A task due on `due`, finished at noon of `finished` (nil: still open), created on
  /// the day it is due unless `created` says otherwise.
  @discardableResult
  func task(_ title: String = "t", due: Int?, finished: Int? = nil, created: Int? = nil) throws
    -> Todo
  {
    let dueDay = due.map { today.adding(days: $0) }
    let createdDay = today.adding(days: created ?? min(due ?? 0, finished ?? 0))
    return try home.insert(
      Todo(
        title: title, day: dueDay, created: LocalTime(day: createdDay, minute: 0),
        completed: finished.map { LocalTime(day: today.adding(days: $0), minute: 720) }))
  }

  @Test func progressAndOrderAreTodays() throws {
    try task("later today", due: 0)
    try task("overdue", due: -2)
    try task("done", due: 0, finished: 0)
    try task("done yesterday", due: -1, finished: -1)
    try task("tomorrow", due: 1)
    let facts = try facts()
    #expect((facts.done, facts.total, facts.open, facts.overdue) == (1, 3, 2, 1))
    #expect(facts.openTasks.map(\.title) == ["overdue", "later today"])
    #expect(facts.next?.title == "overdue")
    #expect(facts.doneTasks.map(\.title) == ["done"])
  }

  @Test func titlesAreKeptClean() throws {
    try task("rm -rf $HOME `x` \\e[31m \u{1B}[2J 100% done!", due: 0)
    let title = try #require(try facts().next?.title)
    #expect(title == "rm -rf ＄HOME ˋxˋ ＼e[31m ␛[2J 100％ doneǃ")
  }

  @Test func aStreakCountsDaysInARowWithEverythingDoneUpToYesterday() throws {
    for day in -3 ... -1 { try task(due: day, finished: day) }
    try task(due: 0)  // today is not done yet, and does not end the run
    #expect(try facts().streak == 3)
  }

  @Test func anOverdueTaskStillOpenLeavesNoDayDoneSinceItWasDue() throws {
    for day in -3 ... -1 { try task(due: day, finished: day) }
    try task(due: -4)  // on every Today since day -4
    #expect(try facts().streak == 0)
  }

  @Test func aStreakEndsAtTheFirstDayLeftOpen() throws {
    for day in -3 ... -1 { try task(due: day, finished: day) }
    try task(due: -4, finished: -4)
    // Finished on day -3, two days late: at the end of day -4 it was still open.
    try task(due: -5, finished: -3)
    try task(due: 0)
    #expect(try facts().streak == 3)
  }

  @Test func todayCountsOnceEverythingIsDone() throws {
    for day in -2 ... -1 { try task(due: day, finished: day) }
    try task(due: 0, finished: 0)
    #expect(try facts().streak == 3)
  }

  @Test func aDayWithNothingOnItEndsTheStreak() throws {
    try task(due: -1, finished: -1)
    try task(due: -3, finished: -3)
    #expect(try facts().streak == 1)
  }

  @Test func aTaskAddedTodayForAPastDayDoesNotUndoThatDay() throws {
    for day in -2 ... -1 { try task(due: day, finished: day) }
    try task("forgotten", due: -1, created: 0)
    #expect(try facts().streak == 2)
  }

  @Test func aLongStreakIsCountedThroughWideningWindows() throws {
    for day in -40 ... -1 { try task(due: day, finished: day) }
    #expect(try facts().streak == 40)
  }

  @Test func theStreakLooksBackAYearAtMost() {
    let today = Day(20_000)
    let completions = (1...400).map {
      (day: today.adding(days: -$0), dueByThen: 1, earliestDue: Day?(today.adding(days: -$0)))
    }
    let run = Streak.run(
      today: today, todayIsDone: false, overdue: [], completions: completions,
      back: today.adding(days: -Streak.lookBack))
    #expect(run.count == Streak.lookBack && run.reachedStart)
  }

  @Test func aMemoryIsTheFarthestOfAYearAMonthAndAWeekAgo() throws {
    try task("a week ago", due: -7, finished: -7)
    #expect(try facts().memory?.period == .week)
    try task("a month ago", due: -31, finished: -31)  // 24 August
    #expect(try facts().memory?.titles == ["a month ago"])
    try task("a year ago", due: -365, finished: -365)  // 24 September 2025
    let memory = try #require(try facts().memory)
    #expect(memory.period == .year && memory.day == Day(gregorianYear: 2025, month: 9, day: 24))
    #expect(memory.count == 1 && memory.titles == ["a year ago"])
  }

  @Test func aMemoryNamesTheDaysFirstFinishedTasksInTheOrderTheyWereFinished() throws {
    let weekAgo = today.adding(days: -7)
    for (index, minute) in [600, 60, 900, 300, 60, 1200, 480, 720, 30, 1000].enumerated() {
      try home.insert(
        Todo(
          title: "task \(index)", day: weekAgo, created: LocalTime(day: weekAgo, minute: 0),
          completed: LocalTime(day: weekAgo, minute: minute)))
    }
    let memory = try #require(try facts().memory)
    #expect(memory.count == 10)
    // By the minute finished, then in the order added; eight at most.
    #expect(
      memory.titles == [
        "task 8", "task 1", "task 4", "task 3", "task 6", "task 0", "task 7", "task 2",
      ])
  }

  /// `count` tasks finished a week ago at 09:00, one second apart, undated but for every
  /// tenth, in a home of their own; the memory of them, and SQLite's steps reading it.
  func weekAgoMemory(finished count: Int) throws -> (memory: Memory?, steps: Int) {
    let home = WidgetHome(now: home.now)
    let context = try home.context()
    let weekAgo = today.adding(days: -7)
    try context.write { (_) throws(TikError) in
      for index in 0..<count {
        _ = try context.insert(
          Todo(
            title: "imported \(index)", day: index % 10 == 0 ? weekAgo : nil,
            created: LocalTime(day: weekAgo, minute: 0),
            completed: LocalTime(seconds: LocalTime(day: weekAgo, minute: 540).seconds + index)))
      }
    }
    return try context.read { (store) throws(TikError) in
      let before = store.connection.work.steps
      let memory = try FactsReader.memory(today: today, store: store, context: context)
      return (memory, store.connection.work.steps - before)
    }
  }

  /// A day that saw thousands of tasks finished (an import, a script), mostly undated,
  /// is remembered a week later from the widget's counts per day: the memory costs the
  /// same whatever that day's number, which it gives in full, with its first eight.
  @Test func aMemoryOfThousandsOfTasksCostsWhatOneOfAFewDoes() throws {
    let few = try weekAgoMemory(finished: 20)
    let many = try weekAgoMemory(finished: 2000)
    #expect(few.memory?.count == 20)
    #expect(many.memory?.count == 2000)
    #expect(many.memory?.titles == (0..<8).map { "imported \($0)" })
    // Counting 2,000 tasks would take thousands of steps more.
    #expect(many.steps <= few.steps + 20)
  }

  /// A database from before undated tasks were counted gets their counts as the widget's
  /// schema moves on, and its triggers count them from then on.
  @Test func undatedTasksFinishedBeforeTheyWereCountedAreCounted() throws {
    let context = try home.context()
    let weekAgo = today.adding(days: -7)
    // Back to the widget's first schema, whose triggers count dated tasks alone.
    try context.write { (store) throws(TikError) in
      for trigger in ["added", "deleted", "left", "joined"] {
        try store.query("DROP TRIGGER widget_done_\(trigger)")
      }
      for statement in CompletionCounts.triggers(dated: true).split(separator: "END;")
      where !statement.allSatisfy(\.isWhitespace) {
        try store.query(statement + "END;")
      }
      // Nor the table of moved tasks of the third.
      try store.query("DROP TRIGGER widget_moved_changed")
      try store.query("DROP TABLE widget_moved")
      try store.query("UPDATE plugin_schema SET version = 1 WHERE plugin = 'widget'")
      for index in 0..<3 {
        _ = try context.insert(
          Todo(
            title: "undated \(index)", created: LocalTime(day: weekAgo, minute: 0),
            completed: LocalTime(day: weekAgo, minute: 600 + index)))
      }
    }
    let counted = try context.read { (store) throws(TikError) in
      try store.scalar("SELECT count(*) FROM widget_done_by_day")
    }
    #expect(counted == 0)
    // The next command opens the database anew and moves the schema on.
    #expect(try facts().memory?.count == 3)
    try home.insert(
      Todo(
        title: "one more", created: LocalTime(day: weekAgo, minute: 0),
        completed: LocalTime(day: weekAgo, minute: 700)))
    #expect(try facts().memory?.count == 4)
  }

  @Test func aMonthAgoIsCountedInTheCalendarClampedToTheMonthsLastDay() throws {
    home.now = "2026-03-31T09:00"
    try home.insert(
      Todo(
        title: "end of February", day: Day(gregorianYear: 2026, month: 2, day: 28),
        created: LocalTime(day: Day(gregorianYear: 2026, month: 2, day: 28), minute: 0),
        completed: LocalTime(day: Day(gregorianYear: 2026, month: 2, day: 28), minute: 600)))
    #expect(try facts().memory?.period == .month)
  }

  @Test func nothingFinishedBackThenIsNoMemory() throws {
    try task(due: -6, finished: -6)
    try task(due: -8, finished: -8)
    #expect(try facts().memory == nil)
  }

  @Test func aTaskMovedOffTodayIsPartOfTheStoryUntilItComesBack() throws {
    let context = try home.context()
    let id = try home.add("walk")
    try home.add("read")
    #expect(home.run("tomorrow", String(id)).status == 0)
    var facts = try FactsReader(context: context, log: logOnDisk()).read()
    #expect(facts.moved == 1 && facts.movedTasks.map(\.title) == ["walk"])
    #expect(facts.total == 1)
    #expect(home.run("edit", String(id), "date", "today").status == 0)
    facts = try FactsReader(context: context, log: logOnDisk()).read()
    #expect(facts.moved == 0)
  }

  /// Of many tasks moved off Today, those still moved are counted — not one brought back,
  /// done or deleted since — and the first eight named in the order they were moved; one
  /// moved again keeps its place.
  @Test func manyTasksMovedOffTodayAreCountedAndTheFirstEightNamed() throws {
    let context = try home.context()
    let created = LocalTime(day: today, minute: 0)
    func move(_ todos: [Todo], to day: Day?, done: Bool = false) throws -> [Todo] {
      try context.write { (_) throws(TikError) in
        try todos.map { (todo) throws(TikError) in
          var moved = todo
          moved.day = day
          if done { return try context.complete(todo) }
          try context.save(moved, was: todo)
          return moved
        }
      }
    }
    let todos = try context.write { (_) throws(TikError) in
      try (0..<30).map { (index) throws(TikError) in
        try context.insert(Todo(title: "moved \(index)", day: today, created: created))
      }
    }
    var moved = try move(todos, to: today.adding(days: 1))
    // Every sixth from the second brought back, from the third put off to no date, from
    // the fourth done; the fifth deleted; the first brought back and moved again.
    for (index, todo) in moved.enumerated() {
      switch index % 6 {
      case 1: moved[index] = try move([todo], to: today)[0]
      case 2: moved[index] = try move([todo], to: nil)[0]
      case 3: moved[index] = try move([todo], to: today, done: true)[0]
      default: break
      }
    }
    try context.write { (_) throws(TikError) in try context.delete(moved[4]) }
    moved[0] = try move(try move([moved[0]], to: today), to: today.adding(days: 2))[0]
    let facts = try FactsReader(context: context, log: WidgetLog()).read()
    let still = (0..<30).filter { $0 % 6 != 1 && $0 % 6 != 3 && $0 != 4 }
    #expect(facts.moved == still.count)
    #expect(facts.movedTasks.map(\.title) == still.prefix(8).map { "moved \($0)" })
  }

  /// What the widget reads of the tasks moved off Today after thousands moved costs a
  /// step or two of SQLite for each still moved, not a look-up of each.
  @Test func manyTasksMovedOffTodayCostAStepOrTwoEach() throws {
    func steps(moved count: Int) throws -> (steps: Int, runs: Int, moved: Int, named: Int) {
      let home = WidgetHome(now: home.now)
      let context = try home.context()
      let created = LocalTime(day: today, minute: 0)
      var todos: [Todo] = []
      try context.write { (_) throws(TikError) in
        for index in 0..<count {
          todos.append(
            try context.insert(Todo(title: "moved \(index)", day: today, created: created)))
        }
      }
      try context.write { (_) throws(TikError) in
        for todo in todos {
          var moved = todo
          moved.day = today.adding(days: 1)
          try context.save(moved, was: todo)
        }
      }
      let log = WidgetLog(text: (try? String(contentsOfFile: home.logPath, encoding: .utf8)) ?? "")
      let store = try context.store()
      let reader = FactsReader(context: context, log: log)
      _ = try reader.read()  // every statement prepared once
      let before = store.connection.work
      let facts = try reader.read()
      let after = store.connection.work
      return (
        after.steps - before.steps, after.runs - before.runs, facts.moved, facts.movedTasks.count
      )
    }
    let few = try steps(moved: 20)
    let many = try steps(moved: 2000)
    #expect(few.moved == 20 && many.moved == 2000 && many.named == 8)
    // Looking each up took 24 steps a task.
    #expect(many.steps - few.steps <= 3 * 1980)
    #expect(many.runs == few.runs)
  }

  /// Noting a move costs the same however many were noted before it: moving 2,000 tasks
  /// in one write takes a hundred times what moving 20 does, not ten thousand.
  @Test func movingManyTasksOffTodayCostsTheSameAMove() throws {
    func steps(moving count: Int) throws -> Int {
      let home = WidgetHome(now: home.now)
      let context = try home.context()
      let created = LocalTime(day: today, minute: 0)
      let todos = try context.write { (_) throws(TikError) in
        try (0..<count).map { (index) throws(TikError) in
          try context.insert(Todo(title: "moved \(index)", day: today, created: created))
        }
      }
      let store = try context.store()
      let before = store.connection.work.steps
      try context.write { (_) throws(TikError) in
        for todo in todos {
          var moved = todo
          moved.day = today.adding(days: 1)
          try context.save(moved, was: todo)
        }
      }
      return store.connection.work.steps - before
    }
    let few = try steps(moving: 20)
    let many = try steps(moving: 2000)
    #expect(many <= 200 * few, "\(many) steps for 2,000 moves, \(few) for 20")
  }

  /// The moves an earlier tik kept in the widget's log go at the next write, and with
  /// them their cost: every write reads the log.
  @Test func movesAnEarlierTikKeptInTheLogGoAtTheNextWrite() throws {
    try home.add("read")
    let snooze = "snooze\t1\t2026-09-24T11:00:00\n"
    let moves = (1...1000).map { "moved\t2026-09-24\t\($0)\n" }.joined()
    try ("tik-widget-state\t1\n" + snooze + moves).write(
      toFile: home.logPath, atomically: true, encoding: .utf8)
    try home.add("walk")
    #expect(
      try String(contentsOfFile: home.logPath, encoding: .utf8)
        == "tik-widget-state\t1\n" + snooze)
  }

  @Test func theFirstRunIsADatabaseWithoutATask() throws {
    #expect(try facts().isFirstRun)
    try task(due: nil)
    #expect(try !facts().isFirstRun)
  }

  func logOnDisk() throws -> WidgetLog {
    WidgetLog(text: (try? String(contentsOfFile: home.logPath, encoding: .utf8)) ?? "")
  }
}
