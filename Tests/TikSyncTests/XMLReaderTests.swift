import Foundation
import Testing

import TikSync
@testable import TikSyncEngine

/// The XML of WebDAV answers as sync reads it: what a multistatus holds is read, with
/// any namespace prefix, and what XML forbids or a multistatus never holds is an error.
struct XMLReaderTests {
  final class Recorder: XMLReader.Handler {
    var events: [String] = []
    func start(_ name: String, attributes: [String: String]) -> Bool {
      events.append(
        "<" + name + attributes.sorted { $0.key < $1.key }.map { " \($0)=\($1)" }.joined())
      return true
    }
    func text(_ text: String) -> Bool {
      if let last = events.last, last.hasPrefix("'") {
        events[events.count - 1] = String(last.dropLast()) + text + "'"
      } else {
        events.append("'" + text + "'")
      }
      return true
    }
    func end(_ name: String) -> Bool {
      events.append("/" + name)
      return true
    }
  }

  static func events(_ xml: String) throws -> [String] {
    let recorder = Recorder()
    try XMLReader.read(Array(xml.utf8), into: recorder)
    return recorder.events
  }

  @Test func elementsAttributesTextAndCDATAAreReadByLocalName() throws {
    let xml = """
      \u{FEFF}<?xml version="1.0" encoding="utf-8"?>
      <!-- a comment -->
      <D:multistatus xmlns:D="DAV:"><D:response><D:href>/a%20b/</D:href>\
      <C:comp name='VTODO'/><x>1 &lt; 2 &amp;&#x41;&#66;<![CDATA[<raw> & ]]></x>\
      </D:response></D:multistatus>
      """
    #expect(
      try Self.events(xml) == [
        "<multistatus D=DAV:", "<response", "<href", "'/a%20b/'", "/href", "<comp name=VTODO",
        "/comp", "<x", "'1 < 2 &AB<raw> & '", "/x", "/response", "/multistatus",
      ])
  }

  @Test(arguments: [
    "<a><b></a></b>", "<a>", "<a></b>", "text<a/>", "<a/><b/>", "<a/>tail", "<a x=1/>",
    "<a x='1' y=\"<\"/>", "<a>&nope;</a>", "<a>& </a>", "<a>&#xFFFFFFFF;</a>",
    "<!DOCTYPE a [<!ENTITY e 'x'>]><a>&e;</a>", "<a><?pi data?></a>", "<?xwww?><a/>",
    "<a><!-- open </a>", "<a><![CDATA[ open </a>", "<1a/>", "", "<a", "<a x='1'",
  ])
  func whatXMLForbidsOrAMultistatusNeverHoldsIsAnError(_ xml: String) {
    #expect(throws: XMLReader.Malformed.self) { try Self.events(xml) }
  }

  /// Bytes that are not UTF-8, forbidden controls raw or as references: U+FFFD, not a
  /// failed answer.
  @Test func badBytesAndForbiddenControlsBecomeReplacementCharacters() throws {
    var bytes = Array("<a>x".utf8) + [0xFF, 0x1B] + Array("&#x7;y</a>".utf8)
    let recorder = Recorder()
    try XMLReader.read(bytes, into: recorder)
    #expect(recorder.events == ["<a", "'x\u{FFFD}\u{FFFD}\u{FFFD}y'", "/a"])
    bytes = Array("<a b='\u{1B}[31m'/>".utf8)
    #expect(try Self.events(String(decoding: bytes, as: UTF8.self)) == ["<a b=\u{FFFD}[31m", "/a"])
  }

  /// Line ends are LF, as XML reads them, in text and CDATA; a CR written as `&#13;`
  /// stays.
  @Test func lineEndsAreReadAsLineFeeds() throws {
    #expect(
      try Self.events("<a>1\r\n2\r3&#13;<![CDATA[4\r\n]]></a>") == [
        "<a", "'1\n2\n3\r4\n'", "/a",
      ])
  }

  @Test func elementsNestNoDeeperThanTheLimit() throws {
    let deep =
      String(repeating: "<a>", count: XMLReader.maximumDepth + 1)
      + String(repeating: "</a>", count: XMLReader.maximumDepth + 1)
    #expect(throws: XMLReader.Malformed.self) { try Self.events(deep) }
    let fine =
      String(repeating: "<a>", count: XMLReader.maximumDepth)
      + String(repeating: "</a>", count: XMLReader.maximumDepth)
    #expect(try Self.events(fine).count == 2 * XMLReader.maximumDepth)
  }
}
