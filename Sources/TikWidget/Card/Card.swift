import TikCore

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

/// One card: a state rendered for a moment at a size, with the screen it opens.
public struct Card: Sendable {
  public var state: WidgetState
  public var moment: Moment
  public var size: WidgetSize
  /// The deep link of the screen the card opens (`tik://task/12`).
  public var link: String
  /// The card's lines; an inline card has one.
  public var lines: [CardLine]
  /// Today's progress in whole percent, for bars that draw one.
  public var percent: Int
  /// The task the tick and snooze actions act on, on a triage card.
  public var actionTask: TaskFact?

  /// How the card feels at a glance, for bars' colours.
  public var tone: Tone {
    switch state {
    case .allDone, .streak, .progress: .good
    case .overdue: .warning
    case .stale, .snoozed, .pending: .quiet
    default: .normal
    }
  }

  public enum Tone: String, Sendable {
    case normal, good, warning, quiet
  }
}

/// A line of a card: cells the core's `TextLayout` lays out, and what the line is.
public struct CardLine: Sendable {
  public var cells: [TextLayout.Cell]
  public var role: Role

  public enum Role: String, Sendable {
    case heading, progress, task, overdue, done, moved, snoozed, note, action, more
  }

  public init(_ cells: [TextLayout.Cell], _ role: Role) {
    self.cells = cells
    self.role = role
  }
}
