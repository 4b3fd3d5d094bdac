import Foundation
import TikCore
import TikSync

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// HTTP through URLSession (libcurl): an ephemeral session without cookies or cache,
/// each request waited for on a semaphore with a timeout, redirects handed back as
/// the answer instead of followed. Only `tik-sync` links it.
public final class URLSessionTransport: HTTPTransport {
  private let session: URLSession

  public init(timeout: TimeInterval = 30) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout * 4
    configuration.httpCookieStorage = nil
    configuration.urlCache = nil
    session = URLSession(
      configuration: configuration, delegate: RefusingRedirects(), delegateQueue: nil)
  }

  deinit { session.invalidateAndCancel() }

  public func exchange(
    method: String, url: URL, headers: [String: String], body: Data?, timeout: TimeInterval
  ) throws(HTTPFailure) -> (status: Int, headers: [String: String], body: Data) {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.timeoutInterval = timeout
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body
    let box = ResultBox()
    let semaphore = DispatchSemaphore(value: 0)
    let task = session.dataTask(with: request) { data, response, error in
      box.set(data: data, response: response as? HTTPURLResponse, error: error)
      semaphore.signal()
    }
    task.resume()
    if semaphore.wait(timeout: .now() + timeout + 5) == .timedOut {
      task.cancel()
      throw HTTPFailure("timed out")
    }
    let (data, response, error) = box.get()
    if let error { throw HTTPFailure(Self.describe(error)) }
    guard let response else { throw HTTPFailure("no answer") }
    var fields: [String: String] = [:]
    for (key, value) in response.allHeaderFields {
      if let key = key as? String, let value = value as? String { fields[key] = value }
    }
    return (response.statusCode, fields, data ?? Data())
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
