import Testing
import TikTestSupport

@testable import TikText

@Suite struct ScalarClassTests {
  private static var assignedScalars: [Unicode.Scalar] {
    (0x80...0x10_FFFF).compactMap { value -> Unicode.Scalar? in
      guard let scalar = Unicode.Scalar(UInt32(value)) else { return nil }
      return ScalarClass(scalar).contains(.unassigned) ? nil : scalar
    }
  }

  @Test func classesAgreeWithTheStandardLibrary() {
    for scalar in Self.assignedScalars {
      let scalarClass = ScalarClass(scalar)
      let properties = scalar.properties
      let category = properties.generalCategory
      let label = "U+\(String(scalar.value, radix: 16, uppercase: true))"
      let isZeroWidth = [.nonspacingMark, .enclosingMark, .format].contains(category)
      // Unicode 15+ made a few Mn into Mc (spacing), a change the older tables do not know.
      if isZeroWidth != scalarClass.contains(.zeroWidth) && category != .spacingMark {
        Issue.record("\(label) zero width")
      }
      let isControl = [.control, .lineSeparator, .paragraphSeparator].contains(category)
      #expect(isControl == scalarClass.contains(.control), "\(label) control")
      #expect(properties.isWhitespace == scalarClass.contains(.whitespace), "\(label) space")
      if properties.changesWhenLowercased {
        #expect(scalarClass.contains(.cased), "\(label) cased")
      }
    }
  }

  @Test func scalarsThatTakeColumnsStartTheirOwnCluster() {
    for scalar in Self.assignedScalars {
      let scalarClass = ScalarClass(scalar)
      guard !scalarClass.contains(.joining), scalarClass.columns > 0 else { continue }
      let text = String(scalar)
      for (before, after) in [("a", "a"), ("\u{915}", "\u{915}"), ("ی", "\u{200C}ی")] {
        let label = "U+\(String(scalar.value, radix: 16, uppercase: true))"
        #expect((before + text + after).count == 3, "\(label)")
      }
    }
  }

  @Test func widthsSummedByScalarAgreeWithWidthsSummedByCluster() {
    let pieces = [
      "a", "\u{915}", "\u{94D}", "\u{937}", "\u{93F}", "\u{200D}", "\u{200C}", "\u{1100}",
      "\u{1161}", "\u{11A8}", "가", "ก", "\u{E33}", "ｶ", "\u{FF9E}", "\u{600}", "\u{D4E}", "\u{301}",
      "👍", "\u{1F3FD}", "\u{FE0F}", "\u{FE0E}", "❤", "🔥", "\u{1F1EE}", "\u{1F1F7}", "漢", "\r",
      "\n", "\u{1B}", "ی", "\u{64B}", "é", "\u{E0067}", "\u{20E3}", "1", "\u{2764}", "\u{A9}",
    ]
    var generator = SeededTextGenerator(seed: 0xC105)
    for _ in 0..<5_000 {
      let count = Int.random(in: 0...8, using: &generator)
      let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      let byCluster = text.reduce(0) { $0 + DisplayWidth.columns(of: $1) }
      #expect(DisplayWidth.of(text) == byCluster, "\(text.debugDescription)")
      for width in 1...(byCluster + 1) {
        #expect(
          DisplayWidth.truncated(text, toWidth: width) == truncatedByCluster(text, width),
          "\(text.debugDescription) \(width)")
      }
    }
  }

  private func truncatedByCluster(_ text: String, _ width: Int) -> String {
    guard text.reduce(0, { $0 + DisplayWidth.columns(of: $1) }) > width else { return text }
    var kept = ""
    var used = 0
    for character in text {
      used += DisplayWidth.columns(of: character)
      guard used <= width - 1 else { break }
      kept.append(character)
    }
    return kept + "…"
  }
}
