import Foundation
import TikCore
import TikSyncEngine

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// HTTP through URLSession (libcurl): an ephemeral session without cookies or cache,
/// each request waited for on a semaphore with a timeout, redirects handed back as
/// the answer instead of followed, and a body that grows past the caller's limit cut
/// off as it arrives (never held whole). Only `tik-sync` links it.
public final class URLSessionTransport: HTTPTransport {
  private let session: URLSession
  private let delegate = SessionDelegate()

  public init(timeout: TimeInterval = 30) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout * 4
    configuration.httpCookieStorage = nil
    configuration.urlCache = nil
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit { session.invalidateAndCancel() }

  public func exchange(
    method: String, url: URL, headers: [String: String], body: Data?, timeout: TimeInterval,
    limit: Int
  ) throws(HTTPFailure) -> (status: Int, headers: [String: String], body: Data) {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.timeoutInterval = timeout
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body
    let task = session.dataTask(with: request)
    let box = ResultBox(limit: limit)
    delegate.register(box, for: task)
    task.resume()
    defer { delegate.forget(task) }
    if box.semaphore.wait(timeout: .now() + timeout + 5) == .timedOut {
      task.cancel()
      throw HTTPFailure("timed out")
    }
    let (data, response, error, tooLarge) = box.get()
    if box.wasChallenged { return (401, [:], Data()) }
    if tooLarge { throw HTTPFailure.tooLarge }
    if let error { throw HTTPFailure(Self.describe(error)) }
    guard let response else { throw HTTPFailure("no answer") }
    var fields: [String: String] = [:]
    for (key, value) in response.allHeaderFields {
      if let key = key as? String, let value = value as? String { fields[key] = value }
    }
    return (response.statusCode, fields, data)
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

/// What one data task received, gathered on the session's queue and read by the thread
/// that waits for it.
private final class ResultBox: @unchecked Sendable {
  let semaphore = DispatchSemaphore(value: 0)
  let limit: Int
  private let lock = NSLock()
  private var data = Data()
  private var response: HTTPURLResponse?
  private var error: (any Error)?
  private var tooLarge = false

  init(limit: Int) { self.limit = limit }

  /// Whether the answer may go on: false once it says or grows past the limit.
  func receive(_ response: HTTPURLResponse) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    self.response = response
    if response.expectedContentLength > Int64(limit) { tooLarge = true }
    return !tooLarge
  }

  func receive(_ chunk: Data) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !tooLarge, data.count + chunk.count <= limit else {
      tooLarge = true
      data = Data()
      return false
    }
    data.append(chunk)
    return true
  }

  func finish(_ error: (any Error)?) {
    lock.lock()
    self.error = error
    lock.unlock()
    semaphore.signal()
  }

  private var challenge = false

  /// The server asked for credentials: the ones sent were refused.
  func challenged() {
    lock.lock()
    challenge = true
    lock.unlock()
  }

  var wasChallenged: Bool {
    lock.lock()
    defer { lock.unlock() }
    return challenge
  }

  func get() -> (Data, HTTPURLResponse?, (any Error)?, Bool) {
    lock.lock()
    defer { lock.unlock() }
    return (data, response, error, tooLarge)
  }
}

/// The session's delegate: hands each task's events to its box, a redirect back as the
/// answer instead of following it, and cancels a task whose body is too large.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var boxes: [Int: ResultBox] = [:]

  func register(_ box: ResultBox, for task: URLSessionTask) {
    lock.lock()
    defer { lock.unlock() }
    boxes[task.taskIdentifier] = box
  }

  func forget(_ task: URLSessionTask) {
    lock.lock()
    defer { lock.unlock() }
    boxes[task.taskIdentifier] = nil
  }

  private func box(_ task: URLSessionTask) -> ResultBox? {
    lock.lock()
    defer { lock.unlock() }
    return boxes[task.taskIdentifier]
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let allowed = (response as? HTTPURLResponse).map { box(dataTask)?.receive($0) ?? true }
    completionHandler(allowed == false ? .cancel : .allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    if box(dataTask)?.receive(data) == false { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    box(task)?.finish(error)
  }

  /// tik sends its credentials itself, so a server's challenge (a 401 with
  /// `WWW-Authenticate`) means they were refused: the task stops there, and its answer
  /// is the 401. Left to its default, the session waited for credentials until the
  /// request timed out. (This Foundation asks about no other kind of challenge: TLS is
  /// libcurl's.)
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    box(task)?.challenged()
    completionHandler(.cancelAuthenticationChallenge, nil)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
