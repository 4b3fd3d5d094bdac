import Testing
import TikCore

/// The renderers' list look-up finds every list by its id, whatever order the lists came
/// in, and nothing for an id no list has.
struct ListsByIDTests {
  @Test(arguments: [0, 1, 2, 7, 40])
  func everyListIsFoundAndNoOther(count: Int) {
    // Ids with gaps, given in display order, not id order.
    let lists = (0..<count).map {
      TodoList(
        id: Int64(3 * (($0 * 17) % max(count, 1)) + 2), name: "list \($0)", color: .blue, icon: "•")
    }
    let byID = ListsByID(lists)
    for list in lists { #expect(byID[list.id] == list) }
    let ids = Set(lists.map(\.id))
    for id in Int64(-1)...Int64(3 * count + 4) where !ids.contains(id) {
      #expect(byID[id] == nil)
    }
  }
}
