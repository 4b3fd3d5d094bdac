import Foundation
import Testing
import TikCore

/// Lists as collections: a list renamed or given another colour on one machine is so on
/// the other, through the collection's `displayname` and `calendar-color`.
@Suite(.serialized) struct ListSyncTests {
  @Test(arguments: ServerKind.allCases)
  func aListRenamedAndRecolouredOnOneMachineIsSoOnTheOther(on kind: ServerKind) throws {
    let server = try CalDAVServer(kind)
    let (laptop, desktop) = try SyncHome.pair(on: server, sharing: "write report #Work")
    #expect(laptop.run("lists", "rename", "Work", "Job").status == 0)
    #expect(laptop.run("lists", "color", "Job", "orange").status == 0)
    _ = try laptop.sync()
    _ = try desktop.sync()
    #expect(try desktop.lists().contains("Job orange"))
    #expect(try desktop.lists() == laptop.lists())
    #expect(desktop.run("lists", "rename", "Job", "Office").status == 0)
    _ = try desktop.sync()
    _ = try laptop.sync()
    #expect(try laptop.lists().contains("Office orange"))
    #expect(try laptop.tasks() == desktop.tasks())
  }
}
