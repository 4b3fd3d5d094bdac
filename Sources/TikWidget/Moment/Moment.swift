/// The five moments of a widget's day, in the order they follow one another.
///
/// Each moment starts at its bound (`widget.morning = "05:00"` …) and lasts until the
/// next bound in the day's clock order; the last one runs past midnight to the first.
public enum Moment: String, CaseIterable, Sendable {
  /// A memory: what you finished on this day a week, a month or a year ago.
  case morning
  /// A triage card: the next task, with the tick action.
  case lateMorning = "late_morning"
  /// A streak and the day's progress.
  case afternoon
  /// The day's story: done, moved, still open.
  case evening
  /// Only the count of what is still open.
  case night

  /// The config key of the moment's start.
  public var configKey: String { "widget." + rawValue }

  /// The moment in words, for the config's help: `late morning`.
  var words: String {
    switch self {
    case .lateMorning: "late morning"
    default: rawValue
    }
  }

  /// The start when the config does not say.
  var defaultStart: String {
    switch self {
    case .morning: "05:00"
    case .lateMorning: "10:00"
    case .afternoon: "12:00"
    case .evening: "17:00"
    case .night: "21:00"
    }
  }
}
