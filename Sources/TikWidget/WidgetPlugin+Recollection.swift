import TikCore

/// In the morning the REPL opens with the widget's memory — what you finished on this
/// day a week, a month or a year ago — and the tasks of it, whose photos a plugin that
/// draws pictures shows with it.
extension WidgetPlugin: PresentationPlugin {
  public func recollection(context: Context) -> Recollection? {
    let now = context.clock.now()
    guard MomentBounds(config: context.config).moment(at: now.minuteOfDay) == .morning else {
      return nil
    }
    return try? context.read { (store) throws(TikError) -> Recollection? in
      guard let memory = try FactsReader.memory(today: now.day, store: store, context: context)
      else { return nil }
      let tasks = try store.todosCompleted(
        from: LocalTime(day: memory.day, minute: 0),
        before: LocalTime(day: memory.day.adding(days: 1), minute: 0), limit: DayFacts.listed)
      return Recollection(
        line: CardBuilder.line(of: memory, catalog: context.catalog), tasks: tasks)
    }
  }
}
