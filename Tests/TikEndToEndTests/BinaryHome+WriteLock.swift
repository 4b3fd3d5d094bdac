import Foundation

extension BinaryHome {
  /// Another process holding the database's write lock until the test lets it go
  /// (sqlite3 in an open `BEGIN IMMEDIATE`), started half a second ago: a line typed now
  /// waits for it.
  func holdWriteLock() throws -> WriteLock {
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/bin/bash")
    // The lock is held until the test lets it go: `read` waits for its line.
    holder.arguments = [
      "-c", "(echo 'BEGIN IMMEDIATE;'; read -r _; echo 'COMMIT;') | sqlite3 '\(databasePath)'",
    ]
    let release = Pipe()
    holder.standardInput = release
    try holder.run()
    usleep(500_000)
    return WriteLock(process: holder, release: release)
  }

  /// Another process's write lock on the home's database, held until `release`.
  struct WriteLock {
    let process: Process
    let release: Pipe

    /// Lets the lock go and waits for the holder to end.
    func releaseAndWait() {
      release.fileHandleForWriting.write(Data("\n".utf8))
      try? release.fileHandleForWriting.close()
      process.waitUntilExit()
    }
  }
}
