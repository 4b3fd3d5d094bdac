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
  /// The layout of the reader's language and terminal: the week's first day at the
  /// right in Persian, every line reordered or isolated as the terminal needs it.
  var layout: TextLayout
  var language: Language

  /// Columns of a day number with its brackets.
  private static let dayWidth = 4
  /// Columns of the other calendar's day number, with a space on each side.
  private static let otherWidth = 4

  private var cellWidth: Int { Self.dayWidth + 1 + (other == nil ? 0 : Self.otherWidth) }
  private var gridWidth: Int { 7 * cellWidth }
  private var rightToLeft: Bool { layout.direction == .rightToLeft }

  var text: String {
    let catalog = Catalog(language)
    let format = JalaliFormat(language: language, today: today)
    let title = title(catalog)
    // The title centred over the grid, the padding on the side the grid starts from.
    let titlePadding = max(0, (gridWidth - DisplayWidth.of(title)) / 2)
    var lines = [
      line(
        [
          TextLayout.Cell(
            title, .heading, width: titlePadding + DisplayWidth.of(title), alignTrailing: true)
        ], indent: titlePadding)
    ]
    var rows: [[TextLayout.Cell]] = []
    // Headings over the days' numbers, which stand at the right of their columns.
    let headingWidth = Self.dayWidth + (rightToLeft ? 1 : 0)
    rows.append(
      grid.columns.flatMap { weekday in
        [
          TextLayout.Cell(
            format.shortWeekdayName(weekday), weekend.contains(weekday) ? .overdue : .dim,
            width: headingWidth, alignTrailing: !rightToLeft, separator: ""),
          TextLayout.Cell("", width: cellWidth - headingWidth, separator: ""),
        ]
      })
    for week in grid.weeks {
      rows.append(week.flatMap(cells))
    }
    lines += rows.map { line($0) }
    let legend = catalog.text(JalaliMessage.calLegend)
    lines.append(line([.init(legend, .dim)], indent: gridWidth - DisplayWidth.of(legend)))
    return lines.joined(separator: "\n") + "\n"
  }

  /// A row through the layout. Right to left on a terminal without bidi, every row is
  /// laid out from the grid's left edge, `indent` columns in, and the grid moved to the
  /// right edge as a whole, so that blank days keep their columns.
  private func line(_ cells: [TextLayout.Cell], indent: Int = 0) -> String {
    guard rightToLeft, layout.bidi == .reorder, let width = layout.width else {
      return layout.line(cells)
    }
    var fromLeft = layout
    fromLeft.width = nil
    let shift = max(0, width - gridWidth) + max(0, indent)
    let text = fromLeft.line(cells)
    return text.isEmpty ? text : String(repeating: " ", count: shift) + text
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

  /// A day's cells: its number (in brackets today), a star when it has open tasks, and
  /// with `--both` the other calendar's day. Numbers stand at the right of their column
  /// in both directions, as digits read left to right.
  private func cells(_ slot: Day?) -> [TextLayout.Cell] {
    guard let day = slot else {
      return [TextLayout.Cell("", width: cellWidth, separator: "")]
    }
    let isToday = day == today
    let isBusy = (counts[day] ?? 0) > 0
    let number = String(grid.dayOfMonth(day))
    let style: Style =
      isToday ? .heading : isBusy ? .bold : weekend.contains(day.weekday) ? .overdue : .plain
    let shown = isToday ? "[" + number + "]" : number
    var cells: [TextLayout.Cell]
    if rightToLeft {
      // The star after the number, which in a right-to-left row is on its left: `*8`.
      cells = [
        TextLayout.Cell(
          shown + (isBusy ? "*" : ""), style, width: Self.dayWidth + 1, separator: "")
      ]
    } else {
      cells = [
        TextLayout.Cell(
          shown, style, width: Self.dayWidth, alignTrailing: true, separator: ""),
        TextLayout.Cell(isBusy ? "*" : "", .bold, width: 1, separator: ""),
      ]
    }
    if let other {
      cells.append(
        TextLayout.Cell(
          String(other.date(of: day).day), .dim, width: Self.otherWidth - 1,
          alignTrailing: !rightToLeft, separator: ""))
      cells.append(TextLayout.Cell("", width: 1, separator: ""))
    }
    return cells
  }
}
