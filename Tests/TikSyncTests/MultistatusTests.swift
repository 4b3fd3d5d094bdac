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

  /// A sync-collection answer cut short (a 507 for the collection itself) is not whole:
  /// a sync from no token then takes no item it leaves out for deleted.
  @Test func anAnswerCutShortIsNotWhole() throws {
    func answer(_ collectionStatus: String) -> Data {
      Data(
        """
        <?xml version="1.0"?><d:multistatus xmlns:d="DAV:">
        <d:response><d:href>/alice/work/a.ics</d:href><d:propstat><d:prop>\
        <d:getetag>"1"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>\
        </d:response>
        <d:response><d:href>/alice/work/</d:href><d:status>\(collectionStatus)</d:status>\
        </d:response>
        <d:sync-token>token-2</d:sync-token></d:multistatus>
        """.utf8)
    }
    let cut = try #require(
      DAVClient.changes(
        in: try Multistatus.parse(answer("HTTP/1.1 507 Insufficient Storage")), of: "/alice/work/"))
    #expect(!cut.isWhole && cut.changed == ["/alice/work/a.ics": "\"1\""] && cut.token == "token-2")
    let whole = try #require(
      DAVClient.changes(in: try Multistatus.parse(answer("HTTP/1.1 200 OK")), of: "/alice/work/"))
    #expect(whole.isWhole)
  }
}
