#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A point on the time line: seconds since 1970-01-01T00:00:00 UTC.
///
/// Tasks' dates and times are `LocalTime`s, read off the wall clock, which goes through
/// one hour twice when the clocks go back and skips one when they go forward. What must
/// last as long as it says — a snooze's ten minutes — is counted on instants instead.
/// Conversions use the system's time zone (`TZ`).
public struct Instant: Hashable, Comparable, Sendable {
  public var seconds: Int

  public init(seconds: Int) { self.seconds = seconds }

  /// The first instant the wall clock reads `time`: in the hour the night goes through
  /// twice, the earlier of the two; in the hour it skips, the moment the clocks change.
  public init(firstAt time: LocalTime) {
    // A zone changes its offset at most once in two days: the offsets a day either side
    // are the only ones `time` can have.
    let before = Instant(seconds: time.seconds - 86_400).utcOffset
    let after = Instant(seconds: time.seconds + 86_400).utcOffset
    let candidates = [time.seconds - max(before, after), time.seconds - min(before, after)]
    if let first = candidates.first(where: { Instant(seconds: $0).localTime == time }) {
      seconds = first
      return
    }
    // Skipped: the first instant whose wall-clock time is later, found by halving.
    var (low, high) = (candidates[0], candidates[1])
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if Instant(seconds: middle).localTime < time { low = middle } else { high = middle }
    }
    seconds = high
  }

  /// The wall-clock time at this instant.
  public var localTime: LocalTime {
    let parts = brokenDown
    let day = Day(
      gregorianYear: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
      day: Int(parts.tm_mday))
    return LocalTime(
      day: day, minute: Int(parts.tm_hour) * 60 + Int(parts.tm_min), second: Int(parts.tm_sec))
  }

  /// Seconds the wall clock is ahead of UTC at this instant.
  public var utcOffset: Int { Int(brokenDown.tm_gmtoff) }

  private var brokenDown: tm {
    var time = time_t(seconds)
    var parts = tm()
    localtime_r(&time, &parts)
    return parts
  }

  public func adding(seconds: Int) -> Instant { Instant(seconds: self.seconds + seconds) }

  public static func < (a: Instant, b: Instant) -> Bool { a.seconds < b.seconds }
}
