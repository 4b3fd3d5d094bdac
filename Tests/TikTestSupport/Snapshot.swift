#if canImport(Testing)
  import Foundation
  import Testing

  /// Golden files: rendered screens compared with `Snapshots/NAME.txt` beside the test.
  ///
  /// `TIK_RECORD_SNAPSHOTS=1 swift test` writes the files anew; review the diff before
  /// committing it.
  public enum Snapshot {
    public static func expect(
      _ text: String, matches name: String, filePath: String = #filePath,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")
      let file = directory.appendingPathComponent(name + ".txt")
      if ProcessInfo.processInfo.environment["TIK_RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
        return
      }
      guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record(
          "no snapshot \(name).txt; record it with TIK_RECORD_SNAPSHOTS=1",
          sourceLocation: sourceLocation)
        return
      }
      #expect(text == golden, "snapshot \(name)", sourceLocation: sourceLocation)
    }
  }
#endif
