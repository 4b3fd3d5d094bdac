import TikCore
import TikICalendar

/// How text from a file becomes a task's text: as tik's own input makes it.
enum ImportText {
  /// A title, a subtask or a list name: one line, controls made visible, trimmed.
  static func title(_ text: String) -> String { ICalText.title(text) }

  /// Notes keep their lines; each is cleaned as a title is, but not trimmed.
  static func notes(_ text: String) -> String { ICalText.notes(text) }

  /// An icon as `tik lists icon` takes it: one or two characters, at most two columns;
  /// nil otherwise (the list keeps its own, or the default).
  static func icon(_ text: String) -> String? {
    let icon = title(text)
    guard !icon.isEmpty, icon.count <= 2, DisplayWidth.of(icon) <= 2, icon == text else {
      return nil
    }
    return icon
  }

  static func key(_ text: String) -> String { ICalText.key(text) }

  /// A value as an error quotes it: one short line.
  static func excerpt(_ value: JSONValue) -> String {
    TerminalText.excerpt(value.stringValue ?? value.text, limit: 40)
  }

  static func isStoredRule(_ text: String) -> Bool { ICalText.isStoredRule(text) }

  /// Makes the task one tik can store: a time or a repeat needs a date (the reader says
  /// what went), a title needs text.
  static func settle(_ task: inout IncomingTask) {
    if task.day == nil {
      task.minute = nil
      if let rule = task.repeatRule {
        task.repeatRule = nil
        task.remarks.append(.repeatWithoutDate(rule))
      }
    }
  }
}

/// Limits on what one file may hold, beyond its size.
enum Limits {
  static let tasks = 100_000
  static let lists = 1_000
  static let subtasks = 1_000
}

/// The content of a task that finds it again when a format has no UID (todo.txt, tik's
/// JSON written by hand): its title, list, date and creation day.
enum ContentKey {
  static func of(_ task: IncomingTask) -> String {
    Digest.fnv1a(
      JSONValue.array([
        .string(TextFolding.key(task.title)), .string(task.listName.map(TextFolding.key)),
        task.day.map { .int($0.number) } ?? .null,
        task.created.map { .int($0.day.number) } ?? .null,
      ]).text)
  }
}
