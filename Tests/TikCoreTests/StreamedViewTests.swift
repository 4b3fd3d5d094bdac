import Testing
import TikTestSupport

@testable import TikCore

/// Views read in SQL order while they are written out (`tik all`, `tik all --json`)
/// hold the tasks in exactly the orders the behaviour reference gives (`TodoOrder`,
/// applied here to the same tasks), and print exactly what the view read whole prints,
/// for every sort and field setting.
@Suite struct StreamedViewTests {
  let home = TestHome(now: "2026-09-24T09:00")

  /// 90 tasks over eleven days and none, timed and untimed, of every priority, in the
  /// Inbox and two lists, a third of them done today or on an earlier day.
  func seed(_ context: Context) throws {
    var random = SeededTextGenerator(seed: 11)
    let today = context.today
    try context.write { (store) throws(TikError) in
      let lists = try store.lists().map { Optional($0.id) } + [nil]
      for index in 0..<90 {
        let pick = { (count: Int) in Int(random.next() % UInt64(count)) }
        let day = pick(12) == 0 ? nil : today.adding(days: pick(11) - 5)
        let done = pick(3) == 0
        _ = try context.insert(
          Todo(
            title: "task \(index)", day: day,
            minute: day != nil && pick(2) == 0 ? [540, 600, 600, 1020][pick(4)] : nil,
            priority: Priority(rawValue: pick(4)) ?? .none, listID: lists[pick(lists.count)],
            created: LocalTime(day: today.adding(days: -9), minute: index),
            completed: done
              ? LocalTime(day: today.adding(days: -pick(3)), minute: 60 * pick(9)) : nil))
      }
    }
  }

  func context(sort: SortOrder, without field: Field) throws -> Context {
    let fields = Field.allCases.filter { $0 != field && $0 != .repeat }.map(\.rawValue)
    try home.writeConfig(
      "sort = \"\(sort.rawValue)\"\nfields = [" + fields.map { "\"\($0)\"" }.joined(separator: ", ")
        + "]\n")
    let context = try home.context()
    try seed(context)
    return context
  }

  static let settings: [(SortOrder, Field)] = SortOrder.allCases.flatMap { sort in
    [Field.time, .priority, .notes].map { (sort, $0) }
  }

  @Test(arguments: settings)
  func streamedViewsHoldTheReferenceOrder(sort: SortOrder, without field: Field) throws {
    let context = try context(sort: sort, without: field)
    let order = TodoOrder(sort: sort, fields: context.fields, today: context.today)
    let startOfToday = LocalTime(day: context.today, minute: 0)
    try context.read { (store) throws(TikError) in
      var builder = try ViewBuilder(context: context)
      builder.streams = true
      let every = try store.allTodos()
      func ids(_ view: TodoView) throws(TikError) -> [[Int64]] {
        try view.collected(from: store).sections.map { $0.todos.map(\.id) }
      }

      let groups = [nil] + (try store.lists()).map(\.id)
      #expect(
        try ids(try builder.all())
          == groups.map { id in order.generalSorted(every.filter { $0.listID == id }).map(\.id) }
          .filter { !$0.isEmpty })
      let work = try store.lists()[1]
      #expect(
        try ids(try builder.list(work)).flatMap { $0 }
          == order.generalSorted(every.filter { $0.listID == work.id }).map(\.id))
      #expect(
        try ids(try builder.search("task 1")).flatMap { $0 }
          == order.generalSorted(every.filter { $0.title.contains("1") }).map(\.id))
      let onToday = every.filter { todo in
        guard let day = todo.day, day <= context.today else { return false }
        return todo.completed.map { $0.seconds >= startOfToday.seconds } ?? true
      }
      #expect(try ids(try builder.today()).flatMap { $0 } == order.todaySorted(onToday).map(\.id))
      let later = every.filter { !$0.isDone && ($0.day.map { $0 > context.today } ?? false) }
      let days = Set(later.compactMap(\.day)).sorted()
      #expect(
        try ids(try builder.scheduled())
          == days.map { day in later.filter { $0.day == day }.sorted(by: order.openBefore).map(\.id)
          })
      #expect(
        try ids(try builder.completed()).flatMap { $0 }
          == every.filter(\.isDone).sorted(by: order.completedFirst).map(\.id))
    }
  }

  /// Today, All, Scheduled, Completed and the searches, built streamed, and a text
  /// renderer 80 columns wide, inside one read of a seeded store.
  func withStreamedViews(
    colors: Bool, searching queries: [String],
    _ body: (Store, Context, TextRenderer, [TodoView]) throws(TikError) -> Void
  ) throws {
    let context = try context(sort: .time, without: .notes)
    try context.read { (store) throws(TikError) in
      var builder = try ViewBuilder(context: context)
      builder.streams = true
      let text = TextRenderer(
        context: context, painter: Painter(colors: colors), width: 80, lists: try store.lists())
      var views = [
        try builder.today(), try builder.all(), try builder.scheduled(), try builder.completed(),
      ]
      for query in queries { views.append(try builder.search(query)) }
      try body(store, context, text, views)
    }
  }

  /// Text and JSON written while the store is read are what the view read whole gives.
  @Test func aStreamedViewPrintsWhatTheWholeViewPrints() throws {
    try withStreamedViews(colors: true, searching: ["task", "nothing like it"]) {
      store, context, text, views throws(TikError) in
      let json = JSONRenderer(context: context, lists: try store.lists())
      for view in views {
        #expect(view.isStreamed)
        let whole = try view.collected(from: store)
        var written = ""
        try text.write(view, store: store) { written += String(decoding: $0, as: UTF8.self) }
        #expect(written == text.view(whole))
        var object = ""
        try json.write(view, notes: ["a note"], store: store) {
          object += String(decoding: $0, as: UTF8.self)
        }
        #expect(object == JSONRenderer.adding(["a note"], to: json.view(whole)).text + "\n")
      }
    }
  }

  /// A streamed view's ids are as wide as the widest it holds, found without counting
  /// its tasks (Today's and Scheduled's counts are kept by the store): narrower than the
  /// largest id stored, or as wide as one among many narrower — looked for through the
  /// view's index or through the ids from that width on, whichever holds fewer.
  @Test func aStreamedViewsIDsAreAsWideAsTheWidestItHolds() throws {
    let context = try home.context()
    let today = context.today
    func add(_ count: Int, on day: (Int) -> Day?) throws {
      try context.write { (_) throws(TikError) in
        for index in 0..<count {
          _ = try context.insert(
            Todo(
              title: "task \(index)", day: day(index),
              minute: index % 2 == 0 && day(index) != nil ? 600 : nil,
              created: LocalTime(day: today.adding(days: -9), minute: index)))
        }
      }
    }
    // Ids 1-70 overdue, 71-140 today, 141-210 later, then 800 undated up to 1010.
    try add(70) { today.adding(days: -1 - $0 % 5) }
    try add(70) { _ in today }
    try add(70) { today.adding(days: 1 + $0 % 5) }
    try add(800) { _ in nil }
    func widths() throws -> [Int] {
      try context.read { (store) throws(TikError) in
        var builder = try ViewBuilder(context: context)
        builder.streams = true
        let text = TextRenderer(
          context: context, painter: Painter(colors: false), width: 80, lists: try store.lists())
        return try [builder.today(), builder.scheduled()].map { view throws(TikError) in
          var written = ""
          try text.write(view, store: store) { written += String(decoding: $0, as: UTF8.self) }
          let whole = try view.collected(from: store)
          #expect(written == text.view(whole))
          // Its size, from the store's counts, pages it as the view read whole.
          #expect(view.count == whole.count)
          for start in stride(from: 0, through: whole.count, by: 23) {
            let fits = { (lines: Int, _: Int) in lines <= 20 }
            let page = try view.window(from: start, limit: 20, in: store).page(
              from: start, fits: fits)
            #expect(text.view(page) == text.view(whole.page(from: start, fits: fits)))
          }
          return view.totals.idWidth
        }
      }
    }
    #expect(try widths() == [3, 3])
    try add(1) { _ in today.adding(days: -2) }
    #expect(try widths() == [4, 3])
  }

  /// A page read through a window — only the tasks it can show, from where it starts —
  /// is the page of the view read whole, for every start, screen size and grouping.
  @Test func aWindowOfAViewPagesLikeTheWholeView() throws {
    try withStreamedViews(colors: false, searching: ["task 1"]) {
      store, _, text, views throws(TikError) in
      for view in views {
        let whole = try view.collected(from: store)
        #expect(view.count == whole.count)
        for rows in [3, 10, 24] {
          for start in stride(from: 0, through: whole.count + 1, by: 7) {
            let fits = { (lines: Int, _: Int) in lines <= rows }
            let window = try view.window(from: start, limit: rows, in: store)
            #expect(window.todos.count <= rows)
            let page = window.page(from: start, fits: fits)
            let expected = whole.page(from: start, fits: fits)
            #expect(page.skipped == expected.skipped, "\(view.kind) from \(start), \(rows) rows")
            #expect(text.view(page) == text.view(expected), "\(view.kind) from \(start)")
          }
        }
      }
    }
  }
}
