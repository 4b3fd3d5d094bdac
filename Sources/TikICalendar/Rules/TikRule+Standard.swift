import TikCore

/// A rule as RFC 5545 alone says it, for programs that know no RSCALE.
extension TikRule {
  /// The RRULE value that, counted from `day` (the VTODO's DTSTART, the task's date),
  /// gives exactly the days tik's rule gives from there on; nil when RFC 5545 cannot say
  /// it exactly: months and years of another calendar (RSCALE=PERSIAN), a count from an
  /// anchor before `day`, or a `day` that is not an occurrence (a copy moved by hand).
  ///
  /// Gregorian months need no RSCALE: the 1st–28th and the last day are in every
  /// month, and the 29th–31st, which tik moves to a short month's last day, are
  /// `BYMONTHDAY=28,…,31;BYSETPOS=-1`, the last of those days the month has; a yearly
  /// rule on 29 February is the last of the 28th and 29th of each February. `timed`
  /// writes UNTIL as a date-time, as a DTSTART with a time needs.
  public func standardRRULE(from day: Day, timed: Bool) -> String? {
    guard calendar == "GREGORIAN", day >= anchor, count == nil || day == anchor else {
      return nil
    }
    var parts = ["FREQ=" + frequency.rawValue]
    if interval != 1 { parts.append("INTERVAL=\(interval)") }
    let start = anchor.gregorian
    let date = day.gregorian
    let calendar = GregorianCalendar()
    switch frequency {
    case .daily:
      guard (day.number - anchor.number) % interval == 0 else { return nil }
    case .weekly:
      if weekdays.isEmpty {
        guard (day.number - anchor.number) % (7 * interval) == 0 else { return nil }
      } else {
        let weeks = week(of: day) - week(of: anchor)
        guard weekdays.contains(day.weekday), weeks % interval == 0 else { return nil }
        parts.append(
          "BYDAY="
            + Weekday.allCases.filter(weekdays.contains).map(ICalendarDate.code).joined(
              separator: ","))
        if dependsOnWeekStart { parts.append("WKST=" + ICalendarDate.code(weekStart)) }
      }
    case .monthly:
      let wanted = monthDay ?? start.day
      let months = (date.year - start.year) * 12 + date.month - start.month
      let length = calendar.daysInMonth(year: date.year, month: date.month)
      guard months % interval == 0, date.day == (wanted == -1 ? length : min(wanted, length))
      else { return nil }
      if wanted == -1 || wanted <= 28 {
        parts.append("BYMONTHDAY=\(wanted)")
      } else {
        parts.append("BYMONTHDAY=" + (28...wanted).map(String.init).joined(separator: ","))
        parts.append("BYSETPOS=-1")
      }
    case .yearly:
      let length = calendar.daysInMonth(year: date.year, month: start.month)
      guard (date.year - start.year) % interval == 0, date.month == start.month,
        date.day == min(start.day, length)
      else { return nil }
      if start.month == 2 && start.day == 29 {
        parts += ["BYMONTH=2", "BYMONTHDAY=28,29", "BYSETPOS=-1"]
      }
    }
    if let count { parts.append("COUNT=\(count)") }
    if let until { parts.append("UNTIL=" + ICalendarDate.basic(until) + (timed ? "T235959" : "")) }
    return parts.joined(separator: ";")
  }

  /// The number of the week `day` falls in, weeks starting on `weekStart`.
  private func week(of day: Day) -> Int {
    let offset = (day.weekday.rawValue - weekStart.rawValue + 7) % 7
    let start = day.number - offset
    return start >= 0 ? start / 7 : (start - 6) / 7
  }
}
