/// The task fields a user can switch on or off with `fields = [...]`.
///
/// A field that is off disappears from quick entry, forms, help, completion and output;
/// its stored values stay untouched.
public enum Field: String, CaseIterable, Sendable {
  case notes, subtasks, date, time, priority, photo, `repeat`

  /// Whether the field exists only when a plugin provides it (repeat: the recurrence plugin).
  public var needsPlugin: Bool { self == .repeat }
}

/// A set of enabled fields.
public struct FieldSet: Hashable, Sendable {
  private var bits: UInt8

  public init(_ fields: some Sequence<Field>) {
    bits = 0
    for field in fields { insert(field) }
  }

  public static let all = FieldSet(Field.allCases)

  public func contains(_ field: Field) -> Bool { bits & FieldSet.bit(field) != 0 }

  public mutating func insert(_ field: Field) { bits |= FieldSet.bit(field) }

  public var fields: [Field] { Field.allCases.filter(contains) }

  private static func bit(_ field: Field) -> UInt8 {
    UInt8(1) << UInt8(Field.allCases.firstIndex(of: field)!)
  }
}
