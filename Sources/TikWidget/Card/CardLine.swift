import TikCore

/// A line of a card: cells the core's `TextLayout` lays out, and what the line is.
public struct CardLine: Sendable {
  public var cells: [TextLayout.Cell]
  public var role: Role

  public enum Role: String, Sendable {
    case heading, progress, task, overdue, done, moved, snoozed, note, action, more
  }

  public init(_ cells: [TextLayout.Cell], _ role: Role) {
    self.cells = cells
    self.role = role
  }
}
