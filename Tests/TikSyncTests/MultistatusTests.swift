import Foundation
import Testing

import TikSync
@testable import TikSyncEngine

/// The multistatus parser on what fuzzing found (`Tests/Fuzz/corpus/multistatus`).
struct MultistatusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fuzz/corpus/multistatus").standardized.path

  /// Bytes that are not UTF-8 in namespace names crashed FoundationXML's parser.
  @Test func bytesThatAreNotUTF8InANamespaceAreAnErrorNotACrash() throws {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: Self.corpus + "/regression-invalid-utf8-namespace"))
    _ = try? Multistatus.parse(data)
  }

  /// A processing instruction without data (`<?xwww?>`) crashed FoundationXML's parser.
  @Test func aProcessingInstructionIsAnErrorNotACrash() throws {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: Self.corpus + "/regression-processing-instruction"))
    #expect(throws: SyncError.notCalDAV("malformed XML")) { try Multistatus.parse(data) }
  }
}
