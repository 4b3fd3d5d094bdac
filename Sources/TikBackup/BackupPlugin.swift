import TikCore

/// Backups: `tik backup [FILE]` writes a complete, consistent copy of the database while
/// other tik processes run, and `tik restore FILE` puts one back after backing up what
/// it replaces. Without FILE a backup goes to `backups/` beside the database, named by
/// its time, and only the newest `backups_kept` stay there.
public struct BackupPlugin: CommandPlugin {
  public static let name = "backup"
  public static var configKeys: [ConfigKey] {
    [
      ConfigKey(
        "backups_kept", .number([3, 5, 10, 20, 50, 100]), default: .integer(10),
        about: "How many backups in backups/ are kept; older ones are removed.")
    ]
  }

  public init(context: Context) throws(TikError) {}

  public var commands: [CommandSpec] { [BackupCommand.backupSpec, BackupCommand.restoreSpec] }
}
