import Foundation
import Testing
import TikTestSupport

/// The golden files' own rules: recording never passes silently.
@Suite struct GoldenFileTests {
  let directory: String = {
    var bytes = Array((NSTemporaryDirectory() + "tik-golden-XXXXXX").utf8CString)
    return String(cString: mkdtemp(&bytes)!)
  }()

  /// A test file in the temporary directory, so the golden file goes beside it.
  var testFile: String { directory + "/FakeTests.swift" }
  var golden: String { directory + "/Snapshots/screen.txt" }

  @Test func recordingANewOrChangedFileFailsTheTestThatRecorded() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    withKnownIssue {
      Snapshot.expect("first", matches: "screen", recording: true, filePath: testFile)
    }
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == "first")
    withKnownIssue {
      Snapshot.expect("second", matches: "screen", recording: true, filePath: testFile)
    }
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == "second")
    // What is recorded then passes, and nothing changed is nothing recorded.
    Snapshot.expect("second", matches: "screen", recording: false, filePath: testFile)
    Snapshot.expect("second", matches: "screen", recording: true, filePath: testFile)
  }

  @Test func aDifferentScreenOrAMissingFileFails() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    withKnownIssue {
      Snapshot.expect("text", matches: "screen", recording: false, filePath: testFile)
    }
    #expect(!FileManager.default.fileExists(atPath: golden))
    try FileManager.default.createDirectory(
      atPath: directory + "/Snapshots", withIntermediateDirectories: true)
    try "old".write(toFile: golden, atomically: true, encoding: .utf8)
    withKnownIssue {
      Snapshot.expect("new", matches: "screen", recording: false, filePath: testFile)
    }
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == "old")
  }
}
