import TikCore

/// Where photos live: the stored copies in `photos/` beside the database (named by the
/// SHA-256 of their bytes, so the original may go and the same picture is kept once),
/// and their thumbnails in `$XDG_CACHE_HOME/tik/photos/`, which may be lost and are made
/// again.
struct PhotoLibrary {
  /// `$XDG_DATA_HOME/tik/photos`
  var directory: String
  /// `$XDG_CACHE_HOME/tik/photos`
  var cache: String

  init(context: Context) {
    directory = FileSystem.parent(of: context.paths.database) + "/photos"
    let environment = context.environment
    let cacheHome =
      environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? (environment["HOME"] ?? "/") + "/.cache"
    cache = cacheHome + "/tik/photos"
  }

  /// Whether `path` is a photo this library stored: `DIRECTORY/SHA256.EXT`. Only these
  /// are ever removed; a path the core kept before (any file of the user's) is not.
  func holds(_ path: String) -> Bool {
    guard path.hasPrefix(directory + "/") else { return false }
    let name = path.dropFirst(directory.count + 1)
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].utf8.count == 64,
      parts[0].utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
      Self.types[String(parts[1])] != nil
    else { return false }
    return true
  }

  /// The thumbnail of a stored photo.
  func thumbnail(of path: String) -> String {
    let name = path.split(separator: "/").last ?? ""
    return cache + "/" + (name.split(separator: ".").first.map(String.init) ?? "") + ".png"
  }

  /// MIME types by the extension a stored photo has.
  static let types = [
    "jpg": "image/jpeg", "png": "image/png", "webp": "image/webp", "heic": "image/heic",
    "gif": "image/gif", "tiff": "image/tiff",
  ]

  /// The MIME type of a stored photo.
  func type(of path: String) -> String {
    let ending = path.split(separator: ".").last.map(String.init) ?? ""
    return Self.types[ending] ?? "application/octet-stream"
  }

  /// Removes a stored photo and its thumbnail.
  func remove(_ path: String) {
    guard holds(path) else { return }
    _ = FileSystem.remove(path)
    _ = FileSystem.remove(thumbnail(of: path))
  }
}
