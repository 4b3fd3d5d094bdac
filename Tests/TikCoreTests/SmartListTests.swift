import Testing

@testable import TikCore

/// Scheduled, Completed, All, lists and Search, as the behaviour reference defines them.
@Suite struct SmartListTests {
  let home = TestHome(now: "2026-09-24T09:00")

  func view(_ build: (ViewBuilder) throws(TikError) -> TodoView) throws -> TodoView {
    let context = try home.context()
    return try context.read { (_) throws(TikError) in try build(ViewBuilder(context: context)) }
  }

  @Test func scheduledHoldsOpenTasksFromTomorrowGroupedByDayAscending() throws {
    try home.add("in three days @+3")
    try home.add("tomorrow late @tomorrow 18:00")
    try home.add("tomorrow early @tomorrow 07:00")
    try home.add("today")
    try home.add("undated @none")
    let context = try home.context()
    let done = try home.add("done tomorrow @tomorrow", in: context)
    try context.write { (_) throws(TikError) in _ = try context.complete(done) }
    let scheduled = try view { (b) throws(TikError) in try b.scheduled() }
    #expect(scheduled.sections.map(\.group) == [.due(Day(20_721)), .due(Day(20_723))])
    #expect(
      scheduled.sections.map { $0.todos.map(\.title) } == [
        ["tomorrow early", "tomorrow late"], ["in three days"],
      ])
  }

  @Test func completedIsGroupedByCompletionDayNewestFirst() throws {
    let context = try home.context()
    let a = try home.add("a", in: context)
    let b = try home.add("b", in: context)
    let c = try home.add("c", in: context)
    try context.write { (_) throws(TikError) in _ = try context.complete(a) }
    home.now = "2026-09-25T08:00"
    let morning = try home.context()
    try morning.write { (_) throws(TikError) in _ = try morning.complete(c) }
    home.now = "2026-09-25T09:00"
    let later = try home.context()
    try later.write { (_) throws(TikError) in _ = try later.complete(b) }
    let completed = try view { (b) throws(TikError) in try b.completed() }
    #expect(
      completed.sections.map(\.group) == [.completedOn(Day(20_721)), .completedOn(Day(20_720))])
    #expect(completed.sections.map { $0.todos.map(\.title) } == [["b", "c"], ["a"]])
  }

  @Test func allHoldsEveryTaskGroupedByListInboxFirst() throws {
    try home.add("work #Work")
    try home.add("inbox @none")
    try home.add("personal #personal")
    let all = try view { (b) throws(TikError) in try b.all() }
    #expect(all.todos.map(\.title) == ["inbox", "personal", "work"])
    #expect(all.sections.map { $0.group.map(JSONGroup.init)?.name } == [nil, "Personal", "Work"])
  }

  @Test func aListShowsItsTasksOpenFirstUndatedLast() throws {
    let context = try home.context()
    let work = try context.read { (store) throws(TikError) in try store.list(named: "work") }
    try home.add("undated", on: .list(work))
    try home.add("dated @tomorrow #work")
    let done = try home.add("done #work", in: context)
    try context.write { (_) throws(TikError) in _ = try context.complete(done) }
    let list = try view { (b) throws(TikError) in try b.list(work) }
    #expect(list.todos.map(\.title) == ["dated", "undated", "done"])
  }

  @Test func searchMatchesTitleNotesAndSubtasks() throws {
    let context = try home.context()
    try home.add("buy milk", in: context)
    var noted = try home.add("call", in: context)
    try context.write { (store) throws(TikError) in
      let before = noted
      noted.notes = "ask about the Milk price"
      noted.subtasks = [Subtask(title: "unrelated")]
      try context.save(noted, was: before)
      var stepped = try context.add("errands", on: .today)
      let original = stepped
      stepped.subtasks = [Subtask(title: "milk and eggs")]
      try context.save(stepped, was: original)
    }
    try home.add("nothing here", in: context)
    let found = try view { (b) throws(TikError) in try b.search("MILK") }
    #expect(found.todos.map(\.title) == ["buy milk", "call", "errands"])
  }

  @Test func anEmptySearchMatchesNothing() throws {
    try home.add("anything")
    #expect(try view { (b) throws(TikError) in try b.search("") }.todos.isEmpty)
    #expect(try view { (b) throws(TikError) in try b.search("   ") }.todos.isEmpty)
  }

  @Test func searchFoldsArabicYehAndKafToPersian() throws {
    try home.add("کتاب یادداشت")
    let found = try view { (b) throws(TikError) in try b.search("كتاب يادداشت") }
    #expect(found.todos.map(\.title) == ["کتاب یادداشت"])
  }

  @Test func searchIgnoresCaseAndDiacritics() throws {
    try home.add("Café crème at Zoë's")
    #expect(try view { (b) throws(TikError) in try b.search("cafe CREME") }.todos.count == 1)
    #expect(try view { (b) throws(TikError) in try b.search("zoe") }.todos.count == 1)
    try home.add("کِتاب")
    #expect(try view { (b) throws(TikError) in try b.search("کتاب") }.todos.count == 1)
  }
}

/// A group's name, for comparing groups in tests.
struct JSONGroup {
  var name: String?
  init(_ group: TodoView.Group) {
    if case .list(let list) = group { name = list?.name }
  }
}
