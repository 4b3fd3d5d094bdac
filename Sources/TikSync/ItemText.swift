import TikCore
import TikICalendar

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

/// List colours as CalDAV's `calendar-color` (`#RRGGBB`).
enum ListColor {
  static let table: [(AccentColor, String)] = [
    (.blue, "#007AFF"), (.indigo, "#5856D6"), (.purple, "#AF52DE"), (.pink, "#FF2D55"),
    (.red, "#FF3B30"), (.orange, "#FF9500"), (.yellow, "#FFCC00"), (.green, "#34C759"),
    (.mint, "#00C7BE"), (.teal, "#30B0C7"), (.graphite, "#8E8E93"),
  ]

  static func hex(_ color: AccentColor) -> String {
    table.first { $0.0 == color }?.1 ?? "#007AFF"
  }

  /// The accent a colour names, or the nearest one; blue for none.
  static func accent(_ text: String?) -> AccentColor {
    guard let text, let wanted = rgb(text) else { return .blue }
    var best = (AccentColor.blue, Int.max)
    for (accent, hex) in table {
      guard let other = rgb(hex) else { continue }
      var distance = 0
      for (a, b) in zip(wanted, other) { distance += (a - b) * (a - b) }
      if distance < best.1 { best = (accent, distance) }
    }
    return best.0
  }

  private static func rgb(_ text: String) -> [Int]? {
    let digits = text.trimmed.drop { $0 == "#" }
    guard digits.count == 6 || digits.count == 8, let value = Int(digits.prefix(6), radix: 16)
    else { return nil }
    return [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF]
  }
}
