import Foundation
import TikCore
import TikJalali
import TikRecurrence
import TikSync
import TikSyncEngine
import TikSyncHTTP
import TikTestSupport

/// A tik home with the recurrence and sync plugins on, set up for a server.
final class SyncHome: TemporaryHome {
  /// `settings`: more top-level settings of the config, `language = "fa"`.
  init(
    server: String, now: String = "2026-09-24T09:00", calendar: String = "gregorian",
    settings: String = ""
  ) {
    super.init(
      now: now, plugins: [JalaliPlugin.self, RecurrencePlugin.self, SyncPlugin.self],
      config: "calendar = \"\(calendar)\"\n\(settings)[sync]\nurl = \"\(server)\"\n"
        + "user = \"alice\"\n")
    // In this process, as in `tik-sync`: HTTP through URLSession.
    if SyncPlugin.engine == nil {
      SyncPlugin.engine = SyncEngine.runner(transport: URLSessionTransport())
    }
  }

  /// Two homes on one account of `server`: a laptop, and a desktop whose clock reads an
  /// hour later.
  static func pair(on server: CalDAVServer) -> (laptop: SyncHome, desktop: SyncHome) {
    (SyncHome(server: server.url), SyncHome(server: server.url, now: "2026-09-24T10:00"))
  }

  /// `pair(on:)`, once the laptop has added `tasks` (quick entry) and both have synced.
  static func pair(on server: CalDAVServer, sharing tasks: String...) throws -> (
    laptop: SyncHome, desktop: SyncHome
  ) {
    let (laptop, desktop) = pair(on: server)
    for task in tasks { laptop.run("add", task) }
    _ = try laptop.sync()
    _ = try desktop.sync()
    return (laptop, desktop)
  }

  /// The built `tik` executable, found beside the test bundle.
  static let executable = BuiltProduct.path("tik")

  /// Runs the built `tik` binary in this home: its output, errors and exit status.
  func binary(_ arguments: String...) throws -> (output: String, errors: String, status: Int32) {
    try ChildProcess.run(Self.executable, arguments, environment: variables)
  }

  /// `tik sync --json`'s answer.
  func sync(_ extra: String...) throws -> [String: Any] {
    let result = run(["sync", "--json"] + extra)
    guard result.status == 0 else { throw SyncFailed(message: result.errors + result.output) }
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    return object as? [String: Any] ?? [:]
  }

  /// Every task as the fields sync carries, with its list's name, in a stable order.
  func tasks() throws -> [String] {
    let context = try context()
    return try context.read { (store) throws(TikError) in
      let names = Dictionary(uniqueKeysWithValues: try store.lists().map { ($0.id, $0.name) })
      return try store.allTodos().map {
        [
          $0.title, $0.notes, $0.day.map { String($0.number) } ?? "-",
          $0.minute.map(String.init) ?? "-", String($0.priority.rawValue),
          $0.isDone ? "done" : "open", $0.listID.flatMap { names[$0] } ?? "Inbox",
          $0.repeatRule ?? "",
        ].joined(separator: "|")
      }.sorted()
    }
  }
}

struct SyncFailed: Error { var message: String }

extension SyncHome {
  /// Each list as its name and colour, `Work orange`, in a stable order.
  func lists() throws -> [String] {
    let context = try context()
    return try context.read { (store) throws(TikError) in
      try store.lists().map { $0.name + " " + $0.color.rawValue }.sorted()
    }
  }

  /// The whole database as `sqlite3` dumps it: what a command that changes nothing
  /// leaves as it was.
  func dump() throws -> String {
    try ChildProcess.run("/usr/bin/sqlite3", [databasePath, ".dump"]).output
  }

  /// Each task as its date and state, `2026-09-24 done`, in a stable order.
  func occurrences() throws -> [String] {
    let context = try context()
    return try context.read { (store) throws(TikError) in
      try store.allTodos().map {
        ($0.day.map(ISODate.text) ?? "-") + ($0.isDone ? " done" : " open")
      }.sorted()
    }
  }
}
