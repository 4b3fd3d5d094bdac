import TikCore

/// The REPL's sync in the background: `tik-sync sync --json`, started without waiting,
/// at most one at a time — as the REPL opens, every `sync.every` minutes, and a few
/// seconds after a command of the REPL's wrote — while `sync.url` is set and
/// `sync.every` is not 0.
///
/// What a sync brings down is redrawn as any other process's change is (`PRAGMA
/// data_version`); a failed sync is one line under the view until one succeeds. The
/// sync's output is read by tik and its errors go to /dev/null: none reaches the
/// terminal. It runs in a process group of its own, so the terminal's Ctrl-C reaches
/// only tik.
///
/// When the REPL quits while a sync runs, the sync is left to finish on its own, never
/// killed: every batch it applies is one transaction, and all that is left to it at the
/// end is to print its answer, which no one reads any more.
final class BackgroundSync: BackgroundWork {
  /// How long after a write the sync starts: a few more lines typed go with it.
  static let afterWrite = Duration.seconds(3)

  private var running: Subprocess?
  /// When the next sync starts, on the context's monotonic clock; nil while off.
  private var due: ContinuousClock.Instant?
  /// A write came while a sync ran, which may not have taken it: another follows.
  private var wroteMeanwhile = false

  /// The process id of the sync running now.
  var runningSync: Int32? { running?.id }

  func step(_ moment: BackgroundMoment, context: Context) -> [String]? {
    let now = context.clock.monotonic()
    var shown: [String]?
    if let child = running, let exit = child.poll() {
      running = nil
      shown = Self.notice(exit, context.catalog)
      if wroteMeanwhile { due = min(due ?? now, now + Self.afterWrite) }
      wroteMeanwhile = false
    }
    let minutes = context.config.number("sync.every")
    guard minutes > 0, !context.config.string("sync.url").isEmpty else {
      due = nil
      return shown
    }
    let period = Duration.seconds(60 * minutes)
    switch moment {
    case .opened:
      due = now
    case .wrote:
      if running != nil { wroteMeanwhile = true }
      due = min(due ?? now + period, now + Self.afterWrite)
    case .idle:
      // Switched on during the session: the first sync now.
      if due == nil { due = now }
    }
    guard running == nil, let due, now >= due else { return shown }
    self.due = now + period
    do {
      running = try SyncHelper.start(["sync"], context: context, ownProcessGroup: true)
    } catch {
      return [Self.line(error, context.catalog)]
    }
    return shown
  }

  func close(context: Context) {
    // A running sync finishes on its own; see above.
    running = nil
  }

  /// What a finished sync leaves under the view: nothing, or the line of its failure.
  static func notice(_ exit: Subprocess.Exit, _ catalog: Catalog) -> [String] {
    do {
      _ = try SyncHelper.answer(of: exit, catalog)
      return []
    } catch {
      return [line(error, catalog)]
    }
  }

  static func line(_ error: TikError, _ catalog: Catalog) -> String {
    catalog.text(SyncMessage.backgroundFailed, error.message(in: catalog))
  }
}
