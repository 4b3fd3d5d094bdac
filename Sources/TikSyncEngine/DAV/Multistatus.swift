import Foundation
import TikCore
import TikSync

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
    let reader = Reader()
    do throws(XMLReader.Malformed) {
      try XMLReader.read(Array(data), into: reader)
    } catch {
      throw .notCalDAV("malformed XML")
    }
    guard reader.failure == nil, reader.sawMultistatus else {
      throw .notCalDAV(reader.failure ?? "the answer is not a WebDAV multistatus")
    }
    return reader.result
  }

  /// The properties of a response's first 2xx propstat, or of the response itself.
  private final class Reader: XMLReader.Handler {
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

    func start(_ name: String, attributes: [String: String]) -> Bool {
      path.append(name)
      text = ""
      switch name {
      case "multistatus": sawMultistatus = true
      case "response":
        guard result.items.count < Multistatus.maximumResponses else {
          failure = "too many responses"
          return false
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
      return true
    }

    func text(_ string: String) -> Bool {
      guard text.utf8.count + string.utf8.count <= Multistatus.maximumText else {
        failure = "a value is too long"
        return false
      }
      text += string
      return true
    }

    func end(_ name: String) -> Bool {
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
      return true
    }

    /// `HTTP/1.1 404 Not Found` → 404.
    static func code(_ line: String) -> Int {
      let parts = line.split(separator: " ")
      return parts.count >= 2 ? Int(parts[1]) ?? 0 : 0
    }
  }
}
