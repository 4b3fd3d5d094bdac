import TikCore

/// The forms tasks travel in.
enum TransferFormat: String, CaseIterable, Sendable {
  /// tik's complete form, made to be imported again.
  case json
  /// iCalendar (RFC 5545) VTODOs.
  case ics
  case todotxt
  /// Taskwarrior's `task export` (import only).
  case taskwarrior
  /// A directory of collections of one `.ics` file a task, as vdirsyncer keeps them.
  case vdir

  /// What `tik export --format` takes.
  static let exported: [TransferFormat] = [.json, .ics, .todotxt, .vdir]
  /// What `tik import --format` takes, besides `auto`.
  static let imported: [TransferFormat] = [.json, .ics, .taskwarrior, .todotxt]

  /// Whether libical reads and writes the format: iCalendar, and a vdir's files of it.
  var isICalendar: Bool { self == .ics || self == .vdir }

  /// The format a name means, as typed (`todo.txt` and `ical` too).
  init?(name: String) {
    switch name.lowercased() {
    case "json", "tik": self = .json
    case "ics", "ical", "icalendar": self = .ics
    case "todotxt", "todo.txt", "todo": self = .todotxt
    case "taskwarrior", "task": self = .taskwarrior
    case "vdir": self = .vdir
    default: return nil
    }
  }

  /// The format of a file's text, told from how it begins: iCalendar's `BEGIN:VCALENDAR`,
  /// tik's JSON object (its first member is `"format"`), Taskwarrior's array or lines of
  /// objects, and otherwise todo.txt's lines of text.
  static func sniff(_ text: Substring) -> TransferFormat {
    let start = text.drop { $0.isWhitespace }
    if start.prefix(15).uppercased() == "BEGIN:VCALENDAR" { return .ics }
    switch start.first {
    case "{":
      let member = start.dropFirst().drop { $0.isWhitespace }
      return member.hasPrefix("\"format\"") ? .json : .taskwarrior
    case "[": return .taskwarrior
    default: return .todotxt
    }
  }
}
