import TikTOML

/// Text for the replies that are not views: a task in full, lists, settings, changes.
extension TextRenderer {
  /// The reply as text. `forPipe` prints bare ids for added tasks, so scripts can read them.
  public func reply(_ reply: Reply, forPipe: Bool) -> String {
    switch reply {
    case .view(let view):
      return self.view(view)
    case .detail(let todo):
      return detail(todo)
    case .changed(let todos, let change):
      if forPipe && (change == .added || change == .duplicated) {
        return todos.map { String($0.id) + "\n" }.joined()
      }
      if change == .deleted {
        return todos.map { layout.line([.init(catalog.text(.deleted, $0.title), .dim)]) + "\n" }
          .joined()
      }
      return todos.map { line(for: $0) + "\n" }.joined()
    case .lists(let summaries):
      return lists(summaries)
    case .listChanged(let list, let change):
      let name = list.icon + " " + list.name
      return layout.line([
        .init(change == .deleted ? catalog.text(.deleted, name) : name, .accent(list.color))
      ]) + "\n"
    case .settings(let settings):
      if settings.count == 1, forPipe { return settings[0].value.plainText + "\n" }
      // `key = value` reads left to right in either language, its comment in the
      // language's direction.
      let layout = self.layout
      return settings.map { setting in
        let line = setting.key + " = " + TOMLDocument.render(setting.value)
        var cells = [TextLayout.Cell(line, direction: .leftToRight)]
        if setting.isDefault { cells.append(.init(catalog.text(.settingIsDefault), .dim)) }
        return layout.line(cells)
      }.joined(separator: "\n") + "\n"
    case .text(let text):
      return layout.lines(text) + (text.hasSuffix("\n") ? "" : "\n")
    case .custom(let text, _), .partial(let text, _, _):
      return text
    case .nothing:
      return ""
    case .navigate(let navigation):
      return view(navigation.view)
        + (navigation.detail.map { "\n" + self.reply($0, forPipe: forPipe) } ?? "")
    }
  }

  /// Every enabled field of one task, under labels.
  public func detail(_ todo: Todo) -> String {
    var rows: [(String, String)] = []
    if fields.contains(.date), let day = todo.day {
      rows.append((catalog.text(.labelDate), dates.long(day) + " · " + dates.relative(day)))
    }
    if fields.contains(.time), todo.day != nil, let minute = todo.minute {
      rows.append((catalog.text(.labelTime), dates.time(minute)))
    }
    if fields.contains(.priority) {
      rows.append((catalog.text(.labelPriority), catalog.text(priorityName(todo.priority))))
    }
    let listName = todo.listID.flatMap { lists[$0] }.map { $0.icon + " " + $0.name }
    rows.append((catalog.text(.labelList), listName ?? catalog.text(.inbox)))
    if fields.contains(.notes), !todo.notes.isEmpty {
      rows.append((catalog.text(.labelNotes), todo.notes))
    }
    if fields.contains(.subtasks), !todo.subtasks.isEmpty {
      let lines = todo.subtasks.enumerated().map { index, subtask in
        "\(index + 1). " + (subtask.done ? "✓ " : "○ ") + subtask.title
      }
      rows.append((catalog.text(.labelSubtasks), lines.joined(separator: "\n")))
    }
    if fields.contains(.photo), let photo = todo.photo {
      rows.append((catalog.text(.labelPhoto), photo))
    }
    for plugin in context.presenters { rows += plugin.details(of: todo, context: context) }
    rows.append((catalog.text(.labelCreated), dates.moment(todo.created)))
    if let completed = todo.completed {
      rows.append((catalog.text(.labelCompleted), dates.moment(completed)))
    }
    let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
    var lines = [line(for: todo, idWidth: 0)]
    // The photo's path links to the picture (`tik://task/7/photo`) where a plugin opens
    // it and the terminal takes links.
    let photoLink =
      context.presenters.contains { $0.taskParts.contains("photo") }
      ? context.link(to: .taskPart(todo.id, "photo")) : nil
    let photoLabel = catalog.text(.labelPhoto)
    for (label, value) in rows {
      for (index, part) in value.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let shownLabel = index == 0 ? label : ""
        lines.append(
          layout.line([
            .init("  "), .init(shownLabel, .dim, width: labelWidth),
            .init(
              String(part), separator: "  ", link: label == photoLabel ? photoLink : nil),
          ]))
      }
    }
    var text = lines.joined(separator: "\n") + "\n"
    // Pictures go to terminals only: a pipe gets the rows above, never an escape sequence.
    if forTerminal, let width {
      for plugin in context.presenters {
        if let picture = plugin.picture(of: todo, width: width, context: context) {
          text += picture
        }
      }
    }
    return text
  }

  /// Lists with their colour, icon and counts; the Inbox first.
  public func lists(_ summaries: [ListSummary]) -> String {
    let names = summaries.map {
      $0.list.map { $0.icon + " " + $0.name } ?? "  " + catalog.text(.inbox)
    }
    let width = names.map(DisplayWidth.of).max() ?? 0
    return zip(summaries, names).map { summary, name in
      let counts = catalog.text(
        .listCounts, String(summary.open),
        catalog.count(summary.total, one: .taskOne, other: .taskMany))
      return layout.line([
        .init(
          name, summary.list.map { .accent($0.color) } ?? .bold, width: width,
          link: context.link(to: .list(summary.list))),
        .init(counts, .dim, separator: "  "),
      ]) + "\n"
    }.joined()
  }

  func priorityName(_ priority: Priority) -> Message {
    switch priority {
    case .none: .priorityNone
    case .low: .priorityLow
    case .medium: .priorityMedium
    case .high: .priorityHigh
    }
  }
}
