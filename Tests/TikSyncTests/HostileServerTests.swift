import Foundation
import Testing
import TikCore
import TikTestSupport

/// A broken or hostile server: a clear one-line error (exit 1) or a clean import, never
/// a crash, an escape sequence on the terminal, a local loss or unbounded memory.
@Suite(.serialized) struct HostileServerTests {
  /// One server for the suite: each test asks it for a behaviour of its own.
  nonisolated(unsafe) static let shared = try? HostileServer()

  var server: HostileServer {
    get throws { try #require(Self.shared) }
  }

  /// A home with one task of its own in Work, against `mode`.
  func home(_ mode: String) throws -> SyncHome {
    let home = SyncHome(server: try server.url(mode))
    #expect(home.run("add", "mine #Work @today").status == 0)
    return home
  }

  @Test(arguments: [
    ("malformed", "tik: the server does not answer as CalDAV: malformed XML\n"),
    ("redirect", "tik: the server redirected '/redirect': set sync.url to where it points\n"),
    ("huge", "tik: the server's answer is larger than 16 MB\n"),
  ])
  func aBrokenAnswerIsOneLineAndLosesNothing(mode: String, error: String) throws {
    let home = try home(mode)
    let before = try home.tasks()
    let result = home.run("sync")
    #expect(result.status == 1)
    #expect(result.errors == error)
    #expect(try home.tasks() == before)
  }

  @Test func aTaskWithTenThousandAlarmsIsImported() throws {
    let home = try home("alarms")
    #expect(home.run("sync").status == 0)
    #expect(try home.tasks().contains { $0.hasPrefix("many alarms|") })
  }

  /// Escape sequences and controls sent as raw bytes by the server reach neither the
  /// sync's output nor any view.
  @Test func escapeSequencesFromTheServerNeverReachTheTerminal() throws {
    let home = try home("escapes")
    let synced = try home.binary("sync")
    #expect(synced.status == 0, "\(synced.errors)")
    let id = try home.context().read { (store) throws(TikError) in
      try store.allTodos().first { $0.title.hasPrefix("evil") }?.id
    }
    let shown = try #require(id.map { home.run("show", String($0), terminal: true) })
    #expect(shown.output.contains("evil"))
    for output in [
      synced.output + synced.errors, home.run("today", terminal: true).output,
      shown.output, home.run("lists", terminal: true).output,
      home.run("sync", "status").output,
    ] {
      let controls = output.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
      }
      let colours = output.replacing(/\u{1B}\[[0-9;]*m/, with: "")
      #expect(!colours.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
      #expect(controls.allSatisfy { $0.value == 0x1B }, "\(output)")
    }
  }

  /// Items outside the collection, or on another host, are neither imported nor ever
  /// asked for or written to.
  @Test func hrefsOutsideTheCollectionAreIgnored() throws {
    let server = try server
    let home = try home("outside")
    #expect(home.run("sync").status == 0)
    let titles = try home.tasks().map { $0.split(separator: "|").first.map(String.init) ?? "" }
    #expect(titles.sorted() == ["inside", "mine"])
    let requests = server.requests.filter { $0.contains("/outside/") || $0.contains("evil") }
    #expect(requests.allSatisfy { !$0.contains("elsewhere") && !$0.contains("evil") })
    #expect(requests.contains { $0.hasPrefix("PUT /outside/work/") })
  }

  /// A PUT answered with a multistatus that refuses it (Xandikos' answer to a UID it
  /// already has) is not a write: the task is not taken as synced, and goes up again.
  @Test func aPutRefusedInAMultistatusIsNotTakenAsWritten() throws {
    let server = try server
    let home = try home("uid-conflict")
    let first = try home.sync()
    #expect(first["up"] as? Int == 0)
    let puts = server.requests.filter { $0.hasPrefix("PUT /uid-conflict/") }.count
    let again = try home.sync()
    #expect(again["up"] as? Int == 0)
    #expect(server.requests.filter { $0.hasPrefix("PUT /uid-conflict/") }.count > puts)
    #expect(try home.tasks().contains { $0.hasPrefix("mine|") })
  }

  /// A server whose ETags never match: every write is refused with 412, the sync ends
  /// cleanly, and what changed here stays here for the next one.
  @Test func etagsThatNeverMatchLoseNothingHere() throws {
    let home = try home("wrong-etag")
    #expect(home.run("sync").status == 0)
    #expect(home.run("edit", "1", "title", "mine, edited").status == 0)
    let again = try home.sync()
    #expect(again["up"] as? Int == 0)
    #expect(try home.tasks().contains { $0.hasPrefix("mine, edited|") })
    #expect(try home.tasks().contains { $0.hasPrefix("clean task|") })
  }

  /// `TIK_SYNC_PASSWORD` given to `tik` reaches the server through `tik-sync`, which
  /// runs with tik's environment.
  @Test func thePasswordInTheEnvironmentReachesTheServer() throws {
    let home = try home("password")
    let refused = try home.binary("sync")
    #expect(refused.status == 1)
    #expect(refused.errors.contains("refused the user name or password"))
    let synced = try ChildProcess.run(
      SyncHome.executable, ["sync"],
      environment: home.variables.merging(["TIK_SYNC_PASSWORD": "secret"]) { $1 })
    #expect(synced.status == 0, "\(synced.errors)")
    #expect(try home.tasks().contains { $0.hasPrefix("clean task|") })
  }
}
