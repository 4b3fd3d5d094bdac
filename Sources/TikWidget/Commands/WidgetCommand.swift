import TikCore

/// `tik widget [--size S] [--format F] [--moment M] [--cached] [--refresh]`, and the
/// widget's two actions, `tik widget tick [ID]` and `tik widget snooze [ID] [--minutes N]`.
///
/// Reading renders from the snapshot, not the database; the snapshot is rewritten first
/// when it is missing, from another day or other settings, or past its refresh minute
/// (never with `--cached`). `--refresh` only rewrites it. The actions are the widget's
/// only writes: a tick, and a snooze that changes no task. Nothing here deletes.
enum WidgetCommand {
  static let usage = "[tick [ID] | snooze [ID]]"

  static var spec: CommandSpec {
    CommandSpec(
      "widget", usage: usage,
      options: [
        OptionSpec(
          "--size", values: WidgetSize.allCases.map(\.rawValue),
          about: "how much to show, from one line to a large card"),
        OptionSpec(
          "--format", values: WidgetFormat.allCases.map(\.rawValue),
          about: "text, or the markup a status bar reads"),
        OptionSpec(
          "--moment", values: Moment.allCases.map(\.rawValue),
          about: "show this moment of the day instead of the clock's"),
        OptionSpec(
          "--minutes", placeholder: "N", about: "with snooze: for N minutes (60 by default)"),
        OptionSpec("--cached", about: "read the snapshot only, never the database"),
        OptionSpec("--refresh", about: "write the snapshot anew from the database"),
      ],
      summary: { $0.text(WidgetMessage.helpWidget) }
    ) { (invocation) throws(TikError) in
      switch invocation.arguments.first {
      case nil: return try show(invocation)
      case "tick": return try tick(invocation)
      case "snooze": return try snooze(invocation)
      case let word?: throw .unexpectedArgument(word, usage: "widget " + usage)
      }
    }
  }

  /// The card for now, or for `--moment`, in the size and format asked for.
  static func show(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    let file = SnapshotFile(context: context)
    if invocation.has("--refresh") {
      try file.rewrite()
      return .nothing
    }
    let format =
      try option(invocation, "--format", WidgetFormat.init, .errorUnknownFormat)
      ?? .text
    let size =
      try option(invocation, "--size", WidgetSize.init, .errorUnknownSize)
      ?? format.defaultSize
    let now = context.clock.now()
    let bounds = MomentBounds(config: context.config)
    let moment =
      try option(invocation, "--moment", Moment.init, .errorUnknownMoment)
      ?? bounds.moment(at: now.minuteOfDay)
    var snapshot = file.read()
    if !invocation.has("--cached"), isOutOfDate(snapshot, now: now, context: context) {
      do {
        snapshot = try file.rewrite()
      } catch {
        // A database that cannot be read now still leaves the last card to show.
        if snapshot == nil { throw error }
      }
    }
    // No snapshot even after trying to write one (`--cached`): nothing is known yet.
    let facts = snapshot?.facts ?? DayFacts(day: now.day, written: now, isFirstRun: true)
    let builder = CardBuilder(facts: facts, context: context)
    let card =
      facts.day == now.day
      ? builder.card(for: moment, size: size) : builder.card(.stale, moment: moment, size: size)
    let layout = TextLayout(
      context: context, painter: Painter(environment: context.environment, config: context.config),
      width: nil, forTerminal: context.environment.stdoutIsTerminal)
    let formatter = CardFormatter(builder: builder, layout: layout)
    // A due reminder's line, as the prompt shows it: today's, for the clock's moment.
    let notice =
      facts.day == now.day && invocation.options["--moment"] == nil
      ? snapshot?.slots["inline.notice"].flatMap { $0.isEmpty ? nil : $0 } : nil
    return .custom(
      text: formatter.render(card, as: format, notice: notice),
      json: formatter.json(card, notice: notice))
  }

  /// Whether the snapshot must be rewritten before it is shown.
  static func isOutOfDate(_ snapshot: Snapshot?, now: LocalTime, context: Context) -> Bool {
    guard let snapshot else { return true }
    return snapshot.facts.day != now.day || now.minuteOfDay >= snapshot.facts.refreshMinute
      || snapshot.settings != SnapshotFile.settings(context)
      || snapshot.bounds != MomentBounds(config: context.config)
  }

  /// Ticks the triage card's task, or task ID.
  static func tick(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    let id = try target(invocation, action: .tickAction)
    let ticked = try context.write { (store) throws(TikError) in
      try context.complete(try context.todo(id, in: store))
    }
    return .changed([ticked], .done)
  }

  /// Takes the triage card's task, or task ID, off the triage card for `--minutes`
  /// (60 unless given): a line in the widget's log, no change to any task.
  static func snooze(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    let catalog = context.catalog
    var minutes = 60
    if let text = invocation.options["--minutes"] {
      guard let number = Int(Digits.latinized(text)), (1...1440).contains(number) else {
        throw .plugin(
          code: "invalid_value", message: catalog.text(WidgetMessage.errorMinutes, text))
      }
      minutes = number
    }
    let id = try target(invocation, action: .snoozeAction)
    let (todo, lists) = try context.read { (store) throws(TikError) in
      (try context.todo(id, in: store), try store.lists())
    }
    guard !todo.isDone else {
      throw .plugin(
        code: "already_done", message: catalog.text(WidgetMessage.errorAlreadyDone, id))
    }
    let until = LocalTime(seconds: context.clock.now().seconds + minutes * 60)
    try SnapshotFile(context: context).rewrite { $0.snoozes[todo.id] = until }
    let layout = TextLayout(
      context: context, painter: Painter(environment: context.environment, config: context.config),
      width: context.environment.terminalWidth, forTerminal: context.environment.stdoutIsTerminal)
    let dates = DateText(context: context)
    let when =
      until.day == context.today ? dates.time(until.minuteOfDay) : dates.moment(until)
    let line = layout.line([
      .init("☾", .dim), .init(String(todo.id), .dim), .init(todo.title, flexible: true),
      .init(catalog.text(WidgetMessage.snoozedUntil, when), .dim, separator: "  "),
    ])
    let json = JSONValue.object([
      ("action", .string("snoozed")),
      ("tasks", .array([JSONRenderer(context: context, lists: lists).task(todo)])),
      ("until", .string(MachineText.moment(until))),
    ])
    return .custom(text: line + "\n", json: json)
  }

  /// The task an action acts on: the ID typed, else the triage card's task.
  private static func target(_ invocation: Invocation, action: WidgetMessage) throws(TikError)
    -> String
  {
    let arguments = invocation.arguments.dropFirst()
    if arguments.count > 1 {
      throw .unexpectedArgument(arguments[arguments.startIndex + 1], usage: "widget " + usage)
    }
    if let id = arguments.first { return id }
    let context = invocation.context
    let log =
      (try? FileSystem.read(SnapshotFile(context: context).logPath))
      .flatMap { $0 }.map(WidgetLog.init(text:)) ?? WidgetLog()
    guard let next = try FactsReader(context: context, log: log).nextTask() else {
      let catalog = context.catalog
      throw .plugin(
        code: "nothing_to_tick",
        message: catalog.text(WidgetMessage.errorNothingToTick, catalog.text(action)))
    }
    return String(next.id)
  }

  /// An option's value read by `make`; an error naming the value when it reads nothing.
  private static func option<Value>(
    _ invocation: Invocation, _ name: String, _ make: (String) -> Value?, _ error: WidgetMessage
  ) throws(TikError) -> Value? {
    guard let text = invocation.options[name] else { return nil }
    guard let value = make(text.lowercased()) else {
      throw .plugin(code: "usage", message: invocation.context.catalog.text(error, text))
    }
    return value
  }
}
