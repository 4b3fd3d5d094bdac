import TikCore

/// What goes wrong with a photo, each one line in the user's language; every message is
/// in this one switch.
enum PhotoError: Error, Equatable {
  case notAnImage(String)
  /// The header says more pixels than `tik-photo` decodes.
  case tooManyPixels(String, width: Int, height: Int, megapixels: Int)
  /// A JPEG sent in more scans than `tik-photo` decodes.
  case tooManyScans(String, scans: Int, most: Int)
  /// `tik-photo` was stopped reading the picture: by its bounds of time or memory.
  case stopped(String)
  case tooLarge(String, megabytes: Int)
  case unreadable(String)
  case unsafeDirectory(String)
  case writeFailed(String)
  /// `tik-photo`, which holds the image libraries, is not beside `tik`.
  case noHelper(String)
  case noPhoto(Int64)
  case noViewer

  func tikError(_ catalog: Catalog) -> TikError {
    .plugin(code: code, message: message(catalog))
  }

  var code: String {
    switch self {
    case .notAnImage: "not_an_image"
    case .tooManyPixels: "photo_too_many_pixels"
    case .tooManyScans: "photo_too_many_scans"
    case .stopped: "photo_stopped"
    case .tooLarge: "photo_too_large"
    case .unreadable: "photo_unreadable"
    case .unsafeDirectory: "unsafe_directory"
    case .writeFailed: "photo_write_failed"
    case .noHelper: "photos_unavailable"
    case .noPhoto: "no_photo"
    case .noViewer: "no_viewer"
    }
  }

  func message(_ catalog: Catalog) -> String {
    func short(_ path: String) -> String { TerminalText.excerpt(path, limit: 120) }
    return switch self {
    case .notAnImage(let path): catalog.text(PhotoMessage.errorNotAnImage, short(path))
    case .tooManyPixels(let path, let width, let height, let megapixels):
      catalog.text(
        PhotoMessage.errorTooManyPixels, short(path), String(width), String(height),
        String(megapixels))
    case .tooManyScans(let path, let scans, let most):
      catalog.text(PhotoMessage.errorTooManyScans, short(path), String(scans), String(most))
    case .stopped(let path): catalog.text(PhotoMessage.errorStopped, short(path))
    case .tooLarge(let path, let megabytes):
      catalog.text(PhotoMessage.errorTooLarge, short(path), String(megabytes))
    case .unreadable(let path): catalog.text(PhotoMessage.errorUnreadable, short(path))
    case .unsafeDirectory(let path): catalog.text(PhotoMessage.errorUnsafeDirectory, short(path))
    case .writeFailed(let path): catalog.text(PhotoMessage.errorWriteFailed, short(path))
    case .noHelper(let path): catalog.text(PhotoMessage.errorNoHelper, short(path))
    case .noPhoto(let id): catalog.text(PhotoMessage.errorNoPhoto, String(id))
    case .noViewer: catalog.text(PhotoMessage.errorNoViewer)
    }
  }
}
