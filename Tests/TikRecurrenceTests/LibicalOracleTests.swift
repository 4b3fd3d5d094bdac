import Testing
import TikCore
import TikJalali

@testable import TikRecurrence

/// tik's occurrences against libical's expansion of the very RRULE tik writes
/// (`RSCALE=GREGORIAN|PERSIAN;…;SKIP=BACKWARD`), over generated rules and anchors in both
/// calendars: zero mismatches.
///
/// Two known differences are accounted for, not hidden:
/// - libical's RSCALE expansion with INTERVAL > 1 starts one period late in the Persian
///   calendar (1 Farvardin 1404 every 2 years gives 1405, 1407 …). For those rules libical
///   expands INTERVAL=1, and every N-th occurrence is compared: with SKIP=BACKWARD a
///   monthly or yearly rule has exactly one occurrence per month or year, so that is the
///   INTERVAL=N series. COUNT is then applied to the result.
/// - When the anchor is not a day the rule picks (a Thursday for `sat,mon`, the 24th for
///   the last day of the month), iCalendar leaves the set undefined; tik counts the anchor
///   as the first occurrence, as RFC 5545 says DTSTART always does, and libical skips it.
///   There tik's occurrences after the anchor are compared with libical's, COUNT one less.
/// - libical 3.0.16 counts "every N weeks on chosen weekdays" from the wrong week when WKST
///   is neither MO nor SU (`DTSTART 20260921, INTERVAL=2;BYDAY=MO,SU;WKST=TU` gives the
///   27th and 28th, where RFC 5545 and python-dateutil give the 21st, 4 and 5 October),
///   and picks other weeks again when the anchor is not one of the weekdays. Those rules are
///   left to the day-by-day oracle and to `WeekStartTests`, whose vectors come from RFC
///   5545 and python-dateutil.
@Suite struct LibicalOracleTests {
  static let rulesPerCalendar = 2_000
  static let length = 12

  /// One comparison: tik's occurrences and the query whose answer must equal them.
  struct Case {
    var rule: RepeatRule
    var expected: [Day]
    var query: String
    /// Libical's answer is thinned to every `step`-th occurrence, then cut to `count`.
    var step: Int
    var count: Int
  }

  @Test(arguments: [(Dates.gregorian, UInt64(11)), (Dates.jalali, UInt64(12))])
  func occurrencesEqualLibicalsRSCALEExpansion(calendar: any CalendarSystem, seed: UInt64) throws {
    var generator = RuleGenerator(seed: seed, calendar: calendar)
    var cases: [Case] = []
    for _ in 0..<Self.rulesPerCalendar {
      if let comparison = makeCase(generator.next(), calendar: calendar) {
        cases.append(comparison)
      }
    }
    let answers = try Libical.expand(cases.map(\.query))
    var mismatches: [String] = []
    var compared = 0
    for (comparison, answer) in zip(cases, answers) {
      let thinned = stride(from: 0, to: answer.count, by: comparison.step).map { answer[$0] }
      let libical = Array(thinned.prefix(comparison.count))
      let tik = comparison.expected.map(ICalendarDate.basic)
      if libical != tik {
        mismatches.append("\(comparison.query): tik \(tik) ≠ libical \(libical)")
      }
      compared += tik.count
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(5))")
    #expect(cases.count > Self.rulesPerCalendar * 8 / 10)
    #expect(compared > cases.count * 5)
  }

  /// tik's first occurrences of `rule` and the libical query that must give them; nil when
  /// the anchor is the only occurrence and libical has nothing to say.
  func makeCase(_ rule: RepeatRule, calendar: any CalendarSystem) -> Case? {
    guard let start = rule.start, let schedule = RepeatSchedule(rule, calendar: calendar)
    else { return nil }
    var days = [start]
    while days.count <= Self.length, let last = days.last,
      let next = schedule.nextOccurrence(after: last, notBefore: last)
    {
      days.append(next)
    }
    let picksAnchor = isPicked(start, by: rule, calendar: calendar)
    if rule.dependsOnWeekStart, !picksAnchor || ![.monday, .sunday].contains(rule.weekStart) {
      return nil
    }
    var parts = rule.rrule.split(separator: ";").map(String.init)
    var count = Self.length
    if !picksAnchor {
      days.removeFirst()
      if case .count(let total)? = rule.end {
        guard total > 1 else { return nil }
        parts = parts.map { $0.hasPrefix("COUNT=") ? "COUNT=\(total - 1)" : $0 }
      }
    }
    var step = 1
    if calendar.identifier == "jalali", rule.countsMonths, rule.interval > 1 {
      step = rule.interval
      parts = parts.filter { !$0.hasPrefix("INTERVAL=") && !$0.hasPrefix("COUNT=") }
      if case .count(let total)? = rule.end { count = min(count, total - (picksAnchor ? 0 : 1)) }
    }
    let query =
      "\(ICalendarDate.basic(start)) \(parts.joined(separator: ";")) \(Self.length * step)"
    return Case(
      rule: rule, expected: Array(days.prefix(count)), query: query, step: step, count: count)
  }

  /// Whether the rule itself picks its anchor (always, except for chosen weekdays and the
  /// last day of the month).
  func isPicked(_ day: Day, by rule: RepeatRule, calendar: any CalendarSystem) -> Bool {
    if !rule.weekdays.isEmpty { return rule.weekdays.contains(day.weekday) }
    if rule.isLastDayOfMonth { return calendar.date(of: day.adding(days: 1)).day == 1 }
    return true
  }

  @Test func tikAndLibicalAgreeOnTheBehaviourReferencesExamples() throws {
    let queries = [
      "20260131 RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=BACKWARD 4",
      "20250923 RSCALE=PERSIAN;FREQ=MONTHLY;BYMONTHDAY=1;SKIP=BACKWARD 2",
      "20250320 RSCALE=PERSIAN;FREQ=YEARLY;SKIP=BACKWARD 2",
    ]
    let answers = try Libical.expand(queries)
    #expect(answers[0] == ["20260131", "20260228", "20260331", "20260430"])
    // 1 Mehr 1404 → 1 Aban 1404.
    #expect(answers[1] == ["20250923", "20251023"])
    // 30 Esfand 1403 (a leap year) → 29 Esfand 1404.
    #expect(answers[2] == ["20250320", "20260320"])
  }
}
