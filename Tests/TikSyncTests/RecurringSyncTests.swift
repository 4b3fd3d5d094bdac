import Foundation
import Testing
import TikCore

/// Recurring tasks between two tik homes and the ways other clients complete one: each
/// becomes one done occurrence and one open copy, never two.
@Suite(.serialized) struct RecurringSyncTests {
  /// Jalali month rules travel as `X-TIK-RRULE` with no RRULE; the series still does not
  /// duplicate when both homes tick the same occurrence offline.
  @Test func twoHomesTickingTheSameJalaliMonthlyOccurrenceMakeOneOpenAndOneDone() throws {
    let server = try Radicale()
    let a = SyncHome(server: server.url, calendar: "jalali")
    let b = SyncHome(server: server.url, now: "2026-09-24T10:00", calendar: "jalali")
    a.run("add", "pay rent @today *monthly")
    _ = try a.sync()
    _ = try b.sync()
    a.run("done", "1")
    b.run("done", "1")
    for home in [a, b, a, b] { _ = try home.sync() }
    // 2 Mehr 1405 → 2 Aban 1405.
    for home in [a, b] {
      #expect(try home.occurrences() == ["2026-09-24 done", "2026-10-24 open"])
    }
    let items = try server.python(ThirdParty.listing)
    #expect(items == "2026-09-24 COMPLETED X-TIK-RRULE\n2026-10-24 NEEDS-ACTION X-TIK-RRULE\n")
  }
}

/// Python's caldav and icalendar writing what other clients write.
enum ThirdParty {
  static let prelude = """
    import sys, caldav, datetime, icalendar
    c = caldav.DAVClient(sys.argv[1], username="alice", password="x")
    todos = [t for cal in c.principal().calendars() for t in cal.todos(include_completed=True)]
    series = [t for t in todos if "RRULE" in t.icalendar_component or "X-TIK-RRULE" in t.icalendar_component][0]
    master = series.icalendar_component
    now = datetime.datetime(2026, 9, 24, 8, 30, tzinfo=datetime.timezone.utc)
    def advance(component, day):
        for name in ["DUE", "DTSTART"]:
            if name in component:
                del component[name]
                component.add(name, day)
        del component["LAST-MODIFIED"]
        component.add("LAST-MODIFIED", now)

    """

  /// Each item's date, status and which rule property it has, sorted.
  static let listing =
    prelude + """
    rows = []
    for t in todos:
        v = t.icalendar_component
        rule = "RRULE" if "RRULE" in v else "X-TIK-RRULE" if "X-TIK-RRULE" in v else "-"
        rows.append("%s %s %s" % (v.decoded("DUE").isoformat()[:10], v.get("STATUS"), rule))
    print("\\n".join(sorted(rows)))
    """
}
