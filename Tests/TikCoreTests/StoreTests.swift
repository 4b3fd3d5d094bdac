import Foundation
import Testing
import TikTestSupport

@testable import TikCore

/// The SQLite file: permissions, WAL, schema, first run, damage.
@Suite struct StoreTests {
  let home = TestHome()

  func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as! NSNumber).intValue
  }

  @Test func theDatabaseIsPrivate() throws {
    try home.add("secret")
    #expect(try mode(home.databasePath) == 0o600)
    #expect(try mode(home.root + "/data/tik") == 0o700)
    #expect(try mode(home.configPath) == 0o600)
    #expect(try mode(home.root + "/config/tik") == 0o700)
  }

  @Test func theDatabaseIsInWALModeWithTheCurrentSchema() throws {
    try home.add("x")
    let connection = try SQLiteConnection(path: home.databasePath)
    let mode = try connection.statement("PRAGMA journal_mode")
    var journal = ""
    try mode.forEachRow { journal = $0.text(0) }
    #expect(journal == "wal")
    #expect(
      try connection.statement("PRAGMA user_version").scalar() == Int64(Schema.currentVersion))
  }

  /// A tick, an untick and an edit write the fields they change and no other: a title
  /// another process gave the task after this one read it stays.
  @Test func aWriteChangesOnlyTheFieldsItChanged() throws {
    let context = try home.context()
    let read = try home.add("first title", in: context)
    let elsewhere = try SQLiteConnection(path: home.databasePath)
    try elsewhere.execute("UPDATE tasks SET title = 'renamed elsewhere' WHERE id = \(read.id)")
    func stored() throws -> Todo? {
      try context.read { (store) throws(TikError) in try store.todo(id: read.id) }
    }
    let done = try context.write { (_) throws(TikError) in try context.complete(read) }
    #expect(try stored()?.title == "renamed elsewhere")
    #expect(try stored()?.completed == done.completed)
    try context.write { (_) throws(TikError) in _ = try context.reopen(done) }
    #expect(try stored()?.title == "renamed elsewhere")
    #expect(try stored()?.isDone == false)
    var edited = read
    edited.notes = "a note"
    try context.write { (_) throws(TikError) in _ = try context.save(edited, was: read) }
    #expect(try stored()?.title == "renamed elsewhere")
    #expect(try stored()?.notes == "a note")
    // The search key is the stored task's: its title from elsewhere, its new notes.
    for (query, ids) in [("note", [read.id]), ("renamed", [read.id]), ("first", [])] {
      let found = try context.read { (_) throws(TikError) in
        try ViewBuilder(context: context).search(query)
      }
      #expect(found.todos.map(\.id) == ids, "\(query)")
    }
  }

  @Test func theFirstRunCreatesPersonalAndWork() throws {
    let lists = try home.context().read { (store) throws(TikError) in try store.lists() }
    #expect(lists.map(\.name) == ["Personal", "Work"])
  }

  /// The calendar is not written: it follows the language until the user sets one.
  @Test func theFirstRunWritesTheLanguageSoLANGNoLongerDecides() throws {
    try home.add("x")
    let text = try String(contentsOfFile: home.configPath, encoding: .utf8)
    #expect(text.contains("language = \"en\"") && !text.contains("calendar ="))
  }

  @Test func todaysQueriesUseThePartialIndexesWhateverElseExists() throws {
    let context = try home.context()
    for index in 0..<200 {
      let todo = try home.add("old \(index) @2026-01-01", in: context)
      try context.write { (_) throws(TikError) in _ = try context.complete(todo) }
    }
    let store = try context.store()
    let connection = store.connection
    try connection.execute("ANALYZE")
    var plans: [String] = []
    let today = Day(gregorianYear: 2026, month: 9, day: 24)
    for sql in [
      "SELECT * FROM tasks INDEXED BY tasks_open_by_day WHERE completed IS NULL AND day IS NOT NULL AND day <= 5",
      "SELECT * FROM tasks INDEXED BY tasks_done_by_time WHERE completed IS NOT NULL AND completed >= 5 AND day <= 5",
    ] {
      try connection.statement("EXPLAIN QUERY PLAN " + sql).forEachRow { plans.append($0.text(3)) }
    }
    #expect(plans[0].contains("tasks_open_by_day") && plans[1].contains("tasks_done_by_time"))
    // The queries tik runs are the ones that name those indexes: they answer.
    #expect(try store.openTodos(dueOnOrBefore: today).isEmpty)
    #expect(
      try store.todayCounts(day: today, completedSince: LocalTime(day: today, minute: 0)) == (
        0, 200
      ))
  }

  @Test func aDamagedDatabaseIsAnErrorAndIsLeftAsItIs() throws {
    try FileManager.default.createDirectory(
      atPath: home.root + "/data/tik", withIntermediateDirectories: true)
    let junk = Data(repeating: 0x41, count: 8192)
    try junk.write(to: URL(fileURLWithPath: home.databasePath))
    let result = home.run("add", "x")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "tik: \(home.databasePath): not a tik database, or damaged; it was left as it is\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: home.databasePath)) == junk)
  }

  @Test func anOlderSchemaIsMigratedWithItsDataIntact() throws {
    try FileManager.default.createDirectory(
      atPath: home.root + "/data/tik", withIntermediateDirectories: true)
    let old = try SQLiteConnection(path: home.databasePath)
    try old.execute(Schema.migrations[0])
    try old.execute(
      """
      INSERT INTO tasks(title, day, created, search_key) VALUES ('kept', 20720, 0, 'kept');
      PRAGMA user_version = 1;
      """)
    let migrated = try home.context()
    let task = try migrated.read { (store) throws(TikError) in try store.todo(id: 1) }
    #expect(task?.title == "kept" && task?.day == Day(20_720) && task?.seriesID == nil)
    let check = try SQLiteConnection(path: home.databasePath)
    #expect(try check.statement("PRAGMA user_version").scalar() == Int64(Schema.currentVersion))
  }

  @Test func aTaskHasAtMostOneNextCopyAndASeriesOneOpenCopyADay() throws {
    let context = try home.context()
    let first = try home.add("daily", in: context)
    func copy(previous: Int64?, series: Int64, day: Day) throws(TikError) {
      try context.write { (_) throws(TikError) in
        _ = try context.insert(
          Todo(
            title: "daily", day: day, created: first.created, seriesID: series, previousID: previous
          ))
      }
    }
    try copy(previous: first.id, series: first.id, day: Day(20_721))
    #expect(throws: TikError.self) {
      try copy(previous: first.id, series: first.id, day: Day(20_722))
    }
    #expect(throws: TikError.self) { try copy(previous: nil, series: first.id, day: Day(20_721)) }
  }

  @Test func aDatabaseFromANewerTikIsRefused() throws {
    try home.add("x")
    let connection = try SQLiteConnection(path: home.databasePath)
    try connection.execute("PRAGMA user_version = 99")
    #expect(throws: TikError.storage(home.databasePath, .newerVersion)) {
      try home.context().store()
    }
  }

  @Test func subtasksKeepTheirOrderAndTicks() throws {
    let context = try home.context()
    var task = try home.add("steps", in: context)
    let before = task
    task.subtasks = [
      Subtask(title: "one", done: true), Subtask(title: "two"), Subtask(title: "three"),
    ]
    try context.write { (_) throws(TikError) in try context.save(task, was: before) }
    let stored = try context.read { (store) throws(TikError) in try store.todo(id: task.id) }
    #expect(stored?.subtasks == task.subtasks)
  }

  @Test func tasksCompletedInARangeComeInCompletionOrder() throws {
    let context = try home.context()
    let today = context.today
    func done(_ title: String, at minute: Int, on day: Day) throws(TikError) {
      try context.write { (_) throws(TikError) in
        _ = try context.insert(
          Todo(
            title: title, day: day, created: LocalTime(day: day, minute: 0),
            completed: LocalTime(day: day, minute: minute)))
      }
    }
    try done("late", at: 600, on: today.adding(days: -1))
    try done("early", at: 60, on: today.adding(days: -1))
    try done("other day", at: 60, on: today.adding(days: -2))
    let titles = try context.read { (store) throws(TikError) in
      try store.todosCompleted(
        from: LocalTime(day: today.adding(days: -1), minute: 0),
        before: LocalTime(day: today, minute: 0))
    }.map(\.title)
    #expect(titles == ["early", "late"])
    let first = try context.read { (store) throws(TikError) in
      let from = LocalTime(day: today.adding(days: -2), minute: 0)
      let before = LocalTime(day: today, minute: 0)
      return try store.todosCompleted(from: from, before: before, limit: 1).map(\.title)
    }
    #expect(first == ["other day"])
  }

  @Test func completionRangesUseTheCompletionIndex() throws {
    try home.add("x")
    let connection = try SQLiteConnection(path: home.databasePath)
    var details: [String] = []
    try connection.statement(
      """
      EXPLAIN QUERY PLAN SELECT completed / 86400 AS d, min(day) FROM tasks
      WHERE completed IS NOT NULL AND completed >= 5 AND completed < 9 GROUP BY d
      """
    ).forEachRow { details.append($0.text(3)) }
    #expect(details.joined(separator: "; ").contains("tasks_done_by_time"))
    details = []
    try connection.statement(
      """
      EXPLAIN QUERY PLAN SELECT count(*) FROM tasks
      WHERE completed IS NOT NULL AND completed >= 5 AND completed < 9
      """
    ).forEachRow { details.append($0.text(3)) }
    #expect(details.joined(separator: "; ").contains("COVERING INDEX tasks_done_by_time"))
  }

  /// Today's open tasks are read from indexes that hold each task whole: SQLite looks
  /// nothing up in the table for a task shown, whether Today is a few dozen tasks sorted,
  /// the overdue ones walked in order, or the overdue ones sorted among many later ones.
  @Test func todaysOpenTasksAreReadFromTheirIndexesAlone() throws {
    let context = try home.context()
    let store = try context.store()
    let today = context.today.number
    func insert(_ count: Int, day: String) throws {
      try store.connection.execute(
        """
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count))
        INSERT INTO tasks(title, day, minute, created, search_key)
        SELECT 'task ' || i, \(day), CASE WHEN i % 3 = 0 THEN i % 1440 END, 0, 'task' FROM n
        """)
    }
    func plans(_ view: (ViewBuilder) throws(TikError) -> TodoView = { try $0.today() }) throws
      -> [String]
    {
      var builder = try ViewBuilder(context: context)
      builder.streams = true
      let open = try view(builder).queries.filter { $0.condition != Store.doneSinceDueBy }
      return try open.map { query in
        let statement = try store.connection.statement(
          "EXPLAIN QUERY PLAN SELECT \(Store.todoColumns) FROM tasks"
            + (query.index.map { " INDEXED BY \($0)" } ?? "")
            + " WHERE \(query.condition) ORDER BY \(query.order)")
        for (index, value) in query.values.enumerated() {
          statement.bind(at: Int32(index + 1), value)
        }
        var details: [String] = []
        try statement.forEachRow { details.append($0.text(3)) }
        return details.joined(separator: "; ")
      }
    }
    try insert(30, day: "\(today) - i % 4")
    let few = try plans()
    try insert(60, day: "\(today) - 1 - i % 9")
    let walked = try plans()
    try insert(1000, day: "\(today) + 1 + i % 30")
    let sorted = try plans()
    #expect(few.count == 1 && walked.count == 2 && sorted.count == 2)
    for plan in few + walked + sorted {
      #expect(plan.contains("COVERING INDEX"), "\(plan)")
    }
    // Scheduled is read in its order too, unsorted.
    let scheduled = try plans { (builder) throws(TikError) in try builder.scheduled() }
    #expect(scheduled.count == 1)
    #expect(scheduled[0].contains("COVERING INDEX") && !scheduled[0].contains("TEMP B-TREE"))
  }

  /// The per-day counts of open tasks are kept by triggers: after any mix of adding,
  /// ticking, unticking, moving, deleting and deleting a list, they are what counting
  /// the tasks gives.
  @Test func openCountsFollowEveryChange() throws {
    let context = try home.context()
    let today = context.today
    var random = SeededTextGenerator(seed: 11)
    func some<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    let list = try context.write { (store) throws(TikError) in
      try store.insertList(TodoList(name: "Soon gone", color: .red, icon: "●"))
    }
    for step in 0..<400 {
      try context.write { (store) throws(TikError) in
        let tasks = try store.allTodos()
        switch random.next() % 6 {
        case 0, 1:
          _ = try context.insert(
            Todo(
              title: "task \(step)",
              day: some([nil, today, today.adding(days: -3), today.adding(days: 2)]),
              listID: some([nil, list.id]), created: LocalTime(day: today, minute: 0)))
        case 2:
          if let task = tasks.filter({ !$0.isDone }).randomElement(using: &random) {
            _ = try context.complete(task)
          }
        case 3:
          if let task = tasks.filter(\.isDone).randomElement(using: &random) {
            _ = try context.reopen(task)
          }
        case 4:
          if var task = tasks.randomElement(using: &random) {
            let before = task
            task.day = some([nil, today, today.adding(days: -1), today.adding(days: 5)])
            task.minute = nil
            task.repeatRule = nil
            _ = try context.save(task, was: before)
          }
        default:
          if let task = tasks.randomElement(using: &random) { try context.delete(task) }
        }
      }
    }
    try context.write { (store) throws(TikError) in try store.deleteList(id: list.id) }
    try context.read { (store) throws(TikError) in
      let open = try store.allTodos().filter { !$0.isDone }.compactMap(\.day)
      for day in [today.adding(days: -2), today, today.adding(days: 3), today.adding(days: 9)] {
        let counted = try store.openCounts(dueOnOrBefore: day)
        #expect(counted.open == open.filter { $0 <= day }.count)
        #expect(counted.overdue == open.filter { $0 < day }.count)
      }
    }
  }

}
