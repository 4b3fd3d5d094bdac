@preconcurrency import CReadline
import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// Tab: readline asks tik's completer for the words that fit, and tik lists them, one a
/// line with a description, in its own order.
extension LineEditor {
  static let attemptCompletion:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<
      UnsafeMutablePointer<CChar>?
    >? = { text, start, _ in
      tik_rl_completion_over()
      let word = text.map { String(cString: $0) } ?? ""
      let line = String(cString: tik_rl_line_buffer())
      let candidates = (LineEditorState.completer?(line, Int(start), word) ?? [])
        .sorted(by: LineEditor.listedBefore)
      LineEditorState.candidates = candidates.map(\.value)
      LineEditorState.descriptions = Dictionary(
        candidates.compactMap { c in c.description.map { (c.value, $0) } },
        uniquingKeysWith: { first, _ in first })
      guard !candidates.isEmpty, let text else { return nil }
      return rl_completion_matches(text, LineEditor.generator)
    }

  private static let generator:
    @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = {
      _, state in
      if state == 0 { LineEditorState.next = 0 }
      guard LineEditorState.next < LineEditorState.candidates.count else { return nil }
      defer { LineEditorState.next += 1 }
      return strdup(LineEditorState.candidates[LineEditorState.next])
    }

  /// The order completions are listed in: numbers (task ids) by their value and before
  /// words, words as text.
  private static func listedBefore(_ first: Candidate, _ second: Candidate) -> Bool {
    switch (Int(first.value), Int(second.value)) {
    case (let one?, let other?): one < other
    case (.some, nil): true
    case (nil, .some): false
    case (nil, nil): first.value < second.value
    }
  }

  /// Whether to list `count` completions: at once when they fit on the screen under the
  /// prompt and are fewer than readline's `completion-query-items`; otherwise when the
  /// person says so, asked as readline asks.
  private static func listsCompletions(_ count: Int) -> Bool {
    var rows: Int32 = 0
    var columns: Int32 = 0
    rl_get_screen_size(&rows, &columns)
    let limit = Int(tik_rl_completion_query_items())
    guard count + 2 > Int(rows) || (limit > 0 && count >= limit) else { return true }
    print("\nDisplay all \(count) possibilities? (y or n)", terminator: "")
    fflush(stdout)
    let key = rl_read_key()
    guard key == Int32(UInt8(ascii: "y")) || key == Int32(UInt8(ascii: "Y")) || key == 0x20 else {
      print("")
      rl_on_new_line()
      rl_forced_update_display()
      return false
    }
    return true
  }

  /// Lists matches one per line with their descriptions (`12  Buy milk`).
  static let displayMatches:
    @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, Int32, Int32) -> Void = {
      matches, count, _ in
      guard let matches, listsCompletions(Int(count)) else { return }
      var output = "\n"
      for index in 1...max(1, Int(count)) where index <= Int(count) {
        guard let pointer = matches[index] else { continue }
        let value = String(cString: UnsafePointer(pointer))
        let candidate = Candidate(value: value, description: LineEditorState.descriptions[value])
        output += LineEditorState.candidateLine(candidate) + "\n"
      }
      print(output, terminator: "")
      rl_on_new_line()
      rl_forced_update_display()
    }
}
