import Foundation

extension BinaryHome {
  /// Another process holding the database's write lock for two seconds (sqlite3 in an
  /// open `BEGIN IMMEDIATE`), started half a second ago: a line typed now waits for it.
  func holdWriteLock() throws -> Process {
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/bin/bash")
    holder.arguments = [
      "-c", "(echo 'BEGIN IMMEDIATE;'; sleep 2; echo 'COMMIT;') | sqlite3 '\(databasePath)'",
    ]
    try holder.run()
    usleep(500_000)
    return holder
  }
}
