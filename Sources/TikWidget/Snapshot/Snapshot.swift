import TikCore

/// The widget's snapshot: one small text file that holds everything a reader needs — the
/// day's facts, and each slot's line already rendered — so prompts and bars never open
/// the database.
///
/// `$XDG_STATE_HOME/tik/widget.snapshot`, UTF-8, one record per line. The first line is
/// the header, tab-separated:
///
///     tik-widget  VERSION  DATE  MORNING  LATE_MORNING  AFTERNOON  EVENING  NIGHT  REFRESH
///
/// DATE is the day the snapshot is about (`yyyy-mm-dd`); the five bounds are the minutes
/// after midnight each moment starts; REFRESH is the minute of DATE from which it is out
/// of date although nothing changed (a snooze ends), 1440 when only midnight ends it.
/// Every other line is `KEY<TAB>VALUE`, the value on one line, clean (`CleanText`): no
/// control character, no tab, nothing a shell prompt reads as code. The second line is
/// `stamp<TAB>NANOSECONDS`, the real time of the rewrite, different for every rewrite:
/// the prompt hooks compare it to know whether to read the rest again. The last line is
/// `end<TAB>N`, N the number of lines before it: a file without it is not a snapshot.
/// The rendered lines come before the facts, within the first 64 lines: the prompt hooks
/// read no further.
/// The file is replaced whole (a temporary file put in its place), so a reader sees the
/// old one or the new one, never a mix.
public struct Snapshot: Equatable, Sendable {
  public static let version = 1
  public static let magic = "tik-widget"

  public var facts: DayFacts
  public var bounds: MomentBounds
  /// The settings the lines were rendered with; a reader with others renders anew.
  public var settings: String
  /// The rendered lines for shells and bars, by key (`inline.morning`).
  public var slots: [String: String]
  /// When the file was written, in nanoseconds since 1970 (0 when not written yet).
  public var stamp: UInt64 = 0

  public init(facts: DayFacts, bounds: MomentBounds, settings: String, slots: [String: String]) {
    self.facts = facts
    self.bounds = bounds
    self.settings = settings
    self.slots = slots
  }

  /// The keys of the rendered lines, in the order the file holds them: for each moment
  /// and for `stale`, the line (`inline.M`), the same in visual order for terminals
  /// without bidi (`visual.M`), in tmux markup (`tmux.M`), the state and the deep link.
  public static var slotKeys: [String] {
    (Moment.allCases.map(\.rawValue) + ["stale"]).flatMap { slot in
      ["inline.", "visual.", "tmux.", "state.", "link."].map { $0 + slot }
    }
  }

  /// The lines of the first notice (a due reminder), empty when there is none: a reader
  /// shows it instead of the moment's line, except on a stale snapshot.
  public static let noticeKeys = ["inline.notice", "visual.notice", "tmux.notice"]

  /// The file's text, written line by line into one string.
  public var text: String {
    var text = ""
    text.reserveCapacity(4096)
    var lines = 0
    text += Snapshot.magic + "\t" + String(Snapshot.version) + "\t" + ISODate.text(facts.day)
    for start in bounds.starts { text += "\t" + String(start) }
    text += "\t" + String(facts.refreshMinute) + "\n"
    lines += 1
    func add(_ key: String, _ value: String) {
      text += key
      text += "\t"
      text += CleanText.line(value)
      text += "\n"
      lines += 1
    }
    add("stamp", String(stamp))
    add("written", MachineText.moment(facts.written))
    add("settings", settings)
    for key in Snapshot.slotKeys + Snapshot.noticeKeys { add(key, slots[key] ?? "") }
    add("done", String(facts.done))
    add("total", String(facts.total))
    add("open", String(facts.open))
    add("overdue", String(facts.overdue))
    add("snoozed", String(facts.snoozed))
    add("moved", String(facts.moved))
    add("streak", String(facts.streak))
    add("first_run", facts.isFirstRun ? "1" : "0")
    if let next = facts.next { add("next", SnapshotCoding.task(next)) }
    for task in facts.openTasks { add("task", SnapshotCoding.task(task)) }
    for task in facts.doneTasks { add("done_task", SnapshotCoding.task(task)) }
    for task in facts.movedTasks { add("moved_task", SnapshotCoding.task(task)) }
    if let memory = facts.memory {
      add(
        "memory",
        memory.period.rawValue + " " + ISODate.text(memory.day) + " " + String(memory.count))
      for title in memory.titles { add("memory_task", title) }
    }
    text += "end\t" + String(lines) + "\n"
    return text
  }

  /// Reads a snapshot; nil when the text is not a whole snapshot of this version.
  public init?(text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    guard let last = lines.last, last == Substring("end\t" + String(lines.count - 1)) else {
      return nil
    }
    let header = lines[0].split(separator: "\t", omittingEmptySubsequences: false)
    guard header.count == 9, header[0] == Substring(Snapshot.magic),
      header[1] == Substring(String(Snapshot.version)),
      let day = SnapshotCoding.day(header[2]),
      let refresh = SnapshotCoding.count(header[8]), refresh <= 1440
    else { return nil }
    let starts = header[3..<8].compactMap { SnapshotCoding.count($0) }.filter { $0 < 1440 }
    guard starts.count == 5 else { return nil }
    var facts = DayFacts(day: day, written: LocalTime(day: day, minute: 0))
    facts.refreshMinute = refresh
    var settings = ""
    var slots: [String: String] = [:]
    var stamp: UInt64 = 0
    for line in lines.dropFirst().dropLast() {
      guard let tab = line.firstIndex(of: "\t") else { return nil }
      let key = line[..<tab]
      let value = line[line.index(after: tab)...]
      switch SnapshotCoding.read(key, value, into: &facts) {
      case .fact: continue
      case .invalid: return nil
      case .notAFact:
        switch key {
        case "written": facts.written = SnapshotCoding.time(value) ?? facts.written
        case "settings": settings = String(value)
        case "stamp": stamp = UInt64(value) ?? 0
        default: slots[String(key)] = TerminalText.sanitized(String(value))
        }
      }
    }
    self.init(
      facts: facts, bounds: MomentBounds(starts: starts), settings: settings, slots: slots)
    self.stamp = stamp
  }
}
