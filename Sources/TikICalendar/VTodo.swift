import TikCore

/// A task as an RFC 5545 VTODO, the mapping export, import and sync share.
///
/// - UID: what the caller gives. SUMMARY, DESCRIPTION: title, notes. PRIORITY: high 1,
///   medium 5, low 9.
/// - DUE: `VALUE=DATE`, or a floating local DATE-TIME for a task with a time.
/// - STATUS NEEDS-ACTION or COMPLETED, with COMPLETED (UTC) and PERCENT-COMPLETE.
/// - CREATED, LAST-MODIFIED and DTSTAMP in UTC.
/// - The list is the task's CATEGORIES.
/// - Subtasks are VTODOs of their own with `RELATED-TO;RELTYPE=PARENT`, in order.
/// - A photo is an ATTACH `file://` URI.
/// - A repeat that RFC 5545 can say exactly counted from the task's date (daily, every N
///   days, weekly, every N weeks, on weekdays, Gregorian months and years) is an RRULE
///   with DTSTART on the task's date. Others — Jalali months and years (RSCALE=PERSIAN),
///   which servers and phone apps refuse or drop, and a done copy's rule, which must not
///   make a done task repeat — have no RRULE but `X-TIK-RRULE;VALUE=RECUR`, the RFC 7529
///   rule as tik keeps it. `X-TIK-ANCHOR` is the series' first date when it is not
///   DTSTART.
/// - `X-TIK-ID`, `X-TIK-SERIES`, `X-TIK-PREVIOUS`: the task's id and its series links.
public enum VTodo {
  /// The properties tik writes: what sync replaces in an item another client wrote,
  /// keeping the rest.
  public static let writtenProperties: Set<String> = [
    "UID", "DTSTAMP", "CREATED", "LAST-MODIFIED", "SUMMARY", "DESCRIPTION", "DUE", "DTSTART",
    "RRULE", "X-TIK-RRULE", "X-TIK-ANCHOR", "PRIORITY", "STATUS", "COMPLETED",
    "PERCENT-COMPLETE", "CATEGORIES", "ATTACH", "X-TIK-ID", "X-TIK-SERIES", "X-TIK-PREVIOUS",
  ]

  /// The task's VTODO, and one for each subtask.
  public static func components(
    for todo: Todo, uid: String, listName: String?, lastModified: LocalTime, stamp now: LocalTime
  ) -> [ICalComponent] {
    let stamp = ICalProperty("DTSTAMP", .utc(utc(now)))
    var task = ICalComponent(
      "VTODO",
      properties: [
        ICalProperty("UID", .text(uid)), stamp,
        ICalProperty("CREATED", .utc(utc(todo.created))),
        ICalProperty("LAST-MODIFIED", .utc(utc(lastModified))),
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
    if let listName {
      task.properties.append(ICalProperty("CATEGORIES", .text(listName)))
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
  public static func repeatProperties(of todo: Todo, day: Day, due: ICalValue) -> [ICalProperty] {
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
  public static func priority(_ priority: Priority) -> Int? {
    switch priority {
    case .high: 1
    case .medium: 5
    case .low: 9
    case .none: nil
    }
  }

  /// A local time as UTC, its civil UTC time: the first instant the wall clock read it.
  public static func utc(_ time: LocalTime) -> LocalTime {
    LocalTime(seconds: Instant(firstAt: time).seconds)
  }
}
