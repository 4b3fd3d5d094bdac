import Foundation
import Testing

@testable import TikREPL

/// Reading request lines from a pipe.
@Suite struct LineReaderTests {
  /// A reader over a file that holds `bytes`.
  func reader(_ bytes: [UInt8]) -> LineReader {
    let path = NSTemporaryDirectory() + "tik-lines-\(UUID().uuidString)"
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let descriptor = open(path, O_RDONLY)
    unlink(path)
    return LineReader(descriptor: descriptor)
  }

  @Test func linesThatHaveArrivedComeInOneBatch() {
    let lines = reader(Array("a\nb\r\nc\n".utf8))
    #expect(lines.nextBatch(limit: 10) == [.text("a"), .text("b"), .text("c")])
    #expect(lines.nextBatch(limit: 10) == nil)
  }

  /// A byte order mark at the start of the input (as some editors and Windows tools
  /// write) is not part of the first request; one later is text like any other.
  @Test func aByteOrderMarkAtTheStartIsLeftOut() {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let lines = reader(bom + Array("/today\n".utf8) + bom + Array("x\n".utf8))
    #expect(lines.nextBatch(limit: 10) == [.text("/today"), .text("\u{FEFF}x")])
  }

  @Test func aBatchIsNoLargerThanItsLimit() {
    let lines = reader(Array("1\n2\n3\n".utf8))
    #expect(lines.nextBatch(limit: 2)?.count == 2)
    #expect(lines.nextBatch(limit: 2) == [.text("3")])
  }

  @Test func aLastLineWithoutNewlineIsStillALine() {
    #expect(reader(Array("end".utf8)).nextBatch(limit: 5) == [.text("end")])
  }

  @Test func invalidUTF8IsReportedAndTheNextLineStillArrives() {
    let lines = reader([0x61, 0xC3, 0x28, 0x0A] + Array("ok\n".utf8))
    #expect(lines.nextBatch(limit: 5) == [.invalidUTF8, .text("ok")])
  }

  @Test func anOverlongLineIsOneErrorAndIsSkippedToItsEnd() {
    let long = [UInt8](repeating: 0x78, count: LineReader.maximumLength * 3)
    let lines = reader(long + Array("\nnext\n".utf8))
    var all: [LineReader.Line] = []
    while let batch = lines.nextBatch(limit: 5) { all += batch }
    #expect(all == [.tooLong, .text("next")])
  }
}
