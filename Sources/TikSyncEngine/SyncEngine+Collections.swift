import Foundation
import TikCore
import TikICalendar
import TikSync

/// Lists and collections: each list is one collection, its name and colour the
/// collection's `displayname` and `calendar-color`.
extension SyncEngine {
  /// Each list's collection: those made elsewhere become lists, lists without one get one.
  func matchCollections(_ remote: [Multistatus.Item], home: URL) throws(TikError)
    -> [(String, Int64?, String)]
  {
    try context.write { (store) throws(TikError) in
      var known = try store.syncCollections()
      let remoteHrefs = Set(remote.map { DAVClient.directory($0.href) })
      for stale in known where !remoteHrefs.contains(stale.href) && !stale.token.isEmpty {
        try store.forgetCollection(stale.href)
      }
      known = try store.syncCollections()
      let lists = try store.lists()
      var mapped = Set(known.map(\.listID))
      for item in remote where !known.contains(where: { $0.href == DAVClient.directory(item.href) })
      {
        guard client.url(item.href)?.path.hasPrefix(home.path) == true else { continue }
        let name = ICalText.title(item.displayName ?? "")
        var listID: Int64?
        if name.isEmpty || name == "Inbox" {
          guard !mapped.contains(nil) else { continue }
        } else if let list = lists.first(where: { $0.name == name }) {
          guard !mapped.contains(list.id) else { continue }
          listID = list.id
        } else {
          let list = TodoList(
            name: String(name.prefix(100)), color: ListColor.accent(item.color), icon: "●",
            position: (lists.map(\.position).max() ?? 0) + 1)
          listID = try store.insertList(list).id
          report.listsMade += 1
        }
        mapped.insert(listID)
        try store.recordCollection(href: DAVClient.directory(item.href), listID: listID)
      }
      let wanted: [TodoList?] = [nil] + lists.map { Optional($0) }
      for list in wanted where !mapped.contains(list?.id) {
        let slug = "tik-" + identifier + "-" + (list.map { String($0.id) } ?? "inbox") + "/"
        guard let url = URL(string: slug, relativeTo: home)?.absoluteURL else { continue }
        let href = DAVClient.directory(url.path)
        if dryRun {
          unmade.insert(href)
        } else {
          try wrap { () throws(SyncError) in
            try client.makeCalendar(
              url, name: list?.name ?? "Inbox", color: ListColor.hex(list?.color ?? .blue))
          }
        }
        report.collectionsMade += 1
        try store.recordCollection(href: href, listID: list?.id)
        if let list { try store.recordAppearance(of: href, name: list.name, color: list.color) }
      }
      try followRenames(remote, store: store)
      return try store.syncCollections().map { ($0.href, $0.listID, $0.token) }
    }
  }

  /// A list renamed or recoloured on one side is so on the other, against the name and
  /// colour both had at the last sync: here by PROPPATCH, there by changing the list;
  /// when both changed, the server's stays. The Inbox is neither renamed nor recoloured.
  private func followRenames(_ remote: [Multistatus.Item], store: Store) throws(TikError) {
    let listIDs = Dictionary(
      try store.syncCollections().map { ($0.href, $0.listID) }, uniquingKeysWith: { a, _ in a })
    let lists = try store.lists()
    for item in remote {
      let href = DAVClient.directory(item.href)
      guard case let listID?? = listIDs[href], var list = lists.first(where: { $0.id == listID })
      else { continue }
      let name = String(ICalText.title(item.displayName ?? "").prefix(100))
      let there = (name: name.isEmpty ? list.name : name, color: ListColor.accent(item.color))
      guard let base = try store.appearance(of: href) else {
        try store.recordAppearance(of: href, name: there.name, color: there.color)
        continue
      }
      if there != base {
        guard try store.list(named: there.name).map({ $0.id == list.id }) ?? true else { continue }
        (list.name, list.color) = there
        try store.updateList(list)
      } else if (list.name, list.color) != base, !dryRun, let url = client.url(href) {
        try wrap { () throws(SyncError) in
          try client.update(url, name: list.name, color: ListColor.hex(list.color))
        }
      }
      try store.recordAppearance(of: href, name: list.name, color: list.color)
    }
  }
}
