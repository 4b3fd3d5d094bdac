import Foundation
import Testing
import TikCore

@testable import TikCore
@testable import TikReminders

/// Which reminders are due, and how ticking, editing, deleting and snoozing change them.
@Suite struct ReminderTests {
  let root: String
  var now = "2026-09-24T09:00"
  var offset = 0

  init() {
    var bytes = Array((NSTemporaryDirectory() + "tik-remind-XXXXXX").utf8CString)
    root = String(cString: mkdtemp(&bytes)!)
  }

  func context(at time: String? = nil) throws -> Context {
    try FileManager.default.createDirectory(
      atPath: root + "/c/tik", withIntermediateDirectories: true)
    try "reminder_offset = \(offset)\nnotifier = \"/bin/true\"\n".write(
      toFile: root + "/c/tik/config.toml", atomically: true, encoding: .utf8)
    return try Context(
      environment: Environment(variables: [
        "HOME": root, "XDG_CONFIG_HOME": root + "/c", "XDG_DATA_HOME": root + "/d",
        "XDG_STATE_HOME": root + "/s", "TIK_NOW": time ?? now,
      ]), pluginTypes: [ReminderPlugin.self])
  }

  /// The titles of the reminders due at a time.
  func due(at time: String) throws -> [String] {
    let context = try context(at: time)
    let now = ReminderSchedule.Now(context.clock)
    return try context.read { (store) throws(TikError) in
      try ReminderPlugin.schedule(context).due(at: now, store: store)
    }.map(\.todo.title)
  }

  @Test func aReminderIsDueAtTheTaskTime() throws {
    _ = try context().add("standup 09:30", on: .today)
    #expect(try due(at: "2026-09-24T09:29").isEmpty)
    #expect(try due(at: "2026-09-24T09:30") == ["standup"])
    #expect(try due(at: "2026-09-24T15:00") == ["standup"])
  }

  @Test(arguments: [5, 15, 30, 60])
  func theOffsetBringsItForward(minutes: Int) throws {
    var test = self
    test.offset = minutes
    _ = try test.context().add("standup 10:00", on: .today)
    let early = 600 - minutes
    let before = String(format: "2026-09-24T%02d:%02d", (early - 1) / 60, (early - 1) % 60)
    let at = String(format: "2026-09-24T%02d:%02d", early / 60, early % 60)
    #expect(try test.due(at: before).isEmpty)
    #expect(try test.due(at: at) == ["standup"])
  }

  @Test func anOffsetCanReachIntoThePreviousDay() throws {
    var test = self
    test.offset = 60
    _ = try test.context().add("early 00:30 @tomorrow", on: .today)
    #expect(try test.due(at: "2026-09-24T23:30") == ["early"])
  }

  @Test func tasksWithoutATimeOrDoneHaveNoReminder() throws {
    let context = try context()
    _ = try context.add("no time", on: .today)
    _ = try context.add("no date @none", on: .today)
    let done = try context.add("done 08:00", on: .today)
    try context.write { (_) throws(TikError) in _ = try context.complete(done) }
    #expect(try due(at: "2026-09-24T12:00").isEmpty)
  }

  @Test func aReminderOlderThanADayNoLongerFires() throws {
    _ = try context().add("old @2026-09-22 09:00", on: .today)
    #expect(try due(at: "2026-09-23T08:59") == ["old"])
    #expect(try due(at: "2026-09-23T09:00").isEmpty)
  }

  /// Holds a task's own reminder due at 09:30, as a run about to show it does.
  func hold(_ task: Todo, at time: String) throws -> Bool {
    let context = try context(at: time)
    let key = ReminderKey.own(taskID: task.id, due: LocalTime(day: task.day!, minute: 570))
    let now = context.clock.instant()
    return try context.write { (store) throws(TikError) in
      try store.holdReminder(
        key, until: now.adding(seconds: ReminderRunner.holdSeconds), now: now,
        at: context.clock.now())
    }
  }

  /// The titles a run of `tik remind` shows at a time.
  func shown(at time: String) throws -> [String] {
    let runner = ReminderRunner(context: try context(at: time))
    try runner.fireDue()
    try runner.finish()
    return runner.shown.joined().map(\.todo.title)
  }

  @Test func aReminderIsHeldByOneRunWhoeverAsks() throws {
    let task = try context(at: "2026-09-24T09:30").add("standup 09:30", on: .today)
    #expect(try hold(task, at: "2026-09-24T09:30"))
    #expect(try !hold(task, at: "2026-09-24T09:31"))
  }

  /// A run that died holding a reminder keeps it from the others only until its hold
  /// runs out (two minutes); then the next run shows it, once.
  @Test func aReminderHeldByARunThatDiedComesWhenTheHoldRunsOut() throws {
    let task = try context(at: "2026-09-24T09:30").add("standup 09:30", on: .today)
    #expect(try hold(task, at: "2026-09-24T09:30"))
    #expect(try shown(at: "2026-09-24T09:31") == [])
    #expect(try shown(at: "2026-09-24T09:32") == ["standup"])
    #expect(try shown(at: "2026-09-24T09:33") == [])
  }

  @Test func snoozeRemindsAgainTenMinutesLater() throws {
    let context = try context(at: "2026-09-24T09:30")
    let task = try context.add("standup 09:30", on: .today)
    let until = try ReminderRunner(context: context).snooze(task)
    #expect(until == LocalTime(day: task.day!, minute: 580))
    let schedule = ReminderPlugin.schedule(context)
    let moments = try context.read { (store) throws(TikError) in
      try schedule.moments(of: task, snoozedUntil: store.snoozes()[task.id])
    }
    #expect(moments.map(\.minuteOfDay) == [570, 580])
  }

  @Test func theNextReminderIsTheEarliestTaskTimeOrSnoozeEndToCome() throws {
    let context = try context(at: "2026-09-24T09:30")
    let standup = try context.add("standup 09:30", on: .today)
    _ = try context.add("review 11:00", on: .today)
    _ = try context.add("tomorrow's 08:00 @tomorrow", on: .today)
    try ReminderRunner(context: context).snooze(standup)
    func next(at time: String) throws -> Int? {
      let context = try self.context(at: time)
      let now = ReminderSchedule.Now(context.clock)
      return try context.read { (store) throws(TikError) in
        try ReminderPlugin.schedule(context).next(after: now, store: store)
      }.map { ($0.due.day.number - standup.day!.number) * 1440 + $0.due.minuteOfDay }
    }
    #expect(try next(at: "2026-09-24T09:30") == 580)  // the snooze's end
    #expect(try next(at: "2026-09-24T09:45") == 660)
    #expect(try next(at: "2026-09-24T11:00") == 1440 + 480)
  }

  /// Finding the next reminder, and counting the reminders of a window that spans
  /// midnight, step over none of the untimed tasks of the days they look at, however
  /// many there are: within a day those come before the timed ones in the index, and
  /// each day's timed tasks are a range of their own.
  @Test(arguments: [false, true])
  func remindersAreFoundWithoutSteppingOverUntimedTasks(midnight: Bool) throws {
    let time = midnight ? "2026-09-24T00:20" : "2026-09-24T09:00"
    func work(untimed: Int) throws -> (steps: Int, next: String?, count: Int) {
      let test = ReminderTests()
      let context = try test.context(at: time)
      let today = context.today
      try context.write { (_) throws(TikError) in
        for day in [today.adding(days: -1), today, today.adding(days: 1)] {
          for index in 0..<untimed {
            _ = try context.insert(
              Todo(title: "untimed \(index)", day: day, created: LocalTime(day: today, minute: 0)))
          }
        }
        for (title, day, minute) in [
          ("late last night", today.adding(days: -1), 1430), ("just after midnight", today, 5),
          ("the day after tomorrow", today.adding(days: 2), 480),
        ] {
          _ = try context.insert(
            Todo(
              title: title, day: day, minute: minute, created: LocalTime(day: today, minute: 0)))
        }
      }
      let now = ReminderSchedule.Now(context.clock)
      let schedule = ReminderPlugin.schedule(context)
      return try context.read { (store) throws(TikError) in
        let before = store.connection.work.steps
        let next = try schedule.next(after: now, store: store)?.todo.title
        let count = try schedule.notices(at: now, within: 3600, first: 0, store: store).total
        return (store.connection.work.steps - before, next, count)
      }
    }
    let few = try work(untimed: 20)
    let many = try work(untimed: 600)
    #expect(few.next == "the day after tomorrow")
    #expect(few.count == (midnight ? 2 : 0))
    #expect(many.next == few.next)
    #expect(many.count == few.count)
    // Stepping over the 1,740 more untimed tasks would take thousands more steps.
    #expect(many.steps <= few.steps + 50)
  }

  /// The hour's count leaves its snoozed tasks out the same way whichever are fewer, the
  /// hour's tasks or the snoozes that end after its start (the fewer are looked up).
  @Test(arguments: [0, 12])
  func aCrowdedHourIsCountedWithoutItsSnoozedTasks(later: Int) throws {
    let tasks = try (1...7).map { try context().add("call \($0) 09:30", on: .today) }
    let snoozing = try ReminderRunner(context: try context(at: "2026-09-24T09:31"))
    // Put off before they came: reminded of again at 11:10.
    for index in 0..<later {
      _ = try snoozing.snooze(try context().add("later \(index) 11:00", on: .today))
    }
    _ = try snoozing.snooze(tasks[0])
    _ = try ReminderRunner(context: try context(at: "2026-09-24T09:40")).snooze(tasks[1])
    let asked = try context(at: "2026-09-24T09:45")
    let now = ReminderSchedule.Now(asked.clock)
    for first in [3, 0] {
      let notices = try asked.read { (store) throws(TikError) in
        try ReminderPlugin.schedule(asked).notices(
          at: now, within: 3600, first: first, store: store)
      }
      #expect(
        notices.first.map(\.todo.title) == Array(["call 3", "call 4", "call 5"].prefix(first)))
      // Calls 3 to 7, and call 1 at its snooze's end; call 2 is snoozed past now.
      #expect(notices.total == 6)
      #expect(notices.oldest?.todo.title == "call 1")
    }
  }

  /// Snoozes that ended before the hour the notices show cost the next reminder and the
  /// notices nothing, however many; those of the last hour cost each a step of SQLite,
  /// not statements of their own.
  @Test func snoozesCostTheRemindersOnlyWhatTheirHourHolds() throws {
    typealias Found = (steps: Int, runs: Int, next: String?, first: [String], total: Int)
    func work(old: Int, recent: Int) throws -> Found {
      let test = ReminderTests()
      let context = try test.context(at: "2026-09-24T09:35")
      let today = context.today
      let now = ReminderSchedule.Now(context.clock)
      let created = LocalTime(day: today, minute: 0)
      try context.write { (store) throws(TikError) in
        for (title, minute) in [("call", 540), ("review", 660)] {
          _ = try context.insert(Todo(title: title, day: today, minute: minute, created: created))
        }
        // Reminded at 06:00 and snoozed till 06:10; reminded at 09:30 and snoozed till 09:41.
        for (count, title, minute, until) in [
          (old, "early", 360, now.instant.adding(seconds: -12_300)),
          (recent, "standup", 570, now.instant.adding(seconds: 360)),
        ] {
          for index in 0..<count {
            let task = try context.insert(
              Todo(title: "\(title) \(index)", day: today, minute: minute, created: created))
            try store.snooze(taskID: task.id, until: until)
          }
        }
      }
      let schedule = ReminderPlugin.schedule(context)
      return try context.read { (store) throws(TikError) in
        let before = store.connection.work
        let next = try schedule.next(after: now, store: store)?.todo.title
        let notices = try schedule.notices(at: now, within: 3600, first: 3, store: store)
        let after = store.connection.work
        return (
          after.steps - before.steps, after.runs - before.runs, next,
          notices.first.map(\.todo.title), notices.total
        )
      }
    }
    let few = try work(old: 20, recent: 20)
    let manyOld = try work(old: 1000, recent: 20)
    let manyRecent = try work(old: 20, recent: 1000)
    for found in [few, manyOld, manyRecent] {
      #expect(found.next == "standup 0")
      #expect(found.first == ["call"])
      #expect(found.total == 1)
    }
    // Reading the 980 more old snoozes would take thousands more steps.
    #expect(manyOld.steps <= few.steps + 50)
    // Looking each recent one up would take a statement each.
    #expect(manyRecent.runs == few.runs)
  }

  @Test func editingTheTimeMovesTheReminderAndEndsASnooze() throws {
    let context = try context(at: "2026-09-24T09:30")
    let task = try context.add("standup 09:30", on: .today)
    try ReminderRunner(context: context).snooze(task)
    var moved = task
    moved.minute = 11 * 60
    try context.write { (_) throws(TikError) in try context.save(moved, was: task) }
    #expect(try context.read { (store) throws(TikError) in try store.snoozes() }.isEmpty)
    #expect(try due(at: "2026-09-24T10:59").isEmpty)
    #expect(try due(at: "2026-09-24T11:00") == ["standup"])
  }

  @Test func tickingOrDeletingCancelsTheReminder() throws {
    let context = try context()
    let ticked = try context.add("ticked 09:30", on: .today)
    let deleted = try context.add("deleted 09:30", on: .today)
    try ReminderRunner(context: context).snooze(ticked)
    try context.write { (_) throws(TikError) in
      _ = try context.complete(ticked)
      try context.delete(deleted)
    }
    #expect(try due(at: "2026-09-24T10:00").isEmpty)
    #expect(try context.read { (store) throws(TikError) in try store.snoozes() }.isEmpty)
  }

  @Test func theREPLShowsRemindersOfTheLastHourWithTheirActions() throws {
    let context = try context()
    let task = try context.add("standup 09:30", on: .today)
    let plugin = try ReminderPlugin(context: context)
    #expect(plugin.notices(context: try self.context(at: "2026-09-24T09:00")).lines.isEmpty)
    // The REPL's hints are its own commands; the shell's are tik's.
    let repl = try self.context(at: "2026-09-24T09:45")
    repl.commandPrefix = "/"
    #expect(
      plugin.notices(context: repl).lines == [
        "⏰ 09:30  standup  /done \(task.id) · /snooze \(task.id)"
      ])
    #expect(
      plugin.notices(context: try self.context(at: "2026-09-24T09:45")).lines == [
        "⏰ 09:30  standup  tik done \(task.id) · tik snooze \(task.id)"
      ])
    #expect(plugin.notices(context: try self.context(at: "2026-09-24T10:31")).lines.isEmpty)
  }

  @Test func manyRemindersDueAtOnceAreNamedThreeAndCounted() throws {
    let context = try context()
    let tasks = try (1...5).map { try context.add("call \($0) 09:30", on: .today) }
    let plugin = try ReminderPlugin(context: context)
    #expect(
      plugin.notices(context: try self.context(at: "2026-09-24T09:45")).lines == [
        "⏰ 09:30  call 1  tik done \(tasks[0].id) · tik snooze \(tasks[0].id)",
        "⏰ 09:30  call 2  tik done \(tasks[1].id) · tik snooze \(tasks[1].id)",
        "⏰ 09:30  call 3  tik done \(tasks[2].id) · tik snooze \(tasks[2].id)",
        "⏰ and 2 more: tik remind --list",
      ])
  }

  /// A task snoozed past now is left out, and one whose snooze has ended is named once,
  /// at its snooze's end; the count is of tasks. The notices read the oldest few of a
  /// crowded hour, and count the rest in the index.
  @Test func snoozedTasksAmongManyDueAreLeftOutOrNamedOnceAtTheirSnoozesEnd() throws {
    let tasks = try (1...7).map { try context().add("call \($0) 09:30", on: .today) }
    _ = try ReminderRunner(context: try context(at: "2026-09-24T09:31")).snooze(tasks[0])
    _ = try ReminderRunner(context: try context(at: "2026-09-24T09:40")).snooze(tasks[1])
    let plugin = try ReminderPlugin(context: try context())
    let notices = plugin.notices(context: try context(at: "2026-09-24T09:45"))
    #expect(
      notices.lines == [
        "⏰ 09:30  call 3  tik done \(tasks[2].id) · tik snooze \(tasks[2].id)",
        "⏰ 09:30  call 4  tik done \(tasks[3].id) · tik snooze \(tasks[3].id)",
        "⏰ 09:30  call 5  tik done \(tasks[4].id) · tik snooze \(tasks[4].id)",
        "⏰ and 3 more: tik remind --list",
      ])
    // What changes next: call 2's snooze ends.
    #expect(notices.nextChange == LocalTime(day: tasks[0].day!, minute: 9 * 60 + 50))
    #expect(
      plugin.notices(context: try context(at: "2026-09-24T10:35")).lines == [
        "⏰ 09:30  call 1  tik done \(tasks[0].id) · tik snooze \(tasks[0].id)",
        "⏰ 09:30  call 2  tik done \(tasks[1].id) · tik snooze \(tasks[1].id)",
      ])
  }
}
