import Foundation
import Testing

/// The CalDAV servers the sync tests run against, each as Debian ships it.
enum ServerKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
  /// Radicale 3.1: a principal per user name, storage hooks.
  case radicale
  /// Xandikos 0.2: one principal (`/user/`) and a default calendar, a git repository
  /// per collection.
  case xandikos

  var testDescription: String { rawValue }
}

/// A real CalDAV server on 127.0.0.1 with a free port and its own folder, killed at the
/// end.
final class CalDAVServer {
  let kind: ServerKind
  let port: Int
  let folder: String
  /// Alice's password, for a Radicale that asks for one (a plain password file).
  let password: String?
  private var process = Process()

  init(_ kind: ServerKind, password: String? = nil) throws {
    self.kind = kind
    self.password = password
    var bytes = Array((NSTemporaryDirectory() + "tik-\(kind.rawValue)-XXXXXX").utf8CString)
    folder = String(cString: mkdtemp(&bytes)!)
    port = Self.freePort()
    if let password {
      try "alice:\(password)\n".write(toFile: folder + "/users", atomically: true, encoding: .utf8)
    }
    try start()
  }

  /// The user's calendar home's parent, as a user sets `sync.url`.
  var url: String {
    switch kind {
    case .radicale: "http://127.0.0.1:\(port)/alice/"
    case .xandikos: "http://127.0.0.1:\(port)/user/"
    }
  }

  /// The server's root, where tik finds the principal itself.
  var root: String { "http://127.0.0.1:\(port)/" }

  private var storage: String { folder + "/collections" }

  private func start(hook: String? = nil) throws {
    process = Process()
    switch kind {
    case .radicale:
      process.executableURL = URL(fileURLWithPath: "/usr/bin/radicale")
      process.arguments =
        [
          "--config", "", "--server-hosts", "127.0.0.1:\(port)",
          "--rights-type", "owner_only", "--storage-filesystem-folder", storage,
        ] + (hook.map { ["--storage-hook", $0] } ?? [])
        + (password == nil
          ? ["--auth-type", "none"]
          : [
            "--auth-type", "htpasswd", "--auth-htpasswd-filename", folder + "/users",
            "--auth-htpasswd-encryption", "plain",
          ])
    case .xandikos:
      process.executableURL = URL(fileURLWithPath: "/usr/bin/xandikos")
      process.arguments = ["--defaults", "-d", storage, "-l", "127.0.0.1", "-p", String(port)]
    }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    for _ in 0..<400 where !Self.answers(port) { usleep(25_000) }
  }

  /// Kills the server (SIGKILL) and starts it again on the same port and storage; with
  /// `killAfter`, the server kills itself once it has stored that many items, after
  /// storing and before answering — Radicale from its storage hook, Xandikos from a
  /// post-commit hook in each collection's git repository.
  func restart(killAfter items: Int? = nil) throws {
    stop()
    for _ in 0..<200 where Self.answers(port) { usleep(25_000) }
    if kind == .xandikos {
      // Killed inside a commit, Xandikos leaves the index locked and answers every PUT
      // there with 500: the lock goes, as after any crash of a git process.
      for collection in collections {
        try? FileManager.default.removeItem(atPath: collection + "/.git/hooks/post-commit")
        try? FileManager.default.removeItem(atPath: collection + "/.git/index.lock")
      }
    }
    guard let items else { return try start() }
    switch kind {
    case .radicale:
      try start(
        hook: "[ $(find collection-root -name '*.ics' -not -path '*.Radicale.cache*' | wc -l)"
          + " -ge \(items) ] && kill -9 $PPID; true")
    case .xandikos:
      let script = """
        #!/bin/sh
        [ $(find \(storage) -name '*.ics' -not -path '*/.git/*' | wc -l) -ge \(items) ] && kill -9 $PPID
        exit 0

        """
      for collection in collections {
        let hooks = collection + "/.git/hooks"
        try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
        let path = hooks + "/post-commit"
        FileManager.default.createFile(
          atPath: path, contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
      }
      try start()
    }
  }

  /// The folders of the calendar collections the server keeps.
  private var collections: [String] {
    let paths = FileManager.default.enumerator(atPath: storage)?.allObjects as? [String] ?? []
    return paths.filter { $0.hasSuffix("/.git") }.map { storage + "/" + $0.dropLast(5) }
  }

  /// How many items the server has stored, from its storage folder.
  var storedItems: Int {
    let paths = FileManager.default.enumerator(atPath: storage)?.allObjects as? [String] ?? []
    return paths.filter {
      $0.hasSuffix(".ics") && !$0.contains(".Radicale.cache") && !$0.contains(".git/")
    }.count
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

extension CalDAVServer {
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
}
