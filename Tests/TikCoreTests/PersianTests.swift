import Foundation
import Testing
import TikCLI
import TikTestSupport

@testable import TikCore

/// Persian for real: every message translated, right-to-left rows, bidi for every
/// kind of terminal, and Latin digits everywhere.
@Suite struct PersianTests {
  let home = TestHome(now: "2026-09-24T09:00")

  init() throws {
    try home.add("Standup 09:30 #Work")
    try home.add("خرید نان و شیر !high")
    try home.add("Call Ali درباره 3 بلیت @yesterday")
    try home.add("کتاب‌خوانی ۲۰ صفحه 21:00 #Personal")
    try home.add("done already")
    home.run("done", "5")
    home.run("edit", "2", "notes", "از نانوایی سر کوچه")
  }

  /// The command's output as a terminal of 80 columns without colour would get it.
  func screen(_ arguments: String..., language: String, bidi: String) throws -> String {
    try home.writeConfig("language = \"\(language)\"\nbidi = \"\(bidi)\"\n")
    let console = MemoryConsole()
    var variables = home.variables
    variables["NO_COLOR"] = "1"
    let environment = Environment(
      variables: variables, stdinIsTerminal: false, stdoutIsTerminal: true,
      stderrIsTerminal: true, terminalWidth: 80)
    _ = Tik.run(arguments: arguments, plugins: [], environment: environment, console: console)
    return console.output + console.errors
  }

  static let modes = [("en", "reorder"), ("fa", "terminal"), ("fa", "reorder")]

  @Test(arguments: modes)
  func today(language: String, bidi: String) throws {
    let text = try screen("today", language: language, bidi: bidi)
    Snapshot.expect(text, matches: "today-\(language)-\(bidi)")
    #expect(!Digits.containsNonLatinDigit(text))
  }

  @Test(arguments: modes)
  func aList(language: String, bidi: String) throws {
    let text = try screen("list", "Work", language: language, bidi: bidi)
    Snapshot.expect(text, matches: "list-\(language)-\(bidi)")
    #expect(!Digits.containsNonLatinDigit(text))
  }

  @Test(arguments: modes)
  func aTaskInFull(language: String, bidi: String) throws {
    let text = try screen("show", "2", language: language, bidi: bidi)
    Snapshot.expect(text, matches: "show-\(language)-\(bidi)")
    #expect(!Digits.containsNonLatinDigit(text))
  }

  @Test(arguments: modes)
  func help(language: String, bidi: String) throws {
    let text = try screen("help", language: language, bidi: bidi)
    Snapshot.expect(text, matches: "help-\(language)-\(bidi)")
    #expect(!Digits.containsNonLatinDigit(text))
  }

  @Test(arguments: modes)
  func anError(language: String, bidi: String) throws {
    let text = try screen("done", "42", language: language, bidi: bidi)
    Snapshot.expect(text, matches: "error-\(language)-\(bidi)")
    #expect(!Digits.containsNonLatinDigit(text))
  }

  @Test func inReorderModeTheCheckboxStandsAtTheRightEdge() throws {
    let lines = try screen("today", language: "fa", bidi: "reorder").split(separator: "\n")
    let tasks = lines.filter { $0.hasSuffix("○") || $0.hasSuffix("✓") }
    #expect(tasks.count == 5)
    #expect(tasks.allSatisfy { DisplayWidth.of(String($0)) == 80 })
  }

  @Test func inReorderModeTheProgressBarFillsFromTheRight() throws {
    let text = try screen("today", language: "fa", bidi: "reorder")
    let bar = text.split(separator: "\n").first { $0.contains("━") } ?? ""
    #expect(bar.hasSuffix("━━━━"))
    #expect(bar.contains("─━"))
  }

  /// Each cell of a right-to-left line is a right-to-left isolate (RLI), as the reorder
  /// mode lays it out, so both modes show a title that starts with a Latin word alike.
  @Test func inTerminalModeLinesAreLogicalWithIsolatesAndARightToLeftMark() throws {
    let text = try screen("today", language: "fa", bidi: "terminal")
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.hasPrefix("\u{200F}") })
    #expect(text.contains("\u{2067}خرید نان و شیر\u{2069}"))
    #expect(text.contains("\u{2067}Call Ali درباره 3 بلیت\u{2069}"))
  }

  @Test func everyMessageHasBothLanguagesWithTheSamePlaceholdersAndLatinDigits() {
    for message in Message.allCases {
      let english = message.template(in: .english) ?? ""
      let persian = message.template(in: .persian) ?? ""
      #expect(!english.isEmpty && !persian.isEmpty, "\(message)")
      #expect(placeholders(english) == placeholders(persian), "\(message)")
      #expect(!Digits.containsNonLatinDigit(persian), "\(message)")
    }
  }
}

/// tik's visual order is FriBidi's, character for character.
@Suite struct BidiTests {
  static let titles = [
    "خرید نان و شیر", "Call Ali درباره 3 بلیت", "جلسه با team ساعت 10:30",
    "پرداخت قبض (برق) ۱۲۰ هزار", "Review «گزارش» for Q3 — 2026/09/24",
    "کتاب‌خوانی 20 صفحه", "email سارا: re: budget 1405", "[فوری] fix bug #42",
    "ساعت ۹ تا 11:45 کلاس", "لا اله", "plain English title", "١٢٣ أرقام عربية",
  ]

  @Test(arguments: titles, [true, false])
  func visualOrderEqualsTheFribidiTool(title: String, rightToLeft: Bool) throws {
    let latin = Digits.latinized(title)
    let reference = try FriBidiReference.visual([latin], rightToLeft: rightToLeft)[0]
    #expect(Bidi.visual(latin, rightToLeft: rightToLeft) == reference)
  }
}
