/// What a card says: a named state, picked for a moment by walking its fallback chain.
///
/// Each state has a condition on the day's facts; a moment's chain lists states from the
/// one it is about to the ones that stand in when that one has nothing to say, and every
/// chain ends in `welcome`, which always holds. So no card is ever empty.
public enum WidgetState: String, CaseIterable, Sendable {
  /// No task at all yet: how to add one.
  case welcome
  /// Nothing is due today.
  case empty
  /// Today's open tasks: the morning's plan.
  case plan
  /// The next task, to tick or snooze.
  case triage
  /// Every open task is snoozed.
  case snoozed
  /// Everything on Today is done.
  case allDone = "all_done"
  /// Two days or more in a row with everything done.
  case streak
  /// How much of today is done.
  case progress
  /// What you finished on this day a week, a month or a year ago.
  case memory
  /// The day so far: done, moved, still open.
  case story
  /// Only the count of what is still open.
  case pending
  /// Nothing due today is open, but older tasks are.
  case overdue
  /// The snapshot is from another day; chosen by the reader, never by a chain.
  case stale

  /// Whether the state has something to say about the day.
  public func holds(for facts: DayFacts) -> Bool {
    switch self {
    case .welcome: true
    case .empty: !facts.isFirstRun && facts.total == 0
    case .plan: facts.open > 0
    case .triage: facts.next != nil
    case .snoozed: facts.next == nil && facts.snoozed > 0
    case .allDone: facts.total > 0 && facts.open == 0
    case .streak: facts.streak >= 2
    case .progress: facts.total > 0
    case .memory: facts.memory != nil
    case .story: facts.total > 0 || facts.moved > 0
    case .pending: facts.open > 0
    case .overdue: facts.overdue > 0 && facts.openDueToday == 0
    case .stale: false
    }
  }

  /// The first state of the moment's chain that holds.
  public static func pick(for moment: Moment, facts: DayFacts) -> WidgetState {
    moment.chain.first { $0.holds(for: facts) } ?? .welcome
  }
}

extension Moment {
  /// The states this moment's card tries, in order.
  public var chain: [WidgetState] {
    switch self {
    case .morning: [.memory, .overdue, .plan, .story, .empty, .welcome]
    case .lateMorning: [.triage, .snoozed, .allDone, .empty, .welcome]
    case .afternoon: [.streak, .allDone, .progress, .empty, .welcome]
    case .evening: [.story, .empty, .welcome]
    case .night: [.pending, .allDone, .empty, .welcome]
    }
  }
}
