import TikCore

/// A repeat: how often, on which days, until when, and the anchor it counts from.
///
/// The anchor is the series' first date (`start`, iCalendar's DTSTART) and, for monthly
/// rules, the day of the month the series wants (`monthDay`, BYMONTHDAY; -1 is the last
/// day). Every occurrence is computed from the anchor, never from a previous copy, so a
/// series on the 31st clamps to a short month's last day and comes back to the 31st.
/// Months and years are counted in the calendar named by `calendarID` (RSCALE).
///
/// A rule read from quick entry has no anchor yet: the task's date is not known until the
/// whole line is read, so the plugin anchors it when the task is stored.
public struct RepeatRule: Hashable, Sendable {
  /// The unit a rule steps in.
  public enum Frequency: String, CaseIterable, Sendable {
    case daily = "DAILY"
    case weekly = "WEEKLY"
    case monthly = "MONTHLY"
    case yearly = "YEARLY"
  }

  /// Where a series stops: after a date, or after a number of occurrences.
  public enum End: Hashable, Sendable {
    /// The last day an occurrence may fall on (UNTIL).
    case until(Day)
    /// How many occurrences there are in all, the anchor included (COUNT).
    case count(Int)
  }

  /// The largest interval and count tik accepts: far beyond any real use, small enough
  /// that day arithmetic never overflows.
  public static let maximumInterval = 999
  public static let maximumCount = 99_999

  /// Nil only while quick entry is still reading a line (`*until …` before `*daily`).
  public var frequency: Frequency?
  /// Every `interval` days, weeks, months or years.
  public var interval: Int
  /// The days of a weekly rule (BYDAY); empty means the anchor's weekday.
  public var weekdays: Set<Weekday>
  /// The day of the month a monthly rule wants (BYMONTHDAY): 1…31, or -1 for the last
  /// day; nil means the anchor's day.
  public var monthDay: Int?
  public var end: End?
  /// The series' first date (DTSTART); nil until the rule is anchored.
  public var start: Day?
  /// The calendar months and years are counted in (RSCALE); nil for daily and weekly
  /// rules, which need none.
  public var calendarID: String?
  /// The first day of the week, which decides which weeks count for "every N weeks on
  /// chosen weekdays" (WKST).
  public var weekStart: Weekday

  public init(
    frequency: Frequency?, interval: Int = 1, weekdays: Set<Weekday> = [], monthDay: Int? = nil,
    end: End? = nil, start: Day? = nil, calendarID: String? = nil, weekStart: Weekday = .monday
  ) {
    self.frequency = frequency
    self.interval = interval
    self.weekdays = weekdays
    self.monthDay = monthDay
    self.end = end
    self.start = start
    self.calendarID = calendarID
    self.weekStart = weekStart
  }

  /// Whether a monthly rule falls on the last day of each month.
  public var isLastDayOfMonth: Bool { monthDay == -1 }

  /// Whether the rule counts months or years, and so needs a calendar.
  public var countsMonths: Bool { frequency == .monthly || frequency == .yearly }

  /// Whether the week start changes which days the rule picks: only for "every N weeks"
  /// (N > 1) on chosen weekdays.
  public var dependsOnWeekStart: Bool {
    frequency == .weekly && interval > 1 && !weekdays.isEmpty
  }

  /// The rule anchored at `day` in `calendar` unless it already has an anchor, and a
  /// monthly rule wanting its anchor's day of the month unless it wants another.
  public func anchored(at day: Day, in calendar: any CalendarSystem) -> RepeatRule {
    var rule = self
    let start = start ?? day
    rule.start = start
    if frequency == .monthly, monthDay == nil { rule.monthDay = calendar.date(of: start).day }
    return rule
  }
}
