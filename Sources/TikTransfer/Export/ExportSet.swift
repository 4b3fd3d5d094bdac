import TikCore

/// What an export writes: the lists and tasks, read in one transaction, with what each
/// format needs beside them.
struct ExportSet {
  var lists: [TodoList]
  var todos: [Todo]
  /// The moment of the export (DTSTAMP, the JSON's `exported`).
  var now: LocalTime
  /// The database's identifier, in the UIDs of tasks made here.
  var identifier: String
  /// The UIDs of imported tasks: a task keeps the one it came with.
  var importedUIDs: [Int64: String]
  var modified: [Int64: LocalTime]
  private var listsByID: [Int64: TodoList]

  init(
    lists: [TodoList], todos: [Todo], now: LocalTime, identifier: String,
    importedUIDs: [Int64: String], modified: [Int64: LocalTime]
  ) {
    self.lists = lists
    self.todos = todos
    self.now = now
    self.identifier = identifier
    self.importedUIDs = importedUIDs
    self.modified = modified
    listsByID = Dictionary(uniqueKeysWithValues: lists.map { ($0.id, $0) })
  }

  /// Reads the whole store, or one list's tasks (nil: the Inbox's) with that list.
  static func read(list: TodoList??, context: Context) throws(TikError) -> ExportSet {
    let now = context.clock.now()
    var identifier = try context.read { (store) throws(TikError) in try store.transferIdentifier() }
    if identifier.isEmpty {
      identifier = try context.write { (store) throws(TikError) in
        try store.drawTransferIdentifier()
      }
    }
    return try context.read { (store) throws(TikError) in
      let allLists = try store.lists()
      var lists = allLists
      var todos: [Todo]
      if let chosen = list {
        todos = try store.todos(inList: chosen?.id).sorted { $0.id < $1.id }
        lists = allLists.filter { $0.id == chosen?.id }
      } else {
        todos = try store.allTodos()
      }
      // Tasks name their list; a task of a list left out still names it.
      let byID = Dictionary(uniqueKeysWithValues: allLists.map { ($0.id, $0) })
      var set = ExportSet(
        lists: lists, todos: todos, now: now, identifier: identifier,
        importedUIDs: try store.importedUIDs(), modified: try store.modifications())
      set.listsByID = byID
      return set
    }
  }

  /// The task's UID: the one it was imported with, or `tik-<database>-<id>`. The same on
  /// every export, and never another task's.
  func uid(of todo: Todo) -> String {
    importedUIDs[todo.id] ?? NativeUID.make(identifier: identifier, id: todo.id)
  }

  /// The name of the task's list; nil for the Inbox.
  func listName(of todo: Todo) -> String? {
    todo.listID.flatMap { listsByID[$0]?.name }
  }

  /// When the task last changed, as far as tik knows: what the plugin saw, else its
  /// completion or creation.
  func lastModified(of todo: Todo) -> LocalTime {
    modified[todo.id] ?? todo.completed ?? todo.created
  }
}

/// The UIDs of tasks made in a tik database: `tik-<identifier>-<id>`.
enum NativeUID {
  static func make(identifier: String, id: Int64) -> String {
    "tik-" + identifier + "-" + String(id)
  }

  /// The task id a UID names in the database with this identifier; nil for another's.
  static func id(in uid: String, identifier: String) -> Int64? {
    let prefix = "tik-" + identifier + "-"
    guard !identifier.isEmpty, uid.hasPrefix(prefix) else { return nil }
    let digits = uid.dropFirst(prefix.count)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let id = Int64(digits), id > 0
    else { return nil }
    return id
  }
}
