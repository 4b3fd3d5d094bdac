import TikTOML

/// The effective settings: the config file's values over the defaults.
public struct Config: Sendable {
  /// Every key tik knows (the core's and every plugin's, on or off), by name.
  public let keys: [String: ConfigKey]
  /// Key names in display order.
  public let keyOrder: [String]
  private var values: [String: TOMLDocument.Value]
  /// Keys the file sets (the rest are defaults).
  public private(set) var explicitKeys: Set<String> = []

  public init(keys: [ConfigKey]) {
    var table: [String: ConfigKey] = [:]
    for key in keys { table[key.name] = key }
    self.keys = table
    keyOrder = keys.map(\.name)
    values = table.mapValues(\.defaultValue)
  }

  public func value(_ key: String) -> TOMLDocument.Value? { values[key] }

  /// Sets a key to a value it accepts (callers validate first).
  public mutating func set(_ key: String, _ value: TOMLDocument.Value, explicit: Bool = true) {
    values[key] = value
    if explicit { explicitKeys.insert(key) }
  }

  public func string(_ key: String) -> String {
    if case .string(let text) = values[key] { return text }
    return ""
  }

  public func flag(_ key: String) -> Bool {
    if case .bool(let flag) = values[key] { return flag }
    return false
  }

  public func number(_ key: String) -> Int {
    if case .integer(let number) = values[key] { return number }
    return 0
  }

  public func names(_ key: String) -> [String] {
    guard case .array(let items) = values[key] else { return [] }
    return items.compactMap {
      if case .string(let word) = $0 { return word }
      return nil
    }
  }

  public var language: Language { Language(string("language")) }
  public var calendar: String { string("calendar") }
  public var plugins: [String] { names("plugins") }
  public var fields: FieldSet { FieldSet(names("fields").compactMap(Field.init(rawValue:))) }
  public var sort: SortOrder { SortOrder(rawValue: string("sort")) ?? .time }
  public var showProgress: Bool { flag("show_progress") }
  public var showCompleted: Bool { flag("show_completed") }
  public var uses12HourClock: Bool { string("clock") == "12h" }
  public var accent: AccentColor { AccentColor(rawValue: string("accent")) ?? .blue }

  /// The week's first day; nil means the calendar's or language's own.
  public var weekStart: Weekday? {
    switch string("week_start") {
    case "saturday": .saturday
    case "sunday": .sunday
    case "monday": .monday
    default: nil
    }
  }
}

/// How Today and each day of Scheduled are ordered.
public enum SortOrder: String, CaseIterable, Sendable {
  /// Overdue, then timed (earlier first) before untimed, then priority, then creation.
  case time
  /// Overdue, then priority, then timed before untimed, then creation.
  case priority
  /// Creation, newest first.
  case newest
}

extension Config {
  /// The core's keys; `languages`, `calendars` and `plugins` are the values the running
  /// build offers, and the first of each is the default unless the locale says otherwise.
  public static func coreKeys(
    languages: [Language], defaultLanguage: Language, calendars: [String],
    defaultCalendar: String, plugins: [String]
  ) -> [ConfigKey] {
    [
      ConfigKey(
        "language", .choice(languages.map(\.code)), default: .string(defaultLanguage.code),
        about: "The language of every screen and message; the first run takes the locale's."),
      ConfigKey(
        "calendar", .choice(calendars), default: .string(defaultCalendar),
        about: "The calendar dates are shown and typed in; unless set, the language's own."),
      ConfigKey(
        "plugins", .names(plugins), default: .array(plugins.map { .string($0) }),
        about: "The plugins switched on; one that is off adds nothing anywhere."),
      ConfigKey(
        "fields", .names(Field.allCases.map(\.rawValue)),
        default: .array(Field.allCases.map { .string($0.rawValue) }),
        about: "The task fields switched on; a field that is off is gone everywhere."),
      ConfigKey(
        "week_start", .choice(["auto", "saturday", "sunday", "monday"]), default: .string("auto"),
        about: "The first day of the week; auto takes the calendar's or the language's."),
      ConfigKey(
        "sort", .choice(SortOrder.allCases.map(\.rawValue)), default: .string("time"),
        about: "How Today and each day of Scheduled are ordered, after the overdue tasks."),
      ConfigKey(
        "show_progress", .flag, default: .bool(true),
        about: "Whether Today ends with its progress bar."),
      ConfigKey(
        "show_completed", .flag, default: .bool(true),
        about: "Whether views show the tasks already done."),
      ConfigKey(
        "celebration", .flag, default: .bool(true),
        about: "Whether the REPL celebrates the last task of the day done."),
      ConfigKey(
        "theme", .choice(["auto", "light", "dark"]), default: .string("auto"),
        about: "Colours for a light or a dark terminal; auto tells from the terminal."),
      ConfigKey(
        "accent", .choice(AccentColor.allCases.map(\.rawValue)), default: .string("blue"),
        about: "The colour of the prompt, the progress bar and the marks."),
      ConfigKey(
        "clock", .choice(["24h", "12h"]), default: .string("24h"),
        about: "Times on a 24-hour or a 12-hour clock."),
      ConfigKey(
        "bidi", .choice(["auto", "terminal", "reorder"]), default: .string("auto"),
        about: "Right-to-left text: left to a terminal that lays it out, or reordered by tik."),
    ]
  }
}
