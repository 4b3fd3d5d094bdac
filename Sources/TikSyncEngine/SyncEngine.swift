import Foundation
import TikCore
import TikICalendar
import TikSync

/// One `tik sync`: every list against its collection, pulled, merged, then pushed.
///
/// First, for every collection, what the server changed since the kept token
/// (sync-collection, or the ETag listing), fetched with calendar-multiget, so that an
/// item moved between collections is a move. Then per collection: that applied in one
/// write transaction with the new token and the items' state; what changed here PUT
/// (new items `If-None-Match: *`, changed ones `If-Match`) and what was deleted here
/// DELETEd with `If-Match`, each item's state saved as it is written. An item the
/// server changed meanwhile is left for the next sync, which merges it.
public final class SyncEngine {
  let context: Context
  let client: DAVClient
  let dryRun: Bool
  let force: Bool
  var report = SyncReport()
  private(set) var identifier = ""
  /// The collections a dry run would make: not on the server, so not asked for changes.
  var unmade: Set<String> = []

  init(context: Context, client: DAVClient, dryRun: Bool, force: Bool) {
    self.context = context
    self.client = client
    self.dryRun = dryRun
    self.force = force
  }

  func run() throws(TikError) {
    do { try Libical.load() } catch { throw SyncError.noLibical.tikError(context.catalog) }
    let home = try wrap { () throws(SyncError) in try client.calendarHome() }
    let remote = try wrap { () throws(SyncError) in try client.collections(in: home) }
    guard dryRun else {
      try sync(remote, home: home)
      try context.write { (store) throws(TikError) in try store.recordSync(at: context.clock.now())
      }
      return
    }
    // A dry run is a sync in one write that is taken back at its end: what it would
    // change here is counted and undone, and nothing is sent that writes on the server.
    do {
      try context.write { (_) throws(TikError) in
        try sync(remote, home: home)
        throw SyncError.dryRun.tikError(context.catalog)
      }
    } catch {
      guard case .plugin(let code, _) = error, code == SyncError.dryRun.code else { throw error }
    }
  }

  /// Every collection's changes first, so that an item that moved from one to another
  /// is seen as a move; then each collection's merge and writes.
  private func sync(_ remote: [Multistatus.Item], home: URL) throws(TikError) {
    identifier = try context.write { (store) throws(TikError) in try store.syncIdentifier() }
    var pulls: [Pull] = []
    for (href, listID, token) in try matchCollections(remote, home: home) {
      if let pull = try pull(collection: href, listID: listID, token: token) { pulls.append(pull) }
    }
    let moves = moves(in: pulls)
    for pull in pulls {
      let pushes = try apply(pull, moves: moves)
      if dryRun {
        report.up += pushes.count
      } else {
        try push(pushes, collection: pull.collection)
      }
    }
  }

  // MARK: - One collection

  /// What the server changed in a collection since its token, fetched.
  private func pull(collection href: String, listID: Int64?, token: String) throws(TikError)
    -> Pull?
  {
    guard let url = client.url(href) else { return nil }
    try reassignSeries(in: href)
    let known = try context.read { (store) throws(TikError) in try store.syncItems(in: href) }
    let byHref = Dictionary(known.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
    var changed: [String: String] = [:]
    var deleted: [String] = []
    var newToken = token
    if unmade.contains(href) {
      // A collection a dry run would make: nothing on the server to bring down.
    } else if let answer = try wrap({ () throws(SyncError) in
      try client.changes(in: url, since: token)
    }) {
      (changed, deleted, newToken) = (answer.changed, answer.deleted, answer.token)
      // From no token a whole answer is every item (RFC 6578 §3.8): one kept here that it
      // does not name is gone, as after a write refused because of it. An answer cut
      // short says nothing of the items it leaves out.
      deleted =
        token.isEmpty
        ? (answer.isWhole ? known.map(\.href).filter { changed[$0] == nil } : [])
        : deleted.filter { byHref[$0] != nil }
    } else {
      let etags = try wrap { () throws(SyncError) in try client.etags(in: url) }
      changed = etags
      deleted = known.map(\.href).filter { etags[$0] == nil }
      newToken = ""
    }
    changed = changed.filter { href, etag in
      byHref[href]?.etag != etag && href.hasPrefix(DAVClient.directory(url.path))
        && !href.hasSuffix("/")
    }
    let fetched =
      changed.isEmpty
      ? [:]
      : try wrap { () throws(SyncError) in try client.items(changed.keys.sorted(), in: url) }
    return Pull(
      collection: href, listID: listID, known: byHref, fetched: fetched, deleted: deleted,
      token: newToken)
  }

  /// After a tick, the series' item (its UID) belongs to the open copy; the done one gets
  /// an item of its own.
  private func reassignSeries(in collection: String) throws(TikError) {
    try context.write { (store) throws(TikError) in
      for var item in try store.syncItems(in: collection) {
        guard let id = item.taskID, let task = try store.todo(id: id), task.isDone,
          task.repeatRule != nil
        else { continue }
        let series = task.seriesID ?? task.id
        guard try store.seriesUID(of: series) == item.uid else { continue }
        let open = try store.todos(inList: task.listID).first {
          !$0.isDone && ($0.seriesID ?? $0.id) == series && $0.id != task.id
        }
        guard let open,
          try store.scalar(
            "SELECT 1 FROM sync_items WHERE task_id = ?", [.integer(open.id)]) == nil
        else { continue }
        item.taskID = open.id
        try store.saveSyncItem(item)
      }
    }
  }

  /// The UID a task travels under: its item's, else its series' (open) or the series'
  /// and its date (a done occurrence: the same on every machine), else its own.
  func uid(of todo: Todo, store: Store) throws(TikError) -> String {
    guard todo.repeatRule != nil, let day = todo.day else {
      return "tik-" + identifier + "-" + String(todo.id)
    }
    let series = todo.seriesID ?? todo.id
    let seriesUID = try store.seriesUID(of: series) ?? "tik-" + identifier + "-" + String(series)
    try store.recordSeries(series, uid: seriesUID)
    return todo.isDone ? seriesUID + "-" + ICalendarDate.basic(day) : seriesUID
  }

  /// What to write to the server after the pull.
  struct Push {
    var todo: Todo?
    var item: Store.SyncItem
  }

  // MARK: - Pull

  private func apply(_ pull: Pull, moves: [String: Move]) throws(TikError) -> [Push] {
    let (collection, listID, known) = (pull.collection, pull.listID, pull.known)
    // An item that moved to another collection is not a deletion: its task moves.
    let movedAway = known.values.filter { moves[$0.uid]?.from.href == $0.href }
    let deleted = pull.deleted.filter { href in !movedAway.contains { $0.href == href } }
    let tasksBefore = try context.read { (store) throws(TikError) in
      try store.todos(inList: listID).count
    }
    if !force, deleted.count > 1, deleted.count * 2 > max(known.count, tasksBefore) {
      let name = try context.read { (store) throws(TikError) in
        try store.lists().first { $0.id == listID }?.name ?? "Inbox"
      }
      throw SyncError.massDeletion(list: name, count: deleted.count, of: known.count).tikError(
        context.catalog)
    }
    return try context.write { (store) throws(TikError) in
      let now = context.clock.now()
      for item in movedAway {
        try store.deleteSyncItem(href: item.href)
        try move(item.taskID, to: moves[item.uid]?.listID, store: store)
      }
      let local = try store.todos(inList: listID)
      let linked = Set(known.values.compactMap(\.taskID))
      var unlinked: [String: Todo] = [:]
      for todo in local where !linked.contains(todo.id) {
        unlinked[try uid(of: todo, store: store)] = todo
      }
      for (href, answer) in pull.fetched.sorted(by: { $0.key < $1.key }) {
        guard let component = try? Self.task(in: answer.text),
          let remote = SyncFields(component), let remoteUID = VTodo.uid(of: component)
        else {
          report.skipped += 1
          continue
        }
        var item =
          known[href]
          ?? Store.SyncItem(
            href: href, collection: collection, uid: remoteUID, taskID: nil, etag: "", base: "")
        if item.taskID == nil, let move = moves[remoteUID], move.to == collection {
          item.taskID = move.from.taskID
          item.base = move.from.base
          try self.move(item.taskID, to: listID, store: store)
        }
        if item.taskID == nil, let match = unlinked.removeValue(forKey: remoteUID) {
          item.taskID = match.id
          item.base = answer.text
        }
        if item.taskID == nil,
          let match = try occurrence(doneAs: remote, listID: listID, store: store)
        {
          item.taskID = match.id
          item.base = answer.text
        }
        if let id = item.taskID, var todo = try store.todo(id: id) {
          var remote = remote
          var base = (try? Self.task(in: item.base)).flatMap(SyncFields.init) ?? remote
          if let open = try seriesOwner(of: item, task: todo, store: store) {
            todo = open
            item.taskID = open.id
          }
          if let next = try completedElsewhere(
            todo, item: component, text: answer.text, remote: remote, base: base, store: store)
          {
            todo = next
            item.taskID = next.id
            // What the item said of the done occurrence is not news for the next one.
            if !next.isDone {
              Self.describe(next: fields(of: next), remote: &remote, base: &base)
            }
          }
          let modified = try store.syncModification(of: id) ?? todo.created
          let remoteModified = VTodo.localTime(component.first("LAST-MODIFIED")?.value)
          let merged = try merge(
            local: fields(of: todo), remote: remote, base: base,
            remoteIsNewer: (remoteModified ?? now) > modified, todo: todo, store: store, at: now)
          if merged != fields(of: todo) {
            merged.apply(to: &todo)
            try store.update(todo)
            report.down += 1
          }
        } else {
          var todo = Todo(title: "", listID: listID, created: now)
          todo.created = VTodo.localTime(component.first("CREATED")?.value) ?? now
          remote.apply(to: &todo)
          todo = try store.insert(todo)
          if todo.repeatRule != nil, !todo.isDone {
            try store.recordSeries(todo.id, uid: remoteUID)
          }
          item.taskID = todo.id
          report.down += 1
        }
        item.etag = answer.etag
        item.base = answer.text
        try store.saveSyncItem(item)
      }
      for href in deleted {
        guard let item = known[href] else { continue }
        try store.deleteSyncItem(href: href)
        guard let id = item.taskID, let todo = try store.todo(id: id) else { continue }
        let base = (try? Self.task(in: item.base)).flatMap(SyncFields.init)
        if base != fields(of: todo) {
          report.keptDeleted += 1  // changed here: a change beats a deletion
        } else {
          try store.deleteTodo(id: id)
          report.deletedHere += 1
        }
      }
      if !pull.token.isEmpty { try store.recordToken(pull.token, of: collection) }
      return try self.pushes(collection: collection, listID: listID, store: store)
    }
  }

  /// Per field against the base: one side's change wins; both changed the same field →
  /// the newer side, and the other is recorded.
  private func merge(
    local: SyncFields, remote: SyncFields, base: SyncFields, remoteIsNewer: Bool, todo: Todo,
    store: Store, at now: LocalTime
  ) throws(TikError) -> SyncFields {
    var merged = local
    for field in SyncFields.names {
      let (mine, theirs, was) = (local.values[field], remote.values[field], base.values[field])
      guard mine != theirs, theirs != was else { continue }
      if mine == was {
        merged.values[field] = theirs
        if field == "done" { merged.completed = remote.completed }
        continue
      }
      let (kept, lost) = remoteIsNewer ? (remote, local) : (local, remote)
      merged.values[field] = kept.values[field]
      if field == "done" { merged.completed = kept.completed }
      try store.recordConflict(
        .init(
          taskID: todo.id, title: todo.title, field: field, kept: kept.display(field),
          lost: lost.display(field), at: now))
      report.conflicts += 1
    }
    return merged
  }

  // MARK: - Push

  private func pushes(collection: String, listID: Int64?, store: Store) throws(TikError) -> [Push] {
    var pushes: [Push] = []
    let items = try store.syncItems(in: collection)
    var byTask: [Int64: Store.SyncItem] = [:]
    for item in items {
      guard let id = item.taskID, let todo = try store.todo(id: id), todo.listID == listID else {
        pushes.append(Push(todo: nil, item: item))  // deleted here, or moved to another list
        continue
      }
      byTask[id] = item
    }
    for todo in try store.todos(inList: listID) {
      if let item = byTask[todo.id] {
        let base = (try? Self.task(in: item.base)).flatMap(SyncFields.init)
        if base != fields(of: todo) { pushes.append(Push(todo: todo, item: item)) }
      } else {
        let uid = try uid(of: todo, store: store)
        let href = collection + DAVClient.escape(uid) + ".ics"
        pushes.append(
          Push(
            todo: todo,
            item: .init(
              href: href, collection: collection, uid: uid, taskID: todo.id, etag: "", base: "")))
      }
    }
    return pushes
  }

  private func push(_ pushes: [Push], collection: String) throws(TikError) {
    var saved: [Store.SyncItem] = []
    var forgotten: [String] = []
    var stale = false
    for push in pushes {
      var item = push.item
      if let todo = push.todo {
        let text = ItemText.make(todo, uid: item.uid, keeping: item.base, now: context.clock.now())
        let etag = try wrap { () throws(SyncError) in
          try client.put(item.href, text: text, etag: item.base.isEmpty ? nil : item.etag)
        }
        guard let etag else {
          stale = true
          continue
        }
        item.etag = etag
        item.base = text
        saved.append(item)
        report.up += 1
      } else {
        let gone = try wrap { () throws(SyncError) in try client.delete(item.href, etag: item.etag)
        }
        if !gone { stale = true }
        forgotten.append(item.href)
        report.deletedThere += gone ? 1 : 0
      }
    }
    try context.write { (store) throws(TikError) in
      for item in saved { try store.saveSyncItem(item) }
      for href in forgotten { try store.deleteSyncItem(href: href) }
      // What changed on the server meanwhile comes with the next sync, from the start.
      if stale { try store.recordToken("", of: collection) }
    }
  }

  // MARK: - Helpers

  /// A task's fields as its item would say them: what the mapping writes, read back, so
  /// that a field the mapping spells another way is not a change.
  func fields(of todo: Todo) -> SyncFields {
    let text = ItemText.make(todo, uid: "x", keeping: "", now: todo.created)
    return (try? Self.task(in: text)).flatMap(SyncFields.init) ?? SyncFields(todo)
  }

  /// The one VTODO of a resource (its master, when it has overrides).
  static func task(in text: String) throws(ICalendarError) -> ICalComponent? {
    for top in try Libical.parse(Substring(text)) {
      let todos = (top.name == "VTODO" ? [top] : top.components.filter { $0.name == "VTODO" })
      if let master = todos.first(where: { $0.first("RECURRENCE-ID") == nil }) {
        try VTodo.checkErrors(master)
        return master
      }
    }
    return nil
  }

  func wrap<T>(_ body: () throws(SyncError) -> T) throws(TikError) -> T {
    do { return try body() } catch { throw error.tikError(context.catalog) }
  }
}

/// What a sync did, for its answer.
struct SyncReport {
  var down = 0
  var up = 0
  var deletedHere = 0
  var deletedThere = 0
  var keptDeleted = 0
  var conflicts = 0
  var skipped = 0
  /// Occurrences of series completed by another client, ticked here.
  var completedElsewhere = 0
  var listsMade = 0
  var collectionsMade = 0
}
