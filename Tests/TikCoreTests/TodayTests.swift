import Testing
import TikTestSupport

@testable import TikCore

/// The Today rules of the behaviour reference.
@Suite struct TodayTests {
  let home = TestHome(now: "2026-09-24T09:00")

  @Test func todayHoldsOpenTasksDueTodayAndOverdueOnes() throws {
    try home.add("due today")
    try home.add("overdue @2026-09-20")
    try home.add("tomorrow's @tomorrow")
    #expect(try home.context().todayTitles() == ["overdue", "due today"])
  }

  @Test func undatedTasksAreNeverOnToday() throws {
    try home.add("undated @none")
    try home.add("in a list", on: .list(nil))
    try home.add("dated")
    #expect(try home.context().todayTitles() == ["dated"])
  }

  @Test func tasksCompletedTodayStayUntilMidnight() throws {
    let context = try home.context()
    let task = try home.add("ticked", in: context)
    try home.add("open", in: context)
    try context.write { (store) throws(TikError) in _ = try context.complete(task) }
    home.now = "2026-09-24T23:59"
    #expect(try home.context().todayTitles() == ["open", "ticked"])
    home.now = "2026-09-25T00:00"
    #expect(try home.context().todayTitles() == ["open"])
  }

  @Test func aTaskCompletedTodayButDueLaterIsNotOnToday() throws {
    let context = try home.context()
    let later = try home.add("later @+3", in: context)
    try context.write { (store) throws(TikError) in _ = try context.complete(later) }
    #expect(try home.context().todayTitles().isEmpty)
  }

  @Test func doneTasksAreHiddenWithShowCompletedOffButStillCountInProgress() throws {
    let context = try home.context()
    let task = try home.add("ticked", in: context)
    try home.add("open", in: context)
    try context.write { (store) throws(TikError) in _ = try context.complete(task) }
    try home.writeConfig("show_completed = false\n")
    let hidden = try home.context()
    let view = try hidden.read { (_) throws(TikError) in try ViewBuilder(context: hidden).today() }
    #expect(view.todos.map(\.title) == ["open"])
    #expect(view.progress == .init(done: 1, total: 2))
  }

  /// As in the app: late tasks first, and among them the same order as the day's —
  /// timed before untimed, earliest time first, then priority, then creation — whatever
  /// the days they are late since.
  @Test func overdueTasksComeFirstTimedBeforeUntimedWhateverTheirDays() throws {
    try home.add("today 08:00")
    try home.add("two days ago @2026-09-22")
    try home.add("five days ago @2026-09-19 !low")
    try home.add("yesterday @yesterday !high")
    try home.add("yesterday at ten @yesterday 10:00")
    try home.add("last week at nine @2026-09-17 09:00")
    #expect(
      try home.context().todayTitles() == [
        "last week at nine", "yesterday at ten", "yesterday", "five days ago", "two days ago",
        "today",
      ])
  }

  @Test func timedTasksComeBeforeUntimedEarlierFirst() throws {
    try home.add("untimed !high")
    try home.add("at ten 10:00")
    try home.add("at eight 08:00")
    #expect(try home.context().todayTitles() == ["at eight", "at ten", "untimed"])
  }

  @Test func priorityDescendingBreaksTiesOfTime() throws {
    try home.add("low 09:00 !low")
    try home.add("high 09:00 !high")
    try home.add("plain")
    try home.add("medium !med")
    #expect(try home.context().todayTitles() == ["high", "low", "medium", "plain"])
  }

  @Test func creationOrderBreaksTheRemainingTies() throws {
    for title in ["first", "second", "third"] { try home.add(title) }
    #expect(try home.context().todayTitles() == ["first", "second", "third"])
  }

  @Test func sortByPriorityPutsPriorityBeforeTimeButAfterOverdue() throws {
    try home.writeConfig("sort = \"priority\"\n")
    try home.add("early low 08:00 !low")
    try home.add("late high 17:00 !high")
    try home.add("overdue @yesterday")
    try home.add("untimed high !high")
    #expect(
      try home.context().todayTitles() == ["overdue", "late high", "untimed high", "early low"])
  }

  @Test func sortByNewestIsCreationDescendingOnly() throws {
    try home.writeConfig("sort = \"newest\"\n")
    try home.add("old overdue @yesterday !high")
    try home.add("middle 08:00")
    try home.add("newest")
    #expect(try home.context().todayTitles() == ["newest", "middle", "old overdue"])
  }

  @Test func doneTasksFollowMostRecentlyCompletedFirst() throws {
    let context = try home.context()
    let first = try home.add("done first", in: context)
    let second = try home.add("done second", in: context)
    try home.add("open", in: context)
    home.now = "2026-09-24T10:00"
    let at10 = try home.context()
    try at10.write { (_) throws(TikError) in _ = try at10.complete(first) }
    home.now = "2026-09-24T11:00"
    let at11 = try home.context()
    try at11.write { (_) throws(TikError) in _ = try at11.complete(second) }
    #expect(try home.context().todayTitles() == ["open", "done second", "done first"])
  }

  @Test func progressIsDoneOverTotalOfTodaysTasks() throws {
    let context = try home.context()
    let task = try home.add("a", in: context)
    try home.add("b @yesterday", in: context)
    try home.add("c", in: context)
    try home.add("not today @tomorrow", in: context)
    try context.write { (_) throws(TikError) in _ = try context.complete(task) }
    let view = try context.read { (_) throws(TikError) in try ViewBuilder(context: context).today()
    }
    #expect(view.progress == .init(done: 1, total: 3))
    #expect(view.progress?.percent == 33)
    #expect(home.run("today").output.contains("1 of 3 done · 33%"))
  }

  @Test func progressSaysSoWhenEverythingIsDone() throws {
    let context = try home.context()
    let task = try home.add("only", in: context)
    try context.write { (_) throws(TikError) in _ = try context.complete(task) }
    #expect(home.run("today").output.contains("All done · 1 of 1 · 100%"))
  }

  @Test func anEmptyTodaySaysSoWithoutAProgressBar() throws {
    let output = home.run("today").output
    #expect(output.contains("Nothing due today."))
    #expect(!output.contains("━") && !output.contains("─"))
  }

  /// The widget reads only Today's first few tasks, sorted by SQLite: the same tasks in
  /// the same order as the whole of Today sorted here, for every sort and field setting.
  @Test(arguments: SortOrder.allCases, [Field.time, .priority, .notes])
  func todaysFirstTasksFromTheStoreComeInTodaysOrder(sort: SortOrder, withoutField: Field)
    throws
  {
    let context = try home.context()
    let today = context.today
    var random = SeededTextGenerator(seed: 7)
    try context.write { (_) throws(TikError) in
      for index in 0..<60 {
        let day = today.adding(days: -Int(random.next() % 4))
        let timed = random.next() % 2 == 0
        _ = try context.insert(
          Todo(
            title: "task \(index)", day: day,
            minute: timed ? [540, 600, 600, 1020][Int(random.next() % 4)] : nil,
            priority: Priority(rawValue: Int(random.next() % 4)) ?? .none,
            created: LocalTime(day: today.adding(days: -9), minute: index)))
      }
    }
    let order = TodoOrder(
      sort: sort, fields: FieldSet(Field.allCases.filter { $0 != withoutField }), today: today)
    try context.read { (store) throws(TikError) in
      let sorted = order.todaySorted(try store.openTodos(dueOnOrBefore: today)).map(\.id)
      for limit in [1, 8, 60] {
        let first = try store.openTodos(dueOnOrBefore: today, firstInOrder: order, limit: limit)
        #expect(first.map(\.id) == Array(sorted.prefix(limit)))
      }
    }
  }
}
