import Foundation
import TikTestSupport

/// A small reader of kitty's graphics protocol, enough to check what tik sends: the
/// `ESC _ G keys ; base64 ESC \` chunks of one transmission, each decoded and put
/// together, with raw RGB
/// (`f=24`), RGBA (`f=32`) or PNG (`f=100`) pixels.
enum KittyGraphics {
  static func decode(_ output: String) -> RGBImage? {
    var keys: [String: String] = [:]
    var payload: [UInt8] = []
    var rest = output[...]
    while let start = rest.range(of: "\u{1B}_G") {
      guard let end = rest.range(of: "\u{1B}\\", range: start.upperBound..<rest.endIndex) else {
        return nil
      }
      let chunk = rest[start.upperBound..<end.lowerBound]
      let parts = chunk.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
      for pair in parts[0].split(separator: ",") {
        let keyValue = pair.split(separator: "=", maxSplits: 1)
        if keyValue.count == 2, keys[String(keyValue[0])] == nil {
          keys[String(keyValue[0])] = String(keyValue[1])
        }
      }
      // Each chunk is base64 of its own, padded.
      if parts.count == 2, !parts[1].isEmpty {
        guard let bytes = Data(base64Encoded: String(parts[1])) else { return nil }
        payload += bytes
      }
      rest = rest[end.upperBound...]
    }
    let data = Data(payload)
    let bytes = payload
    switch keys["f"] ?? "32" {
    case "100":
      let file = NSTemporaryDirectory() + "kitty-\(UUID().uuidString).png"
      defer { try? FileManager.default.removeItem(atPath: file) }
      guard (try? data.write(to: URL(fileURLWithPath: file))) != nil else { return nil }
      return try? TestImages.read(file)
    case let format:
      guard let width = keys["s"].flatMap(Int.init), let height = keys["v"].flatMap(Int.init)
      else { return nil }
      let bands = format == "24" ? 3 : 4
      guard bytes.count == width * height * bands else { return nil }
      var rgb: [UInt8] = []
      rgb.reserveCapacity(width * height * 3)
      for pixel in 0..<(width * height) {
        rgb += bytes[(pixel * bands)..<(pixel * bands + 3)]
      }
      return RGBImage(width: width, height: height, bytes: rgb)
    }
  }
}
