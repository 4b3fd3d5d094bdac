import TikCore

/// A task's reminder at one moment: when its time (less the offset) comes, or when a
/// snooze runs out.
public struct Reminder: Equatable, Sendable {
  public var todo: Todo
  /// When it comes on the wall clock.
  public var due: LocalTime
  /// For the reminder at a snooze's end, that end on the time line; nil for the task's
  /// own reminder.
  public var snoozeEnd: Instant?

  public init(todo: Todo, due: LocalTime, snoozeEnd: Instant? = nil) {
    self.todo = todo
    self.due = due
    self.snoozeEnd = snoozeEnd
  }

  /// Whether it has come: a task's own reminder by the wall clock, the end of a snooze by
  /// the time line.
  public func hasCome(_ now: ReminderSchedule.Now) -> Bool {
    snoozeEnd.map { $0 <= now.instant } ?? (due <= now.local)
  }
}

/// Which reminders are due, computed from the tasks themselves: moving, editing, ticking
/// or deleting a task moves or cancels its reminder with nothing else to update.
public struct ReminderSchedule: Sendable {
  /// Minutes before a task's time that its reminder comes (`reminder_offset`).
  public var offset: Int
  /// How far back a reminder that nobody ran still fires: a day.
  public static let window = 86_400

  public init(offset: Int) { self.offset = offset }

  /// Now twice over: on the wall clock, which tasks' times are read against, and on the
  /// time line, on which a snooze's ten minutes are counted.
  public struct Now: Sendable {
    public var local: LocalTime
    public var instant: Instant

    public init(local: LocalTime, instant: Instant) {
      self.local = local
      self.instant = instant
    }

    public init(_ clock: any Clock) { self.init(local: clock.now(), instant: clock.instant()) }

    func adding(seconds: Int) -> Now {
      Now(
        local: LocalTime(seconds: local.seconds + seconds),
        instant: instant.adding(seconds: seconds))
    }
  }

  /// The moment a task's own reminder is due: its time less the offset; nil without one.
  public func moment(of todo: Todo) -> LocalTime? {
    guard !todo.isDone, let day = todo.day, let minute = todo.minute else { return nil }
    return LocalTime(seconds: LocalTime(day: day, minute: minute).seconds - offset * 60)
  }

  /// The task's reminders on the wall clock: its own moment, and a snooze's end when
  /// there is one.
  public func moments(of todo: Todo, snoozedUntil: Instant?) -> [LocalTime] {
    guard let own = moment(of: todo) else { return [] }
    return [own] + (snoozedUntil.map { [$0.localTime] } ?? [])
  }

  /// Reminders that have come in the last `window` seconds (a day unless said), oldest
  /// first, fired or not.
  public func due(
    at now: Now, within window: Int = ReminderSchedule.window, store: Store
  ) throws(TikError) -> [Reminder] {
    try reminders(after: now.adding(seconds: -window), through: now, around: now, store: store)
  }

  /// The next reminder to come after `now`, within two days.
  public func next(after now: Now, store: Store) throws(TikError) -> Reminder? {
    try reminders(after: now, through: nil, around: now, limit: 1, store: store).first
  }

  /// What the notices name: the reminders that came in the last `window` seconds, one a
  /// task, none of a task snoozed past now. The first `count` of them, oldest first; how
  /// many there are; and the oldest before each task's one was taken, the first to age
  /// out. A task whose snooze ends after the window's start is named at its snooze's end
  /// (which comes after its own reminder, unless the offset changed since) or not at all,
  /// so the tasks' own reminders are read without the snoozed ones, the snoozes' ends
  /// beside them, the first `count` of each; when there are more, they are counted in the
  /// indexes: a crowded hour costs no more than a quiet one, a snooze costs something only
  /// until the hour after its end, and most of the time there is none.
  public func notices(
    at now: Now, within window: Int, first count: Int, store: Store
  ) throws(TikError) -> (first: [Reminder], total: Int, oldest: Reminder?) {
    let start = now.adding(seconds: -window)
    let bounds = ownBounds(after: start, through: now, around: now)
    let snoozing = try store.countSnoozes(endingAfter: start.instant, upTo: 1) > 0
    func own(limit: Int, unsnoozedAfter instant: Instant) throws(TikError) -> [Reminder] {
      try store.openTimedTodos(
        from: bounds.first, through: bounds.last, timedAfter: bounds.after,
        notAfter: bounds.notAfter, limit: limit, unsnoozedAfter: snoozing ? instant : nil
      ).compactMap(reminder)
    }
    func countOwn(_ which: Store.TimedTodos) throws(TikError) -> Int {
      try store.countOpenTimedTodos(
        from: bounds.first, through: bounds.last, timedAfter: bounds.after,
        notAfter: bounds.notAfter ?? now.local, which)
    }
    let named = try own(limit: count, unsnoozedAfter: start.instant)
    // One end at least, for the oldest.
    let ends =
      snoozing
      ? try snoozeEnds(
        after: start, through: now, within: bounds, limit: max(count, 1), store: store) : []
    let namedEnds = Array(ends.prefix(count))
    var total = named.count + namedEnds.count
    if named.count == count {
      let all = try countOwn(.all)
      var snoozed = 0
      if snoozing {
        // Each of the fewer is looked up: the hour's tasks, or the snoozes ending after its start.
        snoozed =
          try store.countSnoozes(endingAfter: start.instant, upTo: all) == all
          ? all - countOwn(.unsnoozedAfter(start.instant)) : countOwn(.snoozedAfter(start.instant))
      }
      total += all - snoozed - count
    }
    if namedEnds.count == count && snoozing {
      total +=
        try store.countSnoozeEnds(
          from: bounds.first, through: bounds.last, after: start.instant, notAfter: now.instant)
        - count
    }
    // A task's own reminder ages out before its snooze's end, unless it is snoozed past now.
    let oldest =
      snoozing || named.isEmpty
      ? try inOrder(own(limit: 1, unsnoozedAfter: now.instant) + ends.prefix(1)).first
      : named.first
    return (Array(inOrder(named + namedEnds).prefix(count)), total, oldest)
  }

  /// Where the tasks' own reminders between two moments are found: the days around `now`
  /// whose tasks count, and the tasks' times (a reminder's moment plus the offset).
  private func ownBounds(after start: Now, through end: Now?, around now: Now) -> Bounds {
    let shift = offset * 60
    return (
      now.local.day.adding(days: -2), now.local.day.adding(days: 2),
      LocalTime(seconds: start.local.seconds + shift),
      end.map { LocalTime(seconds: $0.local.seconds + shift) }
    )
  }

  private typealias Bounds = (first: Day, last: Day, after: LocalTime, notAfter: LocalTime?)

  /// The reminders that come after `start` and, when given, not after `end`, oldest first,
  /// the first `limit` when given: the tasks' own moments, found by time in the open
  /// tasks' index (a task's moment is its time less the offset), and the ends of their
  /// snoozes, found by end in the snoozes'. Only tasks due within two days of `now` count.
  private func reminders(
    after start: Now, through end: Now?, around now: Now, limit: Int? = nil, store: Store
  ) throws(TikError) -> [Reminder] {
    let bounds = ownBounds(after: start, through: end, around: now)
    let own = try store.openTimedTodos(
      from: bounds.first, through: bounds.last, timedAfter: bounds.after,
      notAfter: bounds.notAfter, limit: limit
    ).compactMap(reminder)
    let ends =
      try store.countSnoozes(endingAfter: start.instant, upTo: 1) > 0
      ? snoozeEnds(after: start, through: end, within: bounds, limit: limit, store: store) : []
    let result = inOrder(own + ends)
    return limit.map { Array(result.prefix($0)) } ?? result
  }

  /// A task's own reminder.
  private func reminder(_ todo: Todo) -> Reminder? {
    moment(of: todo).map { Reminder(todo: todo, due: $0) }
  }

  /// The reminders at the ends of snoozes after `start` and, when given, not after `end`,
  /// of tasks due on the days of `bounds`.
  private func snoozeEnds(
    after start: Now, through end: Now?, within bounds: Bounds, limit: Int?, store: Store
  ) throws(TikError) -> [Reminder] {
    try store.snoozeEnds(
      from: bounds.first, through: bounds.last, after: start.instant, notAfter: end?.instant,
      limit: limit
    ).map { Reminder(todo: $0.todo, due: $0.until.localTime, snoozeEnd: $0.until) }
  }

  /// Reminders in the order they come on the time line; a wall-clock moment at its first
  /// pass.
  private func inOrder(_ reminders: [Reminder]) -> [Reminder] {
    guard reminders.contains(where: { $0.snoozeEnd != nil }) else {
      return reminders.sorted { $0.due < $1.due }
    }
    return reminders.map { ($0, $0.snoozeEnd ?? Instant(firstAt: $0.due)) }
      .sorted { $0.1 < $1.1 }.map(\.0)
  }
}
