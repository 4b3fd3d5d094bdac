import TikCore
import TikICalendar

/// Tasks as a vdir (vdirsyncer's storage, which todoman and khal read): a directory a
/// list, each with its `displayname` and `color` files and one `.ics` file a task (and a
/// subtask), named by its UID, each a VCALENDAR with that one VTODO.
///
/// The directory must not exist yet, or be empty: an export never mixes with other files.
/// Each file is written whole (`FileSystem.writeAtomically`).
enum VdirExport {
  /// Writes the export under `directory`; the number of item files written.
  @discardableResult
  static func write(_ export: ExportSet, to directory: String) throws(TikError) -> Int {
    guard !FileSystem.exists(directory) || FileSystem.names(in: directory).isEmpty else {
      throw .file(directory, .exists)
    }
    try FileSystem.makeDirectory(directory)
    var written = 0
    let inbox: TodoList? = nil
    for list in [inbox] + export.lists.map(Optional.some) {
      let todos = export.todos.filter { $0.listID == list?.id }
      guard list != nil || !todos.isEmpty else { continue }
      let collection = directory + "/" + (list.map { "list-\($0.id)" } ?? "inbox")
      try FileSystem.makeDirectory(collection)
      try FileSystem.writeAtomically(list?.name ?? "Inbox", to: collection + "/displayname")
      try FileSystem.writeAtomically(
        ListColor.hex(list?.color ?? .blue), to: collection + "/color")
      for todo in todos {
        for component in ICalendarExport.components(for: todo, in: export) {
          let uid = component.first("UID")?.value.text ?? export.uid(of: todo)
          try FileSystem.writeAtomically(
            item(component, list: list), to: collection + "/" + fileName(uid) + ".ics")
          written += 1
        }
      }
    }
    return written
  }

  /// One VTODO in its VCALENDAR, as a vdir item holds it, with its list's `X-TIK-LIST`
  /// (icon, position, id), which other programs leave alone and tik's import reads.
  static func item(_ component: ICalComponent, list: TodoList?) -> String {
    Libical.write(
      ICalComponent(
        "VCALENDAR",
        properties: [
          ICalProperty("VERSION", .text("2.0")),
          ICalProperty("PRODID", .text("-//tik//tik \(Tik.version)//EN")),
        ] + (list.map { [ICalendarExport.property(of: $0)] } ?? []), components: [component]))
  }

  /// A UID as a file name: letters, digits and `-_.@` kept, anything else as `_`.
  static func fileName(_ uid: String) -> String {
    let kept = uid.unicodeScalars.map {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        || "-_.@".unicodeScalars.contains($0) ? Character($0) : "_"
    }
    let name = String(kept).trimmingPrefix(".")
    return name.isEmpty ? "item" : String(name.prefix(200))
  }
}
