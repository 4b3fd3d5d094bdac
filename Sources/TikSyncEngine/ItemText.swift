import TikCore
import TikICalendar
import TikSync

/// The text of a task's resource: one VCALENDAR with one VTODO, tik's fields written by
/// the shared mapping and everything else the item held before (VALARMs, other clients'
/// X- properties and their parameters) kept as it was.
enum ItemText {
  static func make(_ todo: Todo, uid: String, keeping base: String, now: LocalTime) -> String {
    var task =
      VTodo.components(for: todo, uid: uid, listName: nil, lastModified: now, stamp: now).first
      ?? ICalComponent("VTODO")
    // Ids of this database mean nothing on another machine.
    task.properties.removeAll {
      $0.name.hasPrefix("X-TIK-ID") || $0.name == "X-TIK-SERIES" || $0.name == "X-TIK-PREVIOUS"
    }
    for subtask in todo.subtasks {
      task.properties.append(
        ICalProperty(
          SyncFields.subtaskProperty, .text(subtask.title),
          parameters: subtask.done ? [("X-TIK-DONE", "1")] : []))
    }
    var calendarProperties = [
      ICalProperty("VERSION", .text("2.0")),
      ICalProperty("PRODID", .text("-//tik//tik \(Tik.version)//EN")),
    ]
    if let old = try? SyncEngine.task(in: base) {
      let written = VTodo.writtenProperties.union([SyncFields.subtaskProperty])
      task.properties += old.properties.filter {
        !written.contains($0.name) && $0.name != "X-LIC-ERROR"
      }
      task.components = old.components
      if let calendar = try? Libical.parse(Substring(base)).first, calendar.name == "VCALENDAR" {
        let zones = calendar.components.filter { $0.name == "VTIMEZONE" }
        calendarProperties += calendar.properties.filter {
          $0.name != "VERSION" && $0.name != "PRODID"
        }
        return Libical.write(
          ICalComponent("VCALENDAR", properties: calendarProperties, components: zones + [task]))
      }
    }
    return Libical.write(
      ICalComponent("VCALENDAR", properties: calendarProperties, components: [task]))
  }
}
