import TikCore

/// Reading a VTODO's fields, tik's own and other programs'.
///
/// - DUE, or DTSTART without one, is the date; a DATE-TIME in UTC or a named zone is
///   read in the local zone, a floating one as it is.
/// - PRIORITY 1–4 is high, 5 medium, 6–9 low; STATUS:COMPLETED, a COMPLETED time or
///   PERCENT-COMPLETE:100 is done; STATUS:CANCELLED is cancelled.
extension VTodo {
  /// The properties tik reads: a value libical could not read in one of them is an
  /// error, where one in another property is left out as libical leaves it.
  public static let readProperties = [
    "UID", "SUMMARY", "DESCRIPTION", "DUE", "DTSTART", "COMPLETED", "CREATED", "PRIORITY",
    "STATUS", "RRULE", "RECURRENCE-ID", "CATEGORIES", "RELATED-TO", "X-TIK",
  ]

  /// The properties tik reads as dates or date-times.
  public static let dateProperties = ["DUE", "DTSTART", "COMPLETED", "CREATED", "RECURRENCE-ID"]

  /// A repeat as a VTODO says it.
  public enum RepeatReading: Equatable {
    case none
    /// A rule as tik stores it.
    case rule(String)
    /// A rule tik cannot repeat by, quoted.
    case unknown(String)

    public var storedText: String? {
      if case .rule(let text) = self { text } else { nil }
    }
  }

  public static func uid(of todo: ICalComponent) -> String? {
    guard let text = todo.first("UID")?.value.text else { return nil }
    let key = ICalText.key(text)
    return key.isEmpty ? nil : key
  }

  public static func title(of todo: ICalComponent) -> String {
    ICalText.title(todo.first("SUMMARY")?.value.text ?? "")
  }

  public static func notes(of todo: ICalComponent) -> String {
    ICalText.notes(todo.first("DESCRIPTION")?.value.text ?? "")
  }

  public static func isDone(_ todo: ICalComponent) -> Bool {
    todo.first("STATUS")?.value.text?.uppercased() == "COMPLETED"
      || todo.first("COMPLETED") != nil || integer(todo.first("PERCENT-COMPLETE")) == 100
  }

  public static func isCancelled(_ todo: ICalComponent) -> Bool {
    todo.first("STATUS")?.value.text?.uppercased() == "CANCELLED"
  }

  /// When a done VTODO was done: COMPLETED, else LAST-MODIFIED, DTSTAMP, its date or
  /// its creation.
  public static func completion(of todo: ICalComponent, day: Day?, created: LocalTime?)
    -> LocalTime
  {
    localTime(todo.first("COMPLETED")?.value) ?? localTime(todo.first("LAST-MODIFIED")?.value)
      ?? localTime(todo.first("DTSTAMP")?.value) ?? day.map { LocalTime(day: $0, minute: 0) }
      ?? created ?? LocalTime(seconds: 0)
  }

  /// The path of the first `file://` ATTACH.
  public static func photo(of todo: ICalComponent) -> String? {
    for attach in todo.all("ATTACH") {
      if case .uri(let uri) = attach.value, let path = FileURI.path(uri) { return path }
    }
    return nil
  }

  /// tik's rule from X-TIK-RRULE, or from an RRULE in RFC 5545's words, anchored at
  /// X-TIK-ANCHOR, else DTSTART, else the task's date.
  public static func repeatRule(of todo: ICalComponent, day: Day) -> RepeatReading {
    let anchor =
      date(todo.first("X-TIK-ANCHOR")?.value) ?? moment(todo.first("DTSTART"))?.0 ?? day
    if let text = todo.first("X-TIK-RRULE")?.value.text {
      if let rule = TikRule(rrule: Substring(text), anchor: anchor) {
        return .rule(rule.storedText)
      }
      // A later tik's rule: kept as it is, for the recurrence plugin to read or leave.
      let stored = "DTSTART;VALUE=DATE:" + ICalendarDate.basic(anchor) + "\nRRULE:" + text
      return ICalText.isStoredRule(stored) ? .rule(stored) : .unknown(text)
    }
    guard let text = todo.first("RRULE")?.value.text else { return .none }
    guard let rule = TikRule(rrule: Substring(text), anchor: anchor) else { return .unknown(text) }
    return .rule(rule.storedText)
  }

  public static func priority(_ property: ICalProperty?) -> Priority {
    switch integer(property) ?? 0 {
    case 1...4: .high
    case 5: .medium
    case 6...9: .low
    default: .none
    }
  }

  public static func integer(_ property: ICalProperty?) -> Int? {
    switch property?.value {
    case .integer(let number)?: number
    case .text(let text)?: Int(text.trimmed)
    default: nil
    }
  }

  /// The years libical writes a date in (`icaltime_is_valid_time`); it reads later ones,
  /// so a date outside them is read as none, as one libical cannot read at all: written
  /// back, it would be `00000000`, which no reader takes again.
  public static let writableYears = 0...3000

  static func writable(_ day: Day) -> Day? {
    writableYears.contains(day.gregorian.year) ? day : nil
  }

  /// A date-valued property as a date (DATE, or a DATE-TIME's local date).
  public static func date(_ value: ICalValue?) -> Day? {
    switch value {
    case .date(let day)?: writable(day)
    case .text(let text)?: ICalendarDate.day(basic: Substring(text.prefix(8))).flatMap(writable)
    default: localTime(value)?.day
    }
  }

  /// A DUE or DTSTART as tik's date and time: a DATE has no time.
  public static func moment(_ property: ICalProperty?) -> (Day, Int?)? {
    switch property?.value {
    case .date(let day)?: return writable(day).map { ($0, nil) }
    default:
      guard let time = localTime(property?.value) else { return nil }
      return (time.day, time.minuteOfDay)
    }
  }

  /// A DATE-TIME as local time: floating ones as they are, UTC ones in the local zone.
  public static func localTime(_ value: ICalValue?) -> LocalTime? {
    let time: LocalTime? =
      switch value {
      case .floating(let time)?: time
      case .utc(let time)?: Instant(seconds: time.seconds).localTime
      default: nil
      }
    return time.flatMap { writable($0.day) == nil ? nil : $0 }
  }

  /// Refuses a VTODO with a value libical could not read in a property tik reads, or a
  /// date that names no day.
  public static func checkErrors(_ todo: ICalComponent) throws(ICalendarError) {
    for property in todo.properties where dateProperties.contains(property.name) {
      if case .text(let text) = property.value {
        throw .invalid(property.name + ":" + text)
      }
    }
    for error in todo.all("X-LIC-ERROR") {
      let text = error.value.text ?? ""
      if readProperties.contains(where: { text.contains($0 + " ") || text.contains($0 + "-") }) {
        throw .invalid(text)
      }
    }
  }
}
