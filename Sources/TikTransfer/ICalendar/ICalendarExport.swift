import TikCore
import TikICalendar

/// Tasks as iCalendar (RFC 5545): one VCALENDAR, a VTODO a task (`VTodo`), written by
/// libical. The UID is the task's own, the same on every export (`ExportSet.uid(of:)`);
/// the calendar's `X-TIK-LIST` properties give each list's colour, icon, position and
/// id, so one file holds them all.
enum ICalendarExport {
  static func text(_ export: ExportSet, withPhotos: Bool = false) -> String {
    var calendar = ICalComponent(
      "VCALENDAR",
      properties: [
        ICalProperty("VERSION", .text("2.0")),
        ICalProperty("PRODID", .text("-//tik//tik \(Tik.version)//EN")),
      ])
    for list in export.lists { calendar.properties.append(property(of: list)) }
    for todo in export.todos {
      var parts = components(for: todo, in: export)
      if withPhotos, let photo = todo.photo, let attachment = PhotoAttachment(path: photo),
        let index = parts[0].properties.firstIndex(where: { $0.name == "ATTACH" })
      {
        parts[0].properties[index] = attachment.property
      }
      calendar.components += parts
    }
    return Libical.write(calendar)
  }

  /// A list as the calendar's `X-TIK-LIST`: its name, id, colour, icon and position.
  static func property(of list: TodoList) -> ICalProperty {
    ICalProperty(
      "X-TIK-LIST", .text(list.name),
      parameters: [
        ("X-TIK-ID", String(list.id)), ("X-TIK-COLOR", list.color.rawValue),
        ("X-TIK-ICON", list.icon), ("X-TIK-POSITION", String(list.position)),
      ])
  }

  /// The task's VTODO, and one for each subtask.
  static func components(for todo: Todo, in export: ExportSet) -> [ICalComponent] {
    VTodo.components(
      for: todo, uid: export.uid(of: todo), listName: export.listName(of: todo),
      lastModified: export.lastModified(of: todo), stamp: export.now)
  }
}
