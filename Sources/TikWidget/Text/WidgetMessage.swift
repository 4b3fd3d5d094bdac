import TikCore

/// The widget's messages: every word a card, a bar or the widget command shows.
///
/// Like the core's `Message`, each language is an exhaustive `switch` (English in
/// `WidgetMessage+English.swift`, Persian in `WidgetMessage+Persian.swift`). Digits are
/// Latin in both, and no template holds a character a shell prompt reads as code
/// (`$`, a backquote, a backslash, `%`, `!`), so the snapshot's lines stay clean.
public enum WidgetMessage: String, MessageKey {
  // One line, for prompts and bars
  case inlineWelcome, inlineEmpty, inlinePlan, inlineTriage, inlineSnoozed, inlineAllDone
  case inlineStreak, inlineProgress, inlineMemory, inlineStory, inlinePending, inlineOverdue
  case inlineStale

  // Card headings and lines
  case headingWelcome, headingEmpty, headingPlanOne, headingPlanMany, headingNext
  case headingSnoozedOne, headingSnoozedMany, headingAllDone, headingStreak, headingProgress
  case headingMemoryWeek, headingMemoryMonth, headingMemoryYear, memoryFinishedOne
  case memoryFinishedMany, headingStory, storyCounts, headingPendingOne, headingPendingMany
  case headingOverdueOne, headingOverdueMany, headingStale, staleOpen
  case periodWeek, periodMonth, periodYear
  case more, hintAdd, hintTick, hintRefresh, tickAction, snoozeAction, movedMark

  // The widget command
  case helpWidget, helpInit, snoozedUntil, alreadyTicked
  case errorNothingToTick, errorAlreadyDone, errorUnknownSize, errorUnknownFormat
  case errorUnknownMoment, errorMinutes

  public func template(in language: Language) -> String? {
    switch language {
    case .english: english
    case .persian: persian
    default: nil
    }
  }

  /// The languages with a table.
  static let languages: [Language] = [.english, .persian]
}
