import Foundation
import TikCore
import TikShipped
import TikTestSupport

/// A temporary home with every shipped plugin, and the places photos go in it.
final class PhotoHome: TemporaryHome {
  init(config: String? = nil) {
    super.init(plugins: Shipped.plugins, config: config)
  }

  /// Where stored photos go: `photos/` beside the database.
  var photos: String { root + "/data/tik/photos" }
  /// Where thumbnails go: `$HOME/.cache/tik/photos` (no `XDG_CACHE_HOME` here).
  var thumbnails: String { root + "/.cache/tik/photos" }

  /// Writes a picture of four quarters as `name` in the home's own folder of pictures.
  func picture(_ name: String, width: Int, height: Int, orientation: UInt16? = nil) throws
    -> String
  {
    let folder = root + "/pictures"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/" + name
    let image = TestImages.quarters(width: width, height: height)
    if let orientation {
      try TestImages.writeJPEG(image, orientation: orientation, to: path)
    } else {
      try TestImages.write(image, to: path)
    }
    return path
  }

  /// The files in a directory, by name; none when it is missing.
  func files(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  /// The stored photo of task `id`.
  func photo(of id: Int64) throws -> String? {
    try context().read { (store) throws(TikError) in try store.todo(id: id)?.photo }
  }

  /// Where a copy of `original` is kept once stored: `SHA256.ENDING` in `photos`.
  func stored(_ original: String, as ending: String) throws -> String {
    photos + "/" + (try sha256(of: original)) + "." + ending
  }

  /// Where the thumbnail of `original` goes once it is stored.
  func thumbnail(of original: String) throws -> String {
    thumbnails + "/" + (try sha256(of: original)) + ".png"
  }

  /// The SHA-256 of a file, from coreutils.
  func sha256(of path: String) throws -> String {
    String(try TestImages.run("/usr/bin/sha256sum", [path]).prefix(64))
  }
}
