/// The scans of a JPEG, counted from its markers without decoding a pixel.
///
/// A progressive JPEG is sent in scans, and the decoder runs over every block of the
/// picture once for each: a valid file of a few hundred kilobytes can hold hundreds of
/// them and keep a decoder busy for minutes. Encoders write a handful (libjpeg's
/// progressive mode 10; its own `cjpeg` takes at most 100 in a script).
enum JPEGScans {
  /// How many scans (start-of-scan markers) the JPEG in `bytes` has; 0 when the bytes
  /// are no JPEG.
  static func count(in bytes: [UInt8]) -> Int {
    guard bytes.count > 3, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 0 }
    var scans = 0
    var index = 2
    while index + 1 < bytes.count {
      // Bytes between segments are skipped, as decoders do, up to the next marker.
      guard bytes[index] == 0xFF else {
        index += 1
        continue
      }
      let marker = bytes[index + 1]
      switch marker {
      case 0xD9: return scans
      case 0xFF: index += 1
      case 0x00, 0x01, 0xD0...0xD7: index += 2
      default:
        guard index + 3 < bytes.count else { return scans }
        index += 2 + (Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]))
        guard marker == 0xDA else { continue }
        scans += 1
        // The scan's coded data runs to the next marker: a 0xFF followed by neither a
        // stuffed 0 nor a restart marker.
        while index + 1 < bytes.count,
          bytes[index] != 0xFF || bytes[index + 1] == 0 || (0xD0...0xD7).contains(bytes[index + 1])
        {
          index += 1
        }
      }
    }
    return scans
  }
}
