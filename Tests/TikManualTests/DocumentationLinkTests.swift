import Foundation
import Testing
import TikTestSupport

/// Every relative link in the README and `docs/` leads somewhere: to a file of the
/// repository, and an `#anchor` to a heading of it as GitHub names headings.
@Suite struct DocumentationLinkTests {
  struct Link: CustomTestStringConvertible, Sendable {
    var file: String
    var line: Int
    var target: String
    var testDescription: String { "\(file):\(line) → \(target)" }
  }

  static let files: [String] = {
    let docs = (try? FileManager.default.contentsOfDirectory(atPath: Repository.root + "/docs"))
    return ["README.md"] + (docs ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  static func text(_ file: String) -> String {
    (try? String(contentsOfFile: Repository.root + "/" + file, encoding: .utf8)) ?? ""
  }

  /// The lines of a Markdown file that are prose: fenced code left out.
  static func prose(_ text: String) -> [(Int, String)] {
    var inFence = false
    var lines: [(Int, String)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.hasPrefix("```") {
        inFence.toggle()
      } else if !inFence {
        lines.append((index + 1, String(line)))
      }
    }
    return lines
  }

  static let links: [Link] = files.flatMap { file in
    prose(text(file)).flatMap { number, line in
      targets(in: line).filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
        .map { Link(file: file, line: number, target: $0) }
    }
  }

  /// The targets of `[text](target)` and `![alt](target)` outside inline code.
  static func targets(in line: String) -> [String] {
    var targets: [String] = []
    var inCode = false
    var characters = line[...]
    while let character = characters.popFirst() {
      if character == "`" {
        inCode.toggle()
      } else if !inCode, character == "]", characters.first == "(" {
        characters = characters.dropFirst()
        let target = characters.prefix { $0 != ")" && $0 != " " }
        targets.append(String(target))
        characters = characters.dropFirst(target.count)
      }
    }
    return targets
  }

  /// GitHub's anchors of a file's headings: lowercase, punctuation dropped, spaces as
  /// hyphens, a repeated one numbered.
  static func anchors(of file: String) -> Set<String> {
    var seen: [String: Int] = [:]
    var anchors: Set<String> = []
    for (_, line) in prose(text(file)) where line.hasPrefix("#") {
      let title = line.drop { $0 == "#" }.drop { $0 == " " }
      var slug = ""
      for character in title.lowercased() {
        if character == " " {
          slug.append("-")
        } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
          slug.append(character)
        }
      }
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : slug + "-\(count)")
    }
    return anchors
  }

  @Test func theDocumentationHasLinks() {
    #expect(Self.links.count > 50)
  }

  @Test(arguments: links) func aLinkLeadsSomewhere(_ link: Link) {
    let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let base = URL(fileURLWithPath: Repository.root + "/" + link.file).deletingLastPathComponent()
    let path =
      parts[0].isEmpty
      ? Repository.root + "/" + link.file
      : base.appendingPathComponent(String(parts[0])).standardized.path
    #expect(FileManager.default.fileExists(atPath: path), "no file \(path)")
    if parts.count == 2, path.hasSuffix(".md") {
      let file = String(path.dropFirst(Repository.root.count + 1))
      #expect(Self.anchors(of: file).contains(String(parts[1])), "no heading #\(parts[1])")
    }
  }
}
