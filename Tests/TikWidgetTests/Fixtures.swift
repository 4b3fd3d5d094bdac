import TikCore

@testable import TikWidget

/// Fixed days for the golden tests: one set of facts per state, and the moment (the
/// `TIK_NOW`) at which its card shows.
enum Fixtures {
  static let today = Day(gregorianYear: 2026, month: 9, day: 24)

  /// `TIK_NOW` in the middle of each moment, with the default bounds.
  static func now(_ moment: Moment) -> String {
    switch moment {
    case .morning: "2026-09-24T07:30"
    case .lateMorning: "2026-09-24T10:30"
    case .afternoon: "2026-09-24T14:00"
    case .evening: "2026-09-24T19:00"
    case .night: "2026-09-24T23:00"
    }
  }

  static func task(
    _ id: Int64, _ title: String, day: Int = 0, minute: Int? = nil,
    _ status: TaskFact.Status = .open
  ) -> TaskFact {
    TaskFact(id: id, title: title, day: today.adding(days: day), minute: minute, status: status)
  }

  /// Ten open tasks (two overdue), three done, one moved: enough for "+N more".
  static var busyDay: DayFacts {
    var facts = DayFacts(day: today, written: LocalTime(day: today, minute: 600))
    let open = [
      task(12, "Pay rent", day: -1), task(9, "Call Ali درباره 3 بلیت", day: -3),
      task(3, "Standup", minute: 570), task(14, "Dentist", minute: 660),
      task(15, "خرید نان و شیر", minute: 1080), task(16, "Review pull request"),
      task(17, "Water the plants"), task(18, "Book train tickets for the trip to Shiraz"),
      task(19, "Read chapter 4"), task(20, "Write report"),
    ]
    facts.openTasks = Array(open.prefix(DayFacts.listed))
    facts.open = open.count
    facts.overdue = 2
    facts.next = open[0]
    facts.doneTasks = [
      task(5, "Buy milk", .done), task(4, "Email the landlord", .done),
      task(2, "Morning run", .done),
    ]
    facts.done = 3
    facts.total = 13
    facts.movedTasks = [task(11, "Fix the bike", day: 1, .moved)]
    facts.moved = 1
    return facts
  }

  /// The facts and the moment of each state's golden card.
  static func day(for state: WidgetState) -> (facts: DayFacts, moment: Moment) {
    var facts = busyDay
    switch state {
    case .welcome:
      facts = DayFacts(day: today, written: LocalTime(day: today, minute: 450))
      facts.isFirstRun = true
      return (facts, .morning)
    case .empty:
      facts = DayFacts(day: today, written: LocalTime(day: today, minute: 450))
      return (facts, .morning)
    case .plan:
      return (facts, .morning)
    case .triage:
      return (facts, .lateMorning)
    case .snoozed:
      facts.openTasks = facts.openTasks.prefix(2).map {
        var task = $0
        task.status = .snoozed
        return task
      }
      facts.open = 2
      facts.overdue = 2
      facts.snoozed = 2
      facts.next = nil
      facts.total = 5
      facts.refreshMinute = 690
      return (facts, .lateMorning)
    case .allDone:
      facts.openTasks = []
      facts.next = nil
      facts.open = 0
      facts.overdue = 0
      facts.total = 3
      return (facts, .lateMorning)
    case .streak:
      facts.streak = 5
      return (facts, .afternoon)
    case .progress:
      return (facts, .afternoon)
    case .memory:
      facts.memory = Memory(
        period: .year, day: Day(gregorianYear: 2025, month: 9, day: 24), count: 11,
        titles: [
          "Sign the lease", "Move the boxes", "Call the bank", "Pay the deposit",
          "Buy a lamp", "Meet the neighbours", "Fix the door", "Order internet",
        ])
      return (facts, .morning)
    case .story:
      return (facts, .evening)
    case .pending:
      return (facts, .night)
    case .overdue:
      facts.openTasks = Array(facts.openTasks.prefix(2))
      facts.open = 2
      facts.total = 5
      return (facts, .morning)
    case .stale:
      facts.day = today.adding(days: -1)
      facts.written = LocalTime(day: facts.day, minute: 1300)
      return (facts, .morning)
    }
  }
}
