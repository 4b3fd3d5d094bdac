import Foundation
import TikCore
import TikJalali
import TikRecurrence
import TikSync
import TikSyncHTTP
import TikTestSupport

/// A real Radicale on 127.0.0.1 with a free port and its own folder, stopped at the end.
final class Radicale {
  let port: Int
  let folder: String
  private var process = Process()

  /// `hook`: Radicale's storage hook, a shell command run after each change it stores.
  init(hook: String? = nil) throws {
    var bytes = Array((NSTemporaryDirectory() + "tik-radicale-XXXXXX").utf8CString)
    folder = String(cString: mkdtemp(&bytes)!)
    port = Self.freePort()
    try start(hook: hook)
  }

  private func start(hook: String?) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/radicale")
    process.arguments =
      [
        "--config", "", "--server-hosts", "127.0.0.1:\(port)", "--auth-type", "none",
        "--rights-type", "owner_only", "--storage-filesystem-folder", folder + "/collections",
      ] + (hook.map { ["--storage-hook", $0] } ?? [])
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    for _ in 0..<200 where !Self.answers(port) { usleep(25_000) }
  }

  /// Kills the server (SIGKILL) and starts it again on the same port and storage.
  func restart(hook: String? = nil) throws {
    stop()
    for _ in 0..<200 where Self.answers(port) { usleep(25_000) }
    try start(hook: hook)
  }

  /// How many items the server has stored, from its storage folder.
  var storedItems: Int {
    let root = folder + "/collections/collection-root"
    let paths = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
    return paths.filter { $0.hasSuffix(".ics") && !$0.contains(".Radicale.cache") }.count
  }

  private func stop() {
    // Radicale does not always end on SIGTERM while a connection is open: a test server
    // is killed.
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(atPath: folder)
  }

  var url: String { "http://127.0.0.1:\(port)/alice/" }

  static func freePort() -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length)
        return getsockname(fd, $0, &length)
      }
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// Whether something listens on the port, from the kernel's socket table: a probing
  /// connect to a port nobody listens on yet can hang here instead of being refused.
  static func answers(_ port: Int) -> Bool {
    guard let table = try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) else {
      return false
    }
    let local = ":" + String(format: "%04X", port)
    return table.split(separator: "\n").dropFirst().contains { line in
      let fields = line.split(separator: " ")
      return fields.count > 3 && fields[1].hasSuffix(local) && fields[3] == "0A"
    }
  }

  /// Runs a Python script with Debian's caldav and icalendar, the server's URL as argv[1].
  @discardableResult
  func python(_ script: String) throws -> String {
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    python.arguments = ["-c", script, url]
    let output = Pipe()
    python.standardOutput = output
    python.standardError = FileHandle.nullDevice
    try python.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    python.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// A tik home with the recurrence and sync plugins on, set up for a server.
final class SyncHome: TemporaryHome {
  init(server: String, now: String = "2026-09-24T09:00", calendar: String = "gregorian") {
    super.init(
      now: now, plugins: [JalaliPlugin.self, RecurrencePlugin.self, SyncPlugin.self],
      config: "calendar = \"\(calendar)\"\n[sync]\nurl = \"\(server)\"\nuser = \"alice\"\n")
    // In this process, as in `tik-sync`: HTTP through URLSession.
    if SyncPlugin.transport == nil { SyncPlugin.transport = URLSessionTransport() }
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
