/// What can go wrong in `tik-photo`: one code word per case, which `tik` reads from the
/// first line of standard error and words in the user's language.
enum PhotoToolError: Error, Equatable {
  case usage
  /// The source file cannot be read (missing, a directory, no permission).
  case unreadable(String)
  /// The file is larger than a photo tik keeps.
  case tooLarge(String)
  /// The bytes are no image of a kind tik keeps (JPEG, PNG, WebP, HEIC, GIF, TIFF).
  case notAnImage(String)
  /// The picture's header says more pixels than `Bounds` lets it decode.
  case tooManyPixels(String, width: Int, height: Int)
  /// The JPEG is sent in more scans than `Bounds` lets it decode.
  case tooManyScans(String, scans: Int)
  /// A directory tik writes into is not a plain directory of its own (a symlink, a file).
  case unsafeDirectory(String)
  /// Writing a file failed (disk full, no permission).
  case writeFailed(String)
  /// The library could not make the picture.
  case drawFailed(String)

  /// The code word, then the value it is about: `not_image /tmp/notes.jpg`.
  var line: String {
    switch self {
    case .usage:
      "usage tik-photo store FILE DATA CACHE | draw FILE CACHE FORMAT COLOURS COLUMNS ROWS"
    case .unreadable(let path): "unreadable " + path
    case .tooLarge(let path): "too_large " + path
    case .notAnImage(let path): "not_image " + path
    case .tooManyPixels(let path, let width, let height):
      "too_many_pixels \(width)x\(height) " + path
    case .tooManyScans(let path, let scans): "too_many_scans \(scans) " + path
    case .unsafeDirectory(let path): "unsafe_directory " + path
    case .writeFailed(let path): "write_failed " + path
    case .drawFailed(let reason): "draw_failed " + reason
    }
  }
}
