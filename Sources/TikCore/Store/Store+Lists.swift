/// Reading and writing lists. Callers run these inside `read` or `write`.
extension Store {
  /// Every list, in display order.
  public func lists() throws(TikError) -> [TodoList] {
    try run { () throws(SQLiteError) in
      let statement = try connection.statement(
        "SELECT id, name, color, icon, position FROM lists ORDER BY position, id")
      var result: [TodoList] = []
      try statement.forEachRow { row in
        result.append(
          TodoList(
            id: row.int(0), name: row.text(1), color: AccentColor(rawValue: row.text(2)) ?? .blue,
            icon: row.text(3), position: Int(row.int(4))))
      }
      return result
    }
  }

  /// The list whose name matches `name` ignoring case, diacritics and Arabic/Persian
  /// letter forms; `_` and `-` may stand for spaces (`#side_projects`).
  public func list(named name: String) throws(TikError) -> TodoList? {
    let key = TextFolding.key(name)
    let spaced = TextFolding.key(String(name.map { $0 == "_" || $0 == "-" ? " " : $0 }))
    let lists = try lists()
    return lists.first { TextFolding.key($0.name) == key }
      ?? lists.first { TextFolding.key($0.name) == spaced }
  }

  /// Stores a new list after the others and returns it with its id; with `keepingID`
  /// under its own id (which must be free) and at its own position.
  @discardableResult
  public func insertList(_ list: TodoList, keepingID: Bool = false) throws(TikError) -> TodoList {
    try run { () throws(SQLiteError) in try insertListRow(list, keepingID: keepingID) }
  }

  func insertListRow(_ list: TodoList, keepingID: Bool = false) throws(SQLiteError) -> TodoList {
    var stored = list
    if !keepingID {
      let position = try connection.statement(
        "SELECT coalesce(max(position), 0) + 1 FROM lists"
      ).scalar()
      stored.position = Int(position ?? 1)
    }
    try connection.statement(
      "INSERT INTO lists(name, name_key, color, icon, position, id) VALUES (?, ?, ?, ?, ?, ?)"
    ).bind(
      .text(list.name), .text(TextFolding.key(list.name)), .text(list.color.rawValue),
      .text(list.icon), .integer(Int64(stored.position)), keepingID ? .integer(list.id) : nil
    ).run()
    stored.id = connection.lastInsertRowID
    return stored
  }

  public func updateList(_ list: TodoList) throws(TikError) {
    try run { () throws(SQLiteError) in
      try connection.statement(
        "UPDATE lists SET name = ?, name_key = ?, color = ?, icon = ?, position = ? WHERE id = ?"
      ).bind(
        .text(list.name), .text(TextFolding.key(list.name)), .text(list.color.rawValue),
        .text(list.icon), .integer(Int64(list.position)), .integer(list.id)
      ).run()
    }
  }

  /// Deletes a list and every task in it.
  public func deleteList(id: Int64) throws(TikError) {
    try run { () throws(SQLiteError) in
      try connection.statement("DELETE FROM tasks WHERE list_id = ?").bind(.integer(id)).run()
      try connection.statement("DELETE FROM lists WHERE id = ?").bind(.integer(id)).run()
    }
  }

  /// Open and total task counts per list id (nil: the Inbox).
  public func listCounts() throws(TikError) -> [Int64?: (open: Int, total: Int)] {
    try run { () throws(SQLiteError) in
      let statement = try connection.statement(
        """
        SELECT list_id, sum(completed IS NULL), count(*) FROM tasks GROUP BY list_id
        """)
      var result: [Int64?: (open: Int, total: Int)] = [:]
      try statement.forEachRow { row in
        result[row.optionalInt(0)] = (Int(row.int(1)), Int(row.int(2)))
      }
      return result
    }
  }
}
