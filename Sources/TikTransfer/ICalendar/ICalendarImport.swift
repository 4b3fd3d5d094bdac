import TikCore
import TikICalendar

/// Reading VTODOs, tik's own and other programs', through libical.
///
/// Every field of `ICalendarExport` comes back as it went; `VTodo` reads the fields.
/// From other programs:
/// - STATUS:CANCELLED is skipped.
/// - The list is the first category (a list the file defines, when libical split its
///   name at a comma); a VTODO whose RELATED-TO parent is in the file is a subtask of it.
/// - A recurring VTODO with RECURRENCE-ID overrides (Thunderbird's form): each completed
///   occurrence becomes a done copy of the series, and the series' task stands on the
///   first occurrence after the last one done; an override of that occurrence gives it
///   its fields, and other changed occurrences are skipped.
/// - A completed copy with a UID of its own (Apple's form) is a done task.
/// - VEVENTs and VJOURNALs are skipped: tik imports tasks.
/// - A photo inside the file (an inline ATTACH) is left out, with a remark.
enum ICalendarImport {
  static func read(_ text: Substring) throws(TransferError) -> Incoming {
    var incoming = Incoming(format: .ics)
    var todos: [ICalComponent] = []
    for top in try parse(text) {
      guard top.name == "VCALENDAR" else {
        if top.name == "VTODO" { todos.append(top) }
        continue
      }
      for property in top.all("X-TIK-LIST") { incoming.lists.append(list(property)) }
      for component in top.components {
        switch component.name {
        case "VTODO": todos.append(component)
        case "VEVENT", "VJOURNAL":
          incoming.skipped.append(
            .init(
              title: ImportText.title(component.first("SUMMARY")?.value.text ?? ""),
              reason: .notATask))
        default: break
        }
      }
    }
    guard todos.count <= Limits.tasks else { throw .tooMany(Limits.tasks, what: .task) }
    for todo in todos { try check(todo) }
    let listNames = Set(incoming.lists.map(\.name))

    // Masters (no RECURRENCE-ID) by UID, their overrides, and which are subtasks.
    var masters: [String: ICalComponent] = [:]
    var masterIndex: [String: Int] = [:]
    var overrides: [String: [ICalComponent]] = [:]
    for (index, todo) in todos.enumerated() {
      guard let uid = uid(of: todo) else { continue }
      if todo.first("RECURRENCE-ID") != nil {
        overrides[uid, default: []].append(todo)
      } else if masters[uid] == nil {
        masters[uid] = todo
        masterIndex[uid] = index
      }
    }
    var subtasks: [String: [(ICalComponent, nested: Bool)]] = [:]
    var isSubtask: Set<String> = []
    for todo in todos where todo.first("RECURRENCE-ID") == nil {
      guard let uid = uid(of: todo), let (top, nested) = topAncestor(of: todo, in: masters)
      else { continue }
      subtasks[top, default: []].append((todo, nested))
      isSubtask.insert(uid)
    }

    var anonymous = 0
    for (index, todo) in todos.enumerated() where todo.first("RECURRENCE-ID") == nil {
      let uid = uid(of: todo)
      if let uid, masterIndex[uid] != index {
        incoming.skipped.append(.init(title: title(of: todo), reason: .duplicate))
        continue
      }
      if let uid, isSubtask.contains(uid) { continue }
      guard !isCancelled(todo) else {
        incoming.skipped.append(.init(title: title(of: todo), reason: .cancelled))
        continue
      }
      guard var task = self.task(todo, key: uid ?? "", lists: listNames) else {
        incoming.skipped.append(.init(title: "", reason: .empty))
        continue
      }
      if uid == nil {
        // No UID: found again by what it says.
        anonymous += 1
        task.byContent = true
        task.key = "ics:" + ContentKey.of(task) + "#\(anonymous)"
      }
      for (child, nested) in subtasks[uid ?? ""] ?? [] {
        let text = title(of: child)
        guard !text.isEmpty, task.subtasks.count < Limits.subtasks else { continue }
        task.subtasks.append(Subtask(title: text, done: isDone(child)))
        if nested { task.remarks.append(.nestedSubtask) }
      }
      if let uid, let changed = overrides[uid], !changed.isEmpty {
        incoming.tasks += occurrences(
          changed, of: todo, task: &task, lists: listNames,
          skipped: &incoming.skipped)
      }
      ImportText.settle(&task)
      incoming.tasks.append(task)
    }
    return incoming
  }

  // MARK: - One VTODO

  static func task(_ todo: ICalComponent, key: String, lists: Set<String>) -> IncomingTask? {
    let text = title(of: todo)
    guard !text.isEmpty else { return nil }
    var task = IncomingTask(key: key, title: text)
    task.carries = [.notes, .subtasks, .photo, .repeatRule, .exactTimes]
    task.notes = VTodo.notes(of: todo)
    if let (day, minute) = moment(todo.first("DUE") ?? todo.first("DTSTART")) {
      task.day = day
      task.minute = minute
    }
    task.priority = VTodo.priority(todo.first("PRIORITY"))
    task.listName = list(of: todo, lists: lists)
    task.created = localTime(todo.first("CREATED")?.value)
    if isDone(todo) {
      task.completed = VTodo.completion(of: todo, day: task.day, created: task.created)
    }
    task.photo = VTodo.photo(of: todo)
    if task.photo == nil, todo.all("ATTACH").contains(where: \.value.isBinary) {
      // A picture inside the file (`export --with-photos`) has no path to keep, and only
      // the photos plugin stores pictures: a new task comes without it, and a task found
      // again keeps the photo it has.
      task.carries.remove(.photo)
      task.remarks.append(.photoInFile)
    }
    if let day = task.day {
      switch VTodo.repeatRule(of: todo, day: day) {
      case .none: break
      case .rule(let text): task.repeatRule = text
      case .unknown(let text): task.remarks.append(.unknownRepeat(text))
      }
    }
    if let id = integer(todo.first("X-TIK-ID")), id > 0 {
      task.carries.insert(.series)
      task.fileID = Int64(id)
      task.seriesRef = integer(todo.first("X-TIK-SERIES")).map { .file(Int64($0)) }
      task.previousRef = integer(todo.first("X-TIK-PREVIOUS")).map { .file(Int64($0)) }
    }
    return task
  }

  // MARK: - Occurrences (RECURRENCE-ID)

  /// The done copies a series' overrides make, with the series' task moved past the last
  /// one done and given the fields of an override of the occurrence it lands on.
  private static func occurrences(
    _ changed: [ICalComponent], of master: ICalComponent, task: inout IncomingTask,
    lists: Set<String>, skipped: inout [ImportReport.Entry]
  ) -> [IncomingTask] {
    var copies: [IncomingTask] = []
    var open: [(Day, ICalComponent)] = []
    var lastDone: Day?
    for override in changed {
      guard let (recurrence, minute) = moment(override.first("RECURRENCE-ID")) else { continue }
      guard isDone(override) else {
        open.append((recurrence, override))
        continue
      }
      let suffix = ICalendarDate.basic(recurrence) + (minute.map { "T" + TimeText.iso($0) } ?? "")
      guard var copy = self.task(override, key: task.key + "#" + suffix, lists: lists) else {
        continue
      }
      if copy.day == nil {
        copy.day = recurrence
        copy.minute = minute
      }
      copy.repeatRule = task.repeatRule
      copy.carries.insert(.series)
      copy.seriesRef = .key(task.key)
      ImportText.settle(&copy)
      copies.append(copy)
      lastDone = max(lastDone ?? recurrence, recurrence)
    }
    if let lastDone, let day = task.day, day <= lastDone,
      let rrule = master.first("RRULE")?.value.text
    {
      // The series stands on its first occurrence after the last one done; a due date
      // apart from DTSTART keeps its distance.
      var start = master.first("DTSTART")?.value ?? .date(day)
      if case .utc = start, let local = localTime(start) { start = .floating(local) }
      let offset = (moment(master.first("DTSTART"))?.0).map { day.number - $0.number } ?? 0
      if let next = Libical.firstOccurrence(of: rrule, from: start, after: lastDone) {
        task.day = next.adding(days: offset)
      }
    }
    for (recurrence, override) in open {
      guard recurrence == task.day, let fields = self.task(override, key: task.key, lists: lists)
      else {
        skipped.append(.init(title: title(of: override), reason: .occurrence))
        continue
      }
      task.title = fields.title
      task.notes = fields.notes
      task.priority = fields.priority
      if let day = fields.day {
        task.day = day
        task.minute = fields.minute
      }
    }
    return copies
  }

  // MARK: - Fields

  static func uid(of todo: ICalComponent) -> String? { VTodo.uid(of: todo) }
  static func title(of todo: ICalComponent) -> String { VTodo.title(of: todo) }
  static func isDone(_ todo: ICalComponent) -> Bool { VTodo.isDone(todo) }
  static func isCancelled(_ todo: ICalComponent) -> Bool { VTodo.isCancelled(todo) }
  static func integer(_ property: ICalProperty?) -> Int? { VTodo.integer(property) }
  static func moment(_ property: ICalProperty?) -> (Day, Int?)? { VTodo.moment(property) }
  static func localTime(_ value: ICalValue?) -> LocalTime? { VTodo.localTime(value) }

  /// The UID of the task a subtask belongs to, following RELATED-TO parents up to one
  /// that is not itself a subtask, and whether it is deeper than one level.
  private static func topAncestor(of todo: ICalComponent, in masters: [String: ICalComponent])
    -> (String, Bool)?
  {
    var current = todo
    var top: String?
    var seen: Set<String> = uid(of: todo).map { [$0] } ?? []
    var depth = 0
    while let parent = parentUID(of: current), let component = masters[parent],
      seen.insert(parent).inserted
    {
      top = parent
      current = component
      depth += 1
    }
    return top.map { ($0, depth > 1) }
  }

  private static func parentUID(of todo: ICalComponent) -> String? {
    for relation in todo.all("RELATED-TO") {
      let type = relation.parameter("RELTYPE")?.uppercased() ?? "PARENT"
      if type == "PARENT", let text = relation.value.text { return ImportText.key(text) }
    }
    return nil
  }

  /// The list: the category that names a list the file defines (rejoined when libical
  /// split a name with a comma), else the first category.
  private static func list(of todo: ICalComponent, lists: Set<String>) -> String? {
    let categories = todo.all("CATEGORIES").compactMap(\.value.text).map(ImportText.title)
      .filter { !$0.isEmpty }
    guard let first = categories.first else { return nil }
    for separator in [", ", ","] where lists.contains(categories.joined(separator: separator)) {
      return categories.joined(separator: separator)
    }
    return first
  }

  private static func list(_ property: ICalProperty) -> IncomingList {
    var list = IncomingList(name: ImportText.title(property.value.text ?? ""))
    list.color = property.parameter("X-TIK-COLOR").flatMap {
      AccentColor(rawValue: $0.lowercased())
    }
    list.icon = property.parameter("X-TIK-ICON").flatMap(ImportText.icon)
    list.position = property.parameter("X-TIK-POSITION").flatMap { Int($0) }
    list.fileID = property.parameter("X-TIK-ID").flatMap { Int64($0) }
    return list
  }

  /// libical's reading, its errors as import's.
  static func parse(_ text: Substring) throws(TransferError) -> [ICalComponent] {
    do { return try Libical.parse(text) } catch { throw TransferError(error) }
  }

  static func check(_ todo: ICalComponent) throws(TransferError) {
    do { try VTodo.checkErrors(todo) } catch { throw TransferError(error) }
  }
}

extension ICalValue {
  fileprivate var isBinary: Bool {
    if case .binary = self { return true }
    return false
  }
}

extension TransferError {
  init(_ error: ICalendarError) {
    switch error {
    case .invalid(let detail): self = .invalidICalendar(detail)
    case .tooDeep(let depth): self = .tooDeep(depth)
    case .tooMany(let limit): self = .tooMany(limit, what: .task)
    case .notInstalled: self = .noLibical
    }
  }
}
