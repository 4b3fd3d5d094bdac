#if canImport(Testing)
  import Foundation
  import Testing

  /// Golden files: rendered screens compared with `Snapshots/NAME.txt` beside the test.
  ///
  /// `TIK_RECORD_SNAPSHOTS=1 swift test` writes the files anew, and every test whose
  /// file it wrote or changed fails, so that a re-recorded golden file is never a silent
  /// pass: review the diff, then run the tests again without the variable.
  public enum Snapshot {
    /// Whether this run records golden files (`TIK_RECORD_SNAPSHOTS=1`).
    public static var isRecording: Bool {
      ProcessInfo.processInfo.environment["TIK_RECORD_SNAPSHOTS"] == "1"
    }

    public static func expect(
      _ text: String, matches name: String, recording: Bool = isRecording,
      filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let file = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots").appendingPathComponent(name + ".txt")
      expect(text, matchesFile: file, recording: recording, sourceLocation: sourceLocation)
    }

    /// The same for a golden file anywhere (`man/tik.1`, a screenshot).
    public static func expect(
      _ text: String, matchesFile file: URL, recording: Bool = isRecording,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let name = file.lastPathComponent
      let golden = try? String(contentsOf: file, encoding: .utf8)
      if recording {
        guard golden != text else { return }
        do {
          try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
          try text.write(to: file, atomically: true, encoding: .utf8)
          Issue.record(
            "recorded \(name); review it and run again without TIK_RECORD_SNAPSHOTS",
            sourceLocation: sourceLocation)
        } catch {
          Issue.record("cannot record \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
      }
      guard let golden else {
        Issue.record(
          "no golden file \(name); record it with TIK_RECORD_SNAPSHOTS=1",
          sourceLocation: sourceLocation)
        return
      }
      #expect(text == golden, "golden file \(name)", sourceLocation: sourceLocation)
    }
  }
#endif
