/// Two edits of one task made from the same starting point, merged field by field.
public struct TodoMerge: Sendable {
  /// The merged task: each field as the edit that changed it left it.
  public var todo: Todo
  /// Fields only the other edit changed: its values were kept.
  public var keptFromOthers: [String]
  /// Fields both edits changed, differently: `mine` won.
  public var overwritten: [String]

  /// Merges `mine` and `theirs`, both edits of `base`: a field `mine` changed takes its
  /// value, any other field keeps `theirs` (the task as it is now). Fields are named as
  /// `tik edit` names them.
  public init(base: Todo, mine: Todo, theirs: Todo) {
    var merged = theirs
    var kept: [String] = []
    var overwritten: [String] = []
    func field<Value: Equatable>(_ name: String, _ path: WritableKeyPath<Todo, Value>) {
      let mineChanged = mine[keyPath: path] != base[keyPath: path]
      let theirsChanged = theirs[keyPath: path] != base[keyPath: path]
      if mineChanged {
        merged[keyPath: path] = mine[keyPath: path]
        if theirsChanged && theirs[keyPath: path] != mine[keyPath: path] {
          overwritten.append(name)
        }
      } else if theirsChanged {
        kept.append(name)
      }
    }
    field("title", \.title)
    field("notes", \.notes)
    field("subtasks", \.subtasks)
    field("date", \.day)
    field("time", \.minute)
    field("priority", \.priority)
    field("list", \.listID)
    field("photo", \.photo)
    field("repeat", \.repeatRule)
    todo = merged
    keptFromOthers = kept
    self.overwritten = overwritten
  }
}
