#if canImport(Testing)
  import Foundation
  import Testing

  /// GNU FriBidi's own reordering, from the `fribidi` tool (libfribidi-bin): the reference
  /// a screen in `bidi = reorder` is checked against.
  public enum FriBidiReference {
    /// What `fribidi` prints for each line, in a paragraph of the given direction, with
    /// the marks it keeps (LRM, RLM, isolates) taken out, as tik's reorder mode leaves them.
    public static func visual(_ lines: [String], rightToLeft: Bool) throws -> [String] {
      guard !lines.isEmpty else { return [] }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/fribidi")
      process.arguments = ["--nopad", "--nobreak", rightToLeft ? "--rtl" : "--ltr"]
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      try process.run()
      let writer = Thread {
        input.fileHandleForWriting.write(Data(lines.map { $0 + "\n" }.joined().utf8))
        try? input.fileHandleForWriting.close()
      }
      writer.start()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      var text = String(decoding: data, as: UTF8.self)
      if text.hasSuffix("\n") { text.removeLast() }
      return text.split(separator: "\n", omittingEmptySubsequences: false).map {
        withoutMarks(String($0))
      }
    }

    /// Checks a screen tik wrote with `bidi = reorder` against the same screen written
    /// with `bidi = terminal` (logical order, isolates, RLM on right-to-left lines) and
    /// reordered by `fribidi`, line by line, spaces at either end aside. In a screen
    /// that is all right to left, every line of text must start with RLM: none is left
    /// in logical order.
    public static func expectReorder(
      _ reorder: String, matchesFriBidiOf terminal: String, allRightToLeft: Bool = true,
      sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let visual = lines(of: reorder)
      let logical = lines(of: terminal)
      #expect(
        visual.count == logical.count, "the two screens have different lines",
        sourceLocation: sourceLocation)
      for (index, line) in logical.enumerated() where index < visual.count {
        let rightToLeft = line.hasPrefix("\u{200F}")
        if allRightToLeft && !line.trimmingCharacters(in: .whitespaces).isEmpty {
          #expect(
            rightToLeft, "line \(index + 1) is not laid out right to left: \(line)",
            sourceLocation: sourceLocation)
        }
        let reference = try FriBidiReference.visual([line], rightToLeft: rightToLeft)[0]
        #expect(
          trimmed(withoutMarks(visual[index])) == trimmed(reference),
          "line \(index + 1): tik wrote\n\(visual[index])\nfribidi reorders it as\n\(reference)",
          sourceLocation: sourceLocation)
      }
    }

    /// The text without LRM, RLM and the isolate controls.
    public static func withoutMarks(_ text: String) -> String {
      String(
        String.UnicodeScalarView(
          text.unicodeScalars.filter {
            !([0x200E, 0x200F] + Array(0x2066...0x2069)).contains($0.value)
          }))
    }

    private static func lines(of screen: String) -> [String] {
      var text = screen
      if text.hasSuffix("\n") { text.removeLast() }
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func trimmed(_ line: String) -> String {
      line.trimmingCharacters(in: .whitespaces)
    }
  }
#endif
