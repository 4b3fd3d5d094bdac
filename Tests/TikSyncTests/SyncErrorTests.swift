import Testing
import TikCore
import TikTestSupport

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

  /// A server that asks for a password (Radicale with a password file, which answers
  /// 401 with a `WWW-Authenticate` challenge) and is given a wrong one: the error says
  /// so, rather than the connection timing out after half a minute.
  @Test func aWrongPasswordIsRefusedInOneLine() throws {
    let server = try CalDAVServer(.radicale, password: "right")
    let home = SyncHome(server: server.url)
    func config(_ password: String) throws {
      try home.writeConfig(
        "[sync]\nurl = \"\(server.url)\"\nuser = \"alice\"\n"
          + "password_command = \"echo \(password)\"\n")
    }
    try config("wrong")
    let refused = home.run("sync")
    #expect(refused.status == 1)
    #expect(refused.errors.contains("refused the user name or password"), "\(refused.errors)")
    #expect(refused.errors.split(separator: "\n").count == 1)
    try config("right")
    let synced = home.run("sync")
    #expect(synced.status == 0, "\(synced.errors)")
  }

  /// Without libical, which `tik-sync` opens when it syncs, a sync is one line before it
  /// asks the server anything (here a closed port, which would refuse the connection).
  /// `tik-sync` itself is run: `tik` starts it with only the variables tik reads.
  @Test func withoutLibicalSyncIsOneLineAndAsksTheServerNothing() throws {
    let home = SyncHome(server: "http://127.0.0.1:\(CalDAVServer.freePort())/")
    let hidden = try UnloadableLibrary.directory(hiding: "libical.so.3", in: home.root)
    let run = try ChildProcess.run(
      BuiltProduct.path("tik-sync"), ["sync"],
      environment: home.variables.merging(["LD_LIBRARY_PATH": hidden]) { $1 })
    #expect(run.status == 1)
    #expect(run.errors == "tik: tik sync needs libical, which is not installed: install libical3\n")
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
