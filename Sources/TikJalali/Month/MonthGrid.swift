import TikCore

/// One month of a calendar in weeks of seven days, the first column `weekStart`: what
/// `tik cal` draws and prints as JSON.
public struct MonthGrid: Sendable {
  public var calendar: any CalendarSystem
  public var year: Int
  public var month: Int
  public var weekStart: Weekday
  public var first: Day
  public var last: Day
  /// Rows of seven slots; nil before the month's first day and after its last.
  public var weeks: [[Day?]]

  /// The grid of a month that exists (`month` in 1…`calendar.monthsInYear`).
  public init(calendar: any CalendarSystem, year: Int, month: Int, weekStart: Weekday) {
    self.calendar = calendar
    self.year = year
    self.month = month
    self.weekStart = weekStart
    let length = calendar.daysInMonth(year: year, month: month)
    let first = calendar.day(of: CivilDate(year: year, month: month, day: 1)) ?? Day(0)
    self.first = first
    last = first.adding(days: length - 1)
    let leading = (first.weekday.rawValue - weekStart.rawValue + 7) % 7
    var slots: [Day?] = Array(repeating: nil, count: leading)
    slots += (0..<length).map { first.adding(days: $0) }
    slots += Array(repeating: nil, count: (7 - slots.count % 7) % 7)
    weeks = stride(from: 0, to: slots.count, by: 7).map { Array(slots[$0..<$0 + 7]) }
  }

  /// The grid of the month that holds `day`.
  public init(calendar: any CalendarSystem, containing day: Day, weekStart: Weekday) {
    let date = calendar.date(of: day)
    self.init(calendar: calendar, year: date.year, month: date.month, weekStart: weekStart)
  }

  /// The weekdays of the columns, `weekStart` first.
  public var columns: [Weekday] {
    (0..<7).map { Weekday(rawValue: (weekStart.rawValue + $0) % 7) ?? .saturday }
  }

  /// The day of the month of `day` in this grid's calendar.
  public func dayOfMonth(_ day: Day) -> Int { calendar.date(of: day).day }
}
