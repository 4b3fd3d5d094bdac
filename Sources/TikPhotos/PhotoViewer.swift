import Foundation
import TikCore

/// Opens a stored photo in the desktop's viewer: `xdg-open PATH`, found on PATH and run
/// with argv, never through a shell; tik does not wait for the viewer to close.
enum PhotoViewer {
  static func open(_ path: String) throws(PhotoError) {
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    guard
      let viewer = searchPath.split(separator: ":").map({ String($0) + "/xdg-open" })
        .first(where: { access($0, X_OK) == 0 })
    else { throw .noViewer }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: viewer)
    process.arguments = [path]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { throw .noViewer }
    process.waitUntilExit()
  }
}
