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
    // A view's tasks are written as they are read, never held whole.
    session.context.streamsViews = true
    while let batch = reader.nextBatch(limit: 1_000) {
      var requests = batch.filter { $0 != .text("") && $0 != .text("\r") }[...]
      var quit = false
      while !requests.isEmpty && !quit {
        if let request = requests.first, runsOutsideWrites(request) {
          requests.removeFirst()
          write(answerOnItsOwn(request, quit: &quit))
          continue
        }
        let (replies, view) = answerPart(of: &requests, quit: &quit)
        for reply in replies { write(reply) }
        if let view { writeStreamed(view) }
      }
      if quit { return 0 }
    }
    return 0
  }

  /// Answers every request with `error` until the end of input or `/quit`: tik could
  /// not start (its config file has a mistake), and a client still gets its one reply
  /// a line, each saying why. The exit code is the error's, as on the command line.
  public static func refuse(
    with error: TikError, catalog: Catalog, descriptor: Int32 = 0, write: (String) -> Void
  ) -> Int32 {
    let reader = LineReader(descriptor: descriptor)
    let failure = LineProtocol.failure(error, catalog: catalog)
    while let batch = reader.nextBatch(limit: 1_000) {
      for request in batch where request != .text("") && request != .text("\r") {
        if case .text(let line) = request, isQuit(line) {
          write(JSONValue.object([("ok", .bool(true)), ("quit", .bool(true))]).text + "\n")
          return error.exitCode
        }
        write(failure)
      }
    }
    return error.exitCode
  }

  /// `/quit` (`/exit`, `/q`), whatever follows it, as the session reads it.
  private static func isQuit(_ line: String) -> Bool {
    let trimmed = line.trimmingSpaces
    guard trimmed.first == "/",
      let name = ArgumentParser.words(of: String(trimmed.dropFirst())).first
    else { return false }
    return Session.quitWords.contains(name.lowercased())
  }

  /// What a request is answered with: a line, or a view to write as it is read.
  enum Answer {
    case line(String)
    case view(TodoView)
  }

  /// Whether a request is for a command that cannot run inside the batch's write
  /// (`/backup`, `/restore`, `/sync`): it is answered on its own, after the requests
  /// before it have committed.
  private func runsOutsideWrites(_ request: LineReader.Line) -> Bool {
    guard case .text(let line) = request else { return false }
    return session.runsOutsideWrites(line)
  }

  /// The reply to a request answered outside any write, as the REPL answers it.
  private func answerOnItsOwn(_ request: LineReader.Line, quit: inout Bool) -> String {
    guard case .text(let line) = request else { return "" }
    do {
      let (reply, quits) = try answer(try session.handle(line))
      if quits { quit = true }
      return reply
    } catch {
      return LineProtocol.failure(error, catalog: session.context.catalog)
    }
  }

  /// Answers the requests up to the next one for a view or one answered on its own
  /// (taking them from `requests`), in one write transaction, and gives their replies
  /// once it has committed: nothing is acknowledged before it is stored. The view, read
  /// after that commit, sees every request before it; the rest of the batch goes on in
  /// a transaction of its own.
  private func answerPart(of requests: inout ArraySlice<LineReader.Line>, quit: inout Bool)
    -> ([String], TodoView?)
  {
    var replies: [String] = []
    var view: TodoView?
    var handled = 0
    do {
      try session.context.write { (_) throws(TikError) in
        while view == nil, !quit, let request = requests.first, !runsOutsideWrites(request) {
          requests.removeFirst()
          handled += 1
          switch answer(request, quit: &quit) {
          case .line(let reply): replies.append(reply)
          case .view(let streamed): view = streamed
          }
        }
      }
    } catch {
      // A write that could not even begin (a read-only database) answered none of them:
      // every request left gets the error, as the whole batch did before.
      if handled == 0 {
        handled = requests.count
        requests.removeAll()
      }
      let failure = LineProtocol.failure(error, catalog: session.context.catalog)
      return (Array(repeating: failure, count: handled), nil)
    }
    return (replies, view)
  }

  /// A view's reply, its tasks written as they are read, `"ok"` last: a read that fails
  /// once the line has begun ends it with `"ok":false` and the error, so the line stays
  /// one JSON object that says what happened.
  private func writeStreamed(_ view: TodoView) {
    let context = session.context
    var began = false
    do {
      try Tik.write(
        view, json: true, context: context, notes: context.takeNotes(),
        trailing: [("ok", .bool(true))]
      ) {
        began = true
        write(String(decoding: $0, as: UTF8.self))
      }
    } catch {
      guard began else {
        write(LineProtocol.failure(error, catalog: context.catalog))
        return
      }
      guard case .object(let members) = JSONRenderer.failure(error, catalog: context.catalog)
      else { return }
      let tail = members.map { JSONValue.object([$0]).text.dropFirst().dropLast() }
      write("]," + tail.joined(separator: ",") + "}\n")
    }
  }

  /// The reply to one request. The request is one unit of the batch's transaction: when
  /// it fails, whatever it wrote is undone.
  func answer(_ request: LineReader.Line, quit: inout Bool) -> Answer {
    let catalog = session.context.catalog
    switch request {
    case .invalidUTF8:
      return .line(LineProtocol.failure(code: "invalid_utf8", catalog.text(.errorInvalidUTF8)))
    case .tooLong:
      return .line(
        LineProtocol.failure(
          code: "line_too_long",
          catalog.text(.errorLineTooLong, String(LineReader.maximumLength))))
    case .text(let line):
      do {
        // Rendered once the unit is over, with what the plugins told at its end.
        let outcome = try session.context.attempt { () throws(TikError) in
          try session.handle(line)
        }
        if case .reply(.view(let view), _) = outcome, view.isStreamed { return .view(view) }
        let (reply, quits) = try answer(outcome)
        if quits { quit = true }
        return .line(reply)
      } catch {
        return .line(LineProtocol.failure(error, catalog: catalog))
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
      return (try success(try Tik.collected(reply, context: session.context)), false)
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
