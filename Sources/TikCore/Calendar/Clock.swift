#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where "now" comes from: the system's local time, or `TIK_NOW` in tests and demos.
public protocol Clock: Sendable {
  func now() -> LocalTime
}

/// The system clock in the local time zone.
public struct SystemClock: Clock {
  public init() {}

  public func now() -> LocalTime {
    var seconds = time(nil)
    var parts = tm()
    localtime_r(&seconds, &parts)
    let day = Day(
      gregorianYear: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
      day: Int(parts.tm_mday))
    return LocalTime(
      day: day, minute: Int(parts.tm_hour) * 60 + Int(parts.tm_min), second: Int(parts.tm_sec))
  }
}

/// A clock stopped at one local time.
public struct FixedClock: Clock {
  public var time: LocalTime

  public init(_ time: LocalTime) { self.time = time }

  public func now() -> LocalTime { time }

  /// Reads `TIK_NOW`: `2026-09-24T09:00`, with optional seconds, or a bare date (midnight).
  public static func parse(_ text: String) throws(TikError) -> FixedClock {
    let halves = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
    guard let day = try ISODate.parse(halves[0]) else { throw .invalidClock(text) }
    guard halves.count == 2 else { return FixedClock(LocalTime(day: day, minute: 0)) }
    let parts = halves[1].split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 }),
      let hour = Int(parts[0]), let minute = Int(parts[1]),
      (0..<24).contains(hour), (0..<60).contains(minute)
    else { throw .invalidClock(text) }
    var second = 0
    if parts.count == 3 {
      guard let s = Int(parts[2]), (0..<60).contains(s) else { throw .invalidClock(text) }
      second = s
    }
    return FixedClock(LocalTime(day: day, minute: hour * 60 + minute, second: second))
  }
}
