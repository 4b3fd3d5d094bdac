import Foundation
import TikCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// HTTP for WebDAV and CalDAV, synchronous: tik's commands run to their end on one
/// thread, so each request waits on a semaphore, with a timeout, and never hangs.
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
  private let session: URLSession
  /// The methods sent, in order, for `tik sync --verbose` and the tests.
  private(set) var sent: [String] = []

  init(base: URL, user: String?, password: String?) {
    self.base = base
    if let user, !user.isEmpty {
      let pair = Data((user + ":" + (password ?? "")).utf8).base64EncodedString()
      authorization = "Basic " + pair
    } else {
      authorization = nil
    }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = Self.timeout
    configuration.timeoutIntervalForResource = Self.timeout * 4
    configuration.httpCookieStorage = nil
    configuration.urlCache = nil
    session = URLSession(
      configuration: configuration, delegate: RefusingRedirects(), delegateQueue: nil)
  }

  deinit { session.invalidateAndCancel() }

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
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.timeoutInterval = Self.timeout
    if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    if let body {
      request.httpBody = Data(body.utf8)
      if request.value(forHTTPHeaderField: "Content-Type") == nil {
        request.setValue("application/xml; charset=utf-8", forHTTPHeaderField: "Content-Type")
      }
    }
    sent.append(method)
    let box = ResultBox()
    let semaphore = DispatchSemaphore(value: 0)
    let task = session.dataTask(with: request) { data, response, error in
      box.set(data: data, response: response as? HTTPURLResponse, error: error)
      semaphore.signal()
    }
    task.resume()
    if semaphore.wait(timeout: .now() + Self.timeout + 5) == .timedOut {
      task.cancel()
      throw .connection(base.host ?? "", "timed out")
    }
    let (data, response, error) = box.get()
    if let error {
      throw .connection(base.host ?? "", Self.describe(error))
    }
    guard let response else { throw .connection(base.host ?? "", "no answer") }
    let body = data ?? Data()
    guard body.count <= Self.maximumBody else { throw .tooLarge(Self.maximumBody) }
    var fields: [String: String] = [:]
    for (key, value) in response.allHeaderFields {
      if let key = key as? String, let value = value as? String { fields[key] = value }
    }
    let answer = Response(status: response.statusCode, headers: fields, body: body)
    switch answer.status {
    case 401: throw .authentication(base.host ?? "")
    case 300..<400: throw .redirected(url.path)
    default: return answer
    }
  }

  private static func describe(_ error: any Error) -> String {
    let error = error as NSError
    switch error.code {
    case NSURLErrorCannotConnectToHost: return "connection refused"
    case NSURLErrorTimedOut: return "timed out"
    case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: return "unknown host"
    case NSURLErrorNetworkConnectionLost: return "connection lost"
    case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted,
      NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateNotYetValid,
      NSURLErrorServerCertificateHasUnknownRoot:
      return "TLS failed"
    default: return TerminalText.excerpt(error.localizedDescription, limit: 80)
    }
  }
}

/// What a data task handed back, across the thread it ran on.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?
  private var response: HTTPURLResponse?
  private var error: (any Error)?

  func set(data: Data?, response: HTTPURLResponse?, error: (any Error)?) {
    lock.lock()
    defer { lock.unlock() }
    (self.data, self.response, self.error) = (data, response, error)
  }

  func get() -> (Data?, HTTPURLResponse?, (any Error)?) {
    lock.lock()
    defer { lock.unlock() }
    return (data, response, error)
  }
}

/// Hands a redirect back as the answer instead of following it.
private final class RefusingRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
