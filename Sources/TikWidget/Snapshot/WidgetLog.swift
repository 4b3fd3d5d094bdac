import TikCore

/// The widget's own small state, beside the snapshot: snoozes, and the tasks moved off
/// Today today (for the evening's story). It never holds or changes a task.
///
/// `$XDG_STATE_HOME/tik/widget.state`, lines of tab-separated words:
///
///     tik-widget-state  1
///     snooze  12  2026-09-24T10:30:00
///     moved   2026-09-24  9
///
/// A snooze takes a task off the triage card until its time; reminders' "Remind me in 10
/// minutes" is a snooze of ten minutes. Ended snoozes and other days' moves are dropped
/// on the next write.
struct WidgetLog: Equatable {
  /// When each snoozed task comes back.
  var snoozes: [Int64: LocalTime] = [:]
  /// Tasks moved off Today, by the day they were moved, in the order they were moved.
  var moves: [Day: [Int64]] = [:]

  static let magic = "tik-widget-state"
  static let version = "1"

  /// Reads a log; anything it does not understand is left out.
  init(text: String) {
    let lines = text.split(separator: "\n")
    guard let header = lines.first, header == Substring(WidgetLog.magic + "\t" + WidgetLog.version)
    else { return }
    for line in lines.dropFirst() {
      let words = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard words.count == 3 else { continue }
      switch words[0] {
      case "snooze":
        if let id = Int64(words[1]), let until = SnapshotCoding.time(words[2]) {
          snoozes[id] = until
        }
      case "moved":
        if let day = SnapshotCoding.day(words[1]), let id = Int64(words[2]),
          !(moves[day]?.contains(id) ?? false)
        {
          moves[day, default: []].append(id)
        }
      default: continue
      }
    }
  }

  init() {}

  /// The log as its file holds it.
  var text: String {
    var lines = [WidgetLog.magic + "\t" + WidgetLog.version]
    for (id, until) in snoozes.sorted(by: { $0.key < $1.key }) {
      lines.append("snooze\t\(id)\t" + MachineText.moment(until))
    }
    for (day, ids) in moves.sorted(by: { $0.key < $1.key }) {
      for id in ids { lines.append("moved\t" + ISODate.text(day) + "\t\(id)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Drops snoozes that have ended and moves of other days.
  mutating func prune(now: LocalTime) {
    snoozes = snoozes.filter { $0.value > now }
    moves = moves.filter { $0.key == now.day }
  }

  /// Notes the tasks a commit took off Today: open, due today or before, and now due
  /// later or undated.
  mutating func record(_ changes: [TaskChange], today: Day) {
    for change in changes {
      guard case .edited(let before, let after) = change, !before.isDone, !after.isDone,
        let was = before.day, was <= today, after.day.map({ $0 > today }) ?? true
      else { continue }
      if !(moves[today]?.contains(after.id) ?? false) { moves[today, default: []].append(after.id) }
    }
  }

  /// Whether a task is snoozed at `now`.
  func isSnoozed(_ id: Int64, at now: LocalTime) -> Bool {
    snoozes[id].map { $0 > now } ?? false
  }
}
