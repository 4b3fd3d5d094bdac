/// The lists a renderer names, found by id: their ids sorted in an array of their own,
/// searched by halves.
///
/// A dictionary keyed by `Int64` would cost a one-shot command the runtime's first look-up
/// of `Int64: Hashable` in the binary's conformance tables, about 100,000 instructions, more
/// than all the look-ups of a view of its lists.
public struct ListsByID: Sendable {
  private let ids: [Int64]
  private let lists: [TodoList]

  public init(_ lists: [TodoList]) {
    self.lists = lists.sorted { $0.id < $1.id }
    ids = self.lists.map(\.id)
  }

  @inline(__always)
  public subscript(_ id: Int64) -> TodoList? {
    guard let index = index(of: id) else { return nil }
    return lists[index]
  }

  @inline(__always)
  private func index(of id: Int64) -> Int? {
    var (low, high) = (0, ids.count)
    while low < high {
      let middle = (low + high) / 2
      if ids[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low < ids.count && ids[low] == id ? low : nil
  }
}
