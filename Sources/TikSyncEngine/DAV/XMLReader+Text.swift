extension XMLReader {
  /// Text with its references resolved: `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and
  /// `&#N;`/`&#xN;`; any other `&` is an error, as in XML.
  static func decoded(_ raw: ArraySlice<UInt8>) throws(Malformed) -> String {
    let run = lineEndsNormalized(raw)
    guard run.contains(UInt8(ascii: "&")) else { return cleaned(run) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(run.count)
    var index = run.startIndex
    while index < run.endIndex {
      let byte = run[index]
      guard byte == UInt8(ascii: "&") else {
        bytes.append(byte)
        index += 1
        continue
      }
      guard let semicolon = run[index...].firstIndex(of: UInt8(ascii: ";")),
        semicolon - index <= 12
      else { throw Malformed() }
      let name = String(decoding: run[(index + 1)..<semicolon], as: UTF8.self)
      index = semicolon + 1
      switch name {
      case "lt": bytes.append(UInt8(ascii: "<"))
      case "gt": bytes.append(UInt8(ascii: ">"))
      case "amp": bytes.append(UInt8(ascii: "&"))
      case "quot": bytes.append(0x22)
      case "apos": bytes.append(0x27)
      default:
        guard let scalar = characterReference(name) else { throw Malformed() }
        bytes.append(contentsOf: String(Character(scalar)).utf8)
      }
    }
    return cleaned(bytes[...])
  }

  /// Each CR LF, and each CR alone, as LF: what XML does to a document's line ends
  /// before anything else (a `&#13;` stays a CR).
  static func lineEndsNormalized(_ run: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard run.contains(0x0D) else { return run }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(run.count)
    var index = run.startIndex
    while index < run.endIndex {
      if run[index] == 0x0D {
        bytes.append(0x0A)
        if index + 1 < run.endIndex, run[index + 1] == 0x0A { index += 1 }
      } else {
        bytes.append(run[index])
      }
      index += 1
    }
    return bytes[...]
  }

  /// `#65` or `#x41` as its character; one XML does not allow (NUL, a C0 control, a
  /// surrogate, U+FFFE/U+FFFF) as U+FFFD, like such a byte in the text.
  private static func characterReference(_ name: String) -> Unicode.Scalar? {
    guard name.hasPrefix("#") else { return nil }
    let digits = name.dropFirst()
    let value =
      digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    guard let value, value <= 0x10FFFF else { return nil }
    let allowed =
      value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
      || (0xE000...0xFFFD).contains(value) || value >= 0x10000
    return allowed ? Unicode.Scalar(value) : "\u{FFFD}"
  }

  /// The bytes as text: each sequence that is not UTF-8, and each C0 control XML 1.0
  /// forbids, as U+FFFD. Servers store what clients sent them: one item with an escape
  /// sequence in its SUMMARY must not make its whole collection unreadable. Those bytes
  /// never occur inside a multi-byte UTF-8 sequence, so the rest stays intact.
  static func cleaned(_ run: ArraySlice<UInt8>) -> String {
    let forbidden = { (byte: UInt8) in byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D }
    guard run.contains(where: forbidden) else { return String(decoding: run, as: UTF8.self) }
    var clean: [UInt8] = []
    clean.reserveCapacity(run.count)
    for byte in run {
      if forbidden(byte) { clean += [0xEF, 0xBF, 0xBD] } else { clean.append(byte) }
    }
    return String(decoding: clean, as: UTF8.self)
  }
}
