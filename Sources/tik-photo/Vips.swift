import CVips

/// libvips behind plain values: what a file is, its upright thumbnail, its pixels. The
/// one file that holds libvips' pointers; every image is released before a call returns.
enum Vips {
  /// Kinds of image tik keeps, by the nickname of the loader libvips picks from the bytes
  /// themselves (never from the file's name): the stored file's extension and MIME type.
  static let kinds: [(loader: String, extension: String, type: String)] = [
    ("jpegload_buffer", "jpg", "image/jpeg"), ("pngload_buffer", "png", "image/png"),
    ("webpload_buffer", "webp", "image/webp"), ("heifload_buffer", "heic", "image/heic"),
    ("gifload_buffer", "gif", "image/gif"), ("tiffload_buffer", "tiff", "image/tiff"),
  ]

  /// Starts libvips once per process, its warnings dropped; false when it cannot.
  static let started: Bool = {
    guard vips_init("tik-photo") == 0 else { return false }
    tik_vips_quiet()
    return true
  }()

  /// The kind of image the bytes are, or nil when they are none tik keeps.
  static func kind(of bytes: [UInt8]) -> (extension: String, type: String)? {
    guard started,
      let loader = bytes.withUnsafeBytes({ tik_vips_loader($0.baseAddress, $0.count) })
    else { return nil }
    let name = String(cString: loader)
    return kinds.first { name == $0.loader }.map { ($0.extension, $0.type) }
  }

  /// The width and height of the stored pixels, before any EXIF turn.
  static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard started,
      let image = bytes.withUnsafeBytes({ tik_vips_header($0.baseAddress, $0.count) })
    else { return nil }
    defer { tik_unref(image) }
    return (Int(vips_image_get_width(image)), Int(vips_image_get_height(image)))
  }

  /// The bytes' picture, upright, at most `size` pixels on its long side, as PNG; nil
  /// when they do not decode (a truncated file, a lie in its header).
  static func thumbnail(of bytes: [UInt8], size: Int) -> (png: [UInt8], width: Int, height: Int)? {
    guard started,
      let image = bytes.withUnsafeBytes({
        tik_vips_thumbnail($0.baseAddress, $0.count, Int32(size))
      })
    else { return nil }
    defer { tik_unref(image) }
    guard let srgb = tik_vips_srgb8(image) else { return nil }
    defer { tik_unref(srgb) }
    var length = 0
    guard let data = tik_vips_png(srgb, &length) else { return nil }
    defer { g_free(data) }
    let png = Array(UnsafeRawBufferPointer(start: data, count: length))
    return (png, Int(vips_image_get_width(srgb)), Int(vips_image_get_height(srgb)))
  }

  /// The pixels of the image file at `path`, 8-bit sRGB with three or four bands per
  /// pixel, row after row; nil when it does not decode, or when its header says more than
  /// `size` pixels on a side (nothing is decoded then).
  static func pixels(ofFile path: String, atMost size: Int) -> Pixels? {
    guard started, let image = tik_vips_open(path) else { return nil }
    defer { tik_unref(image) }
    guard vips_image_get_width(image) <= size, vips_image_get_height(image) <= size else {
      return nil
    }
    guard let srgb = tik_vips_srgb8(image) else { return nil }
    defer { tik_unref(srgb) }
    var length = 0
    guard let memory = vips_image_write_to_memory(srgb, &length) else { return nil }
    defer { g_free(memory) }
    return Pixels(
      width: Int(vips_image_get_width(srgb)), height: Int(vips_image_get_height(srgb)),
      bands: Int(vips_image_get_bands(srgb)),
      bytes: Array(UnsafeRawBufferPointer(start: memory, count: length)))
  }
}

/// Decoded pixels: 8-bit sRGB, `bands` (3, or 4 with alpha) bytes per pixel.
struct Pixels {
  var width: Int
  var height: Int
  var bands: Int
  var bytes: [UInt8]
}
