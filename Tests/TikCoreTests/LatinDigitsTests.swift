import Foundation
import Testing
import TikTestSupport

@testable import TikCore

/// Digits are Latin in every output, whatever digits were typed and in whichever field:
/// titles, notes, subtasks, list names, searches; in both languages, in every bidi mode
/// and in JSON.
@Suite struct LatinDigitsTests {
  /// A word of Persian or Arabic-Indic digits, with the separators that go with them.
  static func number(_ random: inout SeededTextGenerator) -> String {
    let digits = Array("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩0123456789")
    var word = ""
    for index in 0..<Int.random(in: 1...7, using: &random) {
      if index > 0 && Int.random(in: 0..<4, using: &random) == 0 {
        word.append(["٬", "٫", ",", ".", ":", "/"].randomElement(using: &random)!)
      }
      word.append(digits.randomElement(using: &random)!)
    }
    return word
  }

  /// Persian words and such numbers.
  static func text(_ random: inout SeededTextGenerator) -> String {
    let words = ["خرید", "نان", "قیمت", "تومان", "اتاق", "room", "کلاس", "ساعت"]
    return (0..<Int.random(in: 1...4, using: &random)).map { _ in
      Bool.random(using: &random) ? number(&random) : words.randomElement(using: &random)!
    }.joined(separator: " ")
  }

  @Test func noPersianOrArabicIndicDigitInAnyOutput() throws {
    var random = SeededTextGenerator(seed: 0x0D16_175)
    for round in 0..<12 {
      let home = TestHome()
      let list = "فهرست " + Self.number(&random)
      #expect(home.run("lists", "add", list).status == 0)
      // A title of words and numbers, never a time or a token.
      let title = "کار " + Self.text(&random).replacing(":", with: " ")
      let added = home.run("add", title)
      #expect(added.status == 0, "\(title): \(added.errors)")
      #expect(home.run("edit", "1", "notes", Self.text(&random)).status == 0)
      #expect(home.run("edit", "1", "subtasks", "add", Self.text(&random)).status == 0)
      #expect(home.run("edit", "1", "list", list).status == 0)
      let language = round % 2 == 0 ? "fa" : "en"
      for bidi in ["reorder", "terminal"] {
        try home.writeConfig("language = \"\(language)\"\nbidi = \"\(bidi)\"\n")
        for arguments in [
          ["show", "1"], ["today"], ["all"], ["lists"], ["search", Self.number(&random)],
          ["list", list], ["show", "1", "--json"], ["all", "--json"],
        ] {
          for terminal in [true, false] {
            let run = home.run(arguments, terminal: terminal)
            let output = run.output + run.errors
            #expect(!Digits.containsNonLatinDigit(output), "\(arguments): \(output)")
          }
        }
      }
    }
  }
}

extension TestHome {
  /// Runs a command line given as an array.
  func run(_ arguments: [String], terminal: Bool) -> (
    output: String, errors: String, status: Int32
  ) {
    let console = MemoryConsole()
    let environment = Environment(
      variables: variables, stdinIsTerminal: false, stdoutIsTerminal: terminal,
      stderrIsTerminal: terminal, terminalWidth: terminal ? 100 : nil)
    let status = Tik.run(
      arguments: arguments, plugins: [], environment: environment, console: console)
    return (console.output, console.errors, status)
  }
}
