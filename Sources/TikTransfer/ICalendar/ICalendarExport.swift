import TikCore

/// Tasks as iCalendar (RFC 5545): one VCALENDAR, a VTODO a task, written by libical.
///
/// - UID: the task's own, the same on every export (`ExportSet.uid(of:)`).
/// - SUMMARY, DESCRIPTION: title, notes. PRIORITY: high 1, medium 5, low 9.
/// - DUE: `VALUE=DATE`, or a floating local DATE-TIME for a task with a time.
/// - STATUS NEEDS-ACTION or COMPLETED, with COMPLETED (UTC) and PERCENT-COMPLETE.
/// - CREATED, LAST-MODIFIED and DTSTAMP in UTC.
/// - The list is the task's CATEGORIES; the calendar's `X-TIK-LIST` properties give
///   each list's colour, icon, position and id, so one file holds them all.
/// - Subtasks are VTODOs of their own with `RELATED-TO;RELTYPE=PARENT`, in order.
/// - A photo is an ATTACH `file://` URI.
/// - A repeat that RFC 5545 can say exactly counted from the task's date (daily, every N
///   days, weekly, every N weeks, on weekdays, Gregorian months and years) is an RRULE
///   with DTSTART on the task's date. Others — Jalali months and years (RSCALE=PERSIAN),
///   which servers and phone apps refuse or drop, and a done copy's rule, which must not
///   make a done task repeat — have no RRULE but `X-TIK-RRULE;VALUE=RECUR`, the RFC 7529
///   rule as tik keeps it. `X-TIK-ANCHOR` is the series' first date when it is not
///   DTSTART.
/// - `X-TIK-ID`, `X-TIK-SERIES`, `X-TIK-PREVIOUS`: the task's id and its series links,
///   which tik reads back.
enum ICalendarExport {
  static func text(_ export: ExportSet) -> String {
    var calendar = ICalComponent(
      "VCALENDAR",
      properties: [
        ICalProperty("VERSION", .text("2.0")),
        ICalProperty("PRODID", .text("-//tik//tik \(Tik.version)//EN")),
      ])
    for list in export.lists {
      calendar.properties.append(
        ICalProperty(
          "X-TIK-LIST", .text(list.name),
          parameters: [
            ("X-TIK-ID", String(list.id)), ("X-TIK-COLOR", list.color.rawValue),
            ("X-TIK-ICON", list.icon), ("X-TIK-POSITION", String(list.position)),
          ]))
    }
    for todo in export.todos {
      calendar.components += components(for: todo, in: export)
    }
    return Libical.write(calendar)
  }

  /// The task's VTODO, and one for each subtask.
  static func components(for todo: Todo, in export: ExportSet) -> [ICalComponent] {
    let uid = export.uid(of: todo)
    let stamp = ICalProperty("DTSTAMP", .utc(utc(export.now)))
    var task = ICalComponent(
      "VTODO",
      properties: [
        ICalProperty("UID", .text(uid)), stamp,
        ICalProperty("CREATED", .utc(utc(todo.created))),
        ICalProperty("LAST-MODIFIED", .utc(utc(export.lastModified(of: todo)))),
        ICalProperty("SUMMARY", .text(todo.title)),
      ])
    if !todo.notes.isEmpty {
      task.properties.append(ICalProperty("DESCRIPTION", .text(todo.notes)))
    }
    if let day = todo.day {
      let due: ICalValue =
        todo.minute.map { .floating(LocalTime(day: day, minute: $0)) } ?? .date(day)
      task.properties += repeatProperties(of: todo, day: day, due: due)
      task.properties.append(ICalProperty("DUE", due))
    }
    if let level = priority(todo.priority) {
      task.properties.append(ICalProperty("PRIORITY", .integer(level)))
    }
    if let completed = todo.completed {
      task.properties += [
        ICalProperty("STATUS", .word("COMPLETED")),
        ICalProperty("COMPLETED", .utc(utc(completed))),
        ICalProperty("PERCENT-COMPLETE", .integer(100)),
      ]
    } else {
      task.properties.append(ICalProperty("STATUS", .word("NEEDS-ACTION")))
    }
    if let list = export.listName(of: todo) {
      task.properties.append(ICalProperty("CATEGORIES", .text(list)))
    }
    if let photo = todo.photo {
      task.properties.append(ICalProperty("ATTACH", .uri(FileURI.make(photo))))
    }
    task.properties.append(ICalProperty("X-TIK-ID", .integer(Int(todo.id))))
    if let series = todo.seriesID {
      task.properties.append(ICalProperty("X-TIK-SERIES", .integer(Int(series))))
    }
    if let previous = todo.previousID {
      task.properties.append(ICalProperty("X-TIK-PREVIOUS", .integer(Int(previous))))
    }
    var result = [task]
    for (index, subtask) in todo.subtasks.enumerated() {
      var child = ICalComponent(
        "VTODO",
        properties: [
          ICalProperty("UID", .text(uid + "/" + String(index + 1))), stamp,
          ICalProperty("SUMMARY", .text(subtask.title)),
          ICalProperty("STATUS", .word(subtask.done ? "COMPLETED" : "NEEDS-ACTION")),
        ])
      if subtask.done { child.properties.append(ICalProperty("PERCENT-COMPLETE", .integer(100))) }
      child.properties.append(
        ICalProperty("RELATED-TO", .text(uid), parameters: [("RELTYPE", "PARENT")]))
      result.append(child)
    }
    return result
  }

  /// DTSTART and RRULE when RFC 5545 says the rule exactly from the task's date, or
  /// X-TIK-RRULE; X-TIK-ANCHOR when the series' first date is not the one the rule is
  /// counted from.
  static func repeatProperties(of todo: Todo, day: Day, due: ICalValue) -> [ICalProperty] {
    guard let text = todo.repeatRule else { return [] }
    guard let rule = TikRule(storedText: text, day: day) else {
      // A rule this tik does not know: it travels as it is, for a tik that does.
      guard let (anchor, rrule) = TikRule.split(storedText: text) else { return [] }
      return [ICalProperty("X-TIK-RRULE", .recurrence(String(rrule)))]
        + (anchor.map { [ICalProperty("X-TIK-ANCHOR", .date($0))] } ?? [])
    }
    let anchor = ICalProperty("X-TIK-ANCHOR", .date(rule.anchor))
    if !todo.isDone, let standard = rule.standardRRULE(from: day, timed: todo.minute != nil) {
      return [ICalProperty("DTSTART", due), ICalProperty("RRULE", .recurrence(standard))]
        + (rule.anchor == day ? [] : [anchor])
    }
    return [ICalProperty("X-TIK-RRULE", .recurrence(rule.rrule)), anchor]
  }

  /// iCalendar's PRIORITY: 1 is the highest, 9 the lowest, 0 none.
  static func priority(_ priority: Priority) -> Int? {
    switch priority {
    case .high: 1
    case .medium: 5
    case .low: 9
    case .none: nil
    }
  }

  /// A local time as UTC, its civil UTC time: the first instant the wall clock read it.
  static func utc(_ time: LocalTime) -> LocalTime {
    LocalTime(seconds: Instant(firstAt: time).seconds)
  }
}

/// `file://` URIs of local paths (RFC 8089), for photos.
enum FileURI {
  static func make(_ path: String) -> String {
    var uri = "file://"
    for byte in path.utf8 {
      let unreserved =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || (byte >= 0x30 && byte <= 0x39) || [0x2D, 0x2E, 0x5F, 0x7E, 0x2F].contains(byte)
      if unreserved {
        uri.append(Character(Unicode.Scalar(byte)))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        uri += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return uri
  }

  /// The path of a `file://` URI (`file:///…` or `file://localhost/…`); nil for others.
  static func path(_ uri: String) -> String? {
    var rest = Substring(uri)
    guard rest.lowercased().hasPrefix("file://") else { return nil }
    rest = rest.dropFirst(7)
    if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst(9) }
    guard rest.hasPrefix("/") else { return nil }
    var bytes: [UInt8] = []
    var utf8 = Array(rest.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    guard !bytes.contains(0), let path = String(validating: bytes, as: UTF8.self) else {
      return nil
    }
    return path
  }
}
