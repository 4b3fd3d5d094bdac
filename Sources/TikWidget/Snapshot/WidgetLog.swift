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

  /// Reads a log; anything it does not understand is left out. Its bytes are read in one
  /// pass (the words are ASCII, and a line that is not is one it does not understand): a
  /// day of thousands of moves costs a few hundred instructions a line, each id kept
  /// once, the day's date read once.
  init(text: String) {
    var text = text
    text.withUTF8 { read($0) }
  }

  private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
    var lines = WidgetLog.fields(of: bytes, 0..<bytes.count, at: UInt8(ascii: "\n"))
    guard let header = lines.first,
      WidgetLog.equal(bytes[header], WidgetLog.magic + "\t" + WidgetLog.version)
    else { return }
    lines.removeFirst()
    var seen: [Day: Set<Int64>] = [:]
    var lastDay: (text: Range<Int>, day: Day?) = (0..<0, nil)
    func text(_ range: Range<Int>) -> Substring {
      Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
    }
    for line in lines where !line.isEmpty {
      let words = WidgetLog.fields(of: bytes, line, at: UInt8(ascii: "\t"))
      guard words.count == 3 else { continue }
      if WidgetLog.equal(bytes[words[0]], "snooze") {
        if let id = WidgetLog.id(bytes[words[1]]), let until = SnapshotCoding.time(text(words[2])) {
          snoozes[id] = until
        }
      } else if WidgetLog.equal(bytes[words[0]], "moved"), let id = WidgetLog.id(bytes[words[2]]) {
        if !bytes[words[1]].elementsEqual(bytes[lastDay.text]) {
          lastDay = (words[1], SnapshotCoding.day(text(words[1])))
        }
        if let day = lastDay.day, seen[day, default: []].insert(id).inserted {
          moves[day, default: []].append(id)
        }
      }
    }
  }

  /// The ranges of `range` between the bytes `separator`, empty ones too.
  private static func fields(
    of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, at separator: UInt8
  ) -> [Range<Int>] {
    var fields: [Range<Int>] = []
    var start = range.lowerBound
    for index in range where bytes[index] == separator {
      fields.append(start..<index)
      start = index + 1
    }
    fields.append(start..<range.upperBound)
    return fields
  }

  private static func equal(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ word: String) -> Bool {
    bytes.elementsEqual(word.utf8)
  }

  /// A task id written in decimal digits, nothing else.
  private static func id(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    var value: Int64 = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int64(byte - UInt8(ascii: "0"))
    }
    return value
  }

  init() {}

  /// The log as its file holds it.
  var text: String {
    var lines = [WidgetLog.magic + "\t" + WidgetLog.version]
    for (id, until) in snoozes.sorted(by: { $0.key < $1.key }) {
      lines.append("snooze\t\(id)\t" + MachineText.moment(until))
    }
    for (day, ids) in moves.sorted(by: { $0.key < $1.key }) {
      let prefix = "moved\t" + ISODate.text(day) + "\t"
      for id in ids { lines.append(prefix + String(id)) }
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
    var known: Set<Int64>?
    for change in changes {
      guard case .edited(let before, let after) = change, !before.isDone, !after.isDone,
        let was = before.day, was <= today, after.day.map({ $0 > today }) ?? true
      else { continue }
      if known == nil { known = Set(moves[today] ?? []) }
      if known?.insert(after.id).inserted == true { moves[today, default: []].append(after.id) }
    }
  }

  /// Whether a task is snoozed at `now`.
  func isSnoozed(_ id: Int64, at now: LocalTime) -> Bool {
    snoozes[id].map { $0 > now } ?? false
  }
}
