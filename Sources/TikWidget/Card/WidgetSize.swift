/// A widget's size, as phones have them.
public enum WidgetSize: String, CaseIterable, Sendable {
  /// One short line, for prompts and bars.
  case inline
  /// Progress and three tasks.
  case small
  /// Progress, four tasks, and what to do next.
  case medium
  /// Progress, eight tasks and "+N more".
  case large

  /// Columns a line of the card may take.
  public var width: Int {
    switch self {
    case .inline: 28
    case .small: 32
    case .medium, .large: 48
    }
  }

  /// Task lines the card shows at most.
  var taskLines: Int {
    switch self {
    case .inline: 0
    case .small: 3
    case .medium: 4
    case .large: 8
    }
  }

  /// Columns of the progress bar.
  var barWidth: Int { self == .small ? 16 : 24 }

  /// Whether the card ends with "+N more" and its actions.
  var hasFooter: Bool { self == .medium || self == .large }
}
