import Foundation
import Testing
import TikCore
import TikSync
import TikTestSupport

/// What `tik sync` and `tik sync status` say: counts in the singular and the plural,
/// dates as tik says them elsewhere, and a `tik-sync` that stopped said to be that.
@Suite(.serialized) struct SyncReportTests {
  @Test(arguments: [
    ("conflicts", ", 1 conflict (tik sync conflicts)", ", 2 conflicts (tik sync conflicts)"),
    (
      "completed_elsewhere", ", 1 repeating task done elsewhere",
      ", 2 repeating tasks done elsewhere"
    ),
    ("skipped", ", 1 item skipped", ", 2 items skipped"),
  ])
  func aSyncCountsInTheSingularAndThePlural(key: String, one: String, two: String) throws {
    let catalog = try SyncHome(server: "").context().catalog
    func summary(_ count: Int) -> String {
      SyncCommand.summary(.object([("up", .int(0)), (key, .int(count))]), catalog)
    }
    #expect(
      summary(1) == "synced: 0 down, 0 up, 0 deleted here, 0 deleted on the server" + one + "\n")
    #expect(
      summary(2) == "synced: 0 down, 0 up, 0 deleted here, 0 deleted on the server" + two + "\n")
  }

  /// The last sync as `tik show` says when a task was made, in the calendar of the
  /// settings; in JSON as every other moment in tik's JSON.
  @Test(arguments: [("gregorian", "2026-09-24 09:00"), ("jalali", "1405/07/02 09:00")])
  func syncStatusSaysTheLastSyncAsTikSaysDates(calendar: String, shown: String) throws {
    let server = try CalDAVServer(.radicale)
    let home = SyncHome(server: server.url, calendar: calendar)
    home.run("add", "buy milk")
    _ = try home.sync()
    #expect(home.run("show", "1").output.contains("Created   \(shown)\n"))
    #expect(home.run("sync", "status").output.contains("last sync: \(shown)\n"))
    let json = home.run("sync", "status", "--json").output
    #expect(json.contains("\"last_sync\":\"2026-09-24T09:00:00\""), "\(json)")
  }

  /// `tik-sync` killed while it waits for the server: `tik` says it stopped, rather than
  /// blaming the server.
  @Test func aTikSyncThatStoppedIsSaidToHaveStopped() throws {
    let server = try HostileServer()
    let home = SyncHome(server: server.url("stall"))
    let tik = try Subprocess.start(
      SyncHome.executable, ["sync"], environment: home.variables, errors: .capture)
    #expect(eventually(within: 30) { server.requests.contains("PROPFIND /stall/") })
    let helper = try #require(Self.children(of: tik.id).first)
    kill(helper, SIGKILL)
    let exit = tik.wait()
    #expect(exit.status == 1)
    #expect(
      String(decoding: exit.errors, as: UTF8.self)
        == "tik: tik-sync stopped before it answered (exit status 137)\n")
  }

  /// The processes whose parent is `parent`, from /proc.
  static func children(of parent: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> pid_t? in
      guard let id = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let end = stat.lastIndex(of: ")")
      else { return nil }
      let fields = stat[stat.index(after: end)...].split(separator: " ")
      return fields.count > 1 && pid_t(fields[1]) == parent ? id : nil
    }
  }
}
