import Foundation
import TikCore
import TikSync

/// The CalDAV requests sync sends, each one method with its body, and the answers read.
extension DAVClient {
  /// A path as an href: each segment percent-encoded.
  static func escape(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "item"
  }

  func propfind(_ url: URL, depth: Int, properties: String) throws(SyncError) -> Multistatus {
    let body = """
      <?xml version="1.0" encoding="utf-8"?>
      <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" \
      xmlns:i="http://apple.com/ns/ical/" xmlns:cs="http://calendarserver.org/ns/">
      <d:prop>\(properties)</d:prop></d:propfind>
      """
    let answer = try send("PROPFIND", url, headers: ["Depth": String(depth)], body: body)
    guard answer.status == 207 else { throw .notCalDAV("PROPFIND answered HTTP \(answer.status)") }
    return try Multistatus.parse(answer.body)
  }

  /// The calendar home: `sync.url` itself, or what its principal names (RFC 6764's
  /// discovery past the well-known address).
  func calendarHome() throws(SyncError) -> URL {
    let properties = "<d:current-user-principal/><c:calendar-home-set/><d:resourcetype/>"
    var url = base
    if url.path.isEmpty || url.path == "/" {
      url = self.url("/.well-known/caldav") ?? base
      if (try? send("PROPFIND", url, headers: ["Depth": "0"]))?.status != 207 { url = base }
    }
    let first = try propfind(url, depth: 0, properties: properties).items.first
    if let home = first?.home, let found = self.url(home) { return found }
    if let principal = first?.principal, let found = self.url(principal),
      found.path != url.path
    {
      let second = try propfind(found, depth: 0, properties: properties).items.first
      if let home = second?.home, let found = self.url(home) { return found }
      return found
    }
    return url
  }

  func collections(in home: URL) throws(SyncError) -> [Multistatus.Item] {
    let answer = try propfind(
      home, depth: 1,
      properties:
        "<d:resourcetype/><d:displayname/><i:calendar-color/><c:supported-calendar-component-set/><d:sync-token/>"
    )
    return answer.items.filter { $0.isCalendar && $0.status == 200 }
  }

  func makeCalendar(_ url: URL, name: String, color: String) throws(SyncError) {
    let body = """
      <?xml version="1.0" encoding="utf-8"?>
      <c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" \
      xmlns:i="http://apple.com/ns/ical/"><d:set><d:prop>
      <d:displayname>\(Self.xml(name))</d:displayname>
      <i:calendar-color>\(color)</i:calendar-color>
      <c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>
      </d:prop></d:set></c:mkcalendar>
      """
    let answer = try send("MKCALENDAR", url, body: body)
    guard (200..<300).contains(answer.status) else {
      throw .refused("to make the calendar '\(name)'", answer.status)
    }
    // A server may make the calendar without some properties and say so in its answer
    // (Xandikos 0.2 leaves out the colour, then takes it in a PROPPATCH).
    if String(decoding: answer.body, as: UTF8.self).contains("calendar-color") {
      try update(url, color: color)
    }
  }

  /// Sets a collection's colour, and its name when given; a server that keeps neither
  /// is left as it is.
  func update(_ url: URL, name: String? = nil, color: String) throws(SyncError) {
    let displayName = name.map { "<d:displayname>" + Self.xml($0) + "</d:displayname>" } ?? ""
    let body = """
      <?xml version="1.0" encoding="utf-8"?>
      <d:propertyupdate xmlns:d="DAV:" xmlns:i="http://apple.com/ns/ical/"><d:set><d:prop>
      \(displayName)<i:calendar-color>\(color)</i:calendar-color></d:prop></d:set></d:propertyupdate>
      """
    _ = try send("PROPPATCH", url, body: body)
  }

  /// What changed since `token` (RFC 6578): hrefs with ETags, hrefs deleted, the new
  /// token, and whether the answer is whole; nil when the server does not do
  /// sync-collection or forgot the token.
  func changes(in collection: URL, since token: String) throws(SyncError) -> Changes? {
    let body = """
      <?xml version="1.0" encoding="utf-8"?>
      <d:sync-collection xmlns:d="DAV:"><d:sync-token>\(Self.xml(token))</d:sync-token>
      <d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>
      """
    let answer = try send("REPORT", collection, headers: ["Depth": "1"], body: body)
    guard answer.status == 207 else { return nil }
    return Self.changes(in: try Multistatus.parse(answer.body), of: collection.path)
  }

  /// A sync-collection answer: items changed and deleted, the token to go on from, and
  /// whether the answer is whole.
  struct Changes {
    var changed: [String: String] = [:]
    var deleted: [String] = []
    var token: String
    /// False when the server cut the answer short (RFC 6578 §3.6: a 507 for the
    /// collection itself): an item it does not name may still be there.
    var isWhole = true
  }

  /// The changes a parsed sync-collection answer for the collection at `path` gives.
  static func changes(in status: Multistatus, of path: String) -> Changes? {
    guard let token = status.syncToken else { return nil }
    var changes = Changes(token: token)
    for item in status.items {
      guard directory(item.href) != directory(path) else {
        if item.status == 507 { changes.isWhole = false }
        continue
      }
      if item.status == 404 {
        changes.deleted.append(item.href)
      } else if let etag = item.etag {
        changes.changed[item.href] = etag
      }
    }
    return changes
  }

  /// Every item's ETag: the listing when sync-collection is not there.
  func etags(in collection: URL) throws(SyncError) -> [String: String] {
    var etags: [String: String] = [:]
    for item in try propfind(collection, depth: 1, properties: "<d:getetag/>").items
    where Self.directory(item.href) != Self.directory(collection.path) && item.status == 200 {
      if let etag = item.etag { etags[item.href] = etag }
    }
    return etags
  }

  /// The items' ETags and texts (calendar-multiget), in batches; only those asked for.
  func items(_ hrefs: [String], in collection: URL) throws(SyncError)
    -> [String: (etag: String, text: String)]
  {
    var found: [String: (etag: String, text: String)] = [:]
    var start = 0
    while start < hrefs.count {
      let batch = hrefs[start..<min(start + 200, hrefs.count)]
      start += batch.count
      let body = """
        <?xml version="1.0" encoding="utf-8"?>
        <c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
        <d:prop><d:getetag/><c:calendar-data/></d:prop>
        \(batch.map { "<d:href>" + Self.xml(Self.hrefPath($0)) + "</d:href>" }.joined())
        </c:calendar-multiget>
        """
      let answer = try send("REPORT", collection, headers: ["Depth": "1"], body: body)
      guard answer.status == 207 else { throw .refused("calendar-multiget", answer.status) }
      // Only what was asked: an href the server adds may lie outside the collection.
      let asked = Set(batch)
      for item in try Multistatus.parse(answer.body).items
      where item.status == 200 && asked.contains(item.href) {
        if let text = item.calendarData { found[item.href] = (item.etag ?? "", text) }
      }
    }
    return found
  }

  /// PUTs an item: new (`If-None-Match: *`) or over the ETag it had. The new ETag, or ""
  /// when the server gave none; nil when the item changed on the server meanwhile.
  func put(_ href: String, text: String, etag: String?) throws(SyncError) -> String? {
    guard let url = url(Self.hrefPath(href)) else { throw .invalidItem(href) }
    var headers = ["Content-Type": "text/calendar; charset=utf-8"]
    if let etag, !etag.isEmpty {
      headers["If-Match"] = etag
    } else {
      headers["If-None-Match"] = "*"
    }
    let answer = try send("PUT", url, headers: headers, body: text)
    // 207 is no success for a PUT: Xandikos 0.2 refuses a UID it has under another name
    // with a multistatus holding 412 (no-uid-conflict), where RFC 4791 says 403 or 409.
    if answer.status == 412 || answer.status == 409 || answer.status == 207 { return nil }
    guard (200..<300).contains(answer.status) else {
      throw .refused("the task at '\(href)'", answer.status)
    }
    return answer.header("ETag") ?? ""
  }

  /// DELETEs an item if it is still as tik saw it; false when it changed meanwhile.
  func delete(_ href: String, etag: String) throws(SyncError) -> Bool {
    guard let url = url(Self.hrefPath(href)) else { throw .invalidItem(href) }
    let answer = try send("DELETE", url, headers: etag.isEmpty ? [:] : ["If-Match": etag])
    if answer.status == 412 { return false }
    guard (200..<300).contains(answer.status) || answer.status == 404 else {
      throw .refused("to delete '\(href)'", answer.status)
    }
    return true
  }

  /// A collection's path as hrefs name it: with its trailing slash.
  static func directory(_ path: String) -> String {
    path.hasSuffix("/") ? path : path + "/"
  }

  /// An href as kept (decoded) back to the path form a request names.
  static func hrefPath(_ href: String) -> String {
    href.split(separator: "/", omittingEmptySubsequences: false).map {
      escape(String($0))
    }.joined(separator: "/")
  }

  static func xml(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
  }
}
