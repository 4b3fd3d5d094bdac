import Foundation
import Testing
import TikCore

/// iCalendar as other clients write recurring tasks: Thunderbird keeps one series and
/// marks occurrences done with RECURRENCE-ID overrides; Apple's Reminders leaves a
/// completed copy with a UID of its own and moves the series on. Either way tik holds
/// one open task of the series, a done task for each occurrence done, and never a
/// second copy of anything, however often the file is imported.
@Suite struct ICalendarClientTests {
  static func calendar(_ product: String, _ components: [String]) -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + product] + components + ["END:VCALENDAR"])
      .joined(separator: "\r\n") + "\r\n"
  }

  /// Thunderbird's series of a weekly task, with the occurrences done so far.
  static func thunderbird(doneOn days: [(String, String)]) -> String {
    let master = """
      BEGIN:VTODO
      CREATED:20261110T080000Z
      LAST-MODIFIED:20261201T080000Z
      DTSTAMP:20261201T080000Z
      UID:b6f3e1c2-thunderbird-water
      SUMMARY:Water plants
      CATEGORIES:Home
      RRULE:FREQ=WEEKLY
      DTSTART;VALUE=DATE:20261116
      DUE;VALUE=DATE:20261116
      X-MOZ-GENERATION:4
      END:VTODO
      """
    let overrides = days.map { day, completed in
      """
      BEGIN:VTODO
      CREATED:20261110T080000Z
      LAST-MODIFIED:\(completed)
      DTSTAMP:\(completed)
      UID:b6f3e1c2-thunderbird-water
      SUMMARY:Water plants
      CATEGORIES:Home
      RECURRENCE-ID;VALUE=DATE:\(day)
      DTSTART;VALUE=DATE:\(day)
      DUE;VALUE=DATE:\(day)
      STATUS:COMPLETED
      COMPLETED:\(completed)
      PERCENT-COMPLETE:100
      END:VTODO
      """
    }
    return calendar(
      "-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN",
      ([master] + overrides).map { $0.replacing("\n", with: "\r\n") })
  }

  /// Apple's Reminders: the series, now due on `due`, and a completed copy of each
  /// occurrence done, each with a new UID.
  static func apple(due: String, done: [(uid: String, due: String, completed: String)]) -> String {
    let series = """
      BEGIN:VTODO
      UID:7A3C9E10-APPLE-RENT
      CREATED:20261020T090000Z
      DTSTAMP:20261201T090000Z
      SUMMARY:Pay rent
      PRIORITY:1
      DTSTART;VALUE=DATE:\(due)
      DUE;VALUE=DATE:\(due)
      RRULE:FREQ=MONTHLY
      STATUS:NEEDS-ACTION
      END:VTODO
      """
    let copies = done.map { copy in
      """
      BEGIN:VTODO
      UID:\(copy.uid)
      CREATED:20261020T090000Z
      DTSTAMP:\(copy.completed)
      SUMMARY:Pay rent
      PRIORITY:1
      DUE;VALUE=DATE:\(copy.due)
      STATUS:COMPLETED
      COMPLETED:\(copy.completed)
      END:VTODO
      """
    }
    return calendar(
      "-//Apple Inc.//iOS 18.1//EN", ([series] + copies).map { $0.replacing("\n", with: "\r\n") })
  }

  static func day(_ text: String) -> Day? { try? ISODate.parse(Substring(text)) }

  func write(_ text: String, to name: String, in home: TransferHome) throws -> String {
    let file = home.path(name)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  func tasks(_ title: String, in home: TransferHome) throws -> (open: [Todo], done: [Todo]) {
    let all = try home.todos().filter { $0.title == title }
    return (all.filter { !$0.isDone }, all.filter(\.isDone).sorted { $0.day! < $1.day! })
  }

  @Test func thunderbirdsDoneOccurrencesAreDoneCopiesOfOneOpenSeriesTask() throws {
    let home = TransferHome(now: "2026-12-01T10:00")
    let file = try write(
      Self.thunderbird(doneOn: [
        ("20261116", "20261116T170000Z"), ("20261123", "20261124T090000Z"),
      ]), to: "thunderbird.ics", in: home)
    _ = try home.importReport(file)
    let (open, done) = try tasks("Water plants", in: home)
    #expect(open.count == 1)
    let series = try #require(open.first)
    #expect(series.day == Self.day("2026-11-30"))
    #expect(series.repeatRule == "DTSTART;VALUE=DATE:20261116\nRRULE:FREQ=WEEKLY")
    #expect(series.listID == (try #require(try home.list(named: "Home"))).id)
    #expect(done.map(\.day) == [Self.day("2026-11-16"), Self.day("2026-11-23")])
    #expect(done.allSatisfy { $0.seriesID == series.id })
    #expect(series.seriesID == series.id)
    try home.importAgainChangesNothing(file)
  }

  /// One more occurrence done in Thunderbird: the next import adds its done copy and
  /// moves the one open task on, and the earlier ones stay single.
  @Test func anOccurrenceDoneLaterInThunderbirdMovesTheSeriesOn() throws {
    let home = TransferHome(now: "2026-12-01T10:00")
    var done = [("20261116", "20261116T170000Z")]
    _ = try home.importReport(
      try write(Self.thunderbird(doneOn: done), to: "first.ics", in: home))
    done.append(("20261123", "20261124T090000Z"))
    done.append(("20261130", "20261130T190000Z"))
    let report = try home.importReport(
      try write(Self.thunderbird(doneOn: done), to: "later.ics", in: home))
    #expect(report.count("added") == 2)
    #expect(report.titles("updated") == ["Water plants"])
    let (open, copies) = try tasks("Water plants", in: home)
    #expect(open.map(\.day) == [Self.day("2026-12-07")])
    #expect(
      copies.map(\.day) == [Self.day("2026-11-16"), Self.day("2026-11-23"), Self.day("2026-11-30")])
  }

  /// What other programs put beside their tasks: events, cancelled tasks, priorities
  /// of 1 to 9, a due time in UTC, a task with only a DTSTART.
  @Test func otherProgramsFieldsAreReadAsTheDocsSay() throws {
    let home = TransferHome(now: "2026-12-01T10:00")
    let components = [
      "BEGIN:VEVENT\r\nUID:e1\r\nDTSTAMP:20261201T080000Z\r\nSUMMARY:Party\r\n"
        + "DTSTART:20261205T190000Z\r\nEND:VEVENT",
      "BEGIN:VTODO\r\nUID:c1\r\nDTSTAMP:20261201T080000Z\r\nSUMMARY:Never mind\r\n"
        + "STATUS:CANCELLED\r\nEND:VTODO",
      "BEGIN:VTODO\r\nUID:p3\r\nDTSTAMP:20261201T080000Z\r\nSUMMARY:Urgent-ish\r\n"
        + "PRIORITY:3\r\nCATEGORIES:Errands,Town\r\nEND:VTODO",
      "BEGIN:VTODO\r\nUID:p7\r\nDTSTAMP:20261201T080000Z\r\nSUMMARY:Someday\r\n"
        + "PRIORITY:7\r\nDTSTART;VALUE=DATE:20261210\r\nEND:VTODO",
      "BEGIN:VTODO\r\nUID:u1\r\nDTSTAMP:20261201T080000Z\r\nSUMMARY:Call\r\n"
        + "DUE:20261202T143000Z\r\nPERCENT-COMPLETE:100\r\nEND:VTODO",
    ]
    let file = try write(Self.calendar("-//Other//EN", components), to: "other.ics", in: home)
    let report = try home.importReport(file)
    #expect(Set(report.titles("added")) == ["Urgent-ish", "Someday", "Call"])
    let skipped = (report["skipped"] as? [[String: Any]]) ?? []
    #expect(skipped.compactMap { $0["reason"] as? String }.sorted() == ["cancelled", "not_a_task"])
    let urgent = try #require(try home.todo(titled: "Urgent-ish"))
    #expect(urgent.priority == .high)
    #expect(urgent.listID == (try #require(try home.list(named: "Errands"))).id)
    let someday = try #require(try home.todo(titled: "Someday"))
    #expect(someday.priority == .low)
    #expect(someday.day == Self.day("2026-12-10"))
    let call = try #require(try home.todo(titled: "Call"))
    let due = Instant(seconds: 20_789 * 86_400 + 14 * 3600 + 30 * 60).localTime
    #expect(call.day == due.day)
    #expect(call.minute == due.minuteOfDay)
    #expect(call.isDone)
    try home.importAgainChangesNothing(file)
  }

  @Test func applesCompletedCopiesAreDoneTasksBesideTheOneOpenSeriesTask() throws {
    let home = TransferHome(now: "2026-12-01T10:00")
    let file = try write(
      Self.apple(
        due: "20261201",
        done: [(uid: "E0A1-APPLE-COPY-1", due: "20261101", completed: "20261101T100000Z")]),
      to: "reminders.ics", in: home)
    _ = try home.importReport(file)
    let (open, done) = try tasks("Pay rent", in: home)
    #expect(open.count == 1)
    #expect(open.first?.day == Self.day("2026-12-01"))
    #expect(open.first?.priority == .high)
    #expect(
      open.first?.repeatRule?.hasSuffix(
        "RRULE:RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=1;SKIP=BACKWARD") == true)
    #expect(done.map(\.day) == [Self.day("2026-11-01")])
    try home.importAgainChangesNothing(file)

    // Done again in Reminders: another copy with another UID, the series a month on.
    let later = try write(
      Self.apple(
        due: "20270101",
        done: [
          (uid: "E0A1-APPLE-COPY-1", due: "20261101", completed: "20261101T100000Z"),
          (uid: "F9B2-APPLE-COPY-2", due: "20261201", completed: "20261201T083000Z"),
        ]), to: "reminders-later.ics", in: home)
    let report = try home.importReport(later)
    #expect(report.count("added") == 1)
    let (stillOpen, allDone) = try tasks("Pay rent", in: home)
    #expect(stillOpen.map(\.day) == [Self.day("2027-01-01")])
    #expect(allDone.map(\.day) == [Self.day("2026-11-01"), Self.day("2026-12-01")])
  }
}
