import TikCore

/// The Jalali (Solar Hijri) calendar: conversion, formatting, input, `tik date` and
/// `tik cal`.
///
/// With `calendar = "jalali"`, dates read, print, parse and repeat in Jalali and weeks
/// start on Saturday (the core's `Context.weekStart`); ISO dates (`@2025-09-23`) stay
/// Gregorian. With the plugin on but another calendar active, only the commands remain.
public struct JalaliPlugin: CalendarPlugin, FieldPlugin, CommandPlugin {
  public static let name = "jalali"
  public static var calendars: [any CalendarSystem] { [JalaliCalendar()] }

  /// Whether the Jalali calendar is the active one.
  private let isActive: Bool
  /// The interface's language, for help.
  private let language: Language

  public init(context: Context) throws(TikError) {
    isActive = context.calendar.identifier == JalaliCalendar().identifier
    language = context.config.language
  }

  /// The date tokens in the interface's language (every language's are read).
  public var tokenSyntax: [String] {
    guard isActive else { return [] }
    let tokens =
      language == .persian
      ? ["@1405/7/2", "@7/2", "@1 مهر", "@اول مهر", "@شنبه", "@فردا", "@پس‌فردا"]
      : ["@1405/7/2", "@7/2", "@2 Mehr", "@فردا"]
    return [Isolate.tokenList(tokens)]
  }

  public var commands: [CommandSpec] { [DateCommand.spec, CalendarCommand.spec] }

  /// After `@`, with the Jalali calendar on: the months' names in the interface's language
  /// and the Persian words for two days away (`پس‌فردا`, `پریروز`), as they are written.
  public func completions(forSigil sigil: Character, prefix: String, context: Context)
    -> [String]
  {
    guard isActive, sigil == "@" else { return [] }
    let catalog = Catalog(language)
    var words = JalaliMessage.months.map { catalog.text($0) }
    if language == .persian {
      words += [JalaliMessage.wordsDayAfterTomorrow, .wordsDayBeforeYesterday].map {
        catalog.text($0)
      }
    }
    return words
  }
}
