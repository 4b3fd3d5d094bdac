import TikCore

/// How text from iCalendar becomes a task's text: as tik's own input makes it.
public enum ICalText {
  /// A title, a subtask or a list name: one line, controls made visible, trimmed.
  public static func title(_ text: String) -> String {
    TerminalText.singleLine(text).trimmed
  }

  /// Notes keep their lines; each is cleaned as a title is, but not trimmed.
  public static func notes(_ text: String) -> String {
    let lines = text.replacing("\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false)
    let cleaned = lines.map { TerminalText.singleLine(String($0)) }.joined(separator: "\n")
    return cleaned.trimmed
  }

  /// The longest key (a UID) kept; longer ones are cut, so that a hostile file cannot
  /// fill the table with megabytes of key.
  public static let maximumKeyLength = 1_000

  public static func key(_ text: String) -> String {
    String(text.trimmed.prefix(maximumKeyLength))
  }

  /// Whether text has the shape of a rule as tik stores it: a `DTSTART` line and an
  /// `RRULE` line, short. What the rule means is the recurrence plugin's to read.
  public static func isStoredRule(_ text: String) -> Bool {
    guard text.utf8.count <= 1_000 else { return false }
    let lines = text.split(separator: "\n")
    return lines.count <= 2 && lines.contains { $0.hasPrefix("RRULE:") }
      && lines.allSatisfy { $0.hasPrefix("RRULE:") || $0.hasPrefix("DTSTART") }
      && lines.allSatisfy { line in line.allSatisfy { $0.isASCII && !$0.isWhitespace } }
  }
}

/// What libical could not read, a text too big or too deep to give it, or libical
/// itself missing.
public enum ICalendarError: Error, Equatable, Sendable {
  /// Not iCalendar, or a value in a property tik reads that names nothing (quoted).
  case invalid(String?)
  case tooDeep(Int)
  case tooMany(Int)
  /// libical cannot be loaded: Debian's libical3 is not installed.
  case notInstalled
}
