import TikCore

/// Removes a stored photo once nothing refers to it: no task row, and no copy of a task
/// that a plugin keeps to put back (undo's journal).
///
/// A photo that leaves a task (its photo removed or replaced, the task deleted) is noted
/// in `photo_pending` by the table's triggers, in the same write — whoever writes: a
/// command, undo putting a row back, an import, a sync. At the end of every unit of
/// writing, the notes
/// of photos a task uses again are dropped; after the commit, each noted photo that
/// nothing refers to any more is removed — so a removal rolled back never loses a file,
/// and a photo undo still holds stays until its step leaves the journal.
struct PhotoSweeper {
  var library: PhotoLibrary

  static let schema = PluginSchema([
    // A database copied from a tik that had the table already keeps it.
    .init("CREATE TABLE IF NOT EXISTS photo_pending(path TEXT PRIMARY KEY) WITHOUT ROWID"),
    .init(
      """
      CREATE TRIGGER IF NOT EXISTS photo_left_task AFTER UPDATE OF photo ON tasks
        WHEN OLD.photo IS NOT NULL AND OLD.photo IS NOT NEW.photo
      BEGIN
        INSERT OR IGNORE INTO photo_pending(path) VALUES (OLD.photo);
      END;
      CREATE TRIGGER IF NOT EXISTS photo_left_deleted AFTER DELETE ON tasks
        WHEN OLD.photo IS NOT NULL
      BEGIN
        INSERT OR IGNORE INTO photo_pending(path) VALUES (OLD.photo);
      END;
      CREATE INDEX IF NOT EXISTS tasks_by_photo ON tasks(photo) WHERE photo IS NOT NULL;
      """),
  ])

  /// Drops the notes of photos that are in use again, or gone.
  func settle(store: Store) throws(TikError) {
    for path in try pending(store) {
      var settled = !library.holds(path) || !FileSystem.exists(path)
      if !settled { settled = try isUsed(path, store: store) }
      guard settled else { continue }
      try store.query("DELETE FROM photo_pending WHERE path = ?", [.text(path)])
    }
  }

  /// Removes the noted photos that nothing refers to, after a commit.
  func sweep(context: Context) {
    let free: [String] =
      (try? context.read { (store) throws(TikError) -> [String] in
        var free: [String] = []
        for path in try pending(store) where library.holds(path) && FileSystem.exists(path) {
          if try !isUsed(path, store: store), try !isKept(path, context: context) {
            free.append(path)
          }
        }
        return free
      }) ?? []
    for path in free { library.remove(path) }
  }

  /// Removes stored photos no task has kept — a picture chosen in a form that was then
  /// left, or stored by a command that failed after it — once they are a day old: a
  /// photo being attached now, in this process or another, is younger. Run when a photo
  /// is attached, so it costs nothing on other commands.
  func sweepStrays(store: Store, context: Context, now: Int) throws(TikError) {
    for name in FileSystem.names(in: library.directory) {
      let path = library.directory + "/" + name
      guard library.holds(path), let version = FileSystem.version(of: path),
        now - version[2] >= 86_400
      else { continue }
      if try !isUsed(path, store: store), try !isKept(path, context: context) {
        library.remove(path)
      }
    }
  }

  private func pending(_ store: Store) throws(TikError) -> [String] {
    var paths: [String] = []
    try store.query("SELECT path FROM photo_pending") { paths.append($0.text(0)) }
    return paths
  }

  private func isUsed(_ path: String, store: Store) throws(TikError) -> Bool {
    try store.scalar("SELECT 1 FROM tasks WHERE photo = ? LIMIT 1", [.text(path)]) != nil
  }

  private func isKept(_ path: String, context: Context) throws(TikError) -> Bool {
    for keeper in context.plugins.compactMap(\.asRowKeeper) {
      if try keeper.keepsTask(withColumn: "photo", equalTo: path, context: context) {
        return true
      }
    }
    return false
  }
}
