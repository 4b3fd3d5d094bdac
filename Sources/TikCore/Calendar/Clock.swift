#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where "now" comes from: the system's local time, or `TIK_NOW` in tests and demos.
public protocol Clock: Sendable {
  /// Now on the wall clock: what tasks' dates and times are read against.
  func now() -> LocalTime
  /// Now on the time line: what durations (a snooze's ten minutes) are counted on.
  func instant() -> Instant
  /// Now on a clock that only goes forward, for how long to wait between things a long
  /// session does (the REPL's syncs): `TIK_NOW` pins the wall clock's reading, not the
  /// passing of time.
  func monotonic() -> ContinuousClock.Instant
}

extension Clock {
  public func monotonic() -> ContinuousClock.Instant { .now }
}

/// The system clock in the local time zone.
public struct SystemClock: Clock {
  public init() {}

  public func now() -> LocalTime { instant().localTime }

  public func instant() -> Instant { Instant(seconds: Int(time(nil))) }
}

/// A clock stopped at one local time.
public struct FixedClock: Clock {
  public var time: LocalTime
  /// Seconds the wall clock is ahead of UTC, when said; otherwise the time zone's.
  public var utcOffset: Int?

  public init(_ time: LocalTime, utcOffset: Int? = nil) {
    self.time = time
    self.utcOffset = utcOffset
  }

  public func now() -> LocalTime { time }

  public func instant() -> Instant {
    utcOffset.map { Instant(seconds: time.seconds - $0) } ?? Instant(firstAt: time)
  }

  /// Reads `TIK_NOW`: `2026-09-24T09:00`, with optional seconds, or a bare date (midnight).
  /// A time may end in its offset from UTC, `Z`, `+01:00` or `-05:30`, which says which
  /// of the two 02:30s of the night the clocks go back is meant; without one it is the
  /// first.
  public static func parse(_ text: String) throws(TikError) -> FixedClock {
    let halves = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
    guard let day = try ISODate.parse(halves[0]) else { throw .invalidClock(text) }
    guard halves.count == 2 else { return FixedClock(LocalTime(day: day, minute: 0)) }
    var clock = halves[1]
    var utcOffset: Int?
    if clock.hasSuffix("Z") {
      utcOffset = 0
      clock = clock.dropLast()
    } else if let sign = clock.lastIndex(where: { $0 == "+" || $0 == "-" }) {
      let parts = clock[clock.index(after: sign)...].split(
        separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }),
        let hours = Int(parts[0]), let minutes = Int(parts[1]),
        (0..<24).contains(hours), (0..<60).contains(minutes)
      else { throw .invalidClock(text) }
      utcOffset = (clock[sign] == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
      clock = clock[..<sign]
    }
    let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 }),
      let hour = Int(parts[0]), let minute = Int(parts[1]),
      (0..<24).contains(hour), (0..<60).contains(minute)
    else { throw .invalidClock(text) }
    var second = 0
    if parts.count == 3 {
      guard let s = Int(parts[2]), (0..<60).contains(s) else { throw .invalidClock(text) }
      second = s
    }
    return FixedClock(
      LocalTime(day: day, minute: hour * 60 + minute, second: second), utcOffset: utcOffset)
  }
}
