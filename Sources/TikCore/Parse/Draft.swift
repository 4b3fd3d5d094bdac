/// A task as typed: what quick entry (or a form) has read, before it is stored.
public struct Draft: Equatable, Sendable {
  public var titleWords: [String] = []
  /// The date the text asks for: a day, or explicitly none (`@none`); nil when not given.
  public var date: DateInput?
  public var minute: Int?
  public var priority: Priority?
  public var listName: String?
  /// A rule for the recurrence plugin.
  public var repeatRule: String?
  /// The word that took the date away (`@none`), as typed: a time or a repeat with it
  /// is an error, not dropped.
  public var undatedBy: String?
  /// Token kinds already read, so that a second date or priority is an error.
  public var seen: Set<String> = []

  public init() {}

  public var title: String { titleWords.joined(separator: " ") }

  /// Notes that a token of this kind was read; the second one is an error.
  public mutating func mark(_ kind: String, _ text: some StringProtocol) throws(TikError) {
    guard !seen.contains(kind) else { throw .repeatedToken(String(text)) }
    seen.insert(kind)
  }
}

/// A date as given: a day, or `none` to take the date away.
public enum DateInput: Equatable, Sendable {
  case day(Day)
  case none

  public var day: Day? {
    if case .day(let day) = self { return day }
    return nil
  }
}

/// What a parser needs to know: the clock, the calendar and the language.
public struct ParseContext: Sendable {
  public var now: LocalTime
  public var calendar: any CalendarSystem
  public var language: Language
  public var weekStart: Weekday

  public init(
    now: LocalTime, calendar: any CalendarSystem = GregorianCalendar(),
    language: Language = .english, weekStart: Weekday = .monday
  ) {
    self.now = now
    self.calendar = calendar
    self.language = language
    self.weekStart = weekStart
  }

  public var today: Day { now.day }
  public var catalog: Catalog { Catalog(language) }
}

/// One kind of quick-entry token: `#list`, `!high`, `@tomorrow`, `09:30`, `*daily`.
public protocol QuickEntryToken: Sendable {
  /// The character that starts the token; nil for tokens recognised by shape (times).
  var sigil: Character? { get }
  /// Reads the token at the start of `words` into `draft` and returns how many words it
  /// took; nil when the words are not this token, so they stay in the title.
  func read(_ words: ArraySlice<Substring>, into draft: inout Draft, context: ParseContext)
    throws(TikError) -> Int?
}
