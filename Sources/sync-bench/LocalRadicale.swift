import Foundation

/// Radicale on 127.0.0.1 with its own storage, as the sync tests start it: any user name,
/// each user's calendars under `/USER/`.
final class LocalRadicale {
  let port: Int
  private let process = Process()

  init(folder: String) throws {
    port = Self.freePort()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/radicale")
    process.arguments = [
      "--config", "", "--server-hosts", "127.0.0.1:\(port)", "--auth-type", "none",
      "--rights-type", "owner_only", "--storage-filesystem-folder", folder,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    for _ in 0..<400 where !listening { usleep(25_000) }
    guard listening else { throw BenchError.noServer }
  }

  func url(user: String) -> String { "http://127.0.0.1:\(port)/\(user)/" }

  func stop() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// Whether the port is listened on, from the kernel's socket table.
  private var listening: Bool {
    guard let table = try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) else {
      return false
    }
    let local = ":" + String(format: "%04X", port)
    return table.split(separator: "\n").dropFirst().contains { line in
      let fields = line.split(separator: " ")
      return fields.count > 3 && fields[1].hasSuffix(local) && fields[3] == "0A"
    }
  }

  static func freePort() -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length)
        return getsockname(fd, $0, &length)
      }
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
