import Foundation

/// `hostile-server.py` on 127.0.0.1: a broken or hostile CalDAV server, one behaviour
/// per first path segment, logging every request line. Killed at the end.
final class HostileServer {
  let port: Int
  let log: String
  private let process = Process()
  /// The server's standard input, held open for as long as this process lives: the
  /// server ends when it closes.
  private let lifeline = Pipe()

  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("hostile-server.py").path

  init() throws {
    var bytes = Array((NSTemporaryDirectory() + "tik-hostile-XXXXXX").utf8CString)
    log = String(cString: mkdtemp(&bytes)!) + "/requests"
    FileManager.default.createFile(atPath: log, contents: nil)
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [Self.script, log]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = lifeline
    try process.run()
    var line = Data()
    while true {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty || byte == Data("\n".utf8) { break }
      line.append(byte)
    }
    port = Int(String(decoding: line, as: UTF8.self)) ?? 0
  }

  deinit {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    try? FileManager.default.removeItem(atPath: (log as NSString).deletingLastPathComponent)
  }

  /// The calendar home that behaves as `mode` says.
  func url(_ mode: String) -> String { "http://127.0.0.1:\(port)/\(mode)/" }

  /// The request lines the server saw, `PUT /outside/work/x.ics`.
  var requests: [String] {
    ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(
      String.init)
  }
}
