import TikCore

/// `tik cal [MONTH] [--both]`: a month of the active calendar as a grid, its first column
/// the week's first day, today and days with open tasks marked.
///
/// MONTH is `7` (this year's), `1405/7`, `7 1405`, a month name (`Mehr`, `مهر`), or a name
/// and a year. `--both` shows the other calendar's day (Gregorian beside Jalali, Jalali
/// beside Gregorian) in each cell.
enum CalendarCommand {
  static var spec: CommandSpec {
    CommandSpec(
      "cal", usage: "[MONTH]", options: [OptionSpec("--both", about: "each day in both calendars")],
      summary: { $0.text(JalaliMessage.helpCal) }
    ) { (invocation) throws(TikError) in
      try run(invocation)
    }
  }

  static func run(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    let calendar = context.calendar
    let isJalali = calendar.identifier == JalaliCalendar().identifier
    let (year, month) = try MonthArgument(
      calendar: calendar, today: context.today, language: context.catalog.language
    ).read(invocation.arguments)
    let grid = MonthGrid(
      calendar: calendar, year: year, month: month, weekStart: context.weekStart)
    let counts = try context.read { (store) throws(TikError) in
      try store.openCounts(from: grid.first, through: grid.last)
    }
    let weekend: Set<Weekday> =
      isJalali || context.config.language == .persian ? [.friday] : [.saturday, .sunday]
    let other: any CalendarSystem = isJalali ? GregorianCalendar() : JalaliCalendar()
    let text = MonthGridText(
      grid: grid, today: context.today, counts: counts,
      other: invocation.has("--both") ? other : nil, weekend: weekend,
      layout: TextLayout(outputOf: context), language: context.catalog.language
    ).text
    return .custom(
      text: text, json: json(grid, today: context.today, counts: counts, weekend: weekend))
  }

  /// `{"view":"cal","calendar":"jalali","year":1405,"month":7,…,"weeks":[[null,{…}]]}`
  static func json(_ grid: MonthGrid, today: Day, counts: [Day: Int], weekend: Set<Weekday>)
    -> JSONValue
  {
    let weeks: [JSONValue] = grid.weeks.map { week in
      .array(
        week.map { slot in
          guard let day = slot else { return .null }
          return .object([
            ("date", .string(ISODate.text(day))), ("day", .int(grid.dayOfMonth(day))),
            ("jalali", .string(JalaliCalendar().shortText(day))),
            ("open", .int(counts[day] ?? 0)), ("today", .bool(day == today)),
            ("weekend", .bool(weekend.contains(day.weekday))),
          ])
        })
    }
    return .object([
      ("view", .string("cal")), ("calendar", .string(grid.calendar.identifier)),
      ("year", .int(grid.year)), ("month", .int(grid.month)),
      ("name", .string(grid.calendar.monthName(grid.month, language: .english))),
      ("week_start", .string(String(describing: grid.weekStart))),
      ("today", .string(ISODate.text(today))), ("weeks", .array(weeks)),
    ])
  }
}
