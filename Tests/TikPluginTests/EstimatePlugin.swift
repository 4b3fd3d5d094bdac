import TikCore

/// A small plugin written against the core's public API alone, as a new plugin would be:
/// how long a task should take. It has a table of its own, a command, a marker on the
/// task's line and a member in its JSON; adding it touched no file of the core.
///
/// `tik estimate ID MINUTES` sets an estimate (0 takes it away); `tik estimate` adds up
/// Today's open tasks.
struct EstimatePlugin: StoragePlugin, CommandPlugin, PresentationPlugin {
  static let name = "estimate"

  static var schema: PluginSchema {
    PluginSchema([
      .init(
        """
        CREATE TABLE estimates(
          task_id INTEGER PRIMARY KEY REFERENCES tasks(id) ON DELETE CASCADE,
          minutes INTEGER NOT NULL CHECK (minutes > 0)
        );
        """)
    ])
  }

  init(context: Context) throws(TikError) {}

  var commands: [CommandSpec] {
    [
      CommandSpec(
        "estimate", usage: "[ID MINUTES]", arguments: [.task(done: false), .text],
        summary: { _ in "How long tasks should take" }
      ) { (invocation) throws(TikError) in
        let context = invocation.context
        guard invocation.arguments.count == 2 else {
          guard invocation.arguments.isEmpty else {
            throw .missingArgument(usage: "estimate [ID MINUTES]")
          }
          let total = try context.read { (store) throws(TikError) in
            try store.scalar(
              """
              SELECT coalesce(sum(minutes), 0) FROM estimates JOIN tasks ON tasks.id = task_id
              WHERE completed IS NULL AND day IS NOT NULL AND day <= ?
              """, [.integer(Int64(context.today.number))]) ?? 0
          }
          return .custom(
            text: "\(total) minutes today\n", json: .object([("minutes", .int(Int(total)))]))
        }
        guard let minutes = Int(invocation.arguments[1]), (0...10_000).contains(minutes) else {
          throw .plugin(
            code: "invalid_estimate",
            message: "'\(invocation.arguments[1])' is not a number of minutes")
        }
        let todo = try context.write { (store) throws(TikError) in
          let todo = try context.todo(invocation.arguments[0], in: store)
          if minutes == 0 {
            try store.query("DELETE FROM estimates WHERE task_id = ?", [.integer(todo.id)])
          } else {
            try store.query(
              "INSERT OR REPLACE INTO estimates(task_id, minutes) VALUES (?, ?)",
              [.integer(todo.id), .integer(Int64(minutes))])
          }
          return todo
        }
        return .changed([todo], .edited)
      }
    ]
  }

  func minutes(of todo: Todo, context: Context) -> Int? {
    let value = try? context.read { (store) throws(TikError) in
      try store.scalar("SELECT minutes FROM estimates WHERE task_id = ?", [.integer(todo.id)])
    }
    return value.map(Int.init)
  }

  var marksTasks: Bool { true }

  func markers(of todo: Todo, context: Context) -> [String] {
    minutes(of: todo, context: context).map { ["~\($0)m"] } ?? []
  }

  func json(of todo: Todo, context: Context) -> [(String, JSONValue)] {
    [("estimate", minutes(of: todo, context: context).map { .int($0) } ?? .null)]
  }
}
