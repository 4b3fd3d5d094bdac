import Foundation
import TikTestSupport

/// Pictures whose headers lie: each claims far more pixels than its few bytes hold, the
/// way a decompression bomb does. Made by hand, byte by byte, or from a small real
/// picture whose header is rewritten.
enum HostilePictures {
  /// A PNG whose header says `width` × `height` and whose one short IDAT holds a single
  /// row of black pixels (a zlib stream of one stored block).
  static func png(width: Int, height: Int) -> [UInt8] {
    let header =
      bigEndian(width, bytes: 4) + bigEndian(height, bytes: 4) + [8, 2, 0, 0, 0]
    let row = [UInt8](repeating: 0, count: 1 + min(width, 1000) * 3)
    let length = littleEndian(row.count, bytes: 2)
    let stored = [0x01] + length + length.map { ~$0 } + row
    let zlib = [0x78, 0x01] + stored + bigEndian(Int(adler32(row)), bytes: 4)
    return [0x89] + Array("PNG\r\n".utf8) + [0x1A, 0x0A]
      + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
  }

  /// A GIF89a whose screen and one frame are `width` × `height`, with one pixel of data.
  static func gif(width: Int, height: Int) -> [UInt8] {
    let size = littleEndian(width, bytes: 2) + littleEndian(height, bytes: 2)
    return Array("GIF89a".utf8) + size + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
      + [0x2C, 0, 0, 0, 0] + size + [0] + [2, 2, 0x4C, 1, 0] + [0x3B]
  }

  /// A little-endian TIFF of one 8-bit grey strip of 16 bytes, said to be
  /// `width` × `height`.
  static func tiff(width: Int, height: Int) -> [UInt8] {
    // Tag, type (3 SHORT, 4 LONG), value.
    let entries: [(UInt16, UInt16, Int)] = [
      (256, 4, width), (257, 4, height), (258, 3, 8), (259, 3, 1), (262, 3, 1),
      (273, 4, 8), (277, 3, 1), (278, 4, height), (279, 4, 16),
    ]
    var bytes: [UInt8] = Array("II".utf8) + [42, 0] + littleEndian(24, bytes: 4)
    bytes += [UInt8](repeating: 0, count: 16) + littleEndian(entries.count, bytes: 2)
    for (tag, type, value) in entries {
      bytes += littleEndian(Int(tag), bytes: 2) + littleEndian(Int(type), bytes: 2)
      bytes += littleEndian(1, bytes: 4) + littleEndian(value, bytes: 4)
    }
    return bytes + littleEndian(0, bytes: 4)
  }

  /// A real JPEG of 64 × 64 pixels, made by libvips, whose frame header then says
  /// `width` × `height`.
  static func jpeg(width: Int, height: Int, in folder: String) throws -> [UInt8] {
    let path = folder + "/small-\(UUID().uuidString).jpg"
    try TestImages.write(TestImages.quarters(width: 64, height: 64), to: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    var index = 2
    // Segment after segment to the start of frame (SOF0–SOF2): length, precision,
    // height, width.
    while index + 9 < bytes.count, bytes[index] == 0xFF {
      if (0xC0...0xC2).contains(bytes[index + 1]) {
        bytes.replaceSubrange(
          (index + 5)..<(index + 9), with: bigEndian(height, bytes: 2) + bigEndian(width, bytes: 2))
        break
      }
      index += 2 + Int(bytes[index + 2]) << 8 + Int(bytes[index + 3])
    }
    return bytes
  }

  /// A valid progressive grey JPEG of `width` × `height` (multiples of 8), all one grey,
  /// sent in the most scans the standard allows: after the DC, each of the 63 AC
  /// coefficients on its own, first at a point transform of 10 bits, then refined one
  /// bit at a time — 694 scans, each of which a decoder runs over every block.
  static func jpegOfManyScans(width: Int, height: Int) -> [UInt8] {
    let blocks = (width / 8) * (height / 8)
    var bytes: [UInt8] = [0xFF, 0xD8]
    // Quantization table 0: every step 1.
    bytes += [0xFF, 0xDB, 0, 67, 0] + [UInt8](repeating: 1, count: 64)
    // Progressive frame: 8 bits, height, width, one component (id 1, 1×1, table 0).
    bytes += [0xFF, 0xC2, 0, 11, 8] + bigEndian(height, bytes: 2) + bigEndian(width, bytes: 2)
    bytes += [1, 1, 0x11, 0]
    // DC table 0: one code, `0`, for a difference of 0. AC table 0: fifteen codes of
    // four bits, `0000`…`1110`, for the end-of-band runs EOB0…EOB14 (symbols 0x00…0xE0).
    bytes += [0xFF, 0xC4, 0, 20, 0x00, 1] + [UInt8](repeating: 0, count: 15) + [0]
    bytes += [0xFF, 0xC4, 0, 34, 0x10, 0, 0, 0, 15] + [UInt8](repeating: 0, count: 12)
    bytes += (0..<15).map { UInt8($0 << 4) }
    func scan(from start: UInt8, to end: UInt8, high: UInt8, low: UInt8) {
      bytes += [0xFF, 0xDA, 0, 8, 1, 1, 0x00, start, end, high << 4 | low]
    }
    // The DC scan: a difference of 0 in every block.
    scan(from: 0, to: 0, high: 0, low: 0)
    var bits = BitWriter()
    for _ in 0..<blocks { bits.write(0, count: 1) }
    bytes += bits.finished()
    // Every AC scan: nothing but end-of-band runs over all the blocks.
    for coefficient in UInt8(1)...63 {
      for (high, low): (UInt8, UInt8) in [(0, 10)] + (0..<10).reversed().map({ ($0 + 1, $0) }) {
        scan(from: coefficient, to: coefficient, high: high, low: low)
        var bits = BitWriter()
        var left = blocks
        while left > 0 {
          let run = min(left, 32_767)
          let size = Int.bitWidth - 1 - run.leadingZeroBitCount
          bits.write(size, count: 4)
          bits.write(run - 1 << size, count: size)
          left -= run
        }
        bytes += bits.finished()
      }
    }
    return bytes + [0xFF, 0xD9]
  }

  /// Bits written from the most significant, into bytes where a 0xFF is followed by a 0.
  private struct BitWriter {
    private var bytes: [UInt8] = []
    private var current = 0
    private var used = 0

    mutating func write(_ value: Int, count: Int) {
      for index in stride(from: count - 1, through: 0, by: -1) {
        current = current << 1 | (value >> index) & 1
        used += 1
        if used == 8 { flush() }
      }
    }

    /// The bytes, the last one filled with ones.
    mutating func finished() -> [UInt8] {
      while used != 0 { write(1, count: 1) }
      return bytes
    }

    private mutating func flush() {
      bytes.append(UInt8(current))
      if current == 0xFF { bytes.append(0) }
      current = 0
      used = 0
    }
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(data.count, bytes: 4) + typed + bigEndian(Int(crc32(typed)), bytes: 4)
  }

  private static func bigEndian(_ value: Int, bytes: Int) -> [UInt8] {
    (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }

  private static func littleEndian(_ value: Int, bytes: Int) -> [UInt8] {
    bigEndian(value, bytes: bytes).reversed()
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}
