import Foundation
import Testing
import TikCore

/// What another client wrote into an item and tik does not write (alarms, time zones,
/// its own properties) goes back to the server as it was, in its own value types, when
/// tik writes the item back.
@Suite(.serialized) struct OtherClientsItemTests {
  @Test(arguments: ServerKind.allCases, OtherClientItem.allCases)
  func anItemWrittenBackKeepsWhatTikDoesNotWriteInItsValueTypes(
    on kind: ServerKind, item: OtherClientItem
  ) throws {
    let server = try CalDAVServer(kind)
    let laptop = SyncHome(server: server.url)
    laptop.run("add", "x")
    _ = try laptop.sync()
    let calendar =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:+//IDN tasks.org//android-140100//EN\r\n"
      + item.text + "END:VCALENDAR\r\n"
    try server.python(
      """
      import sys, caldav
      c = caldav.DAVClient(sys.argv[1], username="alice", password="x")
      inbox = [x for x in c.principal().calendars() if x.name == "Inbox"][0]
      inbox.save_todo(\(String(reflecting: calendar)))
      """)
    #expect(try laptop.sync()["down"] as? Int == 1)
    #expect(laptop.run("edit", "2", "notes", "bring card").status == 0)
    laptop.run("add", "new after")
    let written = laptop.run("sync")
    #expect(written.status == 0, "\(written.errors)")
    #expect(laptop.run("sync").status == 0)
    let stored = try server.python(
      """
      import sys, caldav
      c = caldav.DAVClient(sys.argv[1], username="alice", password="x")
      inbox = [x for x in c.principal().calendars() if x.name == "Inbox"][0]
      todos = inbox.todos(include_completed=True)
      print(len(todos))
      for t in todos:
          print(t.data.replace("\\r\\n ", "").replace("\\r\\n", "\\n"))
      """)
    #expect(stored.hasPrefix("3\n"), "\(stored)")
    #expect(stored.contains("DESCRIPTION:bring card"), "\(stored)")
    for line in item.kept { #expect(stored.contains(line + "\n"), "\(stored)") }
  }
}

/// An item as another client writes it, and lines of it that tik must write back as they
/// were.
enum OtherClientItem: CaseIterable, CustomTestStringConvertible {
  case alarm, zoned

  var testDescription: String {
    switch self {
    case .alarm: "alarm"
    case .zoned: "zoned"
    }
  }

  var kept: [String] {
    switch self {
    case .alarm: ["TRIGGER;RELATED=END:PT0S"]
    case .zoned:
      ["TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "EXDATE;TZID=Europe/Berlin:20261002T090000"]
    }
  }

  var text: String {
    switch self {
    case .alarm: Self.tasksOrgAlarm
    case .zoned: Self.thunderbirdZoned
    }
  }

  /// Tasks.org's alarm at the due time: a TRIGGER whose value is a DURATION.
  static let tasksOrgAlarm = """
    BEGIN:VTODO\r
    UID:phone-alarm-1\r
    DTSTAMP:20260924T070000Z\r
    SUMMARY:buy a present\r
    DUE;VALUE=DATE:20260925\r
    BEGIN:VALARM\r
    ACTION:DISPLAY\r
    DESCRIPTION:Reminder\r
    TRIGGER;RELATED=END:PT0S\r
    END:VALARM\r
    END:VTODO\r

    """

  /// Thunderbird's task at a time in a named zone, with the zone's definition: offsets
  /// are UTC-OFFSET values.
  static let thunderbirdZoned = """
    BEGIN:VTIMEZONE\r
    TZID:Europe/Berlin\r
    BEGIN:DAYLIGHT\r
    TZOFFSETFROM:+0100\r
    TZOFFSETTO:+0200\r
    TZNAME:CEST\r
    DTSTART:19700329T020000\r
    RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r
    END:DAYLIGHT\r
    BEGIN:STANDARD\r
    TZOFFSETFROM:+0200\r
    TZOFFSETTO:+0100\r
    TZNAME:CET\r
    DTSTART:19701025T030000\r
    RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
    END:STANDARD\r
    END:VTIMEZONE\r
    BEGIN:VTODO\r
    UID:desk-zone-1\r
    DTSTAMP:20260924T070000Z\r
    SUMMARY:call Berlin\r
    DTSTART;TZID=Europe/Berlin:20260925T090000\r
    DUE;TZID=Europe/Berlin:20260925T100000\r
    EXDATE;TZID=Europe/Berlin:20261002T090000\r
    END:VTODO\r

    """
}
