import TikCore

/// What you finished on this day some time ago, counted in the active calendar.
public struct Memory: Equatable, Sendable {
  public var period: Period
  /// The day back then.
  public var day: Day
  public var count: Int
  /// The first tasks finished that day, in the order they were finished.
  public var titles: [String]

  /// How long ago: the farthest memory is looked for first.
  public enum Period: String, CaseIterable, Sendable {
    case year, month, week
  }

  public init(period: Period, day: Day, count: Int, titles: [String]) {
    self.period = period
    self.day = day
    self.count = count
    self.titles = titles
  }
}
