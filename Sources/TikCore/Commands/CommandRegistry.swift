/// The commands of the running build: the core's, then the enabled plugins', then help
/// and the shell's. A command runs with only its own specification made: making every
/// command's options and help cost a one-shot command a twentieth of its instructions.
public struct CommandRegistry {
  private let context: Context

  public init(context: Context) { self.context = context }

  /// A core command's name and how it is made, with the fields that are on.
  typealias Entry = (name: String, make: @Sendable (FieldSet) -> CommandSpec)

  /// The core's commands before the plugins', in the order help lists them.
  static let core: [Entry] = [
    ("add", { TaskCommands.add(fields: $0) }),
    ("today", { _ in TaskCommands.view("today", .helpToday) }),
    ("scheduled", { _ in TaskCommands.view("scheduled", .helpScheduled) }),
    ("all", { _ in TaskCommands.view("all", .helpAll) }),
    ("completed", { _ in TaskCommands.view("completed", .helpCompleted) }),
    ("list", { _ in TaskCommands.list }), ("search", { _ in TaskCommands.search }),
    ("show", { _ in TaskCommands.show }), ("done", { _ in TaskCommands.done }),
    ("undone", { _ in TaskCommands.undone }), ("tomorrow", { _ in TaskCommands.tomorrow }),
    ("duplicate", { _ in TaskCommands.duplicate }), ("delete", { _ in TaskCommands.delete }),
    ("edit", { _ in EditCommand.spec }), ("lists", { _ in ListCommands.spec }),
    ("config", { _ in ConfigCommand.spec }),
  ]

  /// The core's commands after the plugins'.
  static let last: [Entry] = [
    ("completions", { _ in CompletionScripts.spec }), ("help", { _ in HelpCommand.spec }),
    ("__complete", { _ in ShellCompletion.spec }),
  ]

  /// Every command, each made.
  public var commands: [CommandSpec] {
    Self.core.map { $0.make(context.fields) } + context.commandPlugins.flatMap(\.commands)
      + Self.last.map { $0.make(context.fields) }
  }

  /// The command called `name`, the first of that name in `commands`' order, made alone
  /// (a plugin's with that plugin's others).
  public func command(named name: String) -> CommandSpec? {
    if let entry = Self.core.first(where: { $0.name == name }) {
      return entry.make(context.fields)
    }
    for plugin in context.commandPlugins {
      if let spec = plugin.commands.first(where: { $0.name == name }) { return spec }
    }
    return Self.last.first { $0.name == name }?.make(context.fields)
  }

  /// Runs a command from its words (`["done", "3"]`), as typed on the view `view`.
  public func run(
    _ words: [String], context: Context, view: TodoView.Kind = .today,
    readLine: @escaping () -> String? = { nil }
  ) throws(TikError) -> (CommandSpec, Invocation, Reply) {
    guard let name = words.first else { throw .missingArgument(usage: "COMMAND") }
    guard let command = command(named: name) else { throw .unknownCommand(name) }
    let (arguments, options) =
      command.parsesOptions
      ? try ArgumentParser.split(Array(words.dropFirst()), for: command)
      : (Array(words.dropFirst()), [:])
    var invocation = Invocation(
      context: context, arguments: arguments, options: options, view: view)
    invocation.readLine = readLine
    if invocation.has("--help") {
      return (command, invocation, .text(HelpCommand.help(for: command, context: context)))
    }
    return (command, invocation, try command.run(invocation))
  }
}

/// Help texts for the command line and the REPL, with the current settings.
public enum Help {
  /// Every command with its summary, quick entry, options. The REPL passes `/` as the
  /// prefix, its own commands as `extra`, and leaves out `add` (every line adds).
  public static func overview(
    context: Context, prefix: String = "", extra: [(synopsis: String, summary: String)] = []
  ) -> String {
    let catalog = context.catalog
    var rows = CommandRegistry(context: context).commands
      .filter { !$0.hidden && (prefix.isEmpty || $0.name != "add") }
      .map {
        (
          synopsis: $0.synopsis.count <= 24 ? $0.synopsis : $0.name + " …",
          summary: $0.summary(catalog)
        )
      }
    rows += extra
    var lines = [catalog.text(.helpTitle, Tik.version), ""]
    lines.append(catalog.text(prefix.isEmpty ? .helpUsage : .helpTypeATask))
    lines += ["", catalog.text(.helpCommands)]
    for row in rows {
      lines.append(" " + prefix + row.synopsis + "\t" + row.summary)
    }
    lines += [
      "", catalog.text(.helpQuickEntry), "  " + HelpCommand.quickEntrySummary(context: context),
    ]
    lines += ["", catalog.text(prefix.isEmpty ? .helpOptions : .helpKeys)]
    lines += ["  " + catalog.text(prefix.isEmpty ? .helpOptionList : .helpKeyList), ""]
    return lines.joined(separator: "\n")
  }
}

extension Help {
  /// The tokens quick entry reads with the current fields and plugins, each with what it
  /// sets, in English for the manual.
  public static func quickEntryTokens(context: Context) -> [(syntax: String, meaning: String)] {
    var tokens = [("#list", "The task's list, made when it is new")]
    if context.fields.contains(.priority) {
      tokens.append(("!low|!med|!high", "The task's priority"))
    }
    if context.fields.contains(.date) {
      tokens.append(
        ("@today|@tomorrow|@fri|@+3|@2026-09-24|@none", "The task's day; @none: no day"))
    }
    if context.fields.contains(.time) { tokens.append(("09:30|9pm", "The task's time of day")) }
    for plugin in context.fieldPlugins {
      let name = type(of: plugin).name
      tokens += plugin.tokenSyntax.map { ($0, "Read by the \(name) plugin") }
    }
    return tokens
  }
}

/// `help [COMMAND]`: what tik can do, with the current settings.
enum HelpCommand {
  static var spec: CommandSpec {
    CommandSpec(
      "help", usage: "[COMMAND]", arguments: [.command], summary: { $0.text(.helpHelp) }
    ) { (invocation) throws(TikError) in
      let context = invocation.context
      guard let name = invocation.arguments.first else { return .text(overview(context: context)) }
      guard let command = CommandRegistry(context: context).command(named: name) else {
        throw .unknownCommand(name)
      }
      return .text(help(for: command, context: context))
    }
  }

  /// The overview: every command with its summary, quick entry, options.
  static func overview(context: Context) -> String {
    Help.overview(context: context)
  }

  /// One command's usage, summary and details.
  static func help(for command: CommandSpec, context: Context) -> String {
    let catalog = context.catalog
    var lines = [
      catalog.text(.helpUsageOf, catalog.commandPrefix + command.synopsis), "",
      command.summary(catalog),
    ]
    let details = command.details(context)
    if !details.isEmpty { lines += [""] + details }
    let options = command.options.map(\.name) + ArgumentParser.global.map(\.name)
    lines += ["", catalog.text(.helpOptionsOf, options.joined(separator: " ")), ""]
    return lines.joined(separator: "\n")
  }

  /// The tokens quick entry reads with the current fields and plugins.
  static func quickEntrySummary(context: Context) -> String {
    Help.quickEntryTokens(context: context).map(\.syntax).joined(separator: "  ")
  }
}
