import TikCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The snapshot and the widget's log on disk, in the state directory: how they are read,
/// and rewritten from the store under the widget's lock.
struct SnapshotFile {
  var context: Context

  var path: String { context.paths.stateDirectory + "/widget.snapshot" }
  var logPath: String { context.paths.stateDirectory + "/widget.state" }
  var lockPath: String { context.paths.stateDirectory + "/widget.lock" }

  /// The snapshot on disk, or nil when there is none or it is not whole.
  func read() -> Snapshot? {
    guard let text = try? FileSystem.read(path) else { return nil }
    return Snapshot(text: text)
  }

  /// Reads the store and replaces the snapshot, the log changed first by `update`.
  ///
  /// Under the lock, one process at a time reads and writes, so a rewrite that started
  /// later also reads later: the file ends with the newest facts. The log is written only
  /// when its text changed (lines it does not understand, such as an earlier tik's
  /// `moved` lines, go then). The snapshot is not flushed to disk: it is rebuilt from the
  /// database, and one a power cut left short or empty reads as missing and is written
  /// anew; the log, which holds snoozes found nowhere else, is.
  @discardableResult
  func rewrite(_ update: (inout WidgetLog) -> Void = { _ in }) throws(TikError) -> Snapshot {
    let lock = try FileLock(path: lockPath)
    defer { withExtendedLifetime(lock) {} }
    lock.removeLeftovers(
      of: ["widget.snapshot", "widget.state"], in: context.paths.stateDirectory)
    // A log that is not a regular file (a FIFO left there) reads as none and is
    // replaced; a symlink is an error that names it.
    let stored: String?
    do {
      stored = try FileSystem.read(logPath)
    } catch .file(_, .notAFile) {
      stored = nil
    }
    var log = stored.map(WidgetLog.init(text:)) ?? WidgetLog()
    log.prune(now: context.clock.now())
    update(&log)
    if log.text != stored ?? WidgetLog().text {
      try FileSystem.writeAtomically(log.text, to: logPath)
    }
    var facts = try FactsReader(context: context, log: log).read()
    SnapshotFile.addNotices(to: &facts, context: context)
    var snapshot = SnapshotFile.snapshot(of: facts, context: context)
    snapshot.stamp = SnapshotFile.realTime()
    try FileSystem.writeAtomically(snapshot.text, to: path, flush: false)
    return snapshot
  }

  /// The other plugins' notices, and the minute they change by themselves, which makes
  /// the snapshot out of date then. They are for the shell's prompt: their hints are
  /// shell commands (`tik done 3`).
  static func addNotices(to facts: inout DayFacts, context: Context) {
    let notices = context.withShellHints { context.presenters.map { $0.notices(context: context) } }
    facts.notices = notices.flatMap(\.lines)
    if let change = notices.compactMap(\.nextChange).min(), change.day == facts.day {
      facts.refreshMinute = min(facts.refreshMinute, (change.secondOfDay + 59) / 60)
    }
  }

  /// Nanoseconds since 1970 by the system's clock, whatever `TIK_NOW` says.
  static func realTime() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }

  /// The snapshot of a day's facts with the context's settings: its rendered lines too.
  static func snapshot(of facts: DayFacts, context: Context) -> Snapshot {
    let builder = CardBuilder(facts: facts, context: context)
    let formatter = CardFormatter(
      builder: builder,
      layout: TextLayout(
        painter: Painter(colors: false), width: nil, direction: direction(context),
        bidi: .logical))
    var slots: [String: String] = [:]
    let cards =
      Moment.allCases.map { (name: $0.rawValue, card: builder.card(for: $0, size: .inline)) }
      + [(name: "stale", card: builder.card(.stale, moment: .night, size: .inline))]
    for (name, card) in cards {
      slots["inline." + name] = formatter.plainLines(card).joined()
      slots["visual." + name] =
        formatter.lines(card, in: formatter.layout.with(bidi: .reorder)).joined()
      slots["tmux." + name] = formatter.tmux(card).joined()
      slots["state." + name] = card.state.rawValue
      slots["link." + name] = card.link
    }
    // The first notice stands in for every moment's line while it holds.
    for key in Snapshot.noticeKeys { slots[key] = "" }
    if let notice = facts.notices.first.map(TerminalText.singleLine) {
      let visual = formatter.layout.with(bidi: .reorder).lines(notice)
      slots["inline.notice"] = formatter.layout.lines(notice)
      slots["visual.notice"] = visual
      slots["tmux.notice"] = CardFormatter.tmuxEscaped(visual)
    }
    return Snapshot(
      facts: facts, bounds: MomentBounds(config: context.config),
      settings: settings(context), slots: slots)
  }

  /// The settings the rendered lines depend on, as one line: a reader whose settings
  /// differ renders anew.
  static func settings(_ context: Context) -> String {
    let config = context.config
    return [
      config.language.code, config.calendar, config.string("clock"), config.sort.rawValue,
      context.fields.fields.map(\.rawValue).joined(separator: ","),
    ].joined(separator: " ")
  }

  static func direction(_ context: Context) -> TextDirection {
    context.config.language == .persian ? .rightToLeft : .leftToRight
  }
}

extension TextLayout {
  /// The same layout with another bidi mode.
  func with(bidi: BidiMode) -> TextLayout {
    var layout = self
    layout.bidi = bidi
    return layout
  }
}
