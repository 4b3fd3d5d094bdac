import Testing

@testable import TikSync

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
