/// A part of tik that is switched on by `plugins = [...]` in the config.
///
/// A plugin is a value built from a `Context` when it is on; when it is off it
/// contributes nothing: no token, field, command, completion, help line or output. Every
/// hook has a default that does nothing, so a plugin implements only what it adds.
///
/// Contract: hooks run on the thread of the command; `taskDidChange` runs inside the
/// command's write transaction and may write through the context (its writes commit or
/// roll back with the command) — after the change is written, except `.reopened`, which
/// comes just before; `didCommit` runs after the commit and `settingsDidChange` after
/// the config file was written, and neither may fail the command.
public protocol Plugin {
  /// The name in `plugins = [...]`.
  static var name: String { get }
  /// Config keys the plugin reads; valid in the file whether the plugin is on or off.
  static var configKeys: [ConfigKey] { get }
  /// Calendars the plugin provides; their identifiers become values of `calendar`.
  static var calendars: [any CalendarSystem] { get }
  /// Task fields that exist only with this plugin (the recurrence plugin: `repeat`).
  static var fields: [Field] { get }
  /// The plugin's own tables, created and migrated when it is on (`PluginSchema`).
  static var schema: PluginSchema? { get }

  init(context: Context) throws(TikError)

  /// Quick-entry tokens the plugin reads (`*daily`).
  var tokens: [any QuickEntryToken] { get }
  /// How the tokens are typed, for help (`*daily|*every 3 days`).
  var tokenSyntax: [String] { get }
  /// Words that complete a token with this sigil (`*` → `daily`, `weekly`, …), for
  /// Tab in the REPL and in shells; `prefix` is what follows the sigil so far.
  func completions(forSigil sigil: Character, prefix: String, context: Context) -> [String]
  /// Commands the plugin adds to every front end (`tik cal`, `/cal`).
  var commands: [CommandSpec] { get }
  /// Fields `tik edit ID FIELD VALUE` can change through this plugin (`repeat`).
  var editableFields: [String] { get }
  /// The day a new task takes when its text gave none, on or after `day`, the one the
  /// view gives (the recurrence plugin: a repeat's first occurrence); nil keeps `day`.
  func firstDay(of todo: Todo, onOrAfter day: Day, context: Context) -> Day?
  /// Changes `field` of `todo` from the typed words; called only for `editableFields`.
  func edit(_ field: String, words: [String], of todo: inout Todo, context: Context)
    throws(TikError)
  /// An editable field's value as the form shows it, typed back the way `edit` reads it.
  func formValue(_ field: String, of todo: Todo, context: Context) -> String
  /// Lines about a task for `tik show`, each a label and a value.
  func details(of todo: Todo, context: Context) -> [(label: String, value: String)]
  /// Short markers for a task's line in a view (`↻`).
  func markers(of todo: Todo, context: Context) -> [String]
  /// Fields for the task's JSON object.
  func json(of todo: Todo, context: Context) -> [(String, JSONValue)]

  /// The address of something on screen (`tik://task/7`), for a plugin that makes
  /// terminals link to it; nil when it does not (or links are off).
  func link(to target: LinkTarget, context: Context) -> String?

  /// Lines the REPL and the prompt show while they hold (a due reminder), and when they
  /// next change with nothing written.
  func notices(context: Context) -> Notices

  /// A task changed inside the current write transaction.
  func taskDidChange(_ change: TaskChange, context: Context) throws(TikError)
  /// A command's writes were committed.
  func didCommit(_ changes: [TaskChange], context: Context)
  /// The settings changed (`tik config set|unset`, `/set`, `/lang`); `context` already
  /// holds the new ones. What a plugin derives from settings is brought up to date here,
  /// in the same command. Must not fail the command.
  func settingsDidChange(context: Context)
}

extension Plugin {
  public static var configKeys: [ConfigKey] { [] }
  public static var calendars: [any CalendarSystem] { [] }
  public static var fields: [Field] { [] }
  public static var schema: PluginSchema? { nil }
  public var tokens: [any QuickEntryToken] { [] }
  public var tokenSyntax: [String] { [] }
  public func completions(forSigil sigil: Character, prefix: String, context: Context)
    -> [String]
  { [] }
  public var commands: [CommandSpec] { [] }
  public var editableFields: [String] { [] }
  public func firstDay(of todo: Todo, onOrAfter day: Day, context: Context) -> Day? { nil }
  public func edit(_ field: String, words: [String], of todo: inout Todo, context: Context)
    throws(TikError)
  {}
  public func formValue(_ field: String, of todo: Todo, context: Context) -> String { "" }
  public func details(of todo: Todo, context: Context) -> [(label: String, value: String)] { [] }
  public func markers(of todo: Todo, context: Context) -> [String] { [] }
  public func json(of todo: Todo, context: Context) -> [(String, JSONValue)] { [] }
  public func link(to target: LinkTarget, context: Context) -> String? { nil }
  public func notices(context: Context) -> Notices { Notices() }
  public func taskDidChange(_ change: TaskChange, context: Context) throws(TikError) {}
  public func didCommit(_ changes: [TaskChange], context: Context) {}
  public func settingsDidChange(context: Context) {}
}

/// Something on screen that can have an address.
public enum LinkTarget: Equatable, Sendable {
  case view(TodoView.Kind)
  case task(Int64)
  case list(TodoList?)
  case day(Day)
  case story(Day)
}

/// A plugin's notices: lines to show now, each already in the active language, and the
/// moment they next change by themselves (a reminder falls due or ages out), for readers
/// that keep them (the widget's snapshot); nil when only a write changes them.
public struct Notices: Equatable, Sendable {
  public var lines: [String]
  public var nextChange: LocalTime?

  public init(lines: [String] = [], nextChange: LocalTime? = nil) {
    self.lines = lines
    self.nextChange = nextChange
  }
}

/// What happened to a task.
public enum TaskChange: Sendable, Equatable {
  case added(Todo)
  case completed(Todo)
  case reopened(Todo)
  case edited(before: Todo, after: Todo)
  case deleted(Todo)
  /// The task is as it was, but what a plugin shows about it changed (a reminder was
  /// snoozed): readers that keep notices read them again.
  case noticed(Todo)
}
