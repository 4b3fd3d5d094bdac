#if canImport(Testing)
  import Foundation

  /// Real pictures for the photo tests, made where they run: pixels written as PPM here,
  /// turned into PNG or JPEG by libvips' own `vips` (libvips-tools); sizes read back with
  /// `vipsheader`, pixels read back as PPM.
  public enum TestImages {
    /// Four flat quarters — red, green, blue, yellow from the top left — so a picture drawn
    /// again at any size can be compared at the middle of each quarter.
    public static func quarters(width: Int, height: Int) -> RGBImage {
      var image = RGBImage(width: width, height: height)
      for y in 0..<height {
        for x in 0..<width {
          image[x, y] = quarter(x: Double(x) / Double(width), y: Double(y) / Double(height))
        }
      }
      return image
    }

    /// The colour of the quarter at a fraction of the width and height.
    public static func quarter(x: Double, y: Double) -> (UInt8, UInt8, UInt8) {
      switch (x < 0.5, y < 0.5) {
      case (true, true): (255, 0, 0)
      case (false, true): (0, 255, 0)
      case (true, false): (0, 0, 255)
      case (false, false): (255, 255, 0)
      }
    }

    /// Writes `image` to `path`, in the format its extension names (`.png`, `.jpg`).
    public static func write(_ image: RGBImage, to path: String) throws {
      // Made under names of its own and renamed into place: tests running at once may
      // write the same picture.
      let unique = path + ".\(UUID().uuidString)"
      let ppm = unique + ".ppm"
      let made = unique + "." + (path.split(separator: ".").last.map(String.init) ?? "png")
      try Data(image.ppm).write(to: URL(fileURLWithPath: ppm))
      defer { try? FileManager.default.removeItem(atPath: ppm) }
      try run("/usr/bin/vips", ["copy", ppm, made.hasSuffix(".jpg") ? made + "[Q=95]" : made])
      guard rename(made, path) == 0 else { throw TestImageError.unreadable(path) }
    }

    /// A JPEG of `image` whose EXIF says to turn it (6: a quarter turn clockwise), with
    /// the stored pixels as they are.
    public static func writeJPEG(_ image: RGBImage, orientation: UInt16, to path: String) throws {
      let plain = path + ".\(UUID().uuidString).jpg"
      try write(image, to: plain)
      defer { try? FileManager.default.removeItem(atPath: plain) }
      var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: plain)))
      // An APP1 segment right after the start marker: "Exif", a big-endian TIFF header
      // and one IFD with one entry, Orientation (0x0112, SHORT, 1 value).
      var exif: [UInt8] = Array("Exif".utf8) + [0, 0] + [0x4D, 0x4D, 0, 42, 0, 0, 0, 8]
      exif += [0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1]
      exif += [UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0, 0, 0, 0, 0]
      let length = exif.count + 2
      bytes.insert(
        contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + exif, at: 2)
      try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Width and height of an image file, as libvips reads its header (stored pixels).
    public static func size(of path: String) throws -> (width: Int, height: Int) {
      let width = try run("/usr/bin/vipsheader", ["-f", "width", path])
      let height = try run("/usr/bin/vipsheader", ["-f", "height", path])
      return (
        Int(width.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1,
        Int(height.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
      )
    }

    /// The pixels of an RGB image file libvips reads.
    public static func read(_ path: String) throws -> RGBImage {
      let ppm = NSTemporaryDirectory() + "tik-read-\(UUID().uuidString).ppm"
      defer { try? FileManager.default.removeItem(atPath: ppm) }
      try run("/usr/bin/vips", ["copy", path, ppm])
      guard let image = RGBImage(ppm: [UInt8](try Data(contentsOf: URL(fileURLWithPath: ppm))))
      else { throw TestImageError.unreadable(path) }
      return image
    }

    /// Runs a tool; its standard output, or an error with its standard error.
    @discardableResult
    public static func run(_ executable: String, _ arguments: [String]) throws -> String {
      let run = try ChildProcess.run(executable, arguments)
      guard run.status == 0 else { throw TestImageError.tool(executable, run.errors) }
      return run.output
    }
  }

  public enum TestImageError: Error {
    case tool(String, String)
    case unreadable(String)
  }

  /// Pixels in memory: 8-bit RGB, row after row.
  public struct RGBImage {
    public var width: Int
    public var height: Int
    public var bytes: [UInt8]

    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
      bytes = [UInt8](repeating: 0, count: width * height * 3)
    }

    public init(width: Int, height: Int, bytes: [UInt8]) {
      self.width = width
      self.height = height
      self.bytes = bytes
    }

    public subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
      get {
        let i = (y * width + x) * 3
        return (bytes[i], bytes[i + 1], bytes[i + 2])
      }
      set {
        let i = (y * width + x) * 3
        (bytes[i], bytes[i + 1], bytes[i + 2]) = newValue
      }
    }

    /// The colour at a fraction of the width and height.
    public func at(x: Double, y: Double) -> (UInt8, UInt8, UInt8) {
      self[min(width - 1, Int(x * Double(width))), min(height - 1, Int(y * Double(height)))]
    }

    /// Binary PPM (P6).
    public var ppm: [UInt8] { Array("P6\n\(width) \(height)\n255\n".utf8) + bytes }

    /// Reads binary PPM with a maximum of 255.
    public init?(ppm: [UInt8]) {
      var fields: [Int] = []
      var index = 2
      guard ppm.starts(with: Array("P6".utf8)) else { return nil }
      while fields.count < 3 && index < ppm.count {
        while index < ppm.count && (ppm[index] == 0x20 || ppm[index] == 0x0A) { index += 1 }
        if index < ppm.count && ppm[index] == UInt8(ascii: "#") {
          while index < ppm.count && ppm[index] != 0x0A { index += 1 }
          continue
        }
        var number = 0
        while index < ppm.count, (48...57).contains(ppm[index]) {
          number = number * 10 + Int(ppm[index] - 48)
          index += 1
        }
        fields.append(number)
      }
      index += 1
      guard fields.count == 3, fields[2] == 255, ppm.count - index >= fields[0] * fields[1] * 3
      else { return nil }
      self.init(
        width: fields[0], height: fields[1],
        bytes: Array(ppm[index..<(index + fields[0] * fields[1] * 3)]))
    }
  }

  /// Whether two colours are the same within `tolerance` in every channel.
  public func close(
    _ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8), tolerance: Int = 40
  ) -> Bool {
    abs(Int(a.0) - Int(b.0)) <= tolerance && abs(Int(a.1) - Int(b.1)) <= tolerance
      && abs(Int(a.2) - Int(b.2)) <= tolerance
  }
#endif
