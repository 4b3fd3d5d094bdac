import Foundation
import Testing
import TikCore

/// A sync cut short by the server's death, and deletions on the server a sync refuses.
@Suite(.serialized) struct InterruptedSyncTests {
  /// The server kills itself (SIGKILL) right after it has stored the tenth new item and
  /// before it answers that PUT: the sync fails in its middle, and the next one, against
  /// the server started again on the same storage, finishes it.
  @Test(arguments: ServerKind.allCases)
  func aServerKilledInTheMiddleOfASyncLosesNothingAndDuplicatesNothing(
    on kind: ServerKind
  ) throws {
    let server = try CalDAVServer(kind)
    let a = SyncHome(server: server.url)
    let b = SyncHome(server: server.url, now: "2026-09-24T10:00")
    a.run("add", "first #Work @today")
    _ = try a.sync()
    let before = server.storedItems
    for index in 0..<40 { a.run("add", "task \(index) #Work @today") }
    try server.restart(killAfter: before + 10)
    let broken = a.run("sync")
    #expect(broken.status == 1)
    #expect(broken.errors.split(separator: "\n").count == 1, "\(broken.errors)")
    #expect(server.storedItems == before + 10)
    try server.restart()
    _ = try a.sync()
    _ = try b.sync()
    #expect(try a.tasks().count == 41)
    #expect(try b.tasks() == a.tasks())
    #expect(server.storedItems == before + 40)
    let again = try a.sync()
    #expect(again["up"] as? Int == 0 && again["down"] as? Int == 0)
  }

  /// More than half of a list's tasks gone from the server at once is refused without
  /// `--force`, and nothing is deleted here until then.
  @Test func aMassDeletionOnTheServerIsRefusedWithoutForce() throws {
    let server = try CalDAVServer(.radicale)
    let a = SyncHome(server: server.url)
    for index in 0..<6 { a.run("add", "task \(index) #Work @today") }
    _ = try a.sync()
    try server.python(
      """
      import sys, caldav
      c = caldav.DAVClient(sys.argv[1], username="alice", password="x")
      work = [x for x in c.principal().calendars() if x.name == "Work"][0]
      for todo in sorted(work.todos(), key=lambda t: str(t.url))[:4]:
          todo.delete()
      """)
    let refused = a.run("sync")
    #expect(refused.status == 1)
    #expect(
      refused.errors
        == "tik: the server deleted 4 of 6 tasks of 'Work': run 'tik sync --force' to accept\n")
    #expect(try a.tasks().count == 6)
    let forced = try a.sync("--force")
    #expect(forced["deleted_here"] as? Int == 4)
    #expect(try a.tasks().count == 2)
  }
}
