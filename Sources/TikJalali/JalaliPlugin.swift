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

  public init(context: Context) throws(TikError) {
    isActive = context.calendar.identifier == JalaliCalendar().identifier
  }

  public var tokenSyntax: [String] { isActive ? ["@1405/7/2|@7/2|@2 Mehr|@فردا"] : [] }

  public var commands: [CommandSpec] { [DateCommand.spec, CalendarCommand.spec] }
}
