import Testing
import TikCore

@testable import TikRecurrence

/// "Every N weeks on chosen weekdays" counts weeks from the first day of the anchor's week,
/// as WKST says (RFC 5545 §3.3.10). The vectors are RFC 5545's own example and rules whose
/// answers python-dateutil gives too (libical gets the weeks wrong when WKST is neither
/// Monday nor Sunday, so it cannot check these).
@Suite struct WeekStartTests {
  @Test(arguments: [
    // RFC 5545: "changing only WKST from MO to SU yields different results".
    (
      "19970805", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=MO",
      [
        "19970805", "19970810", "19970819", "19970824",
      ]
    ),
    (
      "19970805", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU",
      [
        "19970805", "19970817", "19970819", "19970831",
      ]
    ),
    // Weeks from Saturday, as in Persian and Jalali mode.
    (
      "20260925", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE,FR;WKST=SA",
      [
        "20260925", "20261007", "20261009", "20261021",
      ]
    ),
    (
      "19740927", "FREQ=WEEKLY;INTERVAL=3;BYDAY=WE,FR;WKST=SA",
      [
        "19740927", "19741016", "19741018", "19741106",
      ]
    ),
    (
      "20260924", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE,TH;WKST=FR",
      [
        "20260924", "20261007", "20261008", "20261021",
      ]
    ),
    (
      "20260921", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;WKST=TU",
      [
        "20260921", "20261004", "20261005", "20261018",
      ]
    ),
    // Anchors off the chosen weekdays: the anchor, then the rule's days.
    (
      "20251022", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;WKST=SA",
      [
        "20251022", "20251103", "20251117", "20251201",
      ]
    ),
    (
      "20531029", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO;WKST=TU",
      [
        "20531029", "20531102", "20531103", "20531116",
      ]
    ),
  ])
  func everyNWeeksOnChosenWeekdaysCountsWeeksFromWKST(
    start: String, rrule: String, expected: [String]
  ) throws {
    let rule = try #require(RepeatRule(storedText: "DTSTART:\(start)\nRRULE:\(rrule)"))
    let anchor = try #require(rule.start)
    let days = Dates.occurrences(rule, from: anchor, count: expected.count)
    #expect(days.map(ICalendarDate.basic) == expected)
  }
}
