import Foundation
import Testing
import TikCore

/// `tik sync` in Persian: every line it writes, and its errors, in the user's language.
@Suite(.serialized) struct PersianSyncTests {
  static let persian = "language = \"fa\"\nbidi = \"terminal\"\n"

  /// What is left of a line in a Latin script once the isolated runs (values, commands,
  /// names such as CalDAV) are taken out: nothing, in Persian.
  static func latinWords(_ text: String) -> [String] {
    Isolate.outside(text).split { !($0.isASCII && $0.isLetter) }.map(String.init)
  }

  @Test func syncStatusAndConflictsSpeakPersian() throws {
    let server = try CalDAVServer(.radicale)
    let a = SyncHome(server: server.url)
    let b = SyncHome(server: server.url, now: "2026-09-24T11:00", settings: Self.persian)
    a.run("add", "buy milk @today")
    _ = try a.sync()
    let first = b.run(["sync"], terminal: true)
    #expect(first.status == 0, "\(first.errors)")
    a.run("edit", "1", "title", "from A")
    b.run("edit", "1", "title", "from B")
    _ = try a.sync()
    let merged = b.run(["sync"], terminal: true)
    #expect(merged.output.contains("ناسازگاری"), "\(merged.output)")
    let conflicts = b.run(["sync", "conflicts"], terminal: true)
    #expect(conflicts.output.contains("عنوان"), "\(conflicts.output)")
    let status = b.run(["sync", "status"], terminal: true)
    #expect(status.output.contains("آخرین همگام‌سازی"), "\(status.output)")
    let dryRun = b.run(["sync", "--dry-run"], terminal: true)
    for output in [first.output, merged.output, conflicts.output, status.output, dryRun.output] {
      #expect(!output.isEmpty)
      #expect(Self.latinWords(output).isEmpty, "\(output.debugDescription)")
    }
  }

  @Test func syncErrorsSpeakPersian() throws {
    let closed = SyncHome(
      server: "http://127.0.0.1:\(CalDAVServer.freePort())/", settings: Self.persian)
    let unset = SyncHome(server: "", settings: Self.persian)
    let bad = SyncHome(server: "ftp://example.org/", settings: Self.persian)
    for home in [closed, unset, bad] {
      let result = home.run(["sync"], terminal: true)
      #expect(result.status == 1)
      #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
      // The detail libcurl gives (`Connection refused`) is its own.
      let words = Self.latinWords(result.errors).filter { $0 != "tik" }
      #expect(words.isEmpty, "\(result.errors.debugDescription)")
    }
  }
}
