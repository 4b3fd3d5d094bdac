import TikCore
import TikICalendar
import TikSync

/// A task moved to another list elsewhere: its item is deleted from one collection and
/// made in another under the same UID (as tik, Tasks.org and Thunderbird move one). Seen
/// as a move, the task here moves with its id, and what changed here meanwhile is
/// merged against the item it was, not kept beside a copy.
extension SyncEngine {
  /// What the server changed in one collection since its token, fetched.
  struct Pull {
    var collection: String
    var listID: Int64?
    var known: [String: Store.SyncItem]
    var fetched: [String: (etag: String, text: String)]
    var deleted: [String]
    var token: String
  }

  /// An item known in one collection whose UID came new into another.
  struct Move {
    var from: Store.SyncItem
    var to: String
    var listID: Int64?
  }

  /// The moves in what the collections brought, by UID. The item in the collection it
  /// left is gone or going (Xandikos 0.2 does not report a deletion): either way the
  /// task follows the new one.
  func moves(in pulls: [Pull]) -> [String: Move] {
    var known: [String: Store.SyncItem] = [:]
    for pull in pulls {
      for item in pull.known.values where item.taskID != nil { known[item.uid] = item }
    }
    var moves: [String: Move] = [:]
    for pull in pulls {
      for (href, answer) in pull.fetched where pull.known[href] == nil {
        guard let component = try? Self.task(in: answer.text),
          let uid = VTodo.uid(of: component), let from = known[uid],
          from.collection != pull.collection
        else { continue }
        moves[uid] = Move(from: from, to: pull.collection, listID: pull.listID)
      }
    }
    return moves
  }

  /// Moves a task into a list, once: from whichever of its two collections comes first.
  func move(_ taskID: Int64?, to listID: Int64?, store: Store) throws(TikError) {
    guard let id = taskID, var todo = try store.todo(id: id), todo.listID != listID else {
      return
    }
    todo.listID = listID
    try store.update(todo)
    report.down += 1
  }
}
