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

  /// The reply to one request, as one line of JSON. The request is one unit of the
  /// batch's transaction: when it fails, whatever it wrote is undone.
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
        // Rendered once the unit is over, with what the plugins told at its end.
        let outcome = try session.context.attempt { () throws(TikError) in
          try session.handle(line)
        }
        let (reply, quits) = try answer(outcome)
        if quits { quit = true }
        return reply
      } catch {
        return LineProtocol.failure(error, catalog: catalog)
      }
    }
  }

  /// The reply to one line's outcome, and whether it ends the session.
  private func answer(_ outcome: Session.Outcome) throws(TikError) -> (String, quits: Bool) {
    switch outcome {
    case .quit:
      return (JSONValue.object([("ok", .bool(true)), ("quit", .bool(true))]).text + "\n", true)
    case .form, .editForm, .more:
      let catalog = session.context.catalog
      return (
        LineProtocol.failure(code: "interactive_only", catalog.text(.errorInteractiveOnly)), false
      )
    case .reply(let reply, _):
      return (try success(reply), false)
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
    return JSONRenderer.adding(context.takeNotes(), to: .object(members)).text + "\n"
  }

  static func failure(_ error: TikError, catalog: Catalog) -> String {
    JSONRenderer.failure(error, catalog: catalog).text + "\n"
  }

  static func failure(code: String, _ message: String) -> String {
    JSONRenderer.failure(code: code, message: message).text + "\n"
  }
}
