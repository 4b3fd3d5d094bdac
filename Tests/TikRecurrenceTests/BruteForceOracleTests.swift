import Testing
import TikCore
import TikJalali

@testable import TikRecurrence

/// tik's occurrence arithmetic against a reference that walks the calendar day by day,
/// over thousands of generated rules and anchors in both calendars: zero mismatches.
@Suite struct BruteForceOracleTests {
  static let rulesPerCalendar = 2_500

  /// How far the walk goes: enough for about a dozen occurrences of any generated rule.
  static func horizon(of rule: RepeatRule) -> Int {
    let unit: Int
    switch rule.frequency ?? .daily {
    case .daily: unit = 1
    case .weekly: unit = 7
    case .monthly: unit = 31
    case .yearly: unit = 366
    }
    return unit * rule.interval * (rule.frequency == .yearly ? 6 : 12)
  }

  @Test(arguments: [(Dates.gregorian, UInt64(1)), (Dates.jalali, UInt64(2))])
  func occurrencesEqualADayByDayWalk(calendar: any CalendarSystem, seed: UInt64) {
    var generator = RuleGenerator(seed: seed, calendar: calendar)
    var compared = 0
    var mismatches: [String] = []
    for _ in 0..<Self.rulesPerCalendar {
      let rule = generator.next()
      guard let start = rule.start, let schedule = RepeatSchedule(rule, calendar: calendar) else {
        mismatches.append("no schedule for \(rule.storedText)")
        continue
      }
      let last = start.adding(days: Self.horizon(of: rule))
      let (expected, ended) = BruteForceOracle(rule: rule, start: start, calendar: calendar)
        .occurrences(through: last)

      // Ticking each task on its own day walks the whole series.
      var actual = [start]
      while let previous = actual.last, previous <= last,
        let next = schedule.nextOccurrence(after: previous, notBefore: previous)
      {
        actual.append(next)
        if next <= previous { break }
      }
      let walked = actual.filter { $0 <= last }
      let endedToo = actual.last.map { $0 <= last } ?? true
      if walked != expected || (ended && !endedToo) {
        mismatches.append(
          "\(rule.storedText): \(walked.map(ISODate.text)) ≠ \(expected.map(ISODate.text))")
      }
      compared += expected.count

      // Late and early ticks: the first occurrence after the task's date, not before tomorrow.
      for _ in 0..<8 {
        let taskDay = generator.day(near: start, span: Self.horizon(of: rule) / 2)
        let today = generator.day(near: start, span: Self.horizon(of: rule) / 2)
        let earliest = max(taskDay.adding(days: 1), today.adding(days: 1))
        let answer = schedule.nextOccurrence(after: taskDay, notBefore: today.adding(days: 1))
        let reference = expected.first { $0 >= earliest }
        guard reference != nil || ended else { continue }
        if answer != reference {
          mismatches.append(
            "\(rule.storedText) after \(ISODate.text(taskDay)) today \(ISODate.text(today)): "
              + "\(answer.map(ISODate.text) ?? "none") ≠ \(reference.map(ISODate.text) ?? "none")")
        }
        compared += 1
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(5))")
    #expect(compared > Self.rulesPerCalendar * 10)
  }
}
