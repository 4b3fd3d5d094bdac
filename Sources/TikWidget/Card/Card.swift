import TikCore

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
