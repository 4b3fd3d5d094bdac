import Foundation
import Testing
import TikCore
import TikTestSupport

@testable import TikWidget

/// Every state in every size and format, from fixed facts and a fixed `TIK_NOW` per
/// moment, read through `tik widget --cached` as a bar would: golden files, and never an
/// empty card.
@Suite struct GoldenCardTests {
  static let formats = WidgetFormat.allCases

  /// Runs `tik widget` on a snapshot of the state's fixture, at its moment.
  func render(
    _ state: WidgetState, size: WidgetSize, format: WidgetFormat, home: WidgetHome,
    terminal: Bool = false
  ) throws -> String {
    let (facts, moment) = Fixtures.day(for: state)
    home.now = Fixtures.now(moment)
    try home.writeSnapshot(of: facts)
    let run = home.run(
      ["widget", "--cached", "--size", size.rawValue, "--format", format.rawValue],
      terminal: terminal)
    #expect(run.status == 0 && run.errors.isEmpty, "\(state) \(size) \(format): \(run.errors)")
    return run.output
  }

  @Test(arguments: WidgetState.allCases, formats)
  func everyStateInEverySize(state: WidgetState, format: WidgetFormat) throws {
    let home = WidgetHome()
    var golden = ""
    for size in WidgetSize.allCases {
      let text = try render(state, size: size, format: format, home: home)
      #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(state) \(size)")
      golden += "== \(size.rawValue)\n" + text + (text.hasSuffix("\n") ? "" : "\n")
    }
    Snapshot.expect(golden, matches: "\(state.rawValue)-\(format.rawValue)")
  }

  @Test(arguments: WidgetState.allCases)
  func eachFixtureShowsItsStateAtItsMoment(state: WidgetState) throws {
    let home = WidgetHome()
    let json = try render(state, size: .small, format: .json, home: home)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["state"] as? String == state.rawValue)
  }

  static let modes = [("en", "reorder"), ("fa", "terminal"), ("fa", "reorder")]

  @Test(arguments: WidgetState.allCases, modes)
  func eachSizeInPersianInBothBidiModesAndInEnglish(
    state: WidgetState, mode: (language: String, bidi: String)
  ) throws {
    let home = WidgetHome()
    try home.writeConfig("language = \"\(mode.language)\"\nbidi = \"\(mode.bidi)\"\n")
    var golden = ""
    for size in WidgetSize.allCases {
      let text = try render(state, size: size, format: .text, home: home, terminal: true)
      #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
      #expect(!Digits.containsNonLatinDigit(text))
      golden += "== \(size.rawValue)\n" + text
    }
    Snapshot.expect(golden, matches: "\(state.rawValue)-\(mode.language)-\(mode.bidi)")
  }

  @Test(arguments: WidgetState.allCases)
  func aLargerSizeNeverShowsLessThanASmallerOne(state: WidgetState) throws {
    let home = WidgetHome()
    let counts = try WidgetSize.allCases.map { size in
      try render(state, size: size, format: .text, home: home).split(separator: "\n").count
    }
    #expect(counts[0] == 1)
    #expect(counts == counts.sorted(), "\(state): \(counts)")
  }

  @Test func theLargeCardShowsEightTasksAndHowManyMore() throws {
    let home = WidgetHome()
    let text = try render(.plan, size: .large, format: .text, home: home)
    let tasks = text.split(separator: "\n").filter { $0.hasPrefix("○") }
    #expect(tasks.count == 8)
    #expect(text.contains("+2 more"))
  }

  @Test func theSmallCardShowsProgressAndThreeOpenTasks() throws {
    let home = WidgetHome()
    let lines = try render(.progress, size: .small, format: .text, home: home)
      .split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines[1].contains("━") && lines[1].hasSuffix("3/13"))
    #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix("○") })
  }

  @Test func inlineLinesAreShort() throws {
    let home = WidgetHome()
    for state in WidgetState.allCases {
      let line = try render(state, size: .inline, format: .text, home: home)
      #expect(DisplayWidth.of(line.trimmingCharacters(in: .newlines)) <= 28, "\(state)")
    }
  }
}
