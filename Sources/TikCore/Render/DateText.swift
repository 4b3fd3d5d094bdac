/// Dates and times as people read them, in the active calendar and language.
public struct DateText: Sendable {
  public var calendar: any CalendarSystem
  public var catalog: Catalog
  public var today: Day
  public var twelveHour: Bool

  public init(calendar: any CalendarSystem, catalog: Catalog, today: Day, twelveHour: Bool) {
    self.calendar = calendar
    self.catalog = catalog
    self.today = today
    self.twelveHour = twelveHour
  }

  public init(context: Context) {
    self.init(
      calendar: context.calendar, catalog: context.catalog, today: context.today,
      twelveHour: context.config.uses12HourClock)
  }

  /// `Thursday 24 September 2026`
  public func long(_ day: Day) -> String {
    let date = calendar.date(of: day)
    return catalog.text(
      .dateLong, catalog.weekdayName(day.weekday), String(date.day),
      calendar.monthName(date.month, language: catalog.language), String(date.year))
  }

  /// `today`, `tomorrow`, `yesterday`, a weekday within the coming week, else the short form.
  public func relative(_ day: Day) -> String {
    switch day.number - today.number {
    case 0: catalog.text(.today)
    case 1: catalog.text(.tomorrow)
    case -1: catalog.text(.yesterday)
    case 2...6: catalog.weekdayName(day.weekday)
    default: calendar.shortText(day)
    }
  }

  /// A heading for a day: `Tomorrow · Friday 25 September 2026`, or only the long form.
  public func heading(_ day: Day) -> String {
    switch day.number - today.number {
    case -1...1: catalog.text(.headingWithDate, capitalized(relative(day)), long(day))
    default: long(day)
    }
  }

  /// `09:30`, or with the 12-hour clock `9:30 AM`, `9:30 ق.ظ.`.
  public func time(_ minute: Int) -> String {
    guard twelveHour else {
      guard (0..<24 * 60).contains(minute) else { return TimeText.text(minute, twelveHour: false) }
      // A view shows thousands: the five bytes are written, not joined.
      return String(unsafeUninitializedCapacity: 5) { bytes in
        Padded.write(minute / 60, width: 2, into: bytes, at: 0)
        bytes[2] = UInt8(ascii: ":")
        Padded.write(minute % 60, width: 2, into: bytes, at: 3)
        return 5
      }
    }
    return TimeText.text(
      minute, twelveHour: true, am: catalog.text(.timeAM), pm: catalog.text(.timePM))
  }

  /// `2026-09-24 09:30`, in the active calendar.
  public func moment(_ time: LocalTime) -> String {
    calendar.shortText(time.day) + " " + self.time(time.minuteOfDay)
  }

  private func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}

/// Machine forms of dates and times: ISO, Latin digits, whatever the calendar.
public enum MachineText {
  /// `2026-09-24T09:30:00`
  public static func moment(_ time: LocalTime) -> String {
    let date = time.day.gregorian
    guard (0...9999).contains(date.year) else { return wideMoment(time) }
    return String(unsafeUninitializedCapacity: 19) { bytes in
      write(time, date, into: bytes)
      return 19
    }
  }

  /// `moment` written at the end of `buffer`, with no string made on the way.
  static func write(_ time: LocalTime, into buffer: inout LineBuffer) {
    let date = time.day.gregorian
    guard (0...9999).contains(date.year) else { return buffer.append(wideMoment(time)) }
    buffer.append(count: 19) { write(time, date, into: $0) }
  }

  /// A moment of a year 0 to 9999 (`date`, its day) in the first 19 bytes.
  private static func write(
    _ time: LocalTime, _ date: CivilDate, into bytes: UnsafeMutableBufferPointer<UInt8>
  ) {
    let second = time.secondOfDay
    ISODate.write(date, into: bytes)
    bytes[10] = UInt8(ascii: "T")
    Padded.write(second / 3600, width: 2, into: bytes, at: 11)
    bytes[13] = UInt8(ascii: ":")
    Padded.write(second / 60 % 60, width: 2, into: bytes, at: 14)
    bytes[16] = UInt8(ascii: ":")
    Padded.write(second % 60, width: 2, into: bytes, at: 17)
  }

  /// A moment of a year outside 0 to 9999, its year written as `ISODate` writes it.
  private static func wideMoment(_ time: LocalTime) -> String {
    let second = time.secondOfDay
    return ISODate.text(time.day) + "T" + Padded.digits(second / 3600, 2) + ":"
      + Padded.digits(second / 60 % 60, 2) + ":" + Padded.digits(second % 60, 2)
  }
}
