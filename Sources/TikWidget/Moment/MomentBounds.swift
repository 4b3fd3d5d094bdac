import TikCore

/// Where each moment starts, in minutes after midnight, from the `[widget]` table.
public struct MomentBounds: Equatable, Sendable {
  /// Start minutes by moment, in `Moment.allCases` order.
  public var starts: [Int]

  public init(starts: [Int]) { self.starts = starts }

  /// The bounds the config sets; a key the file does not set has its default.
  public init(config: Config) {
    starts = Moment.allCases.map { moment in
      TimeOfDay.minutes(config.string(moment.configKey))
        ?? TimeOfDay.minutes(moment.defaultStart) ?? 0
    }
  }

  /// The `[widget]` keys: each a time of day, `HH:MM` on a 24-hour clock.
  public static var configKeys: [ConfigKey] {
    Moment.allCases.map { moment in
      ConfigKey(
        moment.configKey,
        form: .init("HH:MM", accepts: { TimeOfDay.minutes($0) != nil }),
        default: moment.defaultStart,
        about: "When the widget's \(moment.words) moment begins."
      )
    }
  }

  /// The moment at a minute of the day: the one whose start is the latest at or before
  /// it, or, before every start, the one that started last (it runs past midnight).
  /// Two moments with the same start: the later one in the day's order shows.
  public func moment(at minute: Int) -> Moment {
    var best: (start: Int, index: Int)?
    var latest: (start: Int, index: Int) = (-1, 0)
    for (index, start) in starts.enumerated() {
      if start <= minute, best.map({ start >= $0.start }) ?? true { best = (start, index) }
      if start >= latest.start { latest = (start, index) }
    }
    return Moment.allCases[(best ?? latest).index]
  }

  public func start(of moment: Moment) -> Int {
    starts[Moment.allCases.firstIndex(of: moment) ?? 0]
  }
}

/// Times of day as the `[widget]` keys write them.
enum TimeOfDay {
  /// Minutes after midnight of `HH:MM` (two digits each, 00:00 to 23:59), else nil.
  static func minutes(_ text: String) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { ("0"..."9").contains($0) } }),
      let hour = Int(parts[0]), let minute = Int(parts[1]),
      (0..<24).contains(hour), (0..<60).contains(minute)
    else { return nil }
    return hour * 60 + minute
  }
}
