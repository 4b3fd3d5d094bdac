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
