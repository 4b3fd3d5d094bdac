import TikTOML

/// A command of the shared grammar: `tik done 3` on the command line, `/done 3` in the
/// REPL and the line protocol. Core and plugins declare commands the same way.
public struct CommandSpec {
  public var name: String
  /// The arguments after the name, for help and usage errors: `ID…`.
  public var usage: String
  /// One line of help in the active language.
  public var summary: (Catalog) -> String
  /// Options besides `--json` and `--help`.
  public var options: [OptionSpec]
  /// What each argument is, for Tab in shells; the last kind goes on repeating.
  public var arguments: [ArgumentKind]
  /// Left out of help and completion (`__complete`).
  public var hidden: Bool
  /// Whether words that look like options are options; `__complete` takes them all as
  /// words, since it is handed a command line to complete.
  public var parsesOptions = true
  /// Whether the command must run outside any write transaction: it copies the whole
  /// database, or another process writes it while the command waits. The line protocol
  /// commits the requests before it and answers it on its own.
  public var runsOutsideWrites = false
  /// More lines for the command's own help (`tik help add`: the quick-entry tokens),
  /// with the current settings.
  public var details: (Context) -> [String] = { _ in [] }
  public var run: (Invocation) throws(TikError) -> Reply

  public init(
    _ name: String, usage: String = "", options: [OptionSpec] = [],
    arguments: [ArgumentKind] = [], hidden: Bool = false,
    summary: @escaping (Catalog) -> String,
    run: @escaping (Invocation) throws(TikError) -> Reply
  ) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.options = options
    self.arguments = arguments
    self.hidden = hidden
    self.run = run
  }

  /// `done ID…`
  public var synopsis: String { usage.isEmpty ? name : name + " " + usage }
}

/// What an argument of a command is, so that Tab can offer it.
public indirect enum ArgumentKind: Sendable {
  /// Quick-entry text: token words after `#`, `@`, `!` and the plugins' sigils.
  case quickEntry
  /// A task id; `done` picks done tasks (for untick).
  case task(done: Bool)
  case list
  /// A list of one's own, not the Inbox: one to rename, colour or delete.
  case ownList
  case command
  case configKey
  /// The value of the setting named by the argument at `keyAt`.
  case configValue(keyAt: Int)
  /// A value of the setting `key`.
  case settingValue(String)
  case editField
  /// The value of the edit field named by the argument at `fieldAt`.
  case fieldValue(fieldAt: Int)
  case dateWord
  case words([String])
  /// The first argument picks one of these, and the arguments after it follow its kinds.
  case subcommands([String: [ArgumentKind]])
  /// Nothing to offer.
  case text
}

/// An option a command takes: a flag (`--yes`), or one with a value (`--color blue`).
public struct OptionSpec: Sendable {
  public var name: String
  public var short: String?
  public var takesValue: Bool
  /// The values Tab offers for it.
  public var values: [String]
  /// What it does, a few words in English, for the manual (`tik(1)`).
  public var about: String
  /// What the value is called in help and the manual (`--limit N`): its values when it
  /// has a fixed set, `VALUE` when nothing better was said.
  public var placeholder: String

  public init(
    _ name: String, short: String? = nil, takesValue: Bool = false, values: [String] = [],
    placeholder: String? = nil, about: String = ""
  ) {
    self.name = name
    self.short = short
    self.takesValue = takesValue || !values.isEmpty || placeholder != nil
    self.values = values
    self.placeholder = placeholder ?? (values.isEmpty ? "VALUE" : values.joined(separator: "|"))
    self.about = about
  }

  public static let yes = OptionSpec(
    "--yes", short: "-y", about: "do it without asking first (scripts, pipes)")
}

/// One run of a command: its arguments, options, and the front end's situation.
public struct Invocation {
  public var context: Context
  /// Positional arguments, options taken out.
  public var arguments: [String]
  /// Options given, by long name; flags have an empty value.
  public var options: [String: String]
  /// The view the command was typed on: quick entry takes its default date from it.
  public var view: TodoView.Kind
  /// Reads a line of standard input, for commands that filter it (`tik date`); nil at
  /// its end, and always nil in front ends that have no such input.
  public var readLine: () -> String? = { nil }

  public init(
    context: Context, arguments: [String], options: [String: String] = [:],
    view: TodoView.Kind = .today
  ) {
    self.context = context
    self.arguments = arguments
    self.options = options
    self.view = view
  }

  public func has(_ option: String) -> Bool { options[option] != nil }

  /// The positional arguments from `index` on, as one text.
  public func text(from index: Int = 0) -> String {
    arguments.dropFirst(index).joined(separator: " ")
  }
}

/// What a command answers; front ends render it as text or JSON.
public enum Reply {
  case view(TodoView)
  case detail(Todo)
  /// Tasks a command changed, and how.
  case changed([Todo], Change)
  case lists([ListSummary])
  case listChanged(TodoList, Change)
  /// Settings, by key, in display order.
  case settings([(key: String, value: TOMLDocument.Value, isDefault: Bool)])
  case text(String)
  /// A plugin's own answer.
  case custom(text: String, json: JSONValue)
  /// Results with some failures, for commands that go on after a bad item (`tik date`):
  /// the output, one line per failure for stderr, and the JSON. Exit code 1 when any
  /// item failed.
  case partial(text: String, failures: [String], json: JSONValue)
  /// A screen to go to, from a deep link: the REPL opens on it, other front ends show it.
  indirect case navigate(Navigation)
  case nothing

  /// What happened to the tasks or lists of a reply.
  public enum Change: String, Sendable {
    case added, done, undone, edited, moved, duplicated, deleted, renamed
  }
}

/// A screen to go to: the view, what to show on it, and the route that led there.
public struct Navigation {
  public var view: TodoView
  /// Shown on the view, like a command's reply (a task in full for `tik://task/7`).
  public var detail: Reply?
  /// The route as data, for JSON replies: `{"name":"list","list":"Work"}`.
  public var route: JSONValue

  public init(view: TodoView, detail: Reply? = nil, route: JSONValue) {
    self.view = view
    self.detail = detail
    self.route = route
  }
}

/// A list with its task counts, for `tik lists`.
public struct ListSummary: Sendable {
  /// nil: the Inbox.
  public var list: TodoList?
  public var open: Int
  public var total: Int

  public init(list: TodoList?, open: Int, total: Int) {
    self.list = list
    self.open = open
    self.total = total
  }
}
