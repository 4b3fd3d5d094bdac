import TikCore

/// Removes a stored photo once nothing refers to it: no task row, and no copy of a task
/// that a plugin keeps to put back (undo's journal).
///
/// A photo that leaves a task (its photo removed or replaced, the task deleted) is noted
/// in `photo_pending`, in the same write. At the end of every unit of writing, the notes
/// of photos a task uses again are dropped; after the commit, each noted photo that
/// nothing refers to any more is removed — so a removal rolled back never loses a file,
/// and a photo undo still holds stays until its step leaves the journal.
struct PhotoSweeper {
  var library: PhotoLibrary

  static let schema = PluginSchema([
    // A database copied from a tik that had the table already keeps it.
    .init("CREATE TABLE IF NOT EXISTS photo_pending(path TEXT PRIMARY KEY) WITHOUT ROWID")
  ])

  /// Notes the photo a change took from a task.
  func note(_ change: TaskChange, store: Store) throws(TikError) {
    let left: String?
    switch change {
    case .edited(let before, let after) where before.photo != after.photo: left = before.photo
    case .deleted(let todo): left = todo.photo
    default: left = nil
    }
    guard let left, library.holds(left) else { return }
    try store.query("INSERT OR IGNORE INTO photo_pending(path) VALUES (?)", [.text(left)])
  }

  /// Drops the notes of photos that are in use again, or gone.
  func settle(store: Store) throws(TikError) {
    for path in try pending(store) where try isUsed(path, store: store) || !FileSystem.exists(path)
    {
      try store.query("DELETE FROM photo_pending WHERE path = ?", [.text(path)])
    }
  }

  /// Removes the noted photos that nothing refers to, after a commit.
  func sweep(context: Context) {
    let free: [String] =
      (try? context.read { (store) throws(TikError) -> [String] in
        var free: [String] = []
        for path in try pending(store) where FileSystem.exists(path) {
          if try !isUsed(path, store: store), try !isKept(path, context: context) {
            free.append(path)
          }
        }
        return free
      }) ?? []
    for path in free { library.remove(path) }
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
