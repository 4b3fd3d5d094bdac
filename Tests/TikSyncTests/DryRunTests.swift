import Foundation
import Testing
import TikCore

/// `tik sync --dry-run` says what a sync would do and changes nothing: no list, no
/// collection, no item kept, so the sync after it does everything the dry run did not.
@Suite(.serialized) struct DryRunTests {
  @Test func aDryRunInANewHomeChangesNothingAndTheSyncAfterItMakesTheCollections() throws {
    let server = try CalDAVServer(.radicale)
    let home = SyncHome(server: server.url)
    home.run("add", "x")
    let before = try home.dump()
    let dryRun = try home.sync("--dry-run")
    #expect(dryRun["up"] as? Int == 1)
    #expect(dryRun["collections_made"] as? Int == 3)
    #expect(Set(dryRun["requests"] as? [String] ?? []).isSubset(of: ["PROPFIND", "REPORT"]))
    #expect(try home.dump() == before)
    #expect(try home.sync()["up"] as? Int == 1)
    #expect(try home.sync()["up"] as? Int == 0)
  }

  @Test func aDryRunAfterANewListLeavesItsCollectionToTheSync() throws {
    let server = try CalDAVServer(.radicale)
    let home = SyncHome(server: server.url)
    _ = try home.sync()
    #expect(home.run("lists", "add", "Books").status == 0)
    home.run("add", "read Dune #Books")
    let before = try home.dump()
    #expect(try home.sync("--dry-run")["up"] as? Int == 1)
    #expect(try home.dump() == before)
    #expect(try home.sync()["collections_made"] as? Int == 1)
    #expect(try home.sync()["up"] as? Int == 0)
  }

  @Test func aDryRunMakesNoListForACollectionMadeElsewhere() throws {
    let server = try CalDAVServer(.radicale)
    let (laptop, desktop) = SyncHome.pair(on: server)
    #expect(laptop.run("lists", "add", "Garden").status == 0)
    laptop.run("add", "plant roses #Garden")
    _ = try laptop.sync()
    #expect(desktop.run("lists").status == 0)
    let before = try desktop.dump()
    let dryRun = try desktop.sync("--dry-run")
    #expect(dryRun["down"] as? Int == 1)
    #expect(dryRun["lists_made"] as? Int == 1)
    #expect(try desktop.dump() == before)
    #expect(try !desktop.lists().contains { $0.hasPrefix("Garden ") })
    _ = try desktop.sync()
    #expect(try desktop.tasks() == laptop.tasks())
  }
}
