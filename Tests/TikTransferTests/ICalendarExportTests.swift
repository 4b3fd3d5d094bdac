import Foundation
import Testing
import TikCore
import TikICalendar
import TikRecurrence

@testable import TikTransfer

/// tik's iCalendar as two readers see it: libical, through the plugin's own reading, and
/// Python's `icalendar`. Both must find the same VTODOs with the mapping docs/export-import.md
/// gives, and a Gregorian RRULE must give, by `dateutil`'s reckoning, exactly the days
/// tik's rule gives.
@Suite struct ICalendarExportTests {
  /// A VTODO as both readers report it: each property tik maps, as one comparable word.
  typealias Properties = [String: String]

  /// The repeat each task of `RichHome` is exported with: an exact RRULE, or (for Jalali
  /// months and years, a count that began before the task's date, and done copies) none
  /// but X-TIK-RRULE.
  static let repeats: [Int64: (rrule: String?, tik: String?)] = [
    1: (nil, "FREQ=DAILY"),
    2: ("FREQ=DAILY;INTERVAL=3", nil),
    3: ("BYDAY=MO,SA;FREQ=WEEKLY", nil),
    4: ("BYDAY=MO,FR;FREQ=WEEKLY;INTERVAL=2;WKST=SA", nil),
    5: ("BYMONTHDAY=28,29,30,31;BYSETPOS=-1;FREQ=MONTHLY", nil),
    6: ("BYMONTHDAY=-1;FREQ=MONTHLY", nil),
    7: ("BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1;FREQ=YEARLY", nil),
    8: (nil, "BYMONTHDAY=15;COUNT=10;FREQ=MONTHLY;RSCALE=GREGORIAN;SKIP=BACKWARD"),
    9: ("FREQ=WEEKLY;UNTIL=20270301T235959", nil),
    10: (nil, "BYMONTHDAY=10;FREQ=MONTHLY;RSCALE=PERSIAN;SKIP=BACKWARD"),
    11: (nil, "FREQ=YEARLY;RSCALE=PERSIAN;SKIP=BACKWARD"),
    15: (nil, "FREQ=DAILY"),
    16: ("FREQ=DAILY", nil),
  ]

  /// An RRULE's parts in one order, whatever order a writer or reader put them in.
  static func sorted(_ rule: String) -> String {
    rule.split(separator: ";").map(String.init).sorted().joined(separator: ";")
  }

  /// `20261201T100000Z`: a local time as the UTC time iCalendar writes.
  static func utc(_ time: LocalTime) -> String {
    let utc = LocalTime(seconds: Instant(firstAt: time).seconds)
    return ICalendarDate.basic(utc.day) + "T" + clock(utc.secondOfDay) + "Z"
  }

  static func clock(_ seconds: Int) -> String {
    [seconds / 3600, seconds / 60 % 60, seconds % 60].map { Padded.digits($0, 2) }.joined()
  }

  /// What tik's mapping says each VTODO holds, by UID.
  static func expected(_ home: TransferHome, uid: (Todo) -> String) throws -> [String: Properties] {
    let contents = try home.contents()
    var vtodos: [String: Properties] = [:]
    for todo in contents.todos {
      var properties: Properties = ["SUMMARY": todo.title]
      if !todo.notes.isEmpty { properties["DESCRIPTION"] = todo.notes }
      if let day = todo.day {
        properties["DUE"] =
          todo.minute.map { "floating " + ICalendarDate.basic(day) + "T" + clock($0 * 60) }
          ?? "date " + ICalendarDate.basic(day)
      }
      switch todo.priority {
      case .high: properties["PRIORITY"] = "1"
      case .medium: properties["PRIORITY"] = "5"
      case .low: properties["PRIORITY"] = "9"
      case .none: break
      }
      properties["STATUS"] = todo.isDone ? "COMPLETED" : "NEEDS-ACTION"
      if let completed = todo.completed { properties["COMPLETED"] = utc(completed) }
      if let list = contents.lists.first(where: { $0.id == todo.listID }) {
        properties["CATEGORIES"] = list.name
      }
      if let (rrule, tik) = repeats[todo.id] {
        properties["RRULE"] = rrule
        properties["X-TIK-RRULE"] = tik
      }
      vtodos[uid(todo)] = properties
      for (index, subtask) in todo.subtasks.enumerated() {
        vtodos[uid(todo) + "/\(index + 1)"] = [
          "SUMMARY": subtask.title, "STATUS": subtask.done ? "COMPLETED" : "NEEDS-ACTION",
          "RELATED-TO": "PARENT " + uid(todo),
        ]
      }
    }
    return vtodos
  }

  /// The VTODOs as libical reads them, through the plugin's own reading of components.
  static func readByLibical(_ text: String) throws -> [String: Properties] {
    var vtodos: [String: Properties] = [:]
    for calendar in try Libical.parse(text[...]) {
      for todo in calendar.components where todo.name == "VTODO" {
        var properties: Properties = [:]
        for property in todo.properties {
          let name = property.name
          switch (name, property.value) {
          case ("DUE", .date(let day)): properties[name] = "date " + ICalendarDate.basic(day)
          case ("DUE", .floating(let time)):
            properties[name] =
              "floating " + ICalendarDate.basic(time.day) + "T" + clock(time.secondOfDay)
          case ("COMPLETED", .utc(let time)):
            properties[name] = ICalendarDate.basic(time.day) + "T" + clock(time.secondOfDay) + "Z"
          case ("RRULE", .recurrence(let rule)), ("X-TIK-RRULE", .text(let rule)),
            ("X-TIK-RRULE", .recurrence(let rule)):
            properties[name] = sorted(rule)
          case ("RELATED-TO", .text(let uid)):
            properties[name] = (property.parameter("RELTYPE") ?? "?") + " " + uid
          case ("SUMMARY", _), ("DESCRIPTION", _), ("PRIORITY", _), ("STATUS", _),
            ("CATEGORIES", _):
            properties[name] = property.value.text
          default: break
          }
        }
        vtodos[todo.first("UID")?.value.text ?? "?"] = properties
      }
    }
    return vtodos
  }

  /// The same, as Python's `icalendar` reads them.
  static let pythonReader = #"""
    import icalendar, json, sys, datetime
    calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
    def basic(value):
        if isinstance(value, datetime.datetime):
            return value.strftime('%Y%m%dT%H%M%S') + ('Z' if value.tzinfo else '')
        return value.strftime('%Y%m%d')
    def ordered(rule):
        return ';'.join(sorted(rule.split(';')))
    vtodos = {}
    for todo in calendar.walk('VTODO'):
        found = {}
        for name in ['SUMMARY', 'DESCRIPTION', 'STATUS']:
            if name in todo: found[name] = str(todo[name])
        if 'PRIORITY' in todo: found['PRIORITY'] = str(int(todo['PRIORITY']))
        if 'DUE' in todo:
            due = todo.decoded('DUE')
            kind = 'floating' if isinstance(due, datetime.datetime) else 'date'
            if isinstance(due, datetime.datetime) and due.tzinfo: kind = 'utc'
            found['DUE'] = kind + ' ' + basic(due)
        if 'COMPLETED' in todo: found['COMPLETED'] = basic(todo.decoded('COMPLETED'))
        if 'CATEGORIES' in todo: found['CATEGORIES'] = ','.join(str(c) for c in todo['CATEGORIES'].cats)
        if 'RELATED-TO' in todo:
            found['RELATED-TO'] = todo['RELATED-TO'].params.get('RELTYPE', '?') + ' ' + str(todo['RELATED-TO'])
        if 'RRULE' in todo: found['RRULE'] = ordered(todo['RRULE'].to_ical().decode())
        if 'X-TIK-RRULE' in todo: found['X-TIK-RRULE'] = ordered(str(todo['X-TIK-RRULE']))
        vtodos[str(todo['UID'])] = found
    lists = [[str(value), dict(value.params)] for value in
             (calendar.get('X-TIK-LIST') if isinstance(calendar.get('X-TIK-LIST'), list)
              else [calendar.get('X-TIK-LIST')])]
    print(json.dumps({'vtodos': vtodos, 'lists': lists}))
    """#

  static func readByPython(_ file: String, in home: TransferHome) throws -> [String: Any] {
    let output = try Peer.run(
      ["/usr/bin/python3", "-c", pythonReader, file], in: home.root)
    guard
      let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    else { throw Peer.Failure("python printed no object: \(output)") }
    return object
  }

  func exported(_ home: TransferHome, as name: String = "tasks.ics") throws -> (
    file: String, text: String
  ) {
    let file = home.path(name)
    let export = home.run("export", "--format", "ics", "--output", file)
    #expect(export.status == 0, "\(export.errors)")
    return (file, try String(contentsOfFile: file, encoding: .utf8))
  }

  /// The UIDs of a home's tasks: `tik-` and the database's identifier, then the id.
  func uids(_ vtodos: [String: Properties]) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: vtodos.keys.filter { !$0.contains("/") }.map { uid in
        (String(uid.split(separator: "-").last ?? ""), uid)
      })
  }

  @Test func libicalReadsEveryVTODOWithTikMapping() throws {
    let home = try RichHome.make()
    let (_, text) = try exported(home)
    let read = try Self.readByLibical(text)
    let ids = uids(read)
    let expected = try Self.expected(home) { ids[String($0.id)] ?? "missing \($0.id)" }
    #expect(read.count == 16 + 4)
    #expect(Set(read.keys) == Set(expected.keys))
    for (uid, properties) in expected {
      #expect(read[uid] == properties, "\(uid)")
    }
  }

  @Test func pythonsIcalendarReadsTheSameVTODOsAndLists() throws {
    let home = try RichHome.make()
    let (file, text) = try exported(home)
    let byLibical = try Self.readByLibical(text)
    let python = try Self.readByPython(file, in: home)
    let byPython = (python["vtodos"] as? [String: [String: String]]) ?? [:]
    #expect(byPython.count == byLibical.count)
    for (uid, properties) in byLibical {
      #expect(byPython[uid] == properties, "\(uid)")
    }
    let lists = (python["lists"] as? [[Any]]) ?? []
    let names = lists.compactMap { $0.first as? String }
    #expect(names == ["Personal", "Work", "Groceries", "خانه"])
    let groceries = lists.first { ($0.first as? String) == "Groceries" }?.last as? [String: String]
    #expect(groceries?["X-TIK-COLOR"] == "green")
    #expect(groceries?["X-TIK-ICON"] == "🛒")
  }

  @Test func aTaskKeepsItsUIDOnEveryExportAndNoOtherHomeHasIt() throws {
    let home = try RichHome.make()
    let first = uids(try Self.readByLibical(try exported(home).text))
    #expect(home.run("edit", "3", "title", "Gym, legs").status == 0)
    #expect(home.run("done", "2").status == 0)
    let second = uids(try Self.readByLibical(try exported(home, as: "again.ics").text))
    #expect(first.count == 16)
    for (id, uid) in first {
      #expect(second[id] == uid)
      #expect(uid.wholeMatch(of: /tik-[0-9a-f]{16}-[0-9]+/) != nil, "\(uid)")
    }
    let other = try RichHome.make()
    let theirs = uids(try Self.readByLibical(try exported(other).text))
    #expect(Set(theirs.values).isDisjoint(with: Set(first.values)))
  }

  /// Until its first export a database holds nothing random, so two homes that did the
  /// same things hold the same rows; the identifier drawn then stays.
  @Test func theIdentifierIsDrawnAtTheFirstExportAndKept() throws {
    let home = try RichHome.make()
    func identifier() throws -> String {
      try home.context().read { (store) throws(TikError) in try store.transferIdentifier() }
    }
    #expect(try identifier() == "")
    let first = uids(try Self.readByLibical(try exported(home).text))
    let drawn = try identifier()
    #expect(drawn.wholeMatch(of: /[0-9a-f]{16}/) != nil)
    #expect(first["3"] == "tik-" + drawn + "-3")
    _ = try exported(home, as: "again.ics")
    #expect(try identifier() == drawn)
  }

  /// dateutil, another implementation of RFC 5545, expands each exported RRULE from its
  /// DTSTART; the days must be the ones tik's own rule gives from the task's date.
  static let pythonExpander = #"""
    import icalendar, json, sys, datetime
    from dateutil.rrule import rrulestr
    calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
    days = {}
    for todo in calendar.walk('VTODO'):
        if 'RRULE' not in todo: continue
        start = todo.decoded('DTSTART')
        if not isinstance(start, datetime.datetime):
            start = datetime.datetime(start.year, start.month, start.day)
        rule = rrulestr(todo['RRULE'].to_ical().decode(), dtstart=start)
        days[str(todo['SUMMARY'])] = [d.strftime('%Y-%m-%d') for d in rule[:60]]
    print(json.dumps(days))
    """#

  @Test func eachRRULEGivesExactlyTheDaysTikRepeatsOn() throws {
    let home = try RichHome.make()
    let (file, _) = try exported(home)
    let output = try Peer.run(["/usr/bin/python3", "-c", Self.pythonExpander, file], in: home.root)
    let expanded =
      (try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String]]) ?? [:]
    let open = try home.todos().filter { !$0.isDone && $0.repeatRule != nil }
    var checked = 0
    for todo in open {
      guard let day = todo.day, let text = todo.repeatRule,
        let rule = RepeatRule(storedText: text),
        let schedule = RepeatSchedule(rule, calendar: GregorianCalendar()),
        rule.calendarID != "jalali", Self.repeats[todo.id]?.rrule != nil
      else { continue }
      var days = [ISODate.text(day)]
      var current = day
      while days.count < 60,
        let next = schedule.nextOccurrence(after: current, notBefore: current.adding(days: 1))
      {
        days.append(ISODate.text(next))
        current = next
      }
      #expect(expanded[todo.title] == days, "\(todo.title)")
      checked += 1
    }
    #expect(checked == 8)
    #expect(expanded.count == 8)
  }
}
