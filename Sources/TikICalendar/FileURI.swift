import TikCore

/// `file://` URIs of local paths (RFC 8089), for photos.
public enum FileURI {
  public static func make(_ path: String) -> String {
    var uri = "file://"
    for byte in path.utf8 {
      let unreserved =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || (byte >= 0x30 && byte <= 0x39) || [0x2D, 0x2E, 0x5F, 0x7E, 0x2F].contains(byte)
      if unreserved {
        uri.append(Character(Unicode.Scalar(byte)))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        uri += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return uri
  }

  /// The path of a `file://` URI (`file:///…` or `file://localhost/…`); nil for others.
  public static func path(_ uri: String) -> String? {
    var rest = Substring(uri)
    guard rest.lowercased().hasPrefix("file://") else { return nil }
    rest = rest.dropFirst(7)
    if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst(9) }
    guard rest.hasPrefix("/") else { return nil }
    var bytes: [UInt8] = []
    var utf8 = Array(rest.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    guard !bytes.contains(0), let path = String(validating: bytes, as: UTF8.self) else {
      return nil
    }
    return path
  }
}
