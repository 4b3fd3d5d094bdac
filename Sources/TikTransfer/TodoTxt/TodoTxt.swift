import TikCore

/// todo.txt (github.com/todotxt/todo.txt): a task a line.
///
///     (A) 2026-11-30 Call mom @phone +Family due:2026-12-01 time:18:00
///     x 2026-12-01 2026-11-28 Buy milk +Groceries pri:B
///
/// Priority: high `(A)`, medium `(B)`, low `(C)`; read back, `(D)`…`(Z)` are low too. The
/// list is a `+project` (spaces become `_`, which `#list` reads the same way); reading,
/// the first `+project` is the list and the others stay in the title, as `@contexts`
/// do. `due:` is the date; `time:HH:MM` (tik's own key) the time. A done task is
/// `x COMPLETED CREATED …`; since todo.txt drops a done task's priority, tik keeps it as
/// `pri:X`, which it reads back. tik writes its keys after the title, or before it when
/// the title has a word reading would take as one (a task in the Inbox then has
/// `+Inbox`). Notes, subtasks, photos and repeats have no place in a line and are left
/// out.
enum TodoTxt {
  static func text(_ export: ExportSet) -> String {
    export.todos.map { line(for: $0, in: export) + "\n" }.joined()
  }

  static func line(for todo: Todo, in export: ExportSet) -> String {
    var words: [String] = []
    let letter = priorityLetter(todo.priority)
    if let completed = todo.completed {
      words += ["x", ISODate.text(completed.day), ISODate.text(todo.created.day)]
    } else {
      if let letter { words.append("(" + letter + ")") }
      words.append(ISODate.text(todo.created.day))
    }
    let title = TerminalText.singleLine(todo.title)
    let titleWords = title.split(separator: " ")
    var keys: [String] = []
    if let list = export.listName(of: todo) {
      keys.append("+" + TerminalText.singleLine(list).replacing(" ", with: "_"))
    } else if titleWords.contains(where: isProject) {
      keys.append("+Inbox")
    }
    if let day = todo.day {
      keys.append("due:" + ISODate.text(day))
      if let minute = todo.minute { keys.append("time:" + TimeText.iso(minute)) }
    }
    if todo.isDone, let letter { keys.append("pri:" + letter) }
    // Reading takes the first of each key: when the title has one (`Call +49 30 1234`),
    // tik's own go before it, so the line comes back as the same task.
    let keyInTitle = titleWords.contains {
      isProject($0) || ["due:", "time:", "pri:"].contains(where: $0.hasPrefix)
    }
    words += keyInTitle ? keys + [title] : [title] + keys
    return words.joined(separator: " ")
  }

  /// A `+project` word.
  static func isProject(_ word: Substring) -> Bool { word.hasPrefix("+") && word.count > 1 }

  static func priorityLetter(_ priority: Priority) -> String? {
    switch priority {
    case .high: "A"
    case .medium: "B"
    case .low: "C"
    case .none: nil
    }
  }

  static func priority(letter: Substring) -> Priority? {
    guard letter.count == 1, let scalar = letter.unicodeScalars.first,
      ("A"..."Z").contains(scalar)
    else { return nil }
    switch scalar {
    case "A": return .high
    case "B": return .medium
    default: return .low
    }
  }

  /// Reads the lines. A line is found again by its content — its text, list, due date and
  /// creation date, not its priority or whether it is done — so that ticking it in
  /// todo.txt and importing again updates the task instead of adding one.
  static func read(_ text: Substring) throws(TransferError) -> Incoming {
    var incoming = Incoming(format: .todotxt)
    incoming.spacesAsUnderscores = true
    var occurrences: [String: Int] = [:]
    let lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    )
    for (index, rawLine) in lines.enumerated() {
      let line = rawLine.trimmingSpaces
      guard !line.isEmpty else { continue }
      guard incoming.tasks.count < Limits.tasks else { throw .tooMany(Limits.tasks, what: .task) }
      guard var task = try task(from: line, number: index + 1) else {
        incoming.skipped.append(.init(title: ImportText.title(String(line)), reason: .empty))
        continue
      }
      let key = ContentKey.of(task)
      let seen = occurrences[key, default: 0] + 1
      occurrences[key] = seen
      task.key = "todo.txt:" + key + (seen > 1 ? "#\(seen)" : "")
      incoming.tasks.append(task)
    }
    return incoming
  }

  /// One line (`number`, counted from 1) as a task; nil when it has no text for a title.
  /// A date of todo.txt's shape that names no day, or a `time:` that is no time of day,
  /// is an error.
  static func task(from line: Substring, number: Int) throws(TransferError) -> IncomingTask? {
    func bad(_ field: String, _ value: Substring) -> TransferError {
      .badItem(
        .line, number: number, field: field, value: ImportText.excerpt(.string(String(value))))
    }
    func date(_ word: Substring?, _ field: String) throws(TransferError) -> Day? {
      guard let word else { return nil }
      do { return try Self.date(word) } catch { throw bad(field, word) }
    }
    var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
    var completed: Day?
    var isDone = false
    var created: Day?
    var priority: Priority?
    if words.first == "x" {
      isDone = true
      words = words.dropFirst()
      if let day = try date(words.first, "completed") {
        completed = day
        words = words.dropFirst()
        if let day = try date(words.first, "created") {
          created = day
          words = words.dropFirst()
        }
      }
    } else {
      if let word = words.first, word.count == 3, word.hasPrefix("("), word.hasSuffix(")"),
        let level = Self.priority(letter: word.dropFirst().dropLast())
      {
        priority = level
        words = words.dropFirst()
      }
      if let day = try date(words.first, "created") {
        created = day
        words = words.dropFirst()
      }
    }
    // The title keeps the spaces between its words as the line has them; where a key
    // was taken out, one space.
    var title = ""
    var lastTitleWord: Substring?
    var list: String?
    var due: Day?
    var minute: Int?
    for word in words {
      let previous = lastTitleWord
      lastTitleWord = nil
      if list == nil, isProject(word) {
        list = String(word.dropFirst())
      } else if due == nil, word.hasPrefix("due:"), let day = try date(word.dropFirst(4), "due") {
        due = day
      } else if minute == nil, word.hasPrefix("time:"), TimeText.looksLikeTime(word.dropFirst(5)) {
        guard let value = TimeText.parse(word.dropFirst(5)) else {
          throw bad("time", word.dropFirst(5))
        }
        minute = value
      } else if priority == nil, word.hasPrefix("pri:"),
        let level = Self.priority(letter: word.dropFirst(4))
      {
        priority = level
      } else {
        if let previous {
          title += line[previous.endIndex..<word.startIndex]
        } else if !title.isEmpty {
          title += " "
        }
        title += word
        lastTitleWord = word
      }
    }
    let text = ImportText.title(title)
    guard !text.isEmpty else { return nil }
    var task = IncomingTask(key: "", title: text)
    task.byContent = true
    task.carries = []
    task.priority = priority ?? .none
    task.listName = list.map(ImportText.title)
    task.day = due
    task.minute = due == nil ? nil : minute
    task.created = created.map { LocalTime(day: $0, minute: 0) }
    if isDone {
      // A done line without its date is done on its creation or due date, or the
      // first day tik knows: a date the file gives, so a second import reads the same.
      let day = completed ?? created ?? due ?? Day(0)
      task.completed = LocalTime(day: day, minute: 0)
    }
    return task
  }

  /// A todo.txt date, `yyyy-mm-dd`: nil for a word of another shape, an error for one
  /// that names no day (`2026-02-30`).
  static func date(_ word: Substring) throws(TikError) -> Day? {
    guard word.count == 10 else { return nil }
    return try ISODate.parse(word)
  }
}

extension Substring {
  /// Without spaces and tabs at either end.
  var trimmingSpaces: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}
