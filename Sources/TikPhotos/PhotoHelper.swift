import Foundation
import TikCore

/// Runs `tik-photo`, which links libvips and libchafa, from the directory of the running
/// binary (never from PATH), with argv and no shell: `tik` itself links no image library,
/// which would multiply its start-up.
struct PhotoHelper {
  var executable: String

  init() {
    let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    executable = directory.appendingPathComponent("tik-photo").path
  }

  /// What `store` answers: the stored copy and its thumbnail.
  struct Stored: Equatable {
    var path: String
    var type: String
    var size: Int
  }

  /// Checks `source` is an image and copies it into the library with its thumbnail.
  func store(_ source: String, in library: PhotoLibrary) throws(PhotoError) -> Stored {
    let (status, output, error) = try run(["store", source, library.directory, library.cache])
    guard status == 0 else { throw Self.failure(error, source: source) }
    guard let object = try? JSONSerialization.jsonObject(with: output) as? [String: Any],
      let path = object["path"] as? String, let type = object["type"] as? String,
      let size = object["size"] as? Int
    else { throw .writeFailed(library.directory) }
    return Stored(path: path, type: type, size: size)
  }

  /// The text that draws a stored photo, or nil when it cannot be drawn.
  func draw(
    _ path: String, in library: PhotoLibrary, format: PictureFormat, columns: Int, rows: Int
  ) -> String? {
    let arguments = [
      "draw", path, library.cache, format.helperFormat, format.helperColours, String(columns),
      String(rows),
    ]
    guard let (status, output, _) = try? run(arguments), status == 0 else { return nil }
    return String(decoding: output, as: UTF8.self)
  }

  private func run(_ arguments: [String]) throws(PhotoError) -> (Int32, Data, String) {
    guard access(executable, X_OK) == 0 else { throw .noHelper(executable) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = [:]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { throw .noHelper(executable) }
    // Standard error is one short line: read after all of standard output.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, data, String(decoding: message, as: UTF8.self))
  }

  /// The error of `tik-photo`'s first line: `not_image PATH`.
  static func failure(_ line: String, source: String) -> PhotoError {
    let words = line.split(separator: "\n").first?.split(separator: " ", maxSplits: 1) ?? []
    let code = words.first.map(String.init) ?? ""
    let path = words.count > 1 ? String(words[1]) : source
    switch code {
    case "not_image": return .notAnImage(source)
    case "too_large": return .tooLarge(source, megabytes: 64)
    case "unreadable": return .unreadable(source)
    case "unsafe_directory": return .unsafeDirectory(path)
    default: return .writeFailed(path)
    }
  }
}
