import TikCore

/// One conversation with tik, shared by the REPL and the line protocol: the view you
/// are on, and the grammar of a line — `/command …`, or quick entry.
public final class Session {
  public let context: Context
  /// The view quick entry adds to and the REPL shows.
  public private(set) var view: TodoView.Kind

  /// Commands are typed after `/` here, so hints name them that way (`see '/help'`).
  public init(context: Context, view: TodoView.Kind = .today) {
    self.context = context
    self.view = view
    context.commandPrefix = "/"
  }

  /// What a line asks for.
  public enum Outcome {
    /// A reply to show; `json` when the line asked for `--json`.
    case reply(Reply, json: Bool)
    case quit
    /// The full form for a new task, with this title.
    case form(title: String)
    /// The full form for an existing task.
    case editForm(Todo)
    /// The next page of a view longer than the screen.
    case more
  }

  /// The commands only this conversation has, beside the core's and the plugins',
  /// declared as theirs are — their arguments drive Tab and help — and carried out by
  /// `handle` itself.
  public static var specs: [CommandSpec] {
    func spec(_ name: String, _ usage: String, _ arguments: [ArgumentKind], _ help: Message)
      -> CommandSpec
    {
      CommandSpec(name, usage: usage, arguments: arguments, summary: { $0.text(help) }) { _ in
        .nothing
      }
    }
    return [
      spec("form", "[TITLE]", [.quickEntry], .helpForm),
      spec(
        "priority", "ID P",
        [.task(done: false), .words(["low", "med", "high", "none"])], .helpPriority),
      spec(
        "lang", Catalog.languages.map(\.code).joined(separator: "|"), [.settingValue("language")],
        .helpLang),
      spec("set", "KEY VALUE", [.configKey, .configValue(keyAt: 0)], .helpSet),
      spec("more", "", [], .helpMore), spec("quit", "", [], .helpQuit),
    ]
  }

  public static var sessionCommands: [String] { specs.map(\.name) }

  /// `/quit` and the words that say the same.
  static let quitWords: Set<String> = ["quit", "exit", "q"]

  /// Interprets a line: a command after `/`, anything else quick entry on the view.
  public func handle(_ line: String) throws(TikError) -> Outcome {
    let trimmed = line.trimmingSpaces
    guard trimmed.first == "/" else {
      return .reply(.changed([try context.add(trimmed, on: view)], .added), json: false)
    }
    var words = ArgumentParser.words(of: String(trimmed.dropFirst()))
    guard let name = words.first?.lowercased() else { throw .missingArgument(usage: "COMMAND") }
    words[0] = name
    let rest = Array(words.dropFirst())
    switch name {
    case _ where Session.quitWords.contains(name):
      return .quit
    case "more":
      if let extra = rest.first { throw .unexpectedArgument(extra, usage: "more") }
      return .more
    case "form":
      return .form(title: rest.joined(separator: " "))
    case "edit" where rest.count == 1:
      let todo = try context.read { (store) throws(TikError) in try context.todo(rest[0], in: store)
      }
      return .editForm(todo)
    case "priority":
      guard rest.count == 2 else { throw .missingArgument(usage: "priority ID low|med|high|none") }
      words = ["edit", rest[0], "priority", rest[1]]
    case "lang":
      guard rest.count == 1 else { throw .missingArgument(usage: "lang en|fa") }
      let (_, _, settings) = try CommandRegistry(context: context).run(
        ["config", "set", "language", rest[0]], context: context, view: view)
      // The REPL says so in words; the protocol answers as /set does, with the settings.
      let said = TextLayout(outputOf: context).lines(context.catalog.text(.languageSwitched))
      return .reply(
        .custom(text: said + "\n", json: JSONRenderer(context: context, lists: []).reply(settings)),
        json: false)
    case "set":
      words = ["config", "set"] + rest
    case "help" where rest.isEmpty:
      return .reply(.text(help()), json: false)
    default:
      break
    }
    let (_, invocation, reply) = try CommandRegistry(context: context).run(
      words, context: context, view: view)
    if case .view(let shown) = reply { view = shown.kind }
    if case .navigate(let navigation) = reply { view = navigation.view.kind }
    return .reply(reply, json: invocation.has("--json"))
  }

  /// Whether a line asks for a command that runs outside any write transaction
  /// (`/backup`, `/restore`, `/sync`): the line protocol answers it on its own.
  public func runsOutsideWrites(_ line: String) -> Bool {
    let trimmed = line.trimmingSpaces
    guard trimmed.first == "/",
      let name = ArgumentParser.words(of: String(trimmed.dropFirst())).first?.lowercased()
    else { return false }
    return CommandRegistry(context: context).command(named: name)?.runsOutsideWrites ?? false
  }

  /// The REPL's help: its commands after `/`, its own ones included.
  public func help() -> String {
    let catalog = context.catalog
    return Help.overview(
      context: context, prefix: "/",
      extra: Session.specs.map { ($0.synopsis, $0.summary(catalog)) })
  }

  /// The view as it is now, its tasks still to be read (`TodoView.window`); a list that
  /// was deleted meanwhile falls back to Today.
  public func currentView() throws(TikError) -> TodoView {
    try context.read { (store) throws(TikError) in
      var builder = try ViewBuilder(context: context)
      builder.streams = true
      switch view {
      case .today: return try builder.today()
      case .scheduled: return try builder.scheduled()
      case .all: return try builder.all()
      case .completed: return try builder.completed()
      case .search(let query): return try builder.search(query)
      case .day(let day): return try builder.day(day)
      case .story(let day): return try builder.story(day)
      case .list(nil): return try builder.list(nil)
      case .list(let list?):
        guard let fresh = try store.lists().first(where: { $0.id == list.id }) else {
          view = .today
          return try builder.today()
        }
        view = .list(fresh)
        return try builder.list(fresh)
      }
    }
  }

  /// Goes to a view without a command (a restart restores the last one).
  public func show(_ kind: TodoView.Kind) { view = kind }
}
