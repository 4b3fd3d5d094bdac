import Foundation
import TikCore
import TikRecurrence

/// A home that lived a while: lists with their own colours and icons (one with a Persian
/// name), tasks with every field set, Gregorian and Jalali repeats of every kind tik has
/// (each exactly as the recurrence plugin stores it), a series ticked twice, done tasks,
/// undated ones and timed ones, and text that iCalendar and JSON must escape.
enum RichHome {
  static func day(_ year: Int, _ month: Int, _ day: Int) -> Day {
    Day(gregorianYear: year, month: month, day: day)
  }

  static func rule(
    _ frequency: RepeatRule.Frequency, interval: Int = 1, weekdays: Set<Weekday> = [],
    monthDay: Int? = nil, end: RepeatRule.End? = nil, anchor: Day, calendar: String? = nil,
    weekStart: Weekday = .monday
  ) -> String {
    RepeatRule(
      frequency: frequency, interval: interval, weekdays: weekdays, monthDay: monthDay, end: end,
      start: anchor,
      calendarID: calendar ?? (frequency == .monthly || frequency == .yearly ? "gregorian" : nil),
      weekStart: weekStart
    ).storedText
  }

  static let photo = "/home/sara/Pictures/گل رز, 2026.png"

  static func make() throws -> TransferHome {
    let home = TransferHome()
    home.run("lists", "add", "Groceries", "--color", "green", "--icon", "🛒")
    home.run("lists", "add", "خانه", "--color", "teal", "--icon", "⌂")
    home.run("lists", "color", "Personal", "pink")
    home.run("lists", "icon", "Work", "★")
    let lists = try home.contents().lists
    func list(_ name: String) -> Int64? { lists.first { $0.name == name }?.id }
    let created = LocalTime(day: day(2026, 11, 20), minute: 8 * 60 + 15, second: 42)

    var todos: [Todo] = [
      Todo(
        id: 1, title: "Call mom", day: day(2026, 12, 1), minute: 18 * 60, priority: .high,
        listID: list("Work"), repeatRule: rule(.daily, anchor: day(2026, 12, 1)), created: created),
      Todo(
        id: 2, title: "Water plants, ferns; palms \\ cacti",
        notes: "Balcony first\nthen the kitchen; not the cactus, it bites \\o/",
        subtasks: [Subtask(title: "ferns", done: true), Subtask(title: "palms, big ones")],
        day: day(2026, 12, 4), repeatRule: rule(.daily, interval: 3, anchor: day(2026, 11, 28)),
        created: created),
      Todo(
        id: 3, title: "Gym", day: day(2026, 11, 30), minute: 7 * 60 + 30, priority: .medium,
        listID: list("Personal"),
        repeatRule: rule(.weekly, weekdays: [.saturday, .monday], anchor: day(2026, 11, 30)),
        created: created),
      Todo(
        id: 4, title: "Sprint review", day: day(2026, 12, 14), listID: list("Work"),
        repeatRule: rule(
          .weekly, interval: 2, weekdays: [.monday, .friday], anchor: day(2026, 11, 30),
          weekStart: .saturday), created: created),
      Todo(
        id: 5, title: "Pay rent", day: day(2026, 11, 30), priority: .high,
        repeatRule: rule(.monthly, monthDay: 31, anchor: day(2026, 10, 31)), created: created),
      Todo(
        id: 6, title: "Backup", day: day(2026, 12, 31), listID: list("Work"),
        repeatRule: rule(.monthly, monthDay: -1, anchor: day(2026, 11, 30)), created: created),
      Todo(
        id: 7, title: "Leap day", day: day(2027, 2, 28),
        repeatRule: rule(.yearly, anchor: day(2024, 2, 29)), created: created),
      Todo(
        id: 8, title: "Physio", day: day(2026, 12, 15), minute: 16 * 60,
        repeatRule: rule(.monthly, monthDay: 15, end: .count(10), anchor: day(2026, 9, 15)),
        created: created),
      Todo(
        id: 9, title: "Course", day: day(2026, 12, 3), minute: 19 * 60,
        repeatRule: rule(.weekly, end: .until(day(2027, 3, 1)), anchor: day(2026, 12, 3)),
        created: created),
      Todo(
        id: 10, title: "اجاره‌بها", notes: "۱۰ هر ماه", day: day(2026, 12, 1), listID: list("خانه"),
        repeatRule: rule(.monthly, monthDay: 10, anchor: day(2026, 12, 1), calendar: "jalali"),
        created: created),
      Todo(
        id: 11, title: "نوروز", day: day(2027, 3, 21),
        repeatRule: rule(.yearly, anchor: day(2027, 3, 21), calendar: "jalali"), created: created),
      Todo(
        id: 12, title: "Done long ago", priority: .low, created: created,
        completed: LocalTime(day: day(2026, 11, 25), minute: 17 * 60 + 45, second: 9)),
      Todo(
        id: 13, title: "Read 📚 «The Blind Owl»", notes: "chapter 3\n\nthen 4",
        subtasks: [Subtask(title: "buy it"), Subtask(title: "read it", done: true)],
        priority: .low, listID: list("Groceries"), photo: photo, created: created),
      Todo(
        id: 14, title: "Buy bread", day: day(2026, 12, 1), minute: 8 * 60 + 5,
        listID: list("Groceries"),
        created: LocalTime(day: day(2026, 11, 30), minute: 23 * 60 + 59, second: 59),
        completed: LocalTime(day: day(2026, 12, 1), minute: 9 * 60 + 1, second: 30)),
    ]
    todos.sort { $0.id < $1.id }
    try home.insert(todos)
    // A series ticked twice: 1, its next copy, and that one's next copy.
    for id in ["1", "15"] {
      let tick = home.run("done", id)
      guard tick.status == 0 else { throw Peer.Failure("tik done \(id) failed: \(tick.errors)") }
    }
    return home
  }
}
