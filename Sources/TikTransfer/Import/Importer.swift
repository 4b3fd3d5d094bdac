import TikCore

/// Brings what a file holds into the store, inside the command's one write transaction;
/// a dry run does the same reading in a read transaction and writes nothing.
///
/// Each task of the file is found again, in this order: by its key among the items
/// imported before (the plugin's table), by a UID of this database's own tasks
/// (`tik-<identifier>-<id>`), or, for formats without UIDs, by its content. A task found
/// again is skipped when the file says what it said at the last import (so a task
/// changed here since is left alone) or when it is already as the file says; otherwise
/// the fields the format carries are updated. Any other task is added, through the
/// context, so the plugins act on it as on a task typed in.
///
/// A tik file's tasks keep their ids when every new one is above every id this database
/// ever gave (so no id is given twice), and their series links are mapped to the ids
/// they have here.
struct Importer {
  let context: Context
  let store: Store
  let dryRun: Bool
  private(set) var report: ImportReport

  private var lists: [TodoList] = []
  /// The list each folded name resolved to: nil is the Inbox.
  private var listIDs: [String: Int64?] = [:]
  private var largestListID: Int64 = 0
  private var largestTaskID: Int64 = 0
  private var identifier = ""
  private var spacesAsUnderscores = false
  /// Stand-in ids for what a dry run would add.
  private var nextPlaceholder: Int64 = -1

  init(context: Context, store: Store, format: TransferFormat, dryRun: Bool) {
    self.context = context
    self.store = store
    self.dryRun = dryRun
    report = ImportReport(format: format, dryRun: dryRun)
  }

  /// What became of one task of the file.
  private enum Match {
    case new
    case existing(Todo, digest: String?)
  }

  mutating func run(_ incoming: Incoming) throws(TikError) -> ImportReport {
    identifier = try store.transferIdentifier()
    largestTaskID = try store.largestIDEverUsed(in: "tasks")
    largestListID = try store.largestIDEverUsed(in: "lists")
    lists = try store.lists()
    spacesAsUnderscores = incoming.spacesAsUnderscores
    for list in incoming.lists { _ = try resolveList(list) }

    var matches: [(IncomingTask, Match, listID: Int64?)] = []
    var seenKeys: Set<String> = []
    var claimed: Set<Int64> = []
    for task in incoming.tasks {
      guard seenKeys.insert(task.key).inserted else {
        report.skipped.append(.init(title: task.title, reason: .duplicate))
        continue
      }
      let listID = try resolveList(IncomingList(name: task.listName ?? ""))
      let match = try find(task, listID: listID, claimed: claimed)
      if case .existing(let todo, _) = match {
        guard claimed.insert(todo.id).inserted else {
          report.skipped.append(.init(id: todo.id, title: task.title, reason: .duplicate))
          continue
        }
      }
      matches.append((task, match, listID))
    }

    let newIDs = matches.compactMap { task, match, _ -> Int64?? in
      if case .new = match { return .some(task.fileID) }
      return nil
    }
    let keepsIDs =
      !newIDs.isEmpty
      && newIDs.allSatisfy { $0.map { $0 > largestTaskID } ?? false }
      && Set(newIDs).count == newIDs.count

    // The file's ids and keys, as the ids they have here.
    var ids: [Int64: Int64] = [:]
    var keys: [String: Int64] = [:]
    var stored: [Todo?] = []
    for (task, match, listID) in matches {
      var todo: Todo?
      switch match {
      case .new:
        todo = try add(task, listID: listID, keepingID: keepsIDs)
      case .existing(let local, _):
        todo = local
      }
      if let todo {
        if let fileID = task.fileID { ids[fileID] = todo.id }
        keys[task.key] = todo.id
      }
      stored.append(todo)
    }

    var linked = stored
    var firstOfSeries: [IncomingTask.Reference: Int64] = [:]
    for (index, (task, _, _)) in matches.enumerated() {
      guard var todo = linked[index], task.carries.contains(.series) else { continue }
      let seriesID = task.seriesRef.flatMap { resolve($0, ids: ids, keys: keys) }
      if let reference = task.seriesRef, seriesID == nil, firstOfSeries[reference] == nil {
        firstOfSeries[reference] = todo.id
      }
      todo.seriesID = seriesID ?? task.seriesRef.flatMap { firstOfSeries[$0] }
      todo.previousID = task.previousRef.flatMap { resolve($0, ids: ids, keys: keys) }
      linked[index] = todo
    }
    // A task other tasks name as their series' first is in that series itself, as the
    // recurrence plugin makes the first task of a series when it makes the next copy.
    let firsts = Set(linked.compactMap { $0?.seriesID })
    for index in linked.indices {
      if let todo = linked[index], todo.seriesID == nil, firsts.contains(todo.id) {
        linked[index]?.seriesID = todo.id
      }
    }
    for ((task, match, listID), (todo, made)) in zip(matches, zip(linked, stored)) {
      guard let todo else { continue }
      switch match {
      case .new:
        if !dryRun && todo != made { try store.update(todo) }
      case .existing(let local, let digest):
        try update(local, to: task, linked: todo, listID: listID, digest: digest)
      }
    }
    report.skipped += incoming.skipped
    return report
  }

  // MARK: - Lists

  /// The id of the list a name means (nil: the Inbox), created when there is none; a
  /// list of tik's formats that exists here takes the file's colour and icon. Where the
  /// format writes spaces as `_` (todo.txt), a name with no list of its own finds one as
  /// `#side_projects` does (`_` and `-` for spaces), and a new list has spaces for `_`.
  private mutating func resolveList(_ list: IncomingList) throws(TikError) -> Int64? {
    var name = ImportText.title(list.name)
    guard !name.isEmpty else { return nil }
    let key = TextFolding.key(name)
    if let known = listIDs[key] { return known }
    let spaced =
      spacesAsUnderscores
      ? TextFolding.key(String(name.map { $0 == "_" || $0 == "-" ? " " : $0 })) : key
    if var existing = lists.first(where: { TextFolding.key($0.name) == key })
      ?? lists.first(where: { TextFolding.key($0.name) == spaced })
    {
      let before = existing
      if let color = list.color { existing.color = color }
      if let icon = list.icon { existing.icon = icon }
      if existing != before {
        if !dryRun { try store.updateList(existing) }
        let fields = [
          existing.color == before.color ? nil : "color",
          existing.icon == before.icon ? nil : "icon",
        ]
        report.updatedLists.append((existing.name, fields.compactMap { $0 }))
      }
      listIDs[key] = existing.id
      return existing.id
    }
    if ListNames.isInbox(name) {
      listIDs[key] = .some(nil)
      return nil
    }
    if spacesAsUnderscores {
      let spacedName = ImportText.title(name.replacing("_", with: " "))
      if !spacedName.isEmpty { name = spacedName }
    }
    var new = ListNames.newList(named: name)
    if let color = list.color { new.color = color }
    if let icon = list.icon { new.icon = icon }
    let keepsID: Bool
    if let id = list.fileID, let position = list.position, id > largestListID,
      !lists.contains(where: { $0.id == id })
    {
      new.id = id
      new.position = position
      keepsID = true
    } else {
      keepsID = false
    }
    if dryRun {
      new.id = placeholder()
    } else {
      new = try store.insertList(new, keepingID: keepsID)
    }
    lists.append(new)
    listIDs[key] = new.id
    report.addedLists.append(new.name)
    return new.id
  }

  // MARK: - Tasks

  private func find(_ task: IncomingTask, listID: Int64?, claimed: Set<Int64>) throws(TikError)
    -> Match
  {
    if let item = try store.transferItem(key: task.key), let todo = try store.todo(id: item.taskID)
    {
      return .existing(todo, digest: item.digest)
    }
    if let id = NativeUID.id(in: task.key, identifier: identifier),
      let todo = try store.todo(id: id)
    {
      return .existing(todo, digest: nil)
    }
    if task.byContent {
      let candidates = try store.todos(where: "title = ? ORDER BY id", .text(task.title))
      if let todo = candidates.first(where: { todo in
        !claimed.contains(todo.id) && todo.listID == listID && todo.day == task.day
          && (task.created.map { $0.day == todo.created.day } ?? true)
      }) {
        return .existing(todo, digest: nil)
      }
    }
    return .new
  }

  private mutating func add(_ task: IncomingTask, listID: Int64?, keepingID: Bool)
    throws(TikError) -> Todo
  {
    var todo = Todo(
      title: task.title, notes: task.notes, subtasks: task.subtasks, day: task.day,
      minute: task.day == nil ? nil : task.minute, priority: task.priority, listID: listID,
      photo: task.photo, repeatRule: task.day == nil ? nil : task.repeatRule,
      created: task.created ?? context.clock.now(), completed: task.completed)
    if keepingID, let id = task.fileID { todo.id = id }
    if dryRun {
      todo.id = placeholder()
    } else {
      todo = try context.insert(todo, keepingID: keepingID)
      try record(task, as: todo.id)
    }
    report.added.append(.init(id: dryRun ? nil : todo.id, title: todo.title))
    note(task.remarks, of: task, id: dryRun ? nil : todo.id)
    return todo
  }

  /// Brings a task found again up to what the file says, in the fields the format
  /// carries, unless the file says what it said at the last import.
  private mutating func update(
    _ local: Todo, to task: IncomingTask, linked: Todo, listID: Int64?, digest: String?
  ) throws(TikError) {
    let fileDigest = task.digest
    if digest == fileDigest {
      report.skipped.append(.init(id: local.id, title: local.title, reason: .unchanged))
      return
    }
    let merged = Self.merge(local, with: task, linked: linked, listID: listID)
    if merged == local {
      report.skipped.append(.init(id: local.id, title: local.title, reason: .same))
    } else {
      if !dryRun { try context.save(merged, was: local) }
      report.updated.append(
        .init(id: local.id, title: merged.title, fields: Self.changedFields(local, merged)))
      note(task.remarks, of: task, id: local.id)
    }
    if !dryRun { try record(task, as: local.id) }
  }

  /// The local task with the fields the file carries as the file has them.
  static func merge(_ local: Todo, with task: IncomingTask, linked: Todo, listID: Int64?)
    -> Todo
  {
    var merged = local
    merged.title = task.title
    merged.day = task.day
    merged.minute = task.day == nil ? nil : task.minute
    merged.priority = task.priority
    merged.listID = listID
    let carries = task.carries
    if carries.contains(.exactTimes) {
      merged.completed = task.completed
      if let created = task.created { merged.created = created }
    } else {
      // Dates only: the task keeps its own moments on the days the file says.
      if task.isDone != local.isDone || task.completed?.day != local.completed?.day {
        merged.completed = task.completed
      }
      if let created = task.created, created.day != local.created.day {
        merged.created = created
      }
    }
    if carries.contains(.notes) { merged.notes = task.notes }
    if carries.contains(.subtasks) { merged.subtasks = task.subtasks }
    if carries.contains(.photo) { merged.photo = task.photo }
    if carries.contains(.repeatRule) { merged.repeatRule = task.repeatRule }
    if carries.contains(.series) {
      merged.seriesID = linked.seriesID
      merged.previousID = linked.previousID
    } else if local.seriesID == nil, linked.seriesID == local.id {
      merged.seriesID = local.id
    }
    if merged.day == nil { merged.repeatRule = nil }
    return merged
  }

  /// The fields that differ, named as `tik edit` names them.
  static func changedFields(_ before: Todo, _ after: Todo) -> [String] {
    var fields: [String] = []
    func check<Value: Equatable>(_ name: String, _ path: KeyPath<Todo, Value>) {
      if before[keyPath: path] != after[keyPath: path] { fields.append(name) }
    }
    check("title", \.title)
    check("notes", \.notes)
    check("subtasks", \.subtasks)
    check("date", \.day)
    check("time", \.minute)
    check("priority", \.priority)
    check("list", \.listID)
    check("photo", \.photo)
    check("repeat", \.repeatRule)
    check("done", \.completed)
    check("created", \.created)
    if before.seriesID != after.seriesID || before.previousID != after.previousID {
      fields.append("series")
    }
    return fields
  }

  private func resolve(
    _ reference: IncomingTask.Reference, ids: [Int64: Int64], keys: [String: Int64]
  ) -> Int64? {
    switch reference {
    case .file(let id): ids[id]
    case .key(let key): keys[key]
    }
  }

  private func record(_ task: IncomingTask, as id: Int64) throws(TikError) {
    try store.recordTransferItem(
      key: task.key, taskID: id, digest: task.digest, byContent: task.byContent)
  }

  private mutating func note(_ remarks: [ImportReport.Remark], of task: IncomingTask, id: Int64?) {
    for remark in remarks {
      report.remarks.append(.init(id: id, title: task.title, remark: remark))
    }
  }

  private mutating func placeholder() -> Int64 {
    defer { nextPlaceholder -= 1 }
    return nextPlaceholder
  }
}
