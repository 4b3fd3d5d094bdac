import TikCore

/// The JSON line protocol: one request per input line, exactly one JSON object per
/// output line, in order, written as soon as it is known.
///
/// Requests use the REPL's grammar. Lines that have already arrived together are
/// handled in one write transaction and answered after it commits, so nothing is
/// acknowledged before it is stored; bad input gets an error reply and the session goes
/// on. Empty lines are ignored.
public struct LineProtocol {
  public let session: Session
  let reader: LineReader
  let write: (String) -> Void

  public init(session: Session, descriptor: Int32 = 0, write: @escaping (String) -> Void) {
    self.session = session
    reader = LineReader(descriptor: descriptor)
    self.write = write
  }

  /// Answers requests until the end of input or `/quit`; the exit code.
  public func run() -> Int32 {
    while let batch = reader.nextBatch(limit: 1_000) {
      let requests = batch.filter { $0 != .text("") && $0 != .text("\r") }
      guard !requests.isEmpty else { continue }
      var replies: [String] = []
      var quit = false
      do {
        try session.context.write { (_) throws(TikError) in
          for request in requests where !quit {
            replies.append(answer(request, quit: &quit))
          }
        }
      } catch {
        replies = requests.map { _ in LineProtocol.failure(error, catalog: session.context.catalog)
        }
      }
      for reply in replies { write(reply) }
      if quit { return 0 }
    }
    return 0
  }

  /// The reply to one request, as one line of JSON.
  func answer(_ request: LineReader.Line, quit: inout Bool) -> String {
    let catalog = session.context.catalog
    switch request {
    case .invalidUTF8:
      return LineProtocol.failure(code: "invalid_utf8", catalog.text(.errorInvalidUTF8))
    case .tooLong:
      return LineProtocol.failure(
        code: "line_too_long", catalog.text(.errorLineTooLong, String(LineReader.maximumLength)))
    case .text(let line):
      do {
        switch try session.handle(line) {
        case .quit:
          quit = true
          return JSONValue.object([("ok", .bool(true)), ("quit", .bool(true))]).text + "\n"
        case .form, .editForm:
          return LineProtocol.failure(code: "interactive_only", catalog.text(.errorInteractiveOnly))
        case .reply(let reply, _):
          return try success(reply)
        }
      } catch {
        return LineProtocol.failure(error, catalog: catalog)
      }
    }
  }

  private func success(_ reply: Reply) throws(TikError) -> String {
    let context = session.context
    let lists = try context.read { (store) throws(TikError) in try store.lists() }
    var members: [(String, JSONValue)] = [("ok", .bool(true))]
    if case .object(let fields) = JSONRenderer(context: context, lists: lists).reply(reply) {
      members += fields
    }
    if case .partial(_, let failures, _) = reply, !failures.isEmpty {
      members.append(("failures", .array(failures.map { .string($0) })))
    }
    return JSONValue.object(members).text + "\n"
  }

  static func failure(_ error: TikError, catalog: Catalog) -> String {
    failure(code: error.code, error.message(in: catalog))
  }

  static func failure(code: String, _ message: String) -> String {
    JSONValue.object([
      ("ok", .bool(false)),
      ("error", .object([("code", .string(code)), ("message", .string(message))])),
    ]).text + "\n"
  }
}
