import TikCore

/// `backups/` beside the database: one file per backup, `tik-2026-12-01T10-00-00.db`
/// (with `-2`, `-3` … for more in one second), the newest `backups_kept` of them kept —
/// and always the one just written, whatever its name says of its age.
struct BackupFolder {
  let path: String

  init(context: Context) {
    path = FileSystem.parent(of: context.paths.database) + "/backups"
  }

  /// A free name for a backup made at `time`, after every name of that second: a name
  /// an older backup of that second left free would sort before the others.
  func newFile(at time: LocalTime) throws(TikError) -> String {
    try FileSystem.makeDirectory(path)
    let stamp = MachineText.moment(time).replacingColons()
    let taken = FileSystem.names(in: path).compactMap(BackupFolder.parse)
    var count = (taken.filter { $0.0 == stamp }.map(\.1).max() ?? 0) + 1
    while FileSystem.exists(path + "/" + BackupFolder.name(stamp, count)) { count += 1 }
    return path + "/" + BackupFolder.name(stamp, count)
  }

  /// `tik-STAMP.db` for the first of a second, `tik-STAMP-N.db` for the Nth.
  static func name(_ stamp: String, _ count: Int) -> String {
    count == 1 ? "tik-\(stamp).db" : "tik-\(stamp)-\(count).db"
  }

  /// The folder's backups, oldest first: only names tik gives, only regular files.
  func backups() -> [String] {
    FileSystem.names(in: path).compactMap { name -> (String, Int, String)? in
      guard let (stamp, count) = BackupFolder.parse(name) else { return nil }
      return (stamp, count, name)
    }
    .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    .map { path + "/" + $0.2 }
    .filter { (try? FileSystem.checkOwnFile($0)) != nil && FileSystem.isRegularFile($0) }
  }

  /// Removes all but the newest `keep` backups, never `written` (the backup just made,
  /// which a clock set back names older than the rest); the ones it removed.
  @discardableResult
  func prune(keeping keep: Int, sparing written: String) -> [String] {
    let others = backups().filter { $0 != written }
    let old = Array(others.dropLast(max(0, keep - 1)))
    return old.filter { FileSystem.remove($0) }
  }

  /// `tik-2026-12-01T10-00-00.db` → ("2026-12-01T10-00-00", 1); `…-3.db` → (…, 3).
  static func parse(_ name: String) -> (String, Int)? {
    guard name.hasPrefix("tik-"), name.hasSuffix(".db") else { return nil }
    let middle = name.dropFirst(4).dropLast(3)
    let stamp = String(middle.prefix(19))
    guard stamp.count == 19,
      stamp.enumerated().allSatisfy({ index, character in
        [4, 7, 13, 16].contains(index)
          ? character == "-"
          : index == 10 ? character == "T" : character.isASCII && character.isNumber
      })
    else { return nil }
    let rest = middle.dropFirst(19)
    if rest.isEmpty { return (stamp, 1) }
    guard rest.first == "-", let count = Int(rest.dropFirst()), count >= 2 else { return nil }
    return (stamp, count)
  }
}

extension String {
  /// `10:00:00` → `10-00-00`: file names without colons, which some systems refuse.
  fileprivate func replacingColons() -> String {
    String(map { $0 == ":" ? "-" : $0 })
  }
}
