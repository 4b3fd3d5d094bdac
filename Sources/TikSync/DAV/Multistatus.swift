import Foundation
import TikCore

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A WebDAV multistatus answer (RFC 4918), the parts CalDAV sync reads: each response's
/// href, status, ETag, calendar data and collection properties, and the sync token.
///
/// Server data is data: the parser keeps at most `maximumResponses` responses and
/// `maximumText` characters of any one value, and a text that is not well-formed XML
/// is an error, not a partial answer.
struct Multistatus {
  struct Item {
    var href = ""
    /// The response's status, or its propstat's for the properties asked: 200, 404…
    var status = 200
    var etag: String?
    var calendarData: String?
    var displayName: String?
    var color: String?
    var isCalendar = false
    var supportsTodo = false
    var syncToken: String?
    var principal: String?
    var home: String?
  }

  static let maximumResponses = 100_000
  static let maximumText = 4 << 20

  var items: [Item] = []
  var syncToken: String?

  static func parse(_ data: Data) throws(SyncError) -> Multistatus {
    guard !hasProcessingInstruction(data) else { throw .notCalDAV("malformed XML") }
    let reader = Reader()
    let parser = XMLParser(data: withoutControls(validUTF8(data)))
    parser.shouldProcessNamespaces = true
    parser.shouldResolveExternalEntities = false
    parser.delegate = reader
    guard parser.parse(), reader.failure == nil, reader.sawMultistatus else {
      throw .notCalDAV(reader.failure ?? "the answer is not a WebDAV multistatus")
    }
    return reader.result
  }

  /// Whether the body holds a processing instruction other than the XML declaration it
  /// may start with: a multistatus has none, and FoundationXML crashes on some.
  static func hasProcessingInstruction(_ data: Data) -> Bool {
    var bytes = data[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    bytes = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    var rest = bytes[...]
    if rest.starts(with: Array("<?xml ".utf8)), let end = rest.firstRange(of: Array("?>".utf8)) {
      rest = rest[end.upperBound...]
    }
    return rest.firstRange(of: Array("<?".utf8)) != nil
  }

  /// The body with each sequence that is not UTF-8 as U+FFFD: FoundationXML crashes on
  /// such bytes in some places (a namespace name), where libxml2 itself does not.
  static func validUTF8(_ data: Data) -> Data {
    if String(validating: data, as: UTF8.self) != nil { return data }
    return Data(String(decoding: data, as: UTF8.self).utf8)
  }

  /// The body with each C0 control XML 1.0 forbids (all but tab, line feed and carriage
  /// return) as U+FFFD. Servers store what clients sent them: one item with an escape
  /// sequence in its SUMMARY would otherwise make every answer about its collection
  /// unreadable, and the collection could never sync again. Those bytes never occur
  /// inside a multi-byte UTF-8 sequence, so replacing them leaves the rest intact.
  static func withoutControls(_ data: Data) -> Data {
    guard data.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else {
      return data
    }
    var clean = Data()
    clean.reserveCapacity(data.count)
    for byte in data {
      if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
        clean.append(contentsOf: [0xEF, 0xBF, 0xBD])
      } else {
        clean.append(byte)
      }
    }
    return clean
  }

  /// The properties of a response's first 2xx propstat, or of the response itself.
  private final class Reader: NSObject, XMLParserDelegate {
    var result = Multistatus()
    var failure: String?
    var sawMultistatus = false
    private var path: [String] = []
    private var text = ""
    private var item: Multistatus.Item?
    private var propstat = Multistatus.Item()
    private var propstatStatus = 200
    private var responseStatus: Int?
    private var okProperties: [Multistatus.Item] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      path.append(name)
      text = ""
      switch name {
      case "multistatus": sawMultistatus = true
      case "response":
        guard result.items.count < Multistatus.maximumResponses else {
          failure = "too many responses"
          parser.abortParsing()
          return
        }
        item = Multistatus.Item()
        okProperties = []
        responseStatus = nil
      case "propstat":
        propstat = Multistatus.Item()
        propstatStatus = 200
      case "calendar" where path.dropLast().last == "resourcetype":
        propstat.isCalendar = true
      case "comp" where path.dropLast().last == "supported-calendar-component-set":
        if attributes["name"]?.uppercased() == "VTODO" { propstat.supportsTodo = true }
      default: break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard text.utf8.count + string.utf8.count <= Multistatus.maximumText else {
        failure = "a value is too long"
        parser.abortParsing()
        return
      }
      text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      self.parser(parser, foundCharacters: String(decoding: block, as: UTF8.self))
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      let parent = path.dropLast().last
      let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
      switch name {
      case "href":
        if parent == "response" {
          item?.href = value.removingPercentEncoding ?? value
        } else if path.contains("current-user-principal") {
          propstat.principal = value
        } else if path.contains("calendar-home-set") {
          propstat.home = value
        }
      case "status":
        let code = Self.code(value)
        if parent == "propstat" {
          propstatStatus = code
        } else if parent == "response" {
          responseStatus = code
        }
      case "getetag": propstat.etag = value
      case "calendar-data": propstat.calendarData = text
      case "displayname": propstat.displayName = value
      case "calendar-color": propstat.color = value
      case "sync-token":
        if parent == "multistatus" { result.syncToken = value } else { propstat.syncToken = value }
      case "propstat":
        if (200..<300).contains(propstatStatus) { okProperties.append(propstat) }
      case "response":
        if var item {
          for found in okProperties {
            item.etag = item.etag ?? found.etag
            item.calendarData = item.calendarData ?? found.calendarData
            item.displayName = item.displayName ?? found.displayName
            item.color = item.color ?? found.color
            item.isCalendar = item.isCalendar || found.isCalendar
            item.supportsTodo = item.supportsTodo || found.supportsTodo
            item.syncToken = item.syncToken ?? found.syncToken
            item.principal = item.principal ?? found.principal
            item.home = item.home ?? found.home
          }
          item.status = responseStatus ?? (okProperties.isEmpty ? 404 : 200)
          result.items.append(item)
        }
        item = nil
      default: break
      }
      path.removeLast()
      text = ""
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
      failure = failure ?? "malformed XML"
    }

    /// `HTTP/1.1 404 Not Found` → 404.
    static func code(_ line: String) -> Int {
      let parts = line.split(separator: " ")
      return parts.count >= 2 ? Int(parts[1]) ?? 0 : 0
    }
  }
}
