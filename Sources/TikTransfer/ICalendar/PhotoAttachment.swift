import TikCore
import TikICalendar

/// A task's photo inside an iCalendar file: `ATTACH;FMTTYPE=image/jpeg;ENCODING=BASE64;
/// VALUE=BINARY:…` (RFC 5545 §3.8.1.1), for `export --format ics --with-photos`. A photo
/// larger than `largest`, or one that cannot be read, stays an ATTACH of its path.
struct PhotoAttachment {
  /// The largest photo carried inline: a calendar file is read whole by its readers.
  static let largest = 4 << 20

  var type: String
  var base64: String

  init?(path: String) {
    guard let size = FileSystem.size(of: path), size <= Self.largest,
      let bytes = try? FileSystem.readBytes(path)
    else { return nil }
    let ending = path.split(separator: ".").last?.lowercased() ?? ""
    let types = [
      "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "webp": "image/webp",
      "heic": "image/heic", "gif": "image/gif", "tiff": "image/tiff",
    ]
    type = types[ending] ?? "application/octet-stream"
    base64 = Self.encode(bytes)
  }

  var property: ICalProperty {
    ICalProperty(
      "ATTACH", .binary(base64),
      parameters: [("FMTTYPE", type), ("ENCODING", "BASE64"), ("VALUE", "BINARY")])
  }

  /// Base64 (RFC 4648), with padding.
  static func encode(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      let chunk =
        UInt32(bytes[index]) << 16 | (count > 1 ? UInt32(bytes[index + 1]) << 8 : 0)
        | (count > 2 ? UInt32(bytes[index + 2]) : 0)
      for position in 0..<4 {
        out.append(
          position <= count ? alphabet[Int((chunk >> (18 - 6 * UInt32(position))) & 63)] : 61)
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
