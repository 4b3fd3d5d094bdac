import Testing
import TikCore

struct SyncErrorTests {
  @Test func failuresAreOneClearLineAndExitOne() throws {
    let closed = SyncHome(server: "http://127.0.0.1:\(Radicale.freePort())/")
    let refused = closed.run("sync")
    #expect(refused.status == 1)
    #expect(refused.errors.contains("connection refused"))
    #expect(refused.errors.split(separator: "\n").count == 1)
    let unset = SyncHome(server: "")
    #expect(unset.run("sync").errors.contains("sync is not set up"))
  }
}
