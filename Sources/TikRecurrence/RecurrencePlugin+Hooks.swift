import TikCore

/// What ticking, unticking and adding a repeating task do, inside the command's write
/// transaction.
///
/// Ticking creates the next copy: same title, notes, time, priority, list, photo and rule,
/// subtasks unticked, dated the first occurrence strictly after the ticked task's date and
/// not before tomorrow, and linked to the ticked task. Unticking deletes that copy unless
/// it was ticked too. The schema keeps one next copy per task and one open task per series
/// and day, so two processes ticking at once still leave one copy.
extension RecurrencePlugin {
  public func taskDidChange(_ change: TaskChange, context: Context) throws(TikError) {
    guard isOn else { return }
    switch change {
    case .added(let todo): try anchorRule(of: todo, context: context)
    case .completed(let todo): try createNextCopy(after: todo, context: context)
    case .reopened(let todo): try deleteOpenNextCopy(of: todo, context: context)
    case .edited, .deleted, .noticed: break
    }
  }

  /// A repeat typed without a date starts on its first occurrence: `Class *sat` added
  /// on a Thursday is due on Saturday, `*last day` on this month's last day. Rules that
  /// take their day from the anchor (daily, weekly, monthly) start on `day` itself.
  public func firstDay(of todo: Todo, onOrAfter day: Day, context: Context) -> Day? {
    guard isOn, let rule = readableRule(of: todo), rule.start == nil else { return nil }
    let picksItsDays =
      (rule.frequency == .weekly && !rule.weekdays.isEmpty)
      || (rule.frequency == .monthly && rule.monthDay != nil)
    guard picksItsDays,
      let schedule = schedule(of: rule, at: day.adding(days: -1), context: context)
    else { return nil }
    return schedule.firstOccurrence(onOrAfter: day)
  }

  /// Anchors a rule from quick entry at the new task's date: the series' first date and
  /// the day of the month it wants. An end with no repeat, or an end date before the
  /// task's date, is an error, and the task is not added.
  func anchorRule(of todo: Todo, context: Context) throws(TikError) {
    guard let text = todo.repeatRule, let day = todo.day, let rule = RepeatRule(storedText: text),
      rule.start == nil
    else { return }
    guard rule.frequency != nil else {
      let words = RepeatDescription(context: context).inputWords(of: rule)
      throw RecurrenceError.nothingToEnd(words).error(in: context.catalog)
    }
    try checkEnd(of: rule, after: day, context: context)
    var stored = todo
    stored.repeatRule = rule.anchored(at: day, in: calendar(of: rule, context: context)).storedText
    try context.store().update(stored, from: todo)
  }

  /// Creates the ticked task's next copy, unless it has one already (ticked, unticked and
  /// ticked again), the series has ended, or the series already has an open task that day.
  func createNextCopy(after todo: Todo, context: Context) throws(TikError) {
    guard let rule = readableRule(of: todo), let day = todo.day,
      let schedule = schedule(of: rule, at: day, context: context)
    else { return }
    let store = try context.store()
    guard try store.nextCopy(of: todo.id) == nil,
      let next = schedule.nextOccurrence(after: day, notBefore: context.today.adding(days: 1))
    else { return }
    let anchoredText = schedule.rule.storedText
    let seriesID = todo.seriesID ?? todo.id
    if todo.seriesID == nil || todo.repeatRule != anchoredText {
      var joined = todo
      joined.seriesID = seriesID
      joined.repeatRule = anchoredText
      try store.update(joined, from: todo)
    }
    guard try store.openTodo(inSeries: seriesID, on: next) == nil else { return }
    _ = try context.insert(
      nextCopy(
        of: todo, on: next, rule: anchoredText, series: seriesID, created: context.clock.now()))
  }

  /// The copy a tick of `todo` makes: its fields, subtasks unticked, on `day`.
  func nextCopy(of todo: Todo, on day: Day, rule: String?, series: Int64, created: LocalTime)
    -> Todo
  {
    Todo(
      title: todo.title, notes: todo.notes,
      subtasks: todo.subtasks.map { Subtask(title: $0.title) },
      day: day, minute: todo.minute, priority: todo.priority, listID: todo.listID,
      photo: todo.photo, repeatRule: rule, created: created, seriesID: series,
      previousID: todo.id)
  }

  /// Deletes the copy the tick created while it is as the tick made it. A copy that was
  /// ticked, or worked on since (notes, subtasks, title, time…), is someone's work: it
  /// stays, and the command says so. Moving it to another day is not work on it.
  func deleteOpenNextCopy(of todo: Todo, context: Context) throws(TikError) {
    guard let copy = try context.store().nextCopy(of: todo.id), !copy.isDone else { return }
    guard isAsTheTickMadeIt(copy, of: todo) else {
      context.tell(
        context.catalog.text(
          RecurrenceMessage.keptChangedCopy, String(copy.id), TerminalText.singleLine(copy.title)))
      return
    }
    try context.delete(copy)
  }

  /// Whether `copy` is still the copy a tick of `todo` made: the same fields, whatever
  /// its day.
  func isAsTheTickMadeIt(_ copy: Todo, of todo: Todo) -> Bool {
    var untouched = nextCopy(
      of: todo, on: copy.day ?? todo.day ?? copy.created.day, rule: todo.repeatRule,
      series: todo.seriesID ?? todo.id, created: copy.created)
    untouched.id = copy.id
    untouched.day = copy.day
    return copy == untouched
  }
}
