import TikCore

/// The widget: your day in one line or a card, for shell prompts and status bars.
///
/// After every committed change from any process, the plugin rewrites one snapshot in the
/// state directory (`Snapshot`), atomically, under a lock. Readers — `tik widget`, the
/// prompt hooks, tmux, Waybar, i3blocks, starship — render from it and never open the
/// database. The card follows the clock through five moments (`Moment`), each with a
/// chain of states that stand in for one another (`WidgetState`). The widget's only
/// writes are `tik widget tick` and `tik widget snooze`; nothing on it deletes.
public struct WidgetPlugin: CommandPlugin, ChangeObserver, StoragePlugin {
  public static let name = "widget"
  public static var schema: PluginSchema {
    PluginSchema(CompletionCounts.schema.migrations + MovedTasks.migrations)
  }
  public static var configKeys: [ConfigKey] { MomentBounds.configKeys + BarRefresh.configKeys }

  public init(context: Context) throws(TikError) {}

  public var commands: [CommandSpec] { [WidgetCommand.spec, InitCommand.spec] }

  /// Notes, in the change's transaction, a task that left Today, for the evening's story.
  public func taskDidChange(_ change: TaskChange, context: Context) throws(TikError) {
    let today = context.today
    guard let moved = MovedTasks.isMove(change, today: today) else { return }
    try context.store().noteMove(of: moved.id, on: today)
  }

  /// Rewrites the snapshot and tells the status bars. A failure leaves the last snapshot
  /// in place and never fails the command.
  public func didCommit(_ changes: [TaskChange], context: Context) {
    guard (try? SnapshotFile(context: context).rewrite()) != nil else { return }
    BarRefresh.afterRewrite(context: context)
  }

  /// The snapshot's lines depend on the language, the moments, the fields…: rewritten
  /// now, so the next prompt shows the new settings.
  public func settingsDidChange(context: Context) {
    guard (try? SnapshotFile(context: context).rewrite()) != nil else { return }
    BarRefresh.afterRewrite(context: context)
  }
}
