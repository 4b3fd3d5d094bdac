import TikCore

/// A month grid as terminal text, like `cal`: the title, the weekday row, one row per week.
///
/// Marks are plain characters, so they survive pipes and `NO_COLOR`: today is in brackets
/// (`[24]`) and a day with open tasks has a star (`24*`). On a colour terminal today is
/// also bold in the accent colour, days with open tasks bold, weekend days red, and the
/// other calendar's days (`--both`) dim. A legend line explains the marks.
struct MonthGridText {
  var grid: MonthGrid
  var today: Day
  /// Open tasks by day.
  var counts: [Day: Int]
  /// The calendar whose day of month `--both` shows beside each day.
  var other: (any CalendarSystem)?
  var weekend: Set<Weekday>
  var painter: Painter
  var language: Language

  /// Columns of a day number with its brackets.
  private static let dayWidth = 4
  /// Columns of the other calendar's day number, with a space on each side.
  private static let otherWidth = 4

  private var cellWidth: Int { Self.dayWidth + 1 + (other == nil ? 0 : Self.otherWidth) }

  var text: String {
    let catalog = Catalog(language)
    let format = JalaliFormat(language: language, today: today)
    var lines = [centered(title(catalog))]
    lines.append(
      grid.columns.map { weekday in
        let name = DisplayWidth.padded(
          format.shortWeekdayName(weekday), toWidth: Self.dayWidth, alignRight: true)
        let style: Style = weekend.contains(weekday) ? .overdue : .dim
        return painter.raw(name, style) + String(repeating: " ", count: cellWidth - Self.dayWidth)
      }.joined())
    for week in grid.weeks {
      lines.append(week.map(cell).joined())
    }
    lines.append(painter.raw(catalog.text(JalaliMessage.calLegend), .dim))
    return lines.map(trimmingTrailingSpaces).joined(separator: "\n") + "\n"
  }

  /// `Mehr 1405`, with `--both` `Mehr 1405 · September – October 2026`.
  private func title(_ catalog: Catalog) -> String {
    let own = grid.calendar.monthName(grid.month, language: language) + " " + String(grid.year)
    guard let other else { return own }
    let start = other.date(of: grid.first)
    let end = other.date(of: grid.last)
    let startName = other.monthName(start.month, language: language)
    let endName = other.monthName(end.month, language: language)
    let span =
      if start.year != end.year {
        startName + " " + String(start.year) + " – " + endName + " " + String(end.year)
      } else if start.month != end.month {
        startName + " – " + endName + " " + String(end.year)
      } else {
        startName + " " + String(end.year)
      }
    return catalog.text(JalaliMessage.calOtherMonths, own, span)
  }

  private func centered(_ title: String) -> String {
    let padding = max(0, (7 * cellWidth - DisplayWidth.of(title)) / 2)
    return String(repeating: " ", count: padding) + painter.raw(title, .heading)
  }

  private func cell(_ slot: Day?) -> String {
    guard let day = slot else { return String(repeating: " ", count: cellWidth) }
    let isToday = day == today
    let isBusy = (counts[day] ?? 0) > 0
    let number = String(grid.dayOfMonth(day))
    let shown = isToday ? "[" + number + "]" : number
    let padding = String(repeating: " ", count: max(0, Self.dayWidth - shown.count))
    let style: Style =
      isToday ? .heading : isBusy ? .bold : weekend.contains(day.weekday) ? .overdue : .plain
    var text = padding + painter.raw(shown, style) + (isBusy ? painter.raw("*", .bold) : " ")
    if let other {
      let otherNumber = String(other.date(of: day).day)
      text +=
        painter.raw(
          DisplayWidth.padded(otherNumber, toWidth: Self.otherWidth - 1, alignRight: true), .dim)
        + " "
    }
    return text
  }

  private func trimmingTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
