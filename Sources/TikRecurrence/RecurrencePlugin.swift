import TikCore

/// Repeating tasks: rules, the next date, and the next copy created on tick.
///
/// With the `repeat` field on, quick entry reads `*` tokens, `tik edit ID repeat …` and the
/// form change a task's rule, views mark repeating tasks (`↻ every month`), and ticking a
/// repeating task creates its next copy in the same transaction (see
/// `RecurrencePlugin+Hooks.swift`). With the field or the plugin off, the plugin adds
/// nothing: `*` words are title text and stored rules are kept untouched, inert.
public struct RecurrencePlugin: FieldPlugin, PresentationPlugin, ChangeObserver {
  public static let name = "recurrence"
  public static var fields: [Field] { [.repeat] }

  /// Whether the `repeat` field is on: without it the plugin contributes nothing.
  let isOn: Bool
  /// The interface's language, for help.
  let language: Language

  public init(context: Context) throws(TikError) {
    isOn = context.fields.contains(.repeat)
    language = context.config.language
  }

  public var tokens: [any QuickEntryToken] { isOn ? [RepeatToken()] : [] }

  /// The repeat tokens in the interface's language (every language's are read).
  public var tokenSyntax: [String] {
    guard isOn else { return [] }
    let tokens =
      language == .persian
      ? [
        "*روزانه", "*هفتگی", "*ماهانه", "*سالانه", "*هر 3 روز", "*شنبه،دوشنبه", "*آخرین روز ماه",
        "*تا تاریخ", "*10 بار",
      ]
      : [
        "*daily", "*weekly", "*monthly", "*yearly", "*every 3 days", "*sat,mon", "*last day",
        "*until DATE", "*10 times",
      ]
    return [Isolate.tokenList(tokens)]
  }

  /// The repeat field's values are what `*` completes to.
  public func completions(forField field: String, prefix: String, context: Context)
    -> [String]
  {
    field == "repeat" ? completions(forSigil: "*", prefix: prefix, context: context) : []
  }

  public func completions(forSigil sigil: Character, prefix: String, context: Context)
    -> [String]
  {
    guard isOn, sigil == "*" else { return [] }
    let messages: [RecurrenceMessage] =
      [
        .wordsDaily, .wordsWeekly, .wordsMonthly, .wordsYearly, .wordsEvery, .wordsLast,
        .wordsUntil,
      ]
      + RecurrenceMessage.weekdayWords
    // The words of the interface's language: Persian words in Persian, English in English.
    let catalog = Catalog(
      RecurrenceMessage.languages.contains(context.config.language)
        ? context.config.language : .english)
    return messages.map { $0.firstWord(in: catalog) }
  }

  public var editableFields: [String] { isOn ? ["repeat"] : [] }

  /// `tik edit ID repeat every 2 weeks`, `… repeat monthly 10 times`, `… repeat none`: the
  /// words of the tokens without `*`. A rule with the frequency the task already repeats
  /// at keeps the series' anchor, so adding an end or changing the interval of a series on
  /// the 31st does not move it to the copy's day; any other rule is anchored at the task's
  /// date (today when it has none, as in quick entry).
  public func edit(_ field: String, words: [String], of todo: inout Todo, context: Context)
    throws(TikError)
  {
    // A rule quoted as one argument (`'every 3 days'`) is the same words unquoted.
    let words = words.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
    guard var rule = try RepeatRule.read(words, context: context.parseContext) else {
      todo.repeatRule = nil
      return
    }
    let day = todo.day ?? context.today
    todo.day = day
    if let current = readableRule(of: todo), current.frequency == rule.frequency {
      rule.start = current.start
    }
    try checkEnd(of: rule, after: day, context: context)
    todo.repeatRule = rule.anchored(at: day, in: calendar(of: rule, context: context)).storedText
  }

  public func formLabel(_ field: String, context: Context) -> String {
    context.catalog.text(RecurrenceMessage.labelRepeat)
  }

  public func formValue(_ field: String, of todo: Todo, context: Context) -> String {
    guard let rule = readableRule(of: todo) else { return "" }
    return RepeatDescription(context: context).inputWords(of: rule)
  }

  public var marksTasks: Bool { isOn }

  public func markers(of todo: Todo, context: Context) -> [String] {
    guard isOn, todo.repeatRule != nil else { return [] }
    guard let rule = readableRule(of: todo) else {
      return [context.catalog.text(RecurrenceMessage.markerUnreadable)]
    }
    let words = RepeatDescription(context: context).text(of: rule)
    return [context.catalog.text(RecurrenceMessage.marker, words)]
  }

  public func details(of todo: Todo, context: Context) -> [(label: String, value: String)] {
    guard isOn, todo.repeatRule != nil else { return [] }
    let catalog = context.catalog
    let label = catalog.text(RecurrenceMessage.labelRepeat)
    guard let rule = readableRule(of: todo), let day = todo.day else {
      return [(label, catalog.text(RecurrenceMessage.unreadable))]
    }
    var rows = [(label, RepeatDescription(context: context).text(of: rule))]
    if !todo.isDone {
      let next = schedule(of: rule, at: day, context: context)?
        .nextOccurrence(after: day, notBefore: context.today.adding(days: 1))
      let text =
        next.map(DateText(context: context).long) ?? catalog.text(RecurrenceMessage.nextNone)
      rows.append((catalog.text(RecurrenceMessage.labelNext), text))
    }
    return rows
  }

  /// `"repeat": null`, or the rule in words, as an iCalendar RRULE, and its anchor:
  /// `{"text": "every month", "rrule": "RSCALE=GREGORIAN;FREQ=MONTHLY;…", "start": "…"}`.
  public func json(of todo: Todo, context: Context) -> [(String, JSONValue)] {
    guard isOn else { return [] }
    guard let text = todo.repeatRule else { return [("repeat", .null)] }
    guard let rule = readableRule(of: todo), let day = todo.day else {
      return [("repeat", .object([("text", .null), ("rrule", .null), ("stored", .string(text))]))]
    }
    let anchored = rule.anchored(at: day, in: calendar(of: rule, context: context))
    return [
      (
        "repeat",
        .object([
          ("text", .string(RepeatDescription(context: context).text(of: anchored))),
          ("rrule", .string(anchored.rrule)),
          ("start", .string(anchored.start.map(ISODate.text))),
        ])
      )
    ]
  }

  // MARK: - Shared by the hooks

  /// The task's rule, when it has one this version reads and that has a frequency.
  func readableRule(of todo: Todo) -> RepeatRule? {
    guard let text = todo.repeatRule, let rule = RepeatRule(storedText: text),
      rule.frequency != nil
    else { return nil }
    return rule
  }

  /// The calendar a rule counts months in: the one it was made in when that is enabled,
  /// else the active one.
  func calendar(of rule: RepeatRule, context: Context) -> any CalendarSystem {
    guard rule.countsMonths else { return context.calendar }
    return context.calendar(identifier: rule.calendarID ?? "gregorian") ?? context.calendar
  }

  /// The rule's schedule, anchored at `day` when it has no anchor yet.
  func schedule(of rule: RepeatRule, at day: Day, context: Context) -> RepeatSchedule? {
    let calendar = calendar(of: rule, context: context)
    return RepeatSchedule(rule.anchored(at: day, in: calendar), calendar: calendar)
  }

  /// An end date before the task's date is an error: the task would never repeat.
  func checkEnd(of rule: RepeatRule, after day: Day, context: Context) throws(TikError) {
    guard case .until(let last)? = rule.end, last < day else { return }
    let description = RepeatDescription(context: context)
    throw RecurrenceError.endsBeforeStart(
      until: description.date(last), start: description.date(day)
    ).error(in: context.catalog)
  }
}
