import TikCore

/// Everything the widget shows about a day, gathered in one read of the store and kept
/// in the snapshot, so a reader renders any moment, size and format without the database.
///
/// Task lists hold at most `listed` tasks each (a large card's eight); the counts are
/// whole. Titles are already clean (`CleanText.line`): one line, nothing a terminal or
/// a shell prompt would read as code.
public struct DayFacts: Equatable, Sendable {
  /// The day the facts are about: a reader on another day shows the stale card.
  public var day: Day
  /// When the facts were gathered.
  public var written: LocalTime
  /// No task at all in the database: the welcome card.
  public var isFirstRun = false
  /// Today's progress: done and total over Today's tasks.
  public var done = 0
  public var total = 0
  /// Open tasks on Today, overdue ones included, and how many of them are overdue.
  public var open = 0
  public var overdue = 0
  /// Open tasks on Today that are snoozed now.
  public var snoozed = 0
  /// Tasks moved off Today today (to a later day, or to no date) and still open.
  public var moved = 0
  /// Days in a row with everything done, up to today (today counts once it is done).
  public var streak = 0
  /// Today's open tasks in Today's order.
  public var openTasks: [TaskFact] = []
  /// The triage card's task: the first open task on Today that is not snoozed.
  public var next: TaskFact?
  /// Tasks done today, the most recent first.
  public var doneTasks: [TaskFact] = []
  /// Tasks moved off Today today.
  public var movedTasks: [TaskFact] = []
  /// What you finished on this day a week, a month or a year ago.
  public var memory: Memory?
  /// The minute of `day` from which the facts are out of date although nothing was
  /// written (a snooze ends); 1440 when only midnight ends them.
  public var refreshMinute = 1440
  /// Lines other plugins want seen now (a due reminder, with its actions), in the active
  /// language.
  public var notices: [String] = []

  /// Tasks kept per list: the large card's eight.
  public static let listed = 8

  public init(day: Day, written: LocalTime, isFirstRun: Bool = false) {
    self.day = day
    self.written = written
    self.isFirstRun = isFirstRun
  }

  /// Open tasks due today (not overdue).
  public var openDueToday: Int { open - overdue }
}
