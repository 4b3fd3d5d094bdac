import TikCore

/// What the REPL remembers between runs: the view you left and the message you were
/// reading, in `$XDG_STATE_HOME/tik/repl` (mode 0600).
public struct REPLState: Equatable {
  public var view: TodoView.Kind
  public var message: String

  static func path(_ context: Context) -> String { context.paths.stateDirectory + "/repl" }

  /// The longest message kept: a few screens' worth.
  static let maximumMessage = 16_384

  /// The saved state; Today and no message when there is none or it no longer applies.
  /// The file is data that anyone may have edited: a view that is not one (a day outside
  /// the days tik reads), or anything that is not what tik writes, gives Today; the
  /// message is cut to its longest length and shown as text, never as terminal codes.
  static func load(_ context: Context) -> REPLState {
    guard let text = try? FileSystem.read(path(context)) else {
      return REPLState(view: .today, message: "")
    }
    return read(text, context: context)
  }

  /// The state a file's text holds, as `load` reads it.
  public static func read(_ text: String, context: Context) -> REPLState {
    let empty = REPLState(view: .today, message: "")
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard !lines.isEmpty else { return empty }
    let header = lines.removeFirst()
    let message = lines.prefix(200).map { TerminalText.sanitized(String($0)) }
      .joined(separator: "\n")
    guard message.utf8.count <= maximumMessage else { return empty }
    let parts = header.split(separator: " ", maxSplits: 1)
    var view = TodoView.Kind.today
    switch parts.first {
    case "scheduled": view = .scheduled
    case "all": view = .all
    case "completed": view = .completed
    case "inbox": view = .list(nil)
    case "list":
      if parts.count == 2, let id = Int64(parts[1]),
        let list = try? context.read({ (store) throws(TikError) in
          try store.lists().first { $0.id == id }
        })
      {
        view = .list(list)
      }
    case "search": view = .search(parts.count == 2 ? TerminalText.singleLine(String(parts[1])) : "")
    case "day", "story":
      if parts.count == 2, let number = Int(parts[1]), DateWords.supportedDays.contains(Day(number))
      {
        view = parts[0] == "day" ? .day(Day(number)) : .story(Day(number))
      }
    default: break
    }
    return REPLState(view: view, message: message)
  }

  func save(_ context: Context) {
    let header: String
    switch view {
    case .today: header = "today"
    case .scheduled: header = "scheduled"
    case .all: header = "all"
    case .completed: header = "completed"
    case .list(nil): header = "inbox"
    case .list(let list?): header = "list \(list.id)"
    case .search(let query):
      header = "search " + query.split(separator: "\n").joined(separator: " ")
    case .day(let day): header = "day \(day.number)"
    case .story(let day): header = "story \(day.number)"
    }
    let plain = ANSIText.stripped(message)
    try? FileSystem.writeAtomically(header + "\n" + plain, to: REPLState.path(context))
  }
}
