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

  /// Reads a log; anything it does not understand is left out. Its bytes are read in one
  /// pass (the words are ASCII, and a line that is not is one it does not understand).
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
    func text(_ range: Range<Int>) -> Substring {
      Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
    }
    for line in lines where !line.isEmpty {
      let words = WidgetLog.fields(of: bytes, line, at: UInt8(ascii: "\t"))
      guard words.count == 3, WidgetLog.equal(bytes[words[0]], "snooze"),
        let id = WidgetLog.id(bytes[words[1]]), let until = SnapshotCoding.time(text(words[2]))
      else { continue }
      snoozes[id] = until
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
