import TikCore

/// Export and import: `tik export` writes tik's JSON (its complete form), iCalendar VTODOs
/// (through libical) or todo.txt; `tik import` reads those and Taskwarrior's `task export`,
/// idempotently, in one transaction.
///
/// The plugin owns three tables (`Store+Transfer.swift`): a random identifier of the
/// database, which makes the UIDs of its tasks unique; the UIDs and content keys of
/// imported items with the task each became, so a second import finds them; and when each
/// task last changed, for iCalendar's LAST-MODIFIED.
public struct TransferPlugin: CommandPlugin, ChangeObserver, StoragePlugin {
  public static let name = "transfer"
  public static var schema: PluginSchema { Store.transferSchema }

  public init(context: Context) throws(TikError) {}

  public var commands: [CommandSpec] { [ExportCommand.spec, ImportCommand.spec] }

  /// Keeps when each task last changed, for the LAST-MODIFIED of its VTODO.
  public func taskDidChange(_ change: TaskChange, context: Context) throws(TikError) {
    let store = try context.store()
    let now = context.clock.now()
    switch change {
    case .added(let todo), .completed(let todo), .reopened(let todo):
      try store.recordModification(of: todo.id, at: now)
    case .edited(_, let after):
      try store.recordModification(of: after.id, at: now)
    case .deleted(let todo):
      try store.forgetModification(of: todo.id)
    case .noticed:
      break
    }
  }
}
