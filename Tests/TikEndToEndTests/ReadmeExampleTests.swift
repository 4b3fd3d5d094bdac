import Foundation
import Testing
import TikTestSupport

/// The README's examples (and those of `docs/`), pasted as they are into interactive bash,
/// zsh and fish, print what they show.
///
/// An example is a fenced block whose lines start with `$ ` for what is typed; the lines
/// after a command are what it prints. A line `…` stands for any lines, and `…` inside a
/// line for any text. An HTML comment right above the block sets it up:
/// `<!-- example: TIK_NOW=2026-09-24T09:00; tik config set calendar jalali -->` — the
/// clock, then commands run before the block, not shown. Each block runs in a fresh home.
@Suite struct ReadmeExampleTests {
  struct Example: CustomTestStringConvertible, Sendable {
    var file: String
    var line: Int
    var now: String
    var setup: [String]
    var commands: [String]
    var expected: [String]
    var testDescription: String { "\(file):\(line)" }
  }

  static let files: [String] = {
    let root = ShellCompletionTests.repository
    let docs = (try? FileManager.default.contentsOfDirectory(atPath: root + "/docs")) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  static let examples: [Example] = files.flatMap { file in
    let text =
      (try? String(contentsOfFile: ShellCompletionTests.repository + "/" + file, encoding: .utf8))
      ?? ""
    return examples(in: text, file: file)
  }

  static func examples(in text: String, file: String) -> [Example] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var result: [Example] = []
    var index = 0
    while index < lines.count {
      guard lines[index].hasPrefix("```"), index + 1 < lines.count,
        lines[index + 1].hasPrefix("$ ")
      else {
        index += 1
        continue
      }
      var example = Example(
        file: file, line: index + 1, now: "2026-09-24T09:00", setup: [], commands: [],
        expected: [])
      if index > 0, lines[index - 1].hasPrefix("<!-- example:") {
        let body = lines[index - 1].dropFirst("<!-- example:".count).dropLast(" -->".count)
        for part in body.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) {
          if part.hasPrefix("TIK_NOW=") {
            example.now = String(part.dropFirst("TIK_NOW=".count))
          } else if !part.isEmpty {
            example.setup.append(part)
          }
        }
      }
      index += 1
      while index < lines.count, !lines[index].hasPrefix("```") {
        if lines[index].hasPrefix("$ ") {
          example.commands.append(String(lines[index].dropFirst(2)))
        } else {
          example.expected.append(lines[index])
        }
        index += 1
      }
      result.append(example)
      index += 1
    }
    return result
  }

  /// Whether `output` is what `expected` shows, `…` standing for any lines or text.
  static func matches(_ output: [String], _ expected: [String]) -> Bool {
    guard let first = expected.first else { return output.isEmpty }
    if first == "…" {
      return (0...output.count).contains {
        matches(Array(output[$0...]), Array(expected.dropFirst()))
      }
    }
    guard let line = output.first, lineMatches(line, first) else { return false }
    return matches(Array(output.dropFirst()), Array(expected.dropFirst()))
  }

  static func lineMatches(_ line: String, _ pattern: String) -> Bool {
    let parts = pattern.components(separatedBy: "…")
    guard parts.count > 1 else { return line == pattern }
    var rest = line[...]
    guard rest.hasPrefix(parts[0]) else { return false }
    rest = rest.dropFirst(parts[0].count)
    for part in parts.dropFirst().dropLast() {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.hasSuffix(parts.last ?? "")
  }

  @Test func theReadmeHasExamples() {
    #expect(ReadmeExampleTests.examples.count >= 6)
  }

  /// Each command is typed at a real interactive prompt in tmux, as a reader pastes it:
  /// bash and zsh expand history (`!`), bash and fish read `#` as a comment, zsh globs
  /// `*`.
  @Test(arguments: ReadmeExampleTests.examples, ["bash", "zsh", "fish"])
  func anExamplePrintsWhatItShows(_ example: Example, shell: String) throws {
    let home = BinaryHome(now: example.now)
    for command in example.setup {
      let run = try home.bash(command)
      #expect(run.status == 0, "setup '\(command)': \(run.errors)")
    }
    let rc = home.root + "/rc"
    let command: String
    switch shell {
    case "bash":
      try "PS1='$ '\n".write(toFile: rc, atomically: true, encoding: .utf8)
      command = "bash --noprofile --rcfile \(rc) -i"
    case "zsh":
      try FileManager.default.createDirectory(atPath: rc, withIntermediateDirectories: true)
      try "PROMPT='$ '\n".write(toFile: rc + "/.zshrc", atomically: true, encoding: .utf8)
      command = "env ZDOTDIR=\(rc) zsh -i"
    default:
      command = "fish --no-config -i -C 'function fish_prompt; echo -n \"\\$ \"; end'"
    }
    let terminal = try Terminal(
      command: "env -C \(home.root) " + command, environment: home.shellEnvironment, width: 160,
      height: 60)
    try terminal.waitForPrompt("")
    for (index, line) in example.commands.enumerated() {
      try terminal.enter(line)
      try terminal.wait(for: "the prompt after '\(line)'") { screen in
        let prompts = screen.split(separator: "\n").filter { $0.hasPrefix("$ ") || $0 == "$" }
        return prompts.count >= index + 2
          && screen.split(separator: "\n").last {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
          }?
          .trimmingCharacters(in: .whitespaces) == "$"
      }
    }
    let typed = Set(example.commands.map { "$ " + $0 })
    let output = try terminal.scrollback().split(separator: "\n").map {
      String($0).replacing(/\s+$/, with: "")
    }.filter { !$0.isEmpty && $0 != "$" && !typed.contains($0) }
    let expected = example.expected.filter { !$0.isEmpty }
    #expect(
      ReadmeExampleTests.matches(output, expected),
      "\(example.file):\(example.line) in \(shell):\n\(output.joined(separator: "\n"))")
  }
}
