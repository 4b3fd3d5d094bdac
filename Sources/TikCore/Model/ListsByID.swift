/// The lists a renderer names, found by id: an array sorted by id, searched by halves.
///
/// A dictionary keyed by `Int64` would cost a one-shot command the runtime's first look-up
/// of `Int64: Hashable` in the binary's conformance tables, about 100,000 instructions, more
/// than all the look-ups of a view of its lists.
public struct ListsByID: Sendable {
  private let lists: [TodoList]

  public init(_ lists: [TodoList]) {
    self.lists = lists.sorted { $0.id < $1.id }
  }

  public subscript(_ id: Int64) -> TodoList? {
    var (low, high) = (0, lists.count)
    while low < high {
      let middle = (low + high) / 2
      if lists[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low < lists.count && lists[low].id == id ? lists[low] : nil
  }
}
