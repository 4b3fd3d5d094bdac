/// A part of tik that is switched on by `plugins = [...]` in the config.
///
/// A plugin is a value built from a `Context` when it is on. It adopts the capabilities
/// it has — each a small protocol below, with defaults that add nothing — so a plugin
/// states what it adds and implements only that:
///
/// - `FieldPlugin`: task fields and quick-entry tokens, with their edit, form and Tab;
/// - `CommandPlugin`: commands, in every front end;
/// - `PresentationPlugin`: what a task shows (details, markers, JSON), links, notices;
/// - `ChangeObserver`: hooks on changes, commits and settings;
/// - `CalendarPlugin`: calendars;
/// - `StoragePlugin`: tables of its own;
/// - `RowKeeper`: copies of tasks it may put back (undo's journal);
/// - `BackgroundPlugin`: work an interactive session does while it waits for typing.
///
/// The contract every plugin honours:
/// - When it is off it contributes nothing: no token, field, key in `config list`,
///   command, completion, help line, output or table write. Its config keys stay valid
///   in the file, so a config does not break when a plugin is switched off.
/// - It owns its data: its tables (`StoragePlugin.schema`), keys (`configKeys`) and
///   queries live in its own target; the core names no plugin.
/// - Hooks run on the command's thread. `taskDidChange` runs inside the command's write
///   transaction and may write through the context (its writes commit or roll back
///   with the command) — after the change is written, except `.reopened`, which comes
///   just before. `didCommit` runs after the commit and `settingsDidChange` after the
///   config file was written; neither may fail the command.
/// - User mistakes are `TikError`s with one clear line, never a crash.
/// `PluginConformance` in the tests checks these for each plugin.
public protocol Plugin {
  /// The name in `plugins = [...]`.
  static var name: String { get }
  /// Config keys the plugin reads; valid in the file whether the plugin is on or off.
  static var configKeys: [ConfigKey] { get }

  init(context: Context) throws(TikError)

  // The plugin as each capability it adopts, nil for the others: given by the
  // capabilities' extensions (Plugin+Capabilities.swift), never written by a plugin.
  var asFieldPlugin: (any FieldPlugin)? { get }
  var asCommandPlugin: (any CommandPlugin)? { get }
  var asPresentationPlugin: (any PresentationPlugin)? { get }
  var asChangeObserver: (any ChangeObserver)? { get }
  var asRowKeeper: (any RowKeeper)? { get }
  var asBackgroundPlugin: (any BackgroundPlugin)? { get }
  static var asFieldPluginType: (any FieldPlugin.Type)? { get }
  static var asCalendarPluginType: (any CalendarPlugin.Type)? { get }
  static var asStoragePluginType: (any StoragePlugin.Type)? { get }
}

extension Plugin {
  public static var configKeys: [ConfigKey] { [] }
}

/// Task fields and quick-entry tokens.
public protocol FieldPlugin: Plugin {
  /// Task fields that exist only with this plugin (`repeat`).
  static var fields: [Field] { get }
  /// Quick-entry tokens the plugin reads (`*daily`).
  var tokens: [any QuickEntryToken] { get }
  /// How the tokens are typed, for help (`*daily|*every 3 days`).
  var tokenSyntax: [String] { get }
  /// Words that complete a token with this sigil (`*` → `daily`, `weekly`, …), for
  /// Tab in the REPL and in shells; `prefix` is what follows the sigil so far.
  func completions(forSigil sigil: Character, prefix: String, context: Context) -> [String]
  /// Fields `tik edit ID FIELD VALUE` can change through this plugin (`repeat`).
  var editableFields: [String] { get }
  /// The day a new task takes when its text gave none, on or after `day`, the one the
  /// view gives (a repeat's first occurrence); nil keeps `day`.
  func firstDay(of todo: Todo, onOrAfter day: Day, context: Context) -> Day?
  /// Does the slow part of changing `field` that touches no task (the photos plugin
  /// stores the picture) before the command's write opens, so that no other process
  /// waits for it: the words `edit` reads then. Called only for `editableFields`.
  func prepare(_ field: String, words: [String], context: Context) throws(TikError) -> [String]
  /// Changes `field` of `todo` from the typed words; called only for `editableFields`.
  func edit(_ field: String, words: [String], of todo: inout Todo, context: Context)
    throws(TikError)
  /// Words that complete a value of an editable field (`repeat` → `daily`, …), for Tab
  /// after `edit ID FIELD` and in the form.
  func completions(forField field: String, prefix: String, context: Context) -> [String]
  /// An editable field's label in the form, in the active language.
  func formLabel(_ field: String, context: Context) -> String
  /// An editable field's value as the form shows it, typed back the way `edit` reads it.
  func formValue(_ field: String, of todo: Todo, context: Context) -> String
}

extension FieldPlugin {
  public static var fields: [Field] { [] }
  public var tokens: [any QuickEntryToken] { [] }
  public var tokenSyntax: [String] { [] }
  public func completions(forSigil sigil: Character, prefix: String, context: Context)
    -> [String]
  { [] }
  public var editableFields: [String] { [] }
  public func firstDay(of todo: Todo, onOrAfter day: Day, context: Context) -> Day? { nil }
  public func prepare(_ field: String, words: [String], context: Context) throws(TikError)
    -> [String]
  { words }
  public func edit(_ field: String, words: [String], of todo: inout Todo, context: Context)
    throws(TikError)
  {}
  public func completions(forField field: String, prefix: String, context: Context)
    -> [String]
  { [] }
  public func formLabel(_ field: String, context: Context) -> String { field }
  public func formValue(_ field: String, of todo: Todo, context: Context) -> String { "" }
}

/// Commands, added to every front end (`tik cal`, `/cal`, the protocol's `/cal`).
public protocol CommandPlugin: Plugin {
  var commands: [CommandSpec] { get }
}

/// What a task and the screen show because of the plugin.
public protocol PresentationPlugin: Plugin {
  /// Lines about a task for `tik show`, each a label and a value.
  func details(of todo: Todo, context: Context) -> [(label: String, value: String)]
  /// Short markers for a task's line in a view (`↻`).
  func markers(of todo: Todo, context: Context) -> [String]
  /// Whether `markers` gives any in this process: the views ask only the plugins that
  /// say so, on every task's line. False unless a plugin says otherwise.
  var marksTasks: Bool { get }
  /// Fields for the task's JSON object.
  func json(of todo: Todo, context: Context) -> [(String, JSONValue)]
  /// The address of something on screen (`tik://task/7`), for a plugin that makes
  /// terminals link to it; nil when it does not (or links are off).
  func link(to target: LinkTarget, context: Context) -> String?
  /// Whether `link` gives addresses in this process (links are on): only the plugins that
  /// say so are asked, for each task, list and day on screen. False unless a plugin says
  /// otherwise.
  var makesLinks: Bool { get }
  /// Lines the REPL and the prompt show while they hold (a due reminder), and when they
  /// next change with nothing written.
  func notices(context: Context) -> Notices
  /// A picture of the task, drawn below its details by `show` on a terminal of `width`
  /// columns: escape sequences or coloured symbols, ready to write. Never asked for when
  /// the output is a pipe or a file; nil for none.
  func picture(of todo: Todo, width: Int, context: Context) -> String?
  /// What the REPL brings back when it opens (the widget's morning memory): a line, and
  /// tasks whose pictures go with it; nil for nothing.
  func recollection(context: Context) -> Recollection?
  /// Parts of a task a link can name (`tik://task/7/PART`), each opened by `open`.
  var taskParts: [String] { get }
  /// Opens a part of a task outside tik (a viewer). It only reads: nothing a link opens
  /// writes or deletes.
  func open(_ part: String, of todo: Todo, context: Context) throws(TikError) -> Reply
}

extension PresentationPlugin {
  public func details(of todo: Todo, context: Context) -> [(label: String, value: String)] { [] }
  public func markers(of todo: Todo, context: Context) -> [String] { [] }
  public var marksTasks: Bool { false }
  public func json(of todo: Todo, context: Context) -> [(String, JSONValue)] { [] }
  public func link(to target: LinkTarget, context: Context) -> String? { nil }
  public var makesLinks: Bool { false }
  public func notices(context: Context) -> Notices { Notices() }
  public func picture(of todo: Todo, width: Int, context: Context) -> String? { nil }
  public func recollection(context: Context) -> Recollection? { nil }
  public var taskParts: [String] { [] }
  public func open(_ part: String, of todo: Todo, context: Context) throws(TikError) -> Reply {
    throw .unknownField(part)
  }
}

/// Hooks on what happens: changes inside the write, commits after it, settings.
///
/// Writing comes in units: a command's write transaction, or one request of the line
/// protocol's batch (a savepoint inside the batch's transaction). `writeWillBegin` runs
/// at the start of each unit, before its first write, and `writeWillEnd` once its writes
/// are done, before they are kept; a unit that fails gets `writeDidFail` instead, and
/// what it and the hooks wrote is undone with it. Units nest: a request of a batch is a
/// unit inside the batch's.
public protocol ChangeObserver: Plugin {
  /// A unit of writing begins; what the plugin writes here is part of it.
  func writeWillBegin(context: Context) throws(TikError)
  /// A unit's writes are done and are about to be kept; what the plugin writes here is
  /// kept with them, and a throw undoes the unit.
  func writeWillEnd(context: Context) throws(TikError)
  /// A unit failed (in its body, or in a hook on its start or end) and is being undone.
  func writeDidFail(context: Context)
  /// A task changed inside the current write transaction.
  func taskDidChange(_ change: TaskChange, context: Context) throws(TikError)
  /// A command's writes were committed.
  func didCommit(_ changes: [TaskChange], context: Context)
  /// The settings changed (`tik config set|unset`, `/set`, `/lang`); `context` already
  /// holds the new ones. What a plugin derives from settings is brought up to date here,
  /// in the same command.
  func settingsDidChange(context: Context)
}

extension ChangeObserver {
  public func writeWillBegin(context: Context) throws(TikError) {}
  public func writeWillEnd(context: Context) throws(TikError) {}
  public func writeDidFail(context: Context) {}
  public func taskDidChange(_ change: TaskChange, context: Context) throws(TikError) {}
  public func didCommit(_ changes: [TaskChange], context: Context) {}
  public func settingsDidChange(context: Context) {}
}

/// Calendars; their identifiers become values of `calendar`.
public protocol CalendarPlugin: Plugin {
  static var calendars: [any CalendarSystem] { get }
}

/// Copies of task rows a plugin keeps and may put back (undo's journal keeps deleted
/// tasks restorable). What a kept copy names — a stored file — must stay while it does.
public protocol RowKeeper: Plugin {
  /// Whether a kept copy of a task has `value` in the column `column` of `tasks`.
  func keepsTask(withColumn column: String, equalTo value: String, context: Context)
    throws(TikError) -> Bool
}

/// Work a plugin does in the background of an interactive session (the REPL), while
/// it waits for typing: a sync every few minutes.
///
/// The REPL asks for the work once when it opens (or when the plugin is switched on in
/// it) and keeps it for the whole session, across reloads of the settings. It calls
/// `step` as it opens, about once a second while it waits for typing, and after each
/// command that wrote. A step never blocks the person typing: what takes longer runs
/// in another process, started in one step and looked at in the next. What the work
/// writes to the database is redrawn as any other process's change is.
public protocol BackgroundPlugin: Plugin {
  func backgroundWork(context: Context) -> any BackgroundWork
}

/// When the REPL calls a background work.
public enum BackgroundMoment: Sendable, Equatable {
  /// The REPL opened.
  case opened
  /// The REPL is waiting for typing.
  case idle
  /// A command of the REPL's wrote to the database.
  case wrote
}

/// One session's background work: kept by the REPL, asked to step along.
public protocol BackgroundWork: AnyObject {
  /// Starts or looks at the work; `context` holds the settings of the moment. The lines
  /// to show under the view from now on (a failure), `[]` to show none, or nil to leave
  /// what is shown.
  func step(_ moment: BackgroundMoment, context: Context) -> [String]?
  /// The session ends (or the plugin was switched off): what is still running is left
  /// to end on its own, or ended, as the work says.
  func close(context: Context)
}

/// Tables of the plugin's own, created and migrated while it is on.
public protocol StoragePlugin: Plugin {
  static var schema: PluginSchema { get }
}
