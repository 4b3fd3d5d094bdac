import Testing
import TikCore

struct SyncErrorTests {
  @Test func failuresAreOneClearLineAndExitOne() throws {
    let closed = SyncHome(server: "http://127.0.0.1:\(CalDAVServer.freePort())/")
    let refused = closed.run("sync")
    #expect(refused.status == 1)
    #expect(refused.errors.contains("connection refused"))
    #expect(refused.errors.split(separator: "\n").count == 1)
    let unset = SyncHome(server: "")
    #expect(unset.run("sync").errors.contains("sync is not set up"))
  }

  /// Until `sync.url` is set, writing a task does no work for sync: nothing is kept per
  /// change that no sync will read.
  @Test func withoutAServerAChangeWritesNothingForSync() throws {
    let unset = SyncHome(server: "")
    #expect(unset.run("add", "milk").status == 0)
    #expect(unset.run("edit", "1", "title", "oat milk").status == 0)
    let context = try unset.context()
    let kept = try context.read { (store) throws(TikError) in
      try store.scalar("SELECT count(*) FROM sync_modified") ?? -1
    }
    #expect(kept == 0)
  }
}
