import TikCore

/// The plugin's errors: each a stable code and one clear line in the user's language.
enum RecurrenceError {
  /// Words that are not a repeat (`*every 0 days`, `*fortnightly`).
  case invalid(String)
  /// A part that contradicts the rule read so far (`*sat,mon` with `*monthly`).
  case conflict(String, rule: String)
  /// An end (`*until …`, `*10 times`) with no repeat to end.
  case nothingToEnd(String)
  /// An end date before the series' first date.
  case endsBeforeStart(until: String, start: String)

  func error(in catalog: Catalog) -> TikError {
    switch self {
    case .invalid(let text):
      .plugin(code: "invalid_repeat", message: catalog.text(RecurrenceMessage.errorInvalid, text))
    case .conflict(let text, let rule):
      .plugin(
        code: "invalid_repeat", message: catalog.text(RecurrenceMessage.errorConflict, text, rule))
    case .nothingToEnd(let text):
      .plugin(
        code: "invalid_repeat", message: catalog.text(RecurrenceMessage.errorNothingToEnd, text))
    case .endsBeforeStart(let until, let start):
      .plugin(
        code: "invalid_repeat",
        message: catalog.text(RecurrenceMessage.errorEndsBeforeStart, until, start))
    }
  }
}
