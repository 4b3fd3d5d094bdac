import Foundation
import Testing
import TikCore
import TikTestSupport

@testable import TikSync

/// The REPL syncs in the background: the built `tik` in a real terminal (tmux), a real
/// Radicale, and a second home as the other machine.
@Suite(.serialized) struct BackgroundSyncTests {
  /// A home with `sync.every` set, against `url`.
  func home(_ url: String, every minutes: Int) -> SyncHome {
    let home = SyncHome(server: url)
    #expect(home.run("config", "set", "sync.every", String(minutes)).status == 0)
    return home
  }

  /// The REPL of `home` in a terminal, open on Today.
  func repl(_ home: SyncHome) throws -> Terminal {
    let terminal = try Terminal(
      command: Terminal.quoted(SyncHome.executable), environment: home.variables)
    try terminal.wait(for: "Today ›")
    return terminal
  }

  /// How many collections `home` has synced with: more than none once a sync ran.
  func syncedLists(_ home: SyncHome) throws -> Int {
    try home.context().read { (store) throws(TikError) in try store.syncCollections().count }
  }

  @Test func aTaskAddedOnTheServerAppearsInTheOpenREPLWithoutAKey() throws {
    let server = try CalDAVServer(.radicale)
    let home = home(server.url, every: 1)
    let terminal = try repl(home)
    // The sync as the REPL opens, then one a minute.
    #expect(try eventually(within: 60) { try syncedLists(home) > 0 })
    let other = SyncHome(server: server.url)
    #expect(other.run("add", "from the other machine @today").status == 0)
    _ = try other.sync()
    try terminal.wait(for: "from the other machine", timeout: 180)
  }

  @Test func aTaskTypedInTheREPLReachesTheServerWithoutSync() throws {
    let server = try CalDAVServer(.radicale)
    let home = home(server.url, every: 60)
    let terminal = try repl(home)
    // Once the sync as the REPL opens has ended, only a write starts another.
    #expect(
      try eventually(within: 60) {
        try home.context().read { (store) throws(TikError) in try store.lastSync() } != nil
      })
    try terminal.type("typed in the REPL @today")
    try terminal.press("Enter")
    try terminal.wait(for: "+ ○")
    let other = SyncHome(server: server.url)
    #expect(
      try eventually(within: 90) {
        _ = try other.sync()
        return try other.tasks().contains { $0.hasPrefix("typed in the REPL|") }
      })
  }

  /// A server that is not there: one dimmed line under the view, and typing goes on.
  @Test func aFailedSyncIsOneDimLineAndTheREPLGoesOn() throws {
    let home = home("http://127.0.0.1:\(CalDAVServer.freePort())/alice/", every: 5)
    let terminal = try repl(home)
    let failure = "sync in the background failed: cannot reach '127.0.0.1'"
    let screen = try terminal.wait(for: failure, timeout: 60)
    #expect(screen.components(separatedBy: "sync in the background").count == 2, "\(screen)")
    let coloured = try terminal.colouredScreen()
    let before = try #require(coloured.range(of: failure)).lowerBound
    #expect(Self.isDim(String(coloured[..<before])), "\(coloured.debugDescription)")
    try terminal.type("still typing")
    try terminal.press("Enter")
    try terminal.wait(for: "+ ○ 1 still typing")
    #expect(try home.tasks().contains { $0.hasPrefix("still typing|") })
  }

  /// With `sync.every = 0` no sync starts, not as the REPL opens, not after a write;
  /// with it set, one starts, and a second only once the first has ended.
  @Test func syncEveryZeroStartsNothing() throws {
    let server = try CalDAVServer(.radicale)
    let off = home(server.url, every: 0)
    let context = try off.context()
    let work = BackgroundSync()
    for moment in [BackgroundMoment.opened, .idle, .wrote, .idle] {
      #expect(work.step(moment, context: context) == nil)
      #expect(work.runningSync == nil)
    }
    let on = home(server.url, every: 5)
    let onContext = try on.context()
    let started = BackgroundSync()
    #expect(started.step(.opened, context: onContext) == nil)
    let first = try #require(started.runningSync)
    _ = started.step(.wrote, context: onContext)
    #expect(started.runningSync == first || started.runningSync == nil)
    #expect(try eventually(within: 60) { started.step(.idle, context: onContext) == [] })
    #expect(try syncedLists(on) > 0)
  }

  /// Whether text after `sgr`, the screen up to some point as `capture-pane -e` writes it,
  /// is dim: the SGR sequences in it set 2, and none after resets it (0, 22).
  static func isDim(_ sgr: String) -> Bool {
    var dim = false
    for match in sgr.matches(of: /\u{1B}\[([0-9;]*)m/) {
      for parameter in match.output.1.split(separator: ";", omittingEmptySubsequences: false) {
        switch parameter {
        case "", "0", "22": dim = false
        case "2": dim = true
        default: break
        }
      }
    }
    return dim
  }
}
