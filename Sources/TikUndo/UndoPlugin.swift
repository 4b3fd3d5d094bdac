import TikCore

/// Undo and redo: every change to tasks and lists is journaled in the command's own
/// transaction (`UndoJournal`), so `tik undo` takes back the last command whichever
/// process made it, after a crash too, and `tik redo` makes it again until a new change.
public struct UndoPlugin: CommandPlugin, ChangeObserver, StoragePlugin, RowKeeper {
  public static let name = "undo"
  public static var schema: PluginSchema { UndoJournal.schema }
  /// How many steps the journal keeps.
  public static var configKeys: [ConfigKey] {
    [
      ConfigKey(
        "undo_steps", .number([100, 250, 500, 1000]), default: .integer(100),
        about: "How many changes undo can take back.")
    ]
  }

  /// The units of writing this process is recording.
  let recording = UndoRecording()

  public init(context: Context) throws(TikError) {}

  public var commands: [CommandSpec] {
    [UndoCommand.undoSpec(recording), UndoCommand.redoSpec(recording)]
  }

  public func writeWillBegin(context: Context) throws(TikError) {
    try UndoJournal.begin(recording, at: context.clock.now(), store: try context.store())
  }

  public func writeDidFail(context: Context) {
    guard let store = try? context.store() else { return }
    UndoJournal.drop(recording, failed: true, store: store)
  }

  /// Ends the step; in the REPL and the line protocol, a step that removed something
  /// says how to take it back.
  public func writeWillEnd(context: Context) throws(TikError) {
    let (recorded, removed) = try UndoJournal.end(
      recording, keep: context.config.number("undo_steps"), store: context.store())
    if recorded && removed && context.commandPrefix == "/" {
      context.tell(context.catalog.text(UndoMessage.undoHint))
    }
  }

  /// A task deleted, or a value it had, may come back while a step that holds it is in
  /// the journal: to undo, or to redo.
  public func keepsTask(withColumn column: String, equalTo value: String, context: Context)
    throws(TikError) -> Bool
  {
    guard UndoJournal.isPlainName(column) else { return false }
    let path = "$." + column
    return try context.store().scalar(
      """
      SELECT 1 FROM undo_rows WHERE table_name = 'tasks'
        AND (json_extract(before, ?1) = ?2 OR json_extract(after, ?1) = ?2) LIMIT 1
      """, [.text(path), .text(value)]) != nil
  }
}
