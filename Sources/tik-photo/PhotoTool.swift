import CVips

#if canImport(Glibc)
  import Glibc
#endif

/// `tik-photo`'s two commands, run by the photos plugin with argv (never a shell):
///
/// - `store FILE DATA CACHE`: checks that FILE is an image, copies it into the directory
///   DATA as `SHA256.EXT` and writes its thumbnail (at most 512 px on the long side,
///   upright) into CACHE as `SHA256.png`; prints one JSON object with the stored path,
///   its type, size and pixel size, and the thumbnail's. Nothing is written unless the
///   whole picture decodes, and a picture of more pixels (or a JPEG of more scans) than
///   `Bounds` allows is refused from its header, before any is decoded.
/// - `draw FILE CACHE FORMAT COLOURS COLUMNS ROWS`: prints the picture of a stored FILE
///   from its thumbnail (made again when the cache lost it, or holds a picture larger
///   than a thumbnail in its place), for a terminal: FORMAT is
///   kitty, sixel, iterm or symbols; COLOURS full, palette or none.
///
/// Errors: exit 1 and one line on standard error, a code word and the path.
enum PhotoTool {
  /// The long side of a thumbnail, as the widget's design prepares them.
  static let thumbnailSize = 512

  static func run(_ arguments: [String]) -> Int32 {
    Bounds.apply()
    do {
      switch (arguments.first, arguments.count) {
      case ("store", 4):
        print(try store(arguments[1], data: arguments[2], cache: arguments[3]))
      case ("draw", 7):
        guard let format = Chafa.Format(rawValue: arguments[3]),
          let colours = Chafa.Colours(rawValue: arguments[4]),
          let columns = Int(arguments[5]), let rows = Int(arguments[6]),
          (1...1000).contains(columns), (1...1000).contains(rows)
        else { throw PhotoToolError.usage }
        let text = try draw(
          arguments[1], cache: arguments[2], format: format, colours: colours,
          columns: columns, rows: rows)
        print(text, terminator: "")
      default:
        throw PhotoToolError.usage
      }
      return 0
    } catch let error as PhotoToolError {
      var line = error.line + "\n"
      line.withUTF8 { _ = Glibc.write(2, $0.baseAddress, $0.count) }
      return error == .usage ? 2 : 1
    } catch {
      return 1
    }
  }

  static func store(_ source: String, data: String, cache: String) throws(PhotoToolError)
    -> String
  {
    let bytes = try PhotoFiles.read(source)
    guard let kind = Vips.kind(of: bytes) else { throw .notAnImage(source) }
    let size = try decodableSize(of: bytes, shownAs: source)
    guard let thumbnail = Vips.thumbnail(of: bytes, size: thumbnailSize) else {
      throw .notAnImage(source)
    }
    guard let hash = bytes.withUnsafeBytes({ tik_sha256($0.baseAddress, $0.count) }) else {
      throw .drawFailed("sha256")
    }
    let name = String(cString: hash)
    g_free(hash)
    // Both directories are checked before anything is written; the thumbnail goes first,
    // so a failure leaves at most a file in the cache.
    let dataDirectory = try PhotoFiles.directory(data)
    defer { close(dataDirectory) }
    let small = try write(thumbnail.png, as: name + ".png", into: cache)
    let stored = data + "/" + name + "." + kind.extension
    try PhotoFiles.write(
      bytes, as: name + "." + kind.extension, in: dataDirectory, shownAs: stored)
    return """
      {"path":\(json(stored)),"type":\(json(kind.type)),"size":\(bytes.count),\
      "width":\(size.width),"height":\(size.height),"thumbnail":\(json(small)),\
      "thumbnail_width":\(thumbnail.width),"thumbnail_height":\(thumbnail.height)}
      """
  }

  static func draw(
    _ stored: String, cache: String, format: Chafa.Format, colours: Chafa.Colours,
    columns: Int, rows: Int
  ) throws(PhotoToolError) -> String {
    let file = stored.split(separator: "/").last.map(String.init) ?? stored
    let hash = file.split(separator: ".").first.map(String.init) ?? file
    let thumbnail = cache + "/" + hash + ".png"
    // A thumbnail the cache lost, or anything but a thumbnail in its place (a picture
    // larger than one is never decoded whole), is made again from the stored photo.
    if Vips.pixels(ofFile: thumbnail, atMost: thumbnailSize) == nil {
      let bytes = try PhotoFiles.read(stored)
      _ = try decodableSize(of: bytes, shownAs: stored)
      guard let small = Vips.thumbnail(of: bytes, size: thumbnailSize) else {
        throw .notAnImage(stored)
      }
      _ = try write(small.png, as: hash + ".png", into: cache)
    }
    guard let pixels = Vips.pixels(ofFile: thumbnail, atMost: thumbnailSize) else {
      throw .notAnImage(thumbnail)
    }
    guard
      let text = Chafa.draw(
        pixels, format: format, colours: colours, columns: columns, rows: rows)
    else { throw .drawFailed(format.rawValue) }
    return text
  }

  /// The width and height of the picture in `bytes`, from its header alone, when it has
  /// no more pixels, and a JPEG no more scans, than `Bounds` allows.
  private static func decodableSize(of bytes: [UInt8], shownAs path: String)
    throws(PhotoToolError) -> (width: Int, height: Int)
  {
    guard let size = Vips.size(of: bytes) else { throw .notAnImage(path) }
    guard Bounds.allows(width: size.width, height: size.height) else {
      throw .tooManyPixels(path, width: size.width, height: size.height)
    }
    let scans = JPEGScans.count(in: bytes)
    guard scans <= Bounds.scans else { throw .tooManyScans(path, scans: scans) }
    return size
  }

  /// Writes a file into one of tik's directories; its path.
  private static func write(_ bytes: [UInt8], as name: String, into path: String)
    throws(PhotoToolError) -> String
  {
    let directory = try PhotoFiles.directory(path)
    defer { close(directory) }
    let full = path + "/" + name
    try PhotoFiles.write(bytes, as: name, in: directory, shownAs: full)
    return full
  }

  /// A JSON string.
  static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20:
        out += "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
