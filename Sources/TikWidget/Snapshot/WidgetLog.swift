import TikCore

/// The widget's own small state, beside the snapshot: its snoozes. It never holds or
/// changes a task.
///
/// `$XDG_STATE_HOME/tik/widget.state`, lines of tab-separated words:
///
///     tik-widget-state  1
///     snooze  12  2026-09-24T10:30:00
///
/// A snooze takes a task off the triage card until its time; reminders' "Remind me in 10
/// minutes" is a snooze of ten minutes. Ended snoozes are dropped on the next write. (The
/// tasks moved off Today, which an earlier tik kept here as `moved` lines, are in the
/// database, `MovedTasks`; such lines are left out.)
struct WidgetLog: Equatable {
  /// When each snoozed task comes back.
  var snoozes: [Int64: LocalTime] = [:]

  static let magic = "tik-widget-state"
  static let version = "1"

  /// Reads a log; anything it does not understand is left out.
  init(text: String) {
    let lines = text.split(separator: "\n")
    guard let header = lines.first, header == Substring(WidgetLog.magic + "\t" + WidgetLog.version)
    else { return }
    for line in lines.dropFirst() {
      let words = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard words.count == 3, words[0] == "snooze", let id = Int64(words[1]),
        let until = SnapshotCoding.time(words[2])
      else { continue }
      snoozes[id] = until
    }
  }

  init() {}

  /// The log as its file holds it.
  var text: String {
    var lines = [WidgetLog.magic + "\t" + WidgetLog.version]
    for (id, until) in snoozes.sorted(by: { $0.key < $1.key }) {
      lines.append("snooze\t\(id)\t" + MachineText.moment(until))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Drops snoozes that have ended.
  mutating func prune(now: LocalTime) {
    snoozes = snoozes.filter { $0.value > now }
  }

  /// Whether a task is snoozed at `now`.
  func isSnoozed(_ id: Int64, at now: LocalTime) -> Bool {
    snoozes[id].map { $0 > now } ?? false
  }
}
