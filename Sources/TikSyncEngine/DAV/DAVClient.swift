import Foundation
import TikCore
import TikSync

/// How a request reaches the server: HTTP through FoundationNetworking in `tik-sync`
/// (the TikSyncHTTP target), so that `tik` itself never loads libcurl and the forty
/// libraries it brings, which would triple every command's start-up.
public protocol HTTPTransport: AnyObject {
  /// Sends one request and waits for its answer, at most `timeout` seconds; follows no
  /// redirect. A body larger than `limit` bytes is not read on: `HTTPFailure.tooLarge`.
  /// Throws a one-line description of what failed.
  func exchange(
    method: String, url: URL, headers: [String: String], body: Data?, timeout: TimeInterval,
    limit: Int
  ) throws(HTTPFailure) -> (status: Int, headers: [String: String], body: Data)
}

/// A request that got no answer: `connection refused`, `timed out`, `TLS failed`…
public struct HTTPFailure: Error, Equatable {
  public var description: String
  public init(_ description: String) { self.description = description }

  /// An answer larger than the limit, cut off as it arrived.
  public static let tooLarge = HTTPFailure("the answer is too large")
}

/// HTTP for WebDAV and CalDAV, synchronous: tik's commands run to their end on one
/// thread, so each request waits, with a timeout, and never hangs.
///
/// Bodies are capped (`maximumBody`); redirects are not followed (a server that sends
/// one is not where `sync.url` says); only http and https on the configured host are
/// ever asked.
final class DAVClient {
  struct Response {
    var status: Int
    var headers: [String: String]
    var body: Data

    func header(_ name: String) -> String? {
      headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
  }

  static let maximumBody = 16 << 20
  static let timeout: TimeInterval = 30

  let base: URL
  private let authorization: String?
  private let transport: any HTTPTransport
  /// The methods sent, in order, for `tik sync --verbose` and the tests.
  private(set) var sent: [String] = []

  init(base: URL, user: String?, password: String?, transport: any HTTPTransport) {
    self.base = base
    if let user, !user.isEmpty {
      let pair = Data((user + ":" + (password ?? "")).utf8).base64EncodedString()
      authorization = "Basic " + pair
    } else {
      authorization = nil
    }
    self.transport = transport
  }

  /// An address on the server, from an href the server gave or a path; nil for one on
  /// another host or scheme.
  func url(_ href: String) -> URL? {
    guard let url = URL(string: href, relativeTo: base)?.absoluteURL,
      url.scheme == base.scheme, url.host == base.host, url.port == base.port
    else { return nil }
    return url
  }

  func send(
    _ method: String, _ url: URL, headers: [String: String] = [:], body: String? = nil
  ) throws(SyncError) -> Response {
    var fields = headers
    if let authorization { fields["Authorization"] = authorization }
    let data = body.map { Data($0.utf8) }
    if data != nil && !fields.keys.contains(where: { $0.lowercased() == "content-type" }) {
      fields["Content-Type"] = "application/xml; charset=utf-8"
    }
    sent.append(method)
    let reply: (status: Int, headers: [String: String], body: Data)
    do {
      reply = try transport.exchange(
        method: method, url: url, headers: fields, body: data, timeout: Self.timeout,
        limit: Self.maximumBody)
    } catch {
      if error == .tooLarge { throw .tooLarge(Self.maximumBody) }
      throw .connection(base.host ?? "", error.description)
    }
    guard reply.body.count <= Self.maximumBody else { throw .tooLarge(Self.maximumBody) }
    let answer = Response(status: reply.status, headers: reply.headers, body: reply.body)
    switch answer.status {
    case 401: throw .authentication(base.host ?? "")
    case 300..<400: throw .redirected(url.path)
    default: return answer
    }
  }
}
