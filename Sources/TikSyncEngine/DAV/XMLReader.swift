/// Reads the XML of WebDAV answers, element by element, without FoundationXML.
///
/// It reads what a multistatus holds — elements, attributes, text, CDATA sections,
/// comments, the five predefined entities and character references — and hands each
/// element to its handler by its local name (`D:href` → `href`), as a namespace-aware
/// reader would. Anything else is an error: a DOCTYPE (entity definitions are how XML
/// turns a few bytes into gigabytes), a processing instruction past the declaration,
/// tags that do not match, text outside the root. Server data is data: bytes that are
/// not UTF-8 and the C0 controls XML forbids become U+FFFD rather than failing the whole
/// answer, elements nest at most `maximumDepth` deep, and no byte is read twice.
///
/// FoundationXML, which sync used before, crashed on some malformed answers (found by
/// fuzzing) and made every `tik` command start slower by linking libxml2.
struct XMLReader {
  /// What an answer's elements are handed to; a `false` stops the reading.
  protocol Handler: AnyObject {
    func start(_ name: String, attributes: [String: String]) -> Bool
    func text(_ text: String) -> Bool
    func end(_ name: String) -> Bool
  }

  struct Malformed: Error {}

  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var open: [ArraySlice<UInt8>] = []
  private var sawRoot = false

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// Reads `bytes` to their end, or until the handler stops it (not an error).
  static func read(_ bytes: [UInt8], into handler: any Handler) throws(Malformed) {
    var reader = XMLReader(bytes)
    try reader.skipDeclaration()
    while reader.index < reader.bytes.count {
      guard try reader.step(handler) else { return }
    }
    guard reader.open.isEmpty, reader.sawRoot else { throw Malformed() }
  }

  private static let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

  private mutating func skipDeclaration() throws(Malformed) {
    var at = index
    while at < bytes.count, Self.space.contains(bytes[at]) { at += 1 }
    guard has("<?xml", at: at) else { return }
    guard let end = find("?>", from: at) else { throw Malformed() }
    index = end + 2
  }

  /// One piece: a tag, a comment, a CDATA section or a run of text.
  private mutating func step(_ handler: any Handler) throws(Malformed) -> Bool {
    guard bytes[index] == UInt8(ascii: "<") else {
      let end = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
      let run = bytes[index..<end]
      index = end
      if open.isEmpty {
        guard run.allSatisfy({ Self.space.contains($0) }) else { throw Malformed() }
        return true
      }
      return handler.text(try Self.decoded(run))
    }
    if has("<!--", at: index) {
      guard let end = find("-->", from: index + 4) else { throw Malformed() }
      index = end + 3
      return true
    }
    if has("<![CDATA[", at: index) {
      guard !open.isEmpty, let end = find("]]>", from: index + 9) else { throw Malformed() }
      let content = Self.cleaned(Self.lineEndsNormalized(bytes[(index + 9)..<end]))
      index = end + 3
      return handler.text(content)
    }
    // A DOCTYPE, or a processing instruction past the declaration.
    if has("<!", at: index) || has("<?", at: index) { throw Malformed() }
    if has("</", at: index) { return try closingTag(handler) }
    return try openingTag(handler)
  }

  private mutating func closingTag(_ handler: any Handler) throws(Malformed) -> Bool {
    index += 2
    let name = try readName()
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">"), let last = open.popLast(),
      last.elementsEqual(name)
    else { throw Malformed() }
    index += 1
    return handler.end(Self.localName(name))
  }

  private mutating func openingTag(_ handler: any Handler) throws(Malformed) -> Bool {
    index += 1
    let name = try readName()
    guard !(sawRoot && open.isEmpty), open.count < Self.maximumDepth else { throw Malformed() }
    var attributes: [String: String] = [:]
    while true {
      let spaced = skipSpace()
      guard index < bytes.count else { throw Malformed() }
      if bytes[index] == UInt8(ascii: ">") || has("/>", at: index) { break }
      guard spaced else { throw Malformed() }
      let key = try readName()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw Malformed() }
      index += 1
      skipSpace()
      guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
        throw Malformed()
      }
      let quote = bytes[index]
      guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { throw Malformed() }
      let value = bytes[(index + 1)..<end]
      guard !value.contains(UInt8(ascii: "<")) else { throw Malformed() }
      attributes[Self.localName(key)] = try Self.decoded(value)
      index = end + 1
    }
    sawRoot = true
    let selfClosing = bytes[index] == UInt8(ascii: "/")
    index += selfClosing ? 2 : 1
    let local = Self.localName(name)
    guard handler.start(local, attributes: attributes) else { return false }
    if selfClosing { return handler.end(local) }
    open.append(name)
    return true
  }

  /// An element's or attribute's name: letters, digits and `-_.:`, any byte of a UTF-8
  /// letter; not starting with a digit, `-` or `.`.
  private mutating func readName() throws(Malformed) -> ArraySlice<UInt8> {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    let name = bytes[start..<index]
    guard let first = name.first, !(0x30...0x39).contains(first), first != 0x2D, first != 0x2E
    else { throw Malformed() }
    return name
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x3A, 0x5F, 0x80...0xFF: true
    default: false
    }
  }

  @discardableResult
  private mutating func skipSpace() -> Bool {
    let start = index
    while index < bytes.count, Self.space.contains(bytes[index]) { index += 1 }
    return index > start
  }

  private func has(_ text: StaticString, at offset: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    return text.withUTF8Buffer { bytes[offset..<(offset + count)].elementsEqual($0) }
  }

  private func find(_ text: StaticString, from offset: Int) -> Int? {
    guard offset <= bytes.count else { return nil }
    return text.withUTF8Buffer { needle in
      bytes[offset...].firstRange(of: needle).map(\.lowerBound)
    }
  }

  /// `D:href` → `href`.
  static func localName(_ name: ArraySlice<UInt8>) -> String {
    let local = name.lastIndex(of: UInt8(ascii: ":")).map { name[($0 + 1)...] } ?? name
    return String(decoding: local, as: UTF8.self)
  }
}
