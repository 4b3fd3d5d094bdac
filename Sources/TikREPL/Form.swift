import TikCore

/// The full form: one prompt per enabled field, each filled in with its current value so
/// Enter keeps it. Ctrl-D or `/cancel` stops, asking first when something was changed.
struct Form {
  let repl: REPL

  var context: Context { repl.context }
  var catalog: Catalog { context.catalog }

  /// A field of the form: what it asks, its value as text, and how it is applied.
  private struct Entry {
    var field: String
    var label: String
  }

  /// Asks for a new task; `title` may carry quick-entry tokens that fill other fields.
  func create(title: String) throws(TikError) -> String {
    var todo = Todo(title: "", created: context.clock.now())
    if !title.trimmingSpaces.isEmpty {
      let draft = try context.quickEntry.parse(title, context: context.parseContext)
      let listID =
        try draft.listName.map { (name) throws(TikError) in
          try context.read { (store) throws(TikError) in
            try context.list(named: name, in: store)?.id
          }
        } ?? nil
      todo = draft.todo(on: repl.session.view, now: context.clock.now(), listID: listID)
    } else {
      todo = Draft().todo(on: repl.session.view, now: context.clock.now(), listID: nil)
      if case .list(let list) = repl.session.view { todo.listID = list?.id }
    }
    repl.write("\n" + repl.line(catalog.text(.formNew), .heading) + "\n")
    guard let filled = try fill(todo, original: nil) else { return catalog.text(.formUnchanged) }
    let saved = try context.write { (_) throws(TikError) in try context.insert(filled) }
    return try repl.renderer().line(for: saved, leading: [REPL.addedMark])
  }

  /// Asks for every field of an existing task. Only the fields changed here are saved:
  /// what another process changed meanwhile in the others stays, and the message says so.
  func edit(_ todo: Todo) throws(TikError) -> String {
    repl.write("\n" + repl.line(catalog.text(.formEdit, String(todo.id)), .heading) + "\n")
    guard let filled = try fill(todo, original: todo), filled != todo else {
      return catalog.text(.formUnchanged)
    }
    let (saved, merge) = try context.write { (store) throws(TikError) in
      guard let current = try store.todo(id: todo.id) else { throw .noTask(String(todo.id)) }
      let merge = TodoMerge(base: todo, mine: filled, theirs: current)
      return (try context.save(merge.todo, was: current), merge)
    }
    let renderer = try repl.renderer()
    var lines = [
      renderer.line(for: saved, leading: [.init(catalog.text(.formSaved) + ":", .success)])
    ]
    let separator = catalog.text(.listSeparator)
    if !merge.keptFromOthers.isEmpty {
      let fields = merge.keptFromOthers.map(label).joined(separator: separator)
      lines.append(repl.line(catalog.text(.formKeptElsewhere, fields), .dim))
    }
    if !merge.overwritten.isEmpty {
      let fields = merge.overwritten.map(label).joined(separator: separator)
      lines.append(repl.line(catalog.text(.formOverwritten, fields), .dim))
    }
    return lines.joined(separator: "\n")
  }

  /// Walks the fields; nil when the person stopped and agreed to discard.
  private func fill(_ start: Todo, original: Todo?) throws(TikError) -> Todo? {
    repl.write(repl.line(catalog.text(.formHint), .dim) + "\n")
    var todo = start
    var index = 0
    let entries = self.entries()
    while index < entries.count {
      let entry = entries[index]
      let shown = value(of: entry.field, in: todo)
      // Tab offers the field's values (list names, priorities, date and repeat words);
      // in the title, quick entry's token words.
      // The colon ends the label: at its left in Persian.
      let input = read(entry, prompt: "  " + repl.promptText(entry.label + ":") + " ", shown: shown)
      let answer: String? = if case .line(let line) = input { line } else { nil }
      // Ctrl-C, Ctrl-D or /cancel stop the form, asking first when something changed.
      guard let answer, !cancels(answer, shown: shown) else {
        let changed = original.map { $0 != todo } ?? true
        if !changed || context.confirm(catalog.text(.formDiscard)) { return nil }
        continue
      }
      if answer != shown {
        do {
          try apply(entry.field, answer.trimmingSpaces, to: &todo)
        } catch {
          repl.write(repl.errorLine(error) + "\n")
          continue
        }
      }
      index += 1
    }
    return todo
  }

  /// Whether a field's answer is `/cancel`: alone, after a space, or typed straight after
  /// the value the field was filled in with.
  private func cancels(_ answer: String, shown: String) -> Bool {
    let typed = answer.trimmingSpaces
    return typed == "/cancel" || typed.hasSuffix(" /cancel")
      || typed == shown.trimmingSpaces + "/cancel"
  }

  private func read(_ entry: Entry, prompt: String, shown: String) -> LineEditor.Input {
    let completions = Completions(context: context)
    let field = entry.field
    let read = {
      repl.editor.read(prompt: prompt, initialText: shown, ctrlDEnds: true, idle: { nil })
    }
    guard field != "title" else { return read() }
    return repl.editor.withCompleter(
      { _, _, word in
        ((try? completions.fieldValues(field: field, prefix: word)) ?? []).map {
          LineEditor.Candidate(value: $0)
        }
      }, read)
  }

  /// A field's name in the interface's language, as the form labels it in a sentence
  /// (`notes`, `یادداشت`).
  private func label(_ field: String) -> String {
    name(of: field).lowercased()
  }

  private func name(of field: String) -> String {
    let labels: [String: Message] = [
      "title": .formTitle, "notes": .formNotes, "date": .formDate, "time": .labelTime,
      "priority": .labelPriority, "list": .formList, "photo": .labelPhoto,
      "subtasks": .labelSubtasks,
    ]
    if let message = labels[field] { return catalog.text(message) }
    return context.fieldPlugins.first { $0.editableFields.contains(field) }?
      .formLabel(field, context: context) ?? field
  }

  private func entries() -> [Entry] {
    let fields = context.fields
    let now = context.clock.now().minuteOfDay
    let nextHour = DateText(context: context).time((now / 60 + 1) % 24 * 60)
    var entries = [Entry(field: "title", label: catalog.text(.formTitle))]
    let optional: [(Field, Message, [String])] = [
      (.notes, .formNotes, []), (.subtasks, .formSubtasks, []), (.date, .formDate, []),
      (.time, .formTime, [nextHour]), (.priority, .formPriority, []),
    ]
    for (field, label, arguments) in optional where fields.contains(field) {
      entries.append(
        Entry(field: field.rawValue, label: catalog.text(label, arguments.first ?? "")))
    }
    entries.append(Entry(field: "list", label: catalog.text(.formList)))
    if fields.contains(.photo) {
      entries.append(Entry(field: "photo", label: catalog.text(.formPhoto)))
    }
    for plugin in context.fieldPlugins {
      // A plugin that takes over a core field (photo) edits it in the core field's place.
      for field in plugin.editableFields where !entries.contains(where: { $0.field == field }) {
        entries.append(Entry(field: field, label: plugin.formLabel(field, context: context)))
      }
    }
    return entries
  }

  /// The field's value as text the form shows and reads back.
  private func value(of field: String, in todo: Todo) -> String {
    switch field {
    case "title": return todo.title
    case "notes": return todo.notes
    case "subtasks":
      return todo.subtasks.map { ($0.done ? "✓" : "") + $0.title }
        .joined(separator: catalog.text(.listSeparator))
    case "date": return todo.day.map(context.calendar.shortText) ?? ""
    case "time": return todo.day == nil ? "" : todo.minute.map(TimeText.iso) ?? ""
    case "priority":
      // The word the field reads back, in the interface's language (`زیاد`).
      guard todo.priority != .none else { return "" }
      return Priority.words(in: catalog)[todo.priority.rawValue - 1]
    case "list":
      let lists = (try? context.read { (store) throws(TikError) in try store.lists() }) ?? []
      return lists.first { $0.id == todo.listID }?.name ?? ""
    case "photo": return todo.photo ?? ""
    default:
      for plugin in context.fieldPlugins where plugin.editableFields.contains(field) {
        return plugin.formValue(field, of: todo, context: context)
      }
      return ""
    }
  }

  private func apply(_ field: String, _ text: String, to todo: inout Todo) throws(TikError) {
    switch field {
    case "subtasks":
      // Commas separate subtasks, the Persian comma too.
      todo.subtasks = text.split(whereSeparator: { $0 == "," || $0 == "،" }).compactMap { part in
        let item = TerminalText.singleLine(Digits.latinized(String(part))).trimmingSpaces
        let done = item.hasPrefix("✓")
        let title = (done ? String(item.dropFirst()) : item).trimmingSpaces
        return title.isEmpty ? nil : Subtask(title: title, done: done)
      }
    case "time" where Catalog.isYes(text):
      let now = context.clock.now().minuteOfDay
      try apply("time", TimeText.iso((now / 60 + 1) % 24 * 60), to: &todo)
    default:
      let typed = text.isEmpty ? [] : text.split(separator: " ").map(String.init)
      // What touches no task (a photo stored) is done before the read, as `edit` does.
      let words = try context.prepareEdit(field: field, words: typed)
      try context.read { (store) throws(TikError) in
        try context.edit(&todo, field: field, words: words, in: store)
      }
    }
  }
}
