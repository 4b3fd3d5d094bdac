import Foundation
import TikCore
import TikICalendar
import TikSync

/// What the fuzz targets drive: the readers of what a server sends, each checking what
/// must hold for any input. A broken property is a crash, which is what a fuzzer finds.
public enum SyncFuzzing {
  /// A WebDAV multistatus answer: parsed or refused; each href and token it keeps is
  /// within the parser's bounds.
  public static func readMultistatus(_ data: Data) {
    guard let answer = try? Multistatus.parse(data) else { return }
    precondition(answer.items.count <= Multistatus.maximumResponses, "too many responses")
    for item in answer.items {
      precondition(item.href.utf8.count <= Multistatus.maximumText, "an href too long")
      precondition(item.calendarData.map { $0.utf8.count <= Multistatus.maximumText } ?? true)
    }
  }

  /// A resource's text as sync reads it: its task's fields, or nothing; a title with
  /// no control character; and the text tik writes back over it reads again as a task
  /// with the same fields.
  public static func readItem(_ text: String) {
    guard let component = try? SyncEngine.task(in: text), let fields = SyncFields(component)
    else { return }
    let title = fields.values["title"] ?? ""
    precondition(
      !title.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
      "a control character in a title")
    var todo = Todo(title: "", created: LocalTime(seconds: 0))
    fields.apply(to: &todo)
    let written = ItemText.make(todo, uid: "fuzz", keeping: text, now: todo.created)
    guard let again = try? SyncEngine.task(in: written) else {
      preconditionFailure("what tik writes back does not read again")
    }
    let reread = SyncFields(again)
    precondition(reread?.values["title"] == fields.values["title"], "the title changed")
  }
}
