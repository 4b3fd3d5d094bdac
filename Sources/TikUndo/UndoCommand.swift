import TikCore

/// `tik undo [N] [--list]` and `tik redo [N]`.
enum UndoCommand {
  /// The most steps one command takes back, and `--list` shows.
  static let most = 1000

  static func undoSpec(_ recording: UndoRecording) -> CommandSpec {
    CommandSpec(
      "undo", usage: "[N]",
      options: [OptionSpec("--list", about: "say what it would take back, and change nothing")],
      arguments: [.text],
      summary: { $0.text(UndoMessage.helpUndo) }
    ) { (invocation) throws(TikError) in
      invocation.has("--list")
        ? try list(invocation) : try move(invocation, redo: false, recording: recording)
    }
  }

  static func redoSpec(_ recording: UndoRecording) -> CommandSpec {
    CommandSpec(
      "redo", usage: "[N]", arguments: [.text], summary: { $0.text(UndoMessage.helpRedo) }
    ) { (invocation) throws(TikError) in
      try move(invocation, redo: true, recording: recording)
    }
  }

  static func move(_ invocation: Invocation, redo: Bool, recording: UndoRecording)
    throws(TikError) -> Reply
  {
    let context = invocation.context
    let count = try self.count(invocation, command: redo ? "redo" : "undo")
    let steps = try context.write { (_) throws(TikError) in
      try UndoHistory.move(count, redo: redo, recording: recording, context: context)
    }
    let catalog = context.catalog
    guard !steps.isEmpty else {
      throw .plugin(
        code: redo ? "nothing_to_redo" : "nothing_to_undo",
        message: catalog.text(redo ? UndoMessage.nothingToRedo : UndoMessage.nothingToUndo))
    }
    var text = steps.map {
      catalog.text(redo ? UndoMessage.redone : UndoMessage.undone, description(of: $0, catalog))
    }
    if !redo { text.append(catalog.text(UndoMessage.redoHint)) }
    return .custom(
      text: TextLayout(outputOf: context).lines(text.joined(separator: "\n")) + "\n",
      json: .object([(redo ? "redone" : "undone", .array(steps.map(json)))]))
  }

  static func list(_ invocation: Invocation) throws(TikError) -> Reply {
    guard invocation.arguments.isEmpty else {
      throw .unexpectedArgument(invocation.arguments[0], usage: "undo --list")
    }
    let context = invocation.context
    let (undo, redo) = try context.read { (store) throws(TikError) in
      (
        try UndoHistory.steps(undone: false, limit: most, store: store),
        try UndoHistory.steps(undone: true, limit: most, store: store)
      )
    }
    let catalog = context.catalog
    let dates = DateText(context: context)
    var lines: [String] = []
    for (heading, steps) in [(UndoMessage.willUndo, undo), (UndoMessage.willRedo, redo)]
    where !steps.isEmpty {
      if !lines.isEmpty { lines.append("") }
      lines.append(catalog.text(heading))
      for (index, step) in steps.enumerated() {
        // Columns: laid out in the language's direction, the numbers lined up.
        lines.append(
          "  \(index + 1)\t" + dates.moment(step.made) + "\t" + description(of: step, catalog))
      }
    }
    if lines.isEmpty { lines = [catalog.text(UndoMessage.nothingToUndo)] }
    return .custom(
      text: TextLayout(outputOf: context).lines(lines.joined(separator: "\n")) + "\n",
      json: .object([("undo", .array(undo.map(json))), ("redo", .array(redo.map(json)))]))
  }

  /// `N`: how many steps, 1 when not given.
  private static func count(_ invocation: Invocation, command name: String) throws(TikError)
    -> Int
  {
    guard let word = invocation.arguments.first else { return 1 }
    guard invocation.arguments.count == 1 else {
      throw .unexpectedArgument(invocation.arguments[1], usage: name + " [N]")
    }
    guard let count = Int(Digits.latinized(word)), (1...most).contains(count) else {
      throw .plugin(
        code: "usage",
        message: invocation.context.catalog.text(
          UndoMessage.invalidCount, TerminalText.singleLine(word), String(most)))
    }
    return count
  }

  /// `deleted 'milk' and 2 more`.
  static func description(of step: UndoHistory.Step, _ catalog: Catalog) -> String {
    let title = TerminalText.singleLine(step.title)
    let message: UndoMessage =
      switch (step.table, step.action) {
      case ("lists", .added): .listAdded
      case ("lists", .deleted): .listDeleted
      case ("lists", _): .listEdited
      case (_, .added): .taskAdded
      case (_, .deleted): .taskDeleted
      case (_, .done): .taskDone
      case (_, .undone): .taskUndone
      case (_, .edited): .taskEdited
      }
    let what = catalog.text(message, title)
    return step.more == 0 ? what : catalog.text(UndoMessage.andMore, what, String(step.more))
  }

  static func json(_ step: UndoHistory.Step) -> JSONValue {
    .object([
      ("step", .int(Int(step.id))), ("made", .string(MachineText.moment(step.made))),
      ("action", .string(step.action.rawValue)),
      (step.table == "lists" ? "list" : "task", .int(Int(step.rowID))),
      ("title", .string(step.title)), ("more", .int(step.more)),
    ])
  }
}
