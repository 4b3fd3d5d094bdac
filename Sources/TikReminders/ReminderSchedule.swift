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
    try reminders(
      after: now.adding(seconds: -window), through: now, around: now,
      snoozes: store.snoozes(), store: store)
  }

  /// The next reminder to come after `now`, within two days.
  public func next(after now: Now, store: Store) throws(TikError) -> Reminder? {
    try reminders(
      after: now, through: nil, around: now, limit: 1, snoozes: store.snoozes(), store: store
    ).first
  }

  /// What the notices name: the reminders that came in the last `window` seconds, one a
  /// task (its latest), none of a task snoozed past now. The first `count` of them, oldest
  /// first; how many there are; and the oldest before each task's latest was taken, the
  /// first to age out. Only a snoozed task's own reminder can drop out or give way to its
  /// snooze's end, so the oldest `count` and one more for each snooze that had not ended
  /// by the window's start are read; when there are more, they are counted in the index:
  /// a crowded hour costs no more than a quiet one, and old snoozes cost nothing.
  public func notices(
    at now: Now, within window: Int, first count: Int, store: Store
  ) throws(TikError) -> (first: [Reminder], total: Int, oldest: Reminder?) {
    let start = now.adding(seconds: -window)
    let bounds = ownBounds(after: start, through: now, around: now)
    let snoozes = try store.snoozes()
    // A snooze that ended before the window changes nothing in it.
    let changing = snoozes.filter { $0.value > start.instant }
    let limit = count + changing.count
    let read = try reminders(
      after: start, through: now, around: now, limit: limit, snoozes: snoozes, store: store)
    let found = read.filter { snoozes[$0.todo.id].map { $0 <= now.instant } ?? true }
    var seen: Set<Int64> = []
    let latest = found.reversed().filter { seen.insert($0.todo.id).inserted }.reversed()
    guard read.count(where: { $0.snoozeEnd == nil }) == limit else {
      return (Array(latest.prefix(count)), latest.count, found.first)
    }
    let ends = Set(found.filter { $0.snoozeEnd != nil }.map(\.todo.id))
    var total =
      try store.countOpenTimedTodos(
        from: bounds.first, through: bounds.last, timedAfter: bounds.after,
        notAfter: bounds.notAfter ?? now.local) + ends.count
    for (id, until) in changing where until > now.instant || ends.contains(id) {
      guard let todo = try store.todo(id: id), falls(todo, within: bounds) else { continue }
      total -= 1
    }
    return (Array(latest.prefix(count)), total, found.first)
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

  /// The task's own reminder, when the task is due on one of the days of `bounds`.
  private func moment(of todo: Todo, within bounds: Bounds) -> LocalTime? {
    guard let day = todo.day, day >= bounds.first && day <= bounds.last else { return nil }
    return moment(of: todo)
  }

  /// Whether the task's own reminder is among those `bounds` finds.
  private func falls(_ todo: Todo, within bounds: Bounds) -> Bool {
    guard let own = moment(of: todo, within: bounds) else { return false }
    let time = LocalTime(seconds: own.seconds + offset * 60)
    return time > bounds.after && bounds.notAfter.map { time <= $0 } ?? true
  }

  /// The reminders that come after `start` and, when given, not after `end`, oldest first:
  /// the tasks' own moments (the first `limit` when given), found by time in the open
  /// tasks' index (a task's moment is its time less the offset), and the ends of their
  /// snoozes (`snoozes`, as `Store.snoozes` gives them). Only tasks due within two days of
  /// `now` count.
  private func reminders(
    after start: Now, through end: Now?, around now: Now, limit: Int? = nil,
    snoozes: [Int64: Instant], store: Store
  ) throws(TikError) -> [Reminder] {
    let bounds = ownBounds(after: start, through: end, around: now)
    var result = try store.openTimedTodos(
      from: bounds.first, through: bounds.last, timedAfter: bounds.after,
      notAfter: bounds.notAfter, limit: limit
    ).compactMap { todo in moment(of: todo).map { Reminder(todo: todo, due: $0) } }
    for (id, until) in snoozes.sorted(by: { $0.key < $1.key })
    where until > start.instant && end.map({ until <= $0.instant }) ?? true {
      guard let todo = try store.todo(id: id), moment(of: todo, within: bounds) != nil
      else { continue }
      result.append(Reminder(todo: todo, due: until.localTime, snoozeEnd: until))
    }
    if result.contains(where: { $0.snoozeEnd != nil }) {
      // In the order they come on the time line; a wall-clock moment at its first pass.
      result = result.map { ($0, $0.snoozeEnd ?? Instant(firstAt: $0.due)) }
        .sorted { $0.1 < $1.1 }.map(\.0)
    } else {
      result.sort { $0.due < $1.due }
    }
    return result
  }
}
