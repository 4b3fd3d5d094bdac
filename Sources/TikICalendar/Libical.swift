import CLibical
import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// An iCalendar component as plain values: what libical read from a file, or what tik
/// writes through libical. Only this file sees libical's pointers.
public struct ICalComponent: Sendable {
  /// `VCALENDAR`, `VTODO`, `VEVENT`…
  public var name: String
  public var properties: [ICalProperty] = []
  public var components: [ICalComponent] = []

  public init(_ name: String, properties: [ICalProperty] = [], components: [ICalComponent] = []) {
    self.name = name
    self.properties = properties
    self.components = components
  }

  public func first(_ name: String) -> ICalProperty? { properties.first { $0.name == name } }

  public func all(_ name: String) -> [ICalProperty] { properties.filter { $0.name == name } }
}

public struct ICalProperty: Sendable {
  /// `SUMMARY`, `X-TIK-RRULE`…
  public var name: String { didSet { original = nil } }
  public var value: ICalValue { didSet { original = nil } }
  public var parameters: [(name: String, value: String)] = [] { didSet { original = nil } }
  /// The property as the text read said it, when `value` does not say it exactly (a
  /// TRIGGER's DURATION, a zone's UTC-OFFSET, a time in a named zone, another
  /// program's X- value): written back as it was read until it is changed.
  var original: String?

  public init(_ name: String, _ value: ICalValue, parameters: [(name: String, value: String)] = [])
  {
    self.name = name
    self.value = value
    self.parameters = parameters
  }

  public func parameter(_ name: String) -> String? {
    parameters.first { $0.name.uppercased() == name }?.value
  }
}

/// A property's value.
public enum ICalValue: Equatable, Sendable {
  /// TEXT and X values as the text they say (escapes undone), and any other kind as
  /// iCalendar writes it (`COMPLETED`).
  case text(String)
  case date(Day)
  /// A DATE-TIME without a zone: the same wall-clock time wherever it is read.
  case floating(LocalTime)
  /// A DATE-TIME in UTC, its civil UTC time; read, a time in a named zone comes as this.
  case utc(LocalTime)
  case integer(Int)
  case recurrence(String)
  case uri(String)
  /// Inline data of an ATTACH, base64 (RFC 5545 §3.1.3), with `ENCODING=BASE64;VALUE=BINARY`.
  case binary(String)
  /// An enumerated value written in the property's own value type (`STATUS`).
  case word(String)

  public var text: String? {
    switch self {
    case .text(let text), .word(let text), .uri(let text), .recurrence(let text): text
    case .integer(let number): String(number)
    default: nil
    }
  }
}

/// libical, behind plain values.
public enum Libical {
  /// The most tasks one text may hold; a text with four times as many components is
  /// refused before libical reads it.
  public static let maximumTasks = 100_000

  /// How deep components may nest before libical sees the text: a calendar, a task, an
  /// alarm, and some room.
  public static let maximumDepth = 8

  /// Opens libical the first time it is needed; refused when it cannot be loaded
  /// (Debian's libical3 is not installed). tik does not link libical, so that commands
  /// without iCalendar do not load it: `parse` calls this, and whatever writes iCalendar
  /// calls it before it writes anything.
  public static func load() throws(ICalendarError) {
    guard tik_libical_load() else { throw .notInstalled }
  }

  /// The calendars a text holds (several when it is several VCALENDARs one after another).
  public static func parse(_ text: Substring) throws(ICalendarError) -> [ICalComponent] {
    try load()
    try checkNesting(text)
    let root: OpaquePointer? = String(unescapingRecurrences(text)).withCString {
      icalparser_parse_string($0)
    }
    guard let root else { throw .invalid(nil) }
    defer { icalcomponent_free(root) }
    let top = component(root, depth: 0)
    return top.name == "XROOT" ? top.components : [top]
  }

  /// Refuses components nested deeper than `maximumDepth` or more of them than a file
  /// of tasks has, from the BEGIN and END lines, before libical reads the text.
  private static func checkNesting(_ text: Substring) throws(ICalendarError) {
    var depth = 0
    var count = 0
    for line in text.split(whereSeparator: \.isNewline) {
      let upper = line.prefix(6).uppercased()
      if upper == "BEGIN:" {
        depth += 1
        count += 1
        guard depth <= maximumDepth else { throw .tooDeep(maximumDepth) }
        guard count <= 4 * maximumTasks else { throw .tooMany(maximumTasks) }
      } else if upper.hasPrefix("END:") {
        depth = max(0, depth - 1)
      }
    }
  }

  private static func component(_ pointer: OpaquePointer, depth: Int) -> ICalComponent {
    // A kind libical does not know (`BEGIN:VUODO`) has no name: it is an X- component.
    let kind = icalcomponent_kind_to_string(icalcomponent_isa(pointer)).map { String(cString: $0) }
    var result = ICalComponent(kind ?? "X")
    var property = icalcomponent_get_first_property(pointer, ICAL_ANY_PROPERTY)
    while let current = property {
      result.properties.append(self.property(current, in: pointer))
      property = icalcomponent_get_next_property(pointer, ICAL_ANY_PROPERTY)
    }
    guard depth < maximumDepth else { return result }
    var child = icalcomponent_get_first_component(pointer, ICAL_ANY_COMPONENT)
    while let current = child {
      result.components.append(component(current, depth: depth + 1))
      child = icalcomponent_get_next_component(pointer, ICAL_ANY_COMPONENT)
    }
    return result
  }

  private static func property(_ pointer: OpaquePointer, in component: OpaquePointer)
    -> ICalProperty
  {
    let name = take(icalproperty_get_property_name_r(pointer)) ?? "X"
    var parameters: [(name: String, value: String)] = []
    var parameter = icalproperty_get_first_parameter(pointer, ICAL_ANY_PARAMETER)
    while let current = parameter {
      if icalparameter_isa(current) == ICAL_X_PARAMETER {
        let key = icalparameter_get_xname(current).map { String(cString: $0) } ?? ""
        let value = icalparameter_get_xvalue(current).map { String(cString: $0) } ?? ""
        parameters.append((key, value))
      } else if let text = take(icalparameter_as_ical_string_r(current)) {
        let pair = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let value = pair.count == 2 ? String(pair[1]) : ""
        let unquoted = value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
        parameters.append(
          (String(pair[0]), unquoted ? String(value.dropFirst().dropLast()) : value))
      }
      parameter = icalproperty_get_next_parameter(pointer, ICAL_ANY_PARAMETER)
    }
    var result = ICalProperty(name, value(of: pointer, in: component), parameters: parameters)
    if !isSaidExactly(pointer) { result.original = take(icalproperty_as_ical_string_r(pointer)) }
    return result
  }

  /// Whether `ICalValue` says a property's value exactly, kind and all, so that what is
  /// made of it is written back as it was read: text, an integer, a rule, a URI or an
  /// attachment, a date or a time that is floating or in UTC.
  private static func isSaidExactly(_ property: OpaquePointer) -> Bool {
    guard let value = icalproperty_get_value(property) else { return true }
    switch icalvalue_isa(value) {
    case ICAL_TEXT_VALUE, ICAL_INTEGER_VALUE, ICAL_RECUR_VALUE, ICAL_URI_VALUE,
      ICAL_ATTACH_VALUE:
      return true
    case ICAL_DATE_VALUE, ICAL_DATETIME_VALUE:
      return icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER) == nil
    default:
      return false
    }
  }

  private static func value(of property: OpaquePointer, in component: OpaquePointer)
    -> ICalValue
  {
    guard let value = icalproperty_get_value(property) else { return .text("") }
    let kind = icalvalue_isa(value)
    switch kind {
    case ICAL_DATE_VALUE, ICAL_DATETIME_VALUE:
      let time = icalproperty_get_datetime_with_component(property, component)
      // libical reads `2026-13-45` as month 13, day 45: such a value stays text.
      guard isValid(time) else { return .text(take(icalvalue_as_ical_string_r(value)) ?? "") }
      return self.time(time)
    case ICAL_INTEGER_VALUE:
      return .integer(Int(icalvalue_get_integer(value)))
    case ICAL_RECUR_VALUE:
      var recurrence = icalvalue_get_recur(value)
      return .recurrence(take(icalrecurrencetype_as_string_r(&recurrence)) ?? "")
    case ICAL_TEXT_VALUE:
      return .text(icalvalue_get_text(value).map { String(cString: $0) } ?? "")
    case ICAL_X_VALUE:
      return .text(icalvalue_get_x(value).map { String(cString: $0) } ?? "")
    case ICAL_URI_VALUE:
      return .uri(icalvalue_get_uri(value).map { String(cString: $0) } ?? "")
    case ICAL_ATTACH_VALUE:
      guard let attach = icalvalue_get_attach(value) else { return .text("") }
      guard icalattach_get_is_url(attach) != 0, let url = icalattach_get_url(attach) else {
        return .binary(icalattach_get_data(attach).map { String(cString: $0) } ?? "")
      }
      return .uri(String(cString: url))
    default:
      return .text(take(icalvalue_as_ical_string_r(value)) ?? "")
    }
  }

  /// Whether a date or date-time names a real day (and time of day).
  private static func isValid(_ time: icaltimetype) -> Bool {
    let (year, month, day) = (Int(time.year), Int(time.month), Int(time.day))
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...GregorianCalendar().daysInMonth(year: year, month: month)).contains(day)
    else { return false }
    return time.is_date != 0
      || ((0..<24).contains(time.hour) && (0..<60).contains(time.minute)
        && (0...60).contains(time.second))
  }

  private static func time(_ time: icaltimetype) -> ICalValue {
    let day = Day(gregorianYear: Int(time.year), month: Int(time.month), day: Int(time.day))
    if time.is_date != 0 { return .date(day) }
    let local = LocalTime(
      day: day, minute: Int(time.hour) * 60 + Int(time.minute), second: Int(time.second))
    guard let zone = time.zone else { return .floating(local) }
    if icaltime_is_utc(time) != 0 { return .utc(local) }
    let seconds = icaltime_as_timet_with_zone(time, zone)
    return .utc(LocalTime(seconds: Int(seconds)))
  }

  /// The text of a string libical allocated for the caller, which this frees.
  private static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { icalmemory_free_buffer(pointer) }
    return String(cString: pointer)
  }

  // MARK: - Writing

  /// The component as iCalendar text, CRLF line ends and long lines folded; only once
  /// `load` has succeeded.
  public static func write(_ component: ICalComponent) -> String {
    let pointer = make(component)
    defer { icalcomponent_free(pointer) }
    return escapingXText(take(icalcomponent_as_ical_string_r(pointer)) ?? "")
  }

  private static func make(_ component: ICalComponent) -> OpaquePointer {
    let kind = icalcomponent_string_to_kind(component.name)
    let pointer = icalcomponent_new(kind == ICAL_NO_COMPONENT ? ICAL_X_COMPONENT : kind)!
    for property in component.properties {
      if let made = make(property) { icalcomponent_add_property(pointer, made) }
    }
    for child in component.components { icalcomponent_add_component(pointer, make(child)) }
    return pointer
  }

  private static func make(_ property: ICalProperty) -> OpaquePointer? {
    if let original = property.original, let made = icalproperty_new_from_string(original) {
      return made
    }
    var kind = icalproperty_string_to_kind(property.name)
    if kind == ICAL_NO_PROPERTY { kind = ICAL_X_PROPERTY }
    guard let value = make(property.value, for: kind), let pointer = icalproperty_new(kind)
    else { return nil }
    if kind == ICAL_X_PROPERTY { icalproperty_set_x_name(pointer, property.name) }
    icalproperty_set_value(pointer, value)
    for (name, text) in property.parameters {
      if name.hasPrefix("X-") {
        guard let parameter = icalparameter_new_x(text) else { continue }
        icalparameter_set_xname(parameter, name)
        icalproperty_add_parameter(pointer, parameter)
      } else if let parameter = icalparameter_new_from_value_string(
        icalparameter_string_to_kind(name), text)
      {
        icalproperty_add_parameter(pointer, parameter)
      }
    }
    return pointer
  }

  private static func make(_ value: ICalValue, for kind: icalproperty_kind) -> OpaquePointer? {
    switch value {
    case .text(let text):
      return kind == ICAL_X_PROPERTY ? icalvalue_new_x(text) : icalvalue_new_text(text)
    case .word(let word):
      return icalvalue_new_from_string(icalproperty_kind_to_value_kind(kind), word)
    case .date(let day):
      return icalvalue_new_date(date(day))
    case .floating(let local):
      return icalvalue_new_datetime(dateTime(local, utc: false))
    case .utc(let local):
      return icalvalue_new_datetime(dateTime(local, utc: true))
    case .integer(let number):
      return icalvalue_new_integer(Int32(clamping: number))
    case .recurrence(let text):
      icalerrno_return().pointee = ICAL_NO_ERROR
      let recurrence = icalrecurrencetype_from_string(text)
      guard icalerrno_return().pointee == ICAL_NO_ERROR else { return nil }
      return icalvalue_new_recur(recurrence)
    case .uri(let url):
      guard kind == ICAL_ATTACH_PROPERTY else { return icalvalue_new_uri(url) }
      guard let attach = icalattach_new_from_url(url) else { return nil }
      defer { icalattach_unref(attach) }
      return icalvalue_new_attach(attach)
    case .binary(let base64):
      // libical keeps the pointer, not a copy: the attachment owns a copy it frees.
      guard kind == ICAL_ATTACH_PROPERTY, let copy = strdup(base64),
        let attach = icalattach_new_from_data(copy, { data, _ in free(data) }, nil)
      else { return nil }
      defer { icalattach_unref(attach) }
      return icalvalue_new_attach(attach)
    }
  }

  private static func dateTime(_ local: LocalTime, utc: Bool) -> icaltimetype {
    var time = icaltime_null_time()
    set(&time, day: local.day)
    let second = local.secondOfDay
    time.hour = Int32(second / 3600)
    time.minute = Int32(second / 60 % 60)
    time.second = Int32(second % 60)
    if utc { time.zone = icaltimezone_get_utc_timezone() }
    return time
  }

  /// A DATE. libical's null date has -1 for its hour, minute and second (unset), which
  /// its recurrence iterator counts with: a weekly rule from one steps six days.
  private static func date(_ day: Day) -> icaltimetype {
    var time = icaltime_null_date()
    set(&time, day: day)
    time.hour = 0
    time.minute = 0
    time.second = 0
    return time
  }

  private static func set(_ time: inout icaltimetype, day: Day) {
    let date = day.gregorian
    time.year = Int32(date.year)
    time.month = Int32(date.month)
    time.day = Int32(date.day)
  }

  // MARK: - Recurrence

  /// The first day after `day` a rule gives, counted from `start` (a DATE or a
  /// DATE-TIME); nil when it gives none within `limit` occurrences, or is not a rule.
  /// Only once `load` has succeeded.
  public static func firstOccurrence(
    of rrule: String, from start: ICalValue, after day: Day, limit: Int = 100_000
  ) -> Day? {
    icalerrno_return().pointee = ICAL_NO_ERROR
    let recurrence = icalrecurrencetype_from_string(rrule)
    guard icalerrno_return().pointee == ICAL_NO_ERROR else { return nil }
    var first: icaltimetype
    switch start {
    case .date(let day):
      first = date(day)
    case .floating(let local), .utc(let local):
      first = dateTime(local, utc: false)
    default:
      return nil
    }
    guard let iterator = icalrecur_iterator_new(recurrence, first) else { return nil }
    defer { icalrecur_iterator_free(iterator) }
    for _ in 0..<limit {
      let next = icalrecur_iterator_next(iterator)
      if icaltime_is_null_time(next) != 0 { return nil }
      let found = Day(gregorianYear: Int(next.year), month: Int(next.month), day: Int(next.day))
      if found > day { return found }
    }
    return nil
  }
}
