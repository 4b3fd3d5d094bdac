import Foundation
import Testing
import TikCore

/// A real todo.txt-cli writes todo.txt and done.txt (its clock pinned by faketime),
/// tik imports them; and todo.txt-cli reads what tik exports.
@Suite struct TodoTxtTests {
  /// todo.txt-cli with a config file in `home`, as a user runs it.
  struct TodoTxtCLI {
    let home: TransferHome
    var directory: String { home.path("todo") }

    init(_ home: TransferHome) throws {
      self.home = home
      try FileManager.default.createDirectory(
        atPath: home.path("todo"), withIntermediateDirectories: true)
      let config = """
        export TODO_DIR='\(home.path("todo"))'
        export TODO_FILE="$TODO_DIR/todo.txt"
        export DONE_FILE="$TODO_DIR/done.txt"
        export REPORT_FILE="$TODO_DIR/report.txt"
        export TODOTXT_DATE_ON_ADD=1

        """
      try config.write(toFile: home.path("todo.cfg"), atomically: true, encoding: .utf8)
    }

    @discardableResult
    func run(_ arguments: String..., at time: String = "2026-11-30T09:00:00") throws -> String {
      try Peer.run(
        ["faketime", "-f", Peer.frozen(time), "todo-txt", "-d", home.path("todo.cfg"), "-f", "-p"]
          + arguments,
        in: home.root)
    }

    func file(_ name: String) -> String { directory + "/" + name }
  }

  /// A todo.txt with priorities, projects, contexts, due dates and a done line.
  func filled(_ home: TransferHome) throws -> TodoTxtCLI {
    let todo = try TodoTxtCLI(home)
    try todo.run("add", "Call mom @phone +Family due:2026-12-01")
    try todo.run("add", "Buy milk +Groceries @shop")
    try todo.run("pri", "2", "A")
    try todo.run("add", "Write report +Work due:2026-12-03")
    try todo.run("pri", "3", "B")
    try todo.run("add", "Plan trip +Travel +Family")
    try todo.run("pri", "4", "C")
    try todo.run("add", "Old thing")
    try todo.run("do", "5", at: "2026-12-01T10:00:00")
    return todo
  }

  static func day(_ text: String) -> Day? { try? ISODate.parse(Substring(text)) }

  static func midnight(_ text: String) -> LocalTime? {
    day(text).map { LocalTime(day: $0, minute: 0) }
  }

  @Test func todoTxtLinesComeWithPriorityListDueAndDone() throws {
    let home = TransferHome(now: "2026-12-01T12:00")
    let todo = try filled(home)
    #expect(try home.importReport(todo.file("todo.txt")).count("added") == 4)
    #expect(try home.importReport(todo.file("done.txt")).count("added") == 1)

    // `@context` stays in the title, where tik's search finds it; the first `+project`
    // is the list and any other stays in the title too.
    let mom = try #require(try home.todo(titled: "Call mom @phone"))
    #expect(mom.listID == (try #require(try home.list(named: "Family"))).id)
    #expect(mom.day == Self.day("2026-12-01"))
    #expect(mom.priority == .none)
    #expect(mom.created == Self.midnight("2026-11-30"))

    let milk = try #require(try home.todo(titled: "Buy milk @shop"))
    #expect(milk.priority == .high)
    #expect(milk.listID == (try #require(try home.list(named: "Groceries"))).id)
    #expect(milk.day == nil)

    let report = try #require(try home.todo(titled: "Write report"))
    #expect(report.priority == .medium)
    #expect(report.listID == (try #require(try home.list(named: "Work"))).id)
    #expect(report.day == Self.day("2026-12-03"))

    let trip = try #require(try home.todo(titled: "Plan trip +Family"))
    #expect(trip.priority == .low)
    #expect(trip.listID == (try #require(try home.list(named: "Travel"))).id)

    let old = try #require(try home.todo(titled: "Old thing"))
    #expect(old.completed == Self.midnight("2026-12-01"))
    #expect(old.created == Self.midnight("2026-11-30"))
    #expect(try home.todos().count == 5)
  }

  @Test func importingTheSameFilesAgainAddsNothing() throws {
    let home = TransferHome(now: "2026-12-01T12:00")
    let todo = try filled(home)
    _ = try home.importReport(todo.file("todo.txt"))
    _ = try home.importReport(todo.file("done.txt"))
    try home.importAgainChangesNothing(todo.file("todo.txt"), todo.file("done.txt"))
  }

  /// Ticked in todo.txt-cli, which moves the line to done.txt: the next import of
  /// done.txt ticks the task tik has, and adds none.
  @Test func aLineDoneInTodoTxtTicksTheTaskItBecame() throws {
    let home = TransferHome(now: "2026-12-02T12:00")
    let todo = try filled(home)
    _ = try home.importReport(todo.file("todo.txt"))
    try todo.run("do", "1", at: "2026-12-02T08:00:00")
    let report = try home.importReport(todo.file("done.txt"))
    #expect(report.titles("added") == ["Old thing"])
    #expect(report.titles("updated") == ["Call mom @phone"])
    #expect(try home.todo(titled: "Call mom @phone")?.completed == Self.midnight("2026-12-02"))
    #expect(try home.todos().filter { $0.title == "Call mom @phone" }.count == 1)
  }

  /// Exports `home` as todo.txt, imports the file into it, and expects no list and no
  /// task added; the file's path.
  func exportAddsNothingImportedAgain(
    _ home: TransferHome, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let file = home.path("out.txt")
    let export = home.run("export", "--format", "todotxt", "--output", file)
    #expect(export.status == 0, sourceLocation: sourceLocation)
    let report = try home.importReport(file)
    #expect((report["lists_added"] as? [String]) == [], sourceLocation: sourceLocation)
    #expect(report.count("added") == 0, sourceLocation: sourceLocation)
    return file
  }

  /// A list whose name has spaces goes out as `+Side_projects`; read back, that project
  /// is the same list, as `#side_projects` is, and the task is found again.
  @Test func reimportingTheTodoTxtExportFindsAListWhoseNameHasSpaces() throws {
    let home = TransferHome(now: "2026-12-01T12:00")
    #expect(home.run("lists", "add", "Side projects").status == 0)
    #expect(home.run("add", "Build shed #side_projects !high").status == 0)
    let file = try exportAddsNothingImportedAgain(home)
    try home.importAgainChangesNothing(file)
  }

  /// A project no list has yet makes a list with spaces where the project has `_`: the
  /// name the list had when tik wrote it.
  @Test func aProjectWithUnderscoresMakesAListWithSpaces() throws {
    let home = TransferHome(now: "2026-12-01T12:00")
    let file = home.path("todo.txt")
    try "Build shed +Side_projects\nPaint it +side_projects\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let report = try home.importReport(file)
    #expect((report["lists_added"] as? [String]) == ["Side projects"])
    let list = try #require(try home.list(named: "Side projects"))
    #expect(try home.todo(titled: "Build shed")?.listID == list.id)
    #expect(try home.todo(titled: "Paint it")?.listID == list.id)
  }

  /// A title with a word todo.txt reads as a project (`+49`, `+1`) comes back as it went:
  /// tik's own list goes before the title, the Inbox as `+Inbox`, so the first project
  /// is the task's list.
  @Test func aTitleWithAPlusWordComesBackAsItWent() throws {
    let home = TransferHome(now: "2026-12-01T12:00")
    #expect(home.run("add", "Call +49 30 1234 #work").status == 0)
    #expect(home.run("add", "Vote +1 on the proposal").status == 0)
    let file = try exportAddsNothingImportedAgain(home)

    let copy = TransferHome(now: home.now)
    #expect(try copy.importReport(file).count("added") == 2)
    let work = try #require(try copy.list(named: "Work"))
    #expect(try copy.todo(titled: "Call +49 30 1234")?.listID == work.id)
    let vote = try #require(try copy.todo(titled: "Vote +1 on the proposal"))
    #expect(vote.listID == nil)
    #expect(try copy.contents().lists.count == (try home.contents().lists.count))
  }

  /// A title keeps the spaces between its words, runs of them too, so the line comes
  /// back as the task it was.
  @Test func aTitleWithRunsOfSpacesComesBackAsItWent() throws {
    let home = TransferHome(now: "2026-12-01T12:00")
    #expect(home.run("add", "Buy milk #work").status == 0)
    #expect(home.run("edit", "1", "title", "Buy  two   milks").status == 0)
    _ = try exportAddsNothingImportedAgain(home)

    let file = home.path("todo.txt")
    try "Pay  the   rent +Home due:2026-12-05 @bank  now\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    #expect(try home.importReport(file).titles("added") == ["Pay  the   rent @bank  now"])
  }

  /// What tik exports as todo.txt, todo.txt-cli lists by priority and by project.
  @Test func todoTxtCLIReadsTikExport() throws {
    let home = TransferHome(now: "2026-12-01T12:00")
    home.run("add", "Pay rent !high @2026-12-05")
    home.run("add", "Prepare slides #work")
    home.run("add", "Old thing")
    home.run("done", "3")
    let todo = try TodoTxtCLI(home)
    let export = home.run("export", "--format", "todotxt", "--output", todo.file("todo.txt"))
    #expect(export.status == 0, "\(export.errors)")
    let high = try todo.run("listpri", "A")
    #expect(high.contains("(A) 2026-12-01 Pay rent due:2026-12-05"), "\(high)")
    let work = try todo.run("ls", "+Work")
    #expect(work.contains("Prepare slides +Work"), "\(work)")
    #expect(!work.contains("Pay rent"))
    let all = try todo.run("listall")
    #expect(all.contains("x 2026-12-01 2026-12-01 Old thing"), "\(all)")
  }
}
