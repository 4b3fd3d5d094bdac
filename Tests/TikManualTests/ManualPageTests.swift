import Foundation
import Testing
import TikCore
import TikManual
import TikShipped
import TikTestSupport

/// The manual pages in `man/` are what the declarations write, `man` renders them
/// whole, and every command, option and key is in them with what it does.
@Suite struct ManualPageTests {
  let context: Context

  init() throws {
    context = try ManualPage.context(plugins: Shipped.plugins)
  }

  static let pages = ["tik.1", "tik-config.5"]

  func page(_ name: String) -> String {
    name == "tik.1" ? ManualPage.tik(context: context) : ManualPage.config(context: context)
  }

  /// `TIK_RECORD_SNAPSHOTS=1` (or `make man`) writes them anew.
  @Test(arguments: pages) func theCommittedPageIsWhatTheDeclarationsWrite(_ name: String) {
    let file = URL(fileURLWithPath: Repository.root + "/man/" + name)
    Snapshot.expect(page(name), matchesFile: file)
  }

  @Test func everyOptionAndKeySaysWhatItDoes() {
    let commands = CommandRegistry(context: context).commands.filter { !$0.hidden }
    let options = commands.flatMap(\.options) + ArgumentParser.global
    #expect(options.filter(\.about.isEmpty).map(\.name) == [])
    let keys = context.config.keyOrder.compactMap { context.config.keys[$0] }
    #expect(keys.filter(\.about.isEmpty).map(\.name) == [])
  }

  /// groff reads the page without one warning, and `man -l` prints every command with
  /// its options, the REPL's commands, quick entry and exit codes.
  @Test func manRendersEveryCommandOptionAndExitCode() throws {
    let file = Repository.root + "/man/tik.1"
    #expect(try Self.groffWarnings(file) == "")
    let text = try Self.rendered(file)
    let words = Self.words(text)
    let commands = CommandRegistry(context: context).commands.filter { !$0.hidden }
    for command in commands {
      #expect(text.contains("\n       " + command.name), "command \(command.name)")
      #expect(
        words.contains(Self.words(command.summary(context.catalog))), "summary of \(command.name)")
      for option in command.options {
        #expect(words.contains(option.name + " "), "\(command.name) \(option.name)")
        // The manual starts each as a sentence: compared without case.
        #expect(
          words.lowercased().contains(Self.words(option.about).lowercased()),
          "\(command.name) \(option.name)'s help")
      }
    }
    for section in ["REPL COMMANDS", "QUICK ENTRY", "EXIT STATUS", "ENVIRONMENT", "FILES"] {
      #expect(text.contains("\n" + section + "\n"), "section \(section)")
    }
    for token in Help.quickEntryTokens(context: context) {
      #expect(words.contains(Self.words(token.syntax)), "token \(token.syntax)")
    }
    for code in ["0", "1", "2"] { #expect(text.contains("\n       " + code + "      ")) }
  }

  @Test func manRendersEveryKeyWithItsDefault() throws {
    let file = Repository.root + "/man/tik-config.5"
    #expect(try Self.groffWarnings(file) == "")
    let text = try Self.rendered(file)
    let words = Self.words(text)
    for name in context.config.keyOrder {
      guard let key = context.config.keys[name] else { continue }
      #expect(text.contains("\n       " + name + " "), "key \(name)")
      #expect(words.contains(Self.words(key.about)), "\(name)'s help")
      let shown = key.defaultValue.plainText
      #expect(words.contains("Default: " + (shown.isEmpty ? "empty" : shown) + "."), "\(name)")
    }
  }

  /// The page as a reader sees it, wide enough that no line of it is broken.
  static func rendered(_ file: String) throws -> String {
    // man-db's seccomp sandbox stops its filters when the test runs under a preloaded
    // library (faketime, for the any-hour checks); the page is trusted, ours.
    try run(
      ["man", "-l", file],
      environment: ["MANWIDTH": "250", "MANPAGER": "cat", "MAN_DISABLE_SECCOMP": "1"]
    ).output
  }

  /// Text with every run of spaces and line breaks made one space, as man justifies it,
  /// and without the bidi isolates a terminal line has.
  static func words(_ text: String) -> String {
    let isolates: ClosedRange<Unicode.Scalar> = "\u{2066}"..."\u{2069}"
    let kept = String(
      String.UnicodeScalarView(text.unicodeScalars.filter { !isolates.contains($0) }))
    return kept.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  static func groffWarnings(_ file: String) throws -> String {
    try run(["groff", "-man", "-ww", "-z", "-K", "utf8", file]).errors
  }

  static func run(_ command: [String], environment: [String: String] = [:]) throws -> (
    output: String, errors: String
  ) {
    var variables = ProcessInfo.processInfo.environment
    variables["LANG"] = "C.UTF-8"
    variables.merge(environment) { $1 }
    let run = try ChildProcess.run("/usr/bin/env", command, environment: variables)
    return (run.output, run.errors)
  }

}
