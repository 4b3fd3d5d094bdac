import Foundation
import Testing
import TikCore

/// Recurring tasks between two tik homes and the ways other clients complete one: each
/// becomes one done occurrence and one open copy, never two.
@Suite(.serialized) struct RecurringSyncTests {
  /// Jalali month rules travel as `X-TIK-RRULE` with no RRULE; the series still does not
  /// duplicate when both homes tick the same occurrence offline.
  @Test(arguments: ServerKind.allCases)
  func twoHomesTickingTheSameJalaliMonthlyOccurrenceMakeOneOpenAndOneDone(
    on kind: ServerKind
  ) throws {
    let server = try CalDAVServer(kind)
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

  /// tik schedules Jalali series: when another client completes one, tik makes the next
  /// occurrence, and every client then sees it.
  @Test(arguments: ServerKind.allCases)
  func aJalaliOccurrenceCompletedElsewhereGetsItsNextFromTik(on kind: ServerKind) throws {
    let server = try CalDAVServer(kind)
    let a = SyncHome(server: server.url, calendar: "jalali")
    let b = SyncHome(server: server.url, now: "2026-09-24T10:00", calendar: "jalali")
    a.run("add", "pay rent @today *monthly")
    _ = try a.sync()
    _ = try b.sync()
    try server.python(ThirdParty.completeInPlace)
    _ = try a.sync()
    _ = try b.sync()
    for home in [a, b] {
      #expect(try home.occurrences() == ["2026-09-24 done", "2026-10-24 open"])
    }
    let items = try server.python(ThirdParty.listing)
    #expect(items == "2026-09-24 COMPLETED X-TIK-RRULE\n2026-10-24 NEEDS-ACTION X-TIK-RRULE\n")
  }

  /// Tasks.org moves DUE on in place, Thunderbird writes a completed RECURRENCE-ID
  /// instance into the resource, Apple makes a completed copy under a new UID and moves
  /// the series on: each is one done occurrence and one open copy, in both homes and on
  /// the server.
  @Test(
    arguments: ServerKind.allCases,
    [ThirdParty.advanceInPlace, ThirdParty.override, ThirdParty.completedCopy])
  func anOccurrenceCompletedByAnotherClientIsOneDoneAndOneOpen(
    on kind: ServerKind, script: String
  ) throws {
    let server = try CalDAVServer(kind)
    let a = SyncHome(server: server.url)
    let b = SyncHome(server: server.url, now: "2026-09-24T10:00")
    a.run("add", "water plants @today *daily")
    _ = try a.sync()
    _ = try b.sync()
    try server.python(script)
    for home in [a, b, a, b] { _ = try home.sync() }
    for home in [a, b] {
      #expect(try home.occurrences() == ["2026-09-24 done", "2026-09-25 open"])
    }
    let items = try server.python(ThirdParty.listing)
    #expect(items.hasPrefix("2026-09-24 COMPLETED"), "\(items)")
    #expect(items.split(separator: "\n").count == 2, "\(items)")
    #expect(items.contains("2026-09-25 NEEDS-ACTION RRULE"), "\(items)")
  }

  /// A series tik moved to the next day is a move: only another program's item that
  /// moves on to the next occurrence is read as one completed there.
  @Test func aSeriesMovedOnByAnotherTikIsMovedNotCompleted() throws {
    let server = try CalDAVServer(.radicale)
    let a = SyncHome(server: server.url)
    let b = SyncHome(server: server.url, now: "2026-09-24T10:00")
    a.run("add", "water plants @today *daily")
    _ = try a.sync()
    _ = try b.sync()
    #expect(a.run("tomorrow", "1").status == 0)
    _ = try a.sync()
    _ = try b.sync()
    #expect(try b.occurrences() == ["2026-09-25 open"])
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
    def advance(component, day, producer):
        series.icalendar_instance["PRODID"] = producer
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

  /// STATUS:COMPLETED on the series' own item, as a plain client does.
  static let completeInPlace =
    prelude + """
      master["STATUS"] = "COMPLETED"
      master.add("COMPLETED", now)
      master["PERCENT-COMPLETE"] = 100
      series.save()
      """

  /// Tasks.org: DUE (and DTSTART) moved to the next occurrence, in the same UID.
  static let advanceInPlace =
    prelude + """
      advance(master, datetime.date(2026, 9, 25), "+//IDN tasks.org//android-140100//EN")
      series.save()
      """

  /// Thunderbird: a RECURRENCE-ID instance of the done occurrence in the same resource.
  static let override =
    prelude + """
      instance = icalendar.Todo()
      for name in ["UID", "SUMMARY"]:
          instance.add(name, master[name])
      instance.add("RECURRENCE-ID", datetime.date(2026, 9, 24))
      instance.add("DUE", datetime.date(2026, 9, 24))
      instance.add("DTSTAMP", now)
      instance.add("STATUS", "COMPLETED")
      instance.add("COMPLETED", now)
      instance.add("PERCENT-COMPLETE", 100)
      series.icalendar_instance.add_component(instance)
      series.save()
      """

  /// Apple: a completed copy under a new UID, and the series moved on in place.
  static let completedCopy =
    prelude + """
      calendar = series.parent
      copy = icalendar.Calendar()
      copy.add("VERSION", "2.0")
      copy.add("PRODID", "-//Apple Inc.//iOS 18//EN")
      done = icalendar.Todo()
      done.add("UID", "8B1C2A44-7E0F-4D5E-9A3B-2C6D1E0F9A7B")
      done.add("SUMMARY", master["SUMMARY"])
      done.add("DUE", datetime.date(2026, 9, 24))
      done.add("DTSTAMP", now)
      done.add("STATUS", "COMPLETED")
      done.add("COMPLETED", now)
      copy.add_component(done)
      calendar.save_todo(copy.to_ical().decode())
      advance(master, datetime.date(2026, 9, 25), "-//Apple Inc.//iOS 18//EN")
      series.save()
      """
}
