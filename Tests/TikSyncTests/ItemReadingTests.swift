import Testing
import TikCore
import TikSync

@testable import TikSyncEngine

/// Reading a resource's text on what fuzzing found (`Tests/Fuzz/corpus/vtodo`).
struct ItemReadingTests {
  /// A component with a name libical does not know (`BEGIN:VUODO`) has no kind name,
  /// which was read as a string and crashed.
  @Test func aComponentOfUnknownKindIsReadNotACrash() throws {
    let text = """
      BEGIN:VCALENDAR\r
      VERSION:2.0\r
      BEGIN:VUODO\r
      UID:s\r
      END:VTODO\r
      BEGIN:VTODO\r
      UID:t\r
      SUMMARY:water\r
      END:VTODO\r
      END:VCALENDAR\r

      """
    #expect(try SyncEngine.task(in: text).flatMap(SyncFields.init)?.values["title"] == "water")
  }
}

extension ItemReadingTests {
  /// libical reads a date in the year 3481 but writes none past 3000: a COMPLETED that
  /// far off was written back as `00000000T000000`, which no reader takes again.
  @Test(arguments: ["COMPLETED:34810323T083000Z", "DUE;VALUE=DATE:34810323"])
  func aDateBeyondTheYear3000IsWrittenBackReadably(property: String) throws {
    let text = """
      BEGIN:VCALENDAR\r
      VERSION:2.0\r
      PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN\r
      BEGIN:VTODO\r
      UID:s\r
      SUMMARY:water\r
      STATUS:COMPLETED\r
      \(property)\r
      END:VTODO\r
      END:VCALENDAR\r

      """
    let fields = try #require(try SyncEngine.task(in: text).flatMap(SyncFields.init))
    var todo = Todo(title: "", created: LocalTime(seconds: 0))
    fields.apply(to: &todo)
    let written = ItemText.make(todo, uid: "s", keeping: text, now: todo.created)
    let again = try #require(try SyncEngine.task(in: written).flatMap(SyncFields.init))
    #expect(again.values == fields.values)
  }
}

extension ItemReadingTests {
  /// A subtask as tik writes it now (escaped), as it wrote it before (bare), and as
  /// Radicale keeps it (VALUE=TEXT): the same title.
  @Test(arguments: [
    "X-TIK-SUBTASK:socks, shirts; belt",
    "X-TIK-SUBTASK:socks\\, shirts\\; belt",
    "X-TIK-SUBTASK;VALUE=TEXT:socks\\, shirts\\; belt",
  ])
  func aSubtaskReadsTheSameEscapedOrNot(line: String) throws {
    let text =
      "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:s\r\nSUMMARY:Pack\r\n\(line)\r\n"
      + "END:VTODO\r\nEND:VCALENDAR\r\n"
    let fields = try #require(try SyncEngine.task(in: text).flatMap(SyncFields.init))
    #expect(fields.values["subtasks"] == "- socks, shirts; belt")
  }

  /// Subtasks with commas, semicolons and backslashes, long enough to be folded inside
  /// a Persian letter, read back from what tik writes as they were.
  @Test func subtasksComeBackFromTheirTextAsTheyWere() throws {
    var todo = Todo(title: "Pack", created: LocalTime(seconds: 0))
    todo.subtasks = [
      Subtask(title: "socks, shirts; belt \\ tie"),
      Subtask(title: String(repeating: "جوراب، پیراهن, ", count: 12) + "کمربند", done: true),
    ]
    let text = ItemText.make(todo, uid: "s", keeping: "", now: todo.created)
    #expect(text.contains("X-TIK-SUBTASK:socks\\, shirts\\; belt \\\\ tie\r\n"))
    #expect(text.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    let fields = try #require(try SyncEngine.task(in: text).flatMap(SyncFields.init))
    #expect(fields.values["subtasks"] == SyncFields(todo).values["subtasks"])
  }
}
