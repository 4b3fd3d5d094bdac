import TikCore

/// Repeating tasks: rules, the next date, and the next copy created on tick.
public struct RecurrencePlugin: Plugin {
  public static let name = "recurrence"

  public init(context: Context) throws(TikError) {}
}
