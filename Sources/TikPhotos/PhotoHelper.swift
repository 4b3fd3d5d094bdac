import TikCore

/// Runs `tik-photo`, which links libvips and libchafa, from the directory of the running
/// binary (never from PATH), with argv and no shell: `tik` itself links no image library,
/// which would multiply its start-up.
struct PhotoHelper {
  var executable: String
  var isThere: Bool

  init() {
    (executable, isThere) = Subprocess.beside("tik-photo")
  }

  /// What `store` answers: the stored copy and its thumbnail.
  struct Stored: Equatable {
    var path: String
    var type: String
    var size: Int
  }

  /// Checks `source` is an image and copies it into the library with its thumbnail.
  func store(_ source: String, in library: PhotoLibrary) throws(PhotoError) -> Stored {
    let exit = try run(["store", source, library.directory, library.cache])
    guard exit.succeeded else { throw Self.failure(exit, source: source) }
    guard
      let object = try? JSONReader.parse(Substring(decoding: exit.output, as: UTF8.self)),
      let path = object["path"]?.stringValue, let type = object["type"]?.stringValue,
      let size = object["size"]?.intValue
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
    guard let exit = try? run(arguments), exit.succeeded else { return nil }
    return String(decoding: exit.output, as: UTF8.self)
  }

  /// Runs `tik-photo` with no environment; standard error is one short line.
  private func run(_ arguments: [String]) throws(PhotoError) -> Subprocess.Exit {
    guard isThere else { throw .noHelper(executable) }
    do {
      return try Subprocess.run(
        executable, arguments, environment: [:], output: .capture, errors: .capture)
    } catch {
      throw .noHelper(executable)
    }
  }

  /// The error of a `tik-photo` that failed, from its own line (`not_image PATH`), the
  /// last on its standard error: nothing else there (a library's warning) is ever shown.
  /// Ended by a signal, it was stopped: by its bounds of time or memory, or a crash.
  static func failure(_ exit: Subprocess.Exit, source: String) -> PhotoError {
    guard exit.status < 128 else { return .stopped(source) }
    let line = String(decoding: exit.errors, as: UTF8.self).split(separator: "\n").last {
      codes.contains(String($0.prefix { $0 != " " }))
    }
    let words = line?.split(separator: " ", maxSplits: 1) ?? []
    // What the line is about: a path, or numbers and a path (`too_many_scans 694 PATH`).
    let value = words.count > 1 ? String(words[1]) : source
    let numbers = value.prefix { $0 != " " }.split(separator: "x").compactMap { Int($0) }
    // The bounds are tik-photo's: 16384 × 16384 pixels, 100 scans.
    switch words.first {
    case "too_many_pixels" where numbers.count == 2:
      return .tooManyPixels(source, width: numbers[0], height: numbers[1], megapixels: 268)
    case "too_many_scans" where numbers.count == 1:
      return .tooManyScans(source, scans: numbers[0], most: 100)
    case "too_large": return .tooLarge(source, megabytes: 64)
    case "unreadable": return .unreadable(source)
    case "unsafe_directory": return .unsafeDirectory(value)
    case "write_failed": return .writeFailed(value)
    default: return .notAnImage(source)
    }
  }

  /// The code words `tik-photo` begins its line with.
  private static let codes: Set = [
    "not_image", "too_many_pixels", "too_many_scans", "too_large", "unreadable", "unsafe_directory",
    "write_failed",
  ]
}
