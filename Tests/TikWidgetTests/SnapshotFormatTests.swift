import Foundation
import Testing
import TikCore

@testable import TikWidget

/// The snapshot file: what a shell reads line by line, and what `tik widget` reads back.
@Suite struct SnapshotFormatTests {
  func snapshot(_ state: WidgetState = .triage) throws -> (Snapshot, String) {
    let home = WidgetHome()
    let snapshot = SnapshotFile.snapshot(
      of: Fixtures.day(for: state).facts, context: try home.context())
    return (snapshot, snapshot.text)
  }

  @Test func theHeaderHasTheVersionTheDateTheBoundsAndTheRefreshMinute() throws {
    let (_, text) = try snapshot(.snoozed)
    let header = text.split(separator: "\n")[0].split(separator: "\t")
    #expect(
      header == ["tik-widget", "1", "2026-09-24", "300", "600", "720", "1020", "1260", "690"])
  }

  @Test(arguments: WidgetState.allCases)
  func everyLineIsAKeyATabAndACleanValue(state: WidgetState) throws {
    let (_, text) = try snapshot(state)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
    #expect(lines.last == "")
    for line in lines.dropLast() {
      let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
      #expect(parts.count == 2, "\(line)")
      let value = String(parts.last ?? "")
      #expect(CleanText.isClean(value), "\(line)")
      #expect(!value.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
  }

  @Test func eachMomentAndTheStaleFallbackHaveTheirLines() throws {
    let (snapshot, _) = try snapshot()
    for key in Snapshot.slotKeys { #expect(snapshot.slots[key] != nil, "\(key)") }
    #expect(snapshot.slots["inline.late_morning"] == "→ Pay rent")
    #expect(snapshot.slots["state.late_morning"] == "triage")
    #expect(snapshot.slots["link.late_morning"] == "tik://task/12")
    #expect(snapshot.slots["link.evening"] == "tik://story/2026-09-24")
    #expect(snapshot.slots["state.stale"] == "stale")
    #expect(snapshot.slots["tmux.afternoon"] == "#[fg=green]✓ 3/13#[default]")
  }

  @Test(arguments: WidgetState.allCases)
  func whatIsWrittenReadsBackTheSame(state: WidgetState) throws {
    let (snapshot, text) = try snapshot(state)
    let read = try #require(Snapshot(text: text))
    #expect(read == snapshot)
  }

  @Test func aCutFileIsNotASnapshot() throws {
    let (_, text) = try snapshot()
    let bytes = Array(text.utf8)
    for cut in stride(from: 0, to: bytes.count - 1, by: 7) {
      #expect(Snapshot(text: String(decoding: bytes[..<cut], as: UTF8.self)) == nil, "\(cut)")
    }
    #expect(Snapshot(text: text) != nil)
  }

  /// The prompt hooks read the first 64 lines and no more, however many tasks follow.
  @Test func theLinesPromptsShowComeWithinTheFirst64Lines() throws {
    var facts = Fixtures.busyDay
    facts.openTasks = (1...500).map {
      TaskFact(id: $0, title: "task \($0)", day: nil, minute: nil, status: .open)
    }
    let text = SnapshotFile.snapshot(of: facts, context: try WidgetHome().context()).text
    let keys = text.split(separator: "\n").prefix(64).map { $0.prefix { $0 != "\t" } }
    for key in Snapshot.slotKeys + Snapshot.noticeKeys
    where key.hasPrefix("inline.") || key.hasPrefix("visual.") {
      #expect(keys.contains(Substring(key)), "\(key)")
    }
  }

  @Test func anotherVersionIsNotRead() throws {
    let (_, text) = try snapshot()
    #expect(
      Snapshot(text: text.replacingOccurrences(of: "tik-widget\t1\t", with: "tik-widget\t2\t"))
        == nil)
  }

  @Test func taskTextWithTabsControlsAndShellCodeStaysOneCleanValue() throws {
    var facts = Fixtures.busyDay
    facts.next?.title = "a\tb"  // as if a title reached the snapshot unclean
    let home = WidgetHome()
    let text = SnapshotFile.snapshot(of: facts, context: try home.context()).text
    #expect(text.contains("next\t12 2026-09-23 - open a b\n"))
  }
}
