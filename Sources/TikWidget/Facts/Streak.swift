import TikCore

/// Days in a row with everything done, counted back from today.
///
/// A day counts when its Today, as it stood at midnight, was all done: something due by
/// then was finished that day, and nothing due by then was still open — neither a task
/// open now that already existed that day, nor one finished only on a later day. Today
/// counts once it is all done; until then the streak is the run that ended yesterday.
/// A day with nothing on it ends the run. Moved tasks count where they are due now.
///
/// The look-back is bounded (`lookBack` days), and read in widening windows of the
/// completion index, so a short streak costs a few rows, however long the history.
enum Streak {
  static let lookBack = 366
  static let windows = [8, 32, 128, lookBack]

  /// An open task that may hold a past day open: when it is due and the day it was created.
  struct OpenTask: Sendable {
    var due: Day
    var created: Day
  }

  /// The streak, read from the store.
  ///
  /// A task still open that is due before today held every day open since it was due
  /// (or created, if later), yesterday included: then the run is today's alone, and no
  /// query is needed. Otherwise the completion index is read in widening windows.
  static func days(
    today: Day, todayIsDone: Bool, overdue: [OpenTask], store: Store
  ) throws(TikError) -> Int {
    let yesterday = today.adding(days: -1)
    if overdue.contains(where: { max($0.due, $0.created) <= yesterday }) {
      return todayIsDone ? 1 : 0
    }
    for window in windows {
      let first = today.adding(days: -window)
      let completions = try store.completionDays(from: first, through: today)
      let (count, reachedStart) = run(
        today: today, todayIsDone: todayIsDone, overdue: overdue, completions: completions,
        back: first)
      if !reachedStart || window == lookBack { return count }
    }
    return 0
  }

  /// The run of finished days ending today or yesterday, walking back to `back` at most;
  /// `reachedStart` when the run goes on past the window.
  static func run(
    today: Day, todayIsDone: Bool, overdue: [OpenTask],
    completions: [(day: Day, dueByThen: Int, earliestDue: Day?)], back: Day
  ) -> (count: Int, reachedStart: Bool) {
    var byDay: [Day: (dueByThen: Int, earliestDue: Day?)] = [:]
    for entry in completions { byDay[entry.day] = (entry.dueByThen, entry.earliestDue) }
    var count = todayIsDone ? 1 : 0
    // The earliest due day among tasks finished after the day being looked at.
    var earliestFinishedLater = byDay[today]?.earliestDue
    var day = today.adding(days: -1)
    while day >= back {
      let entry = byDay[day]
      let finishedSomething = (entry?.dueByThen ?? 0) > 0
      let finishedLate = earliestFinishedLater.map { $0 <= day } ?? false
      let leftOpen = overdue.contains { $0.due <= day && $0.created <= day }
      guard finishedSomething, !finishedLate, !leftOpen else { return (count, false) }
      count += 1
      if let due = entry?.earliestDue {
        earliestFinishedLater = min(earliestFinishedLater ?? due, due)
      }
      day = day.adding(days: -1)
    }
    return (count, true)
  }
}
