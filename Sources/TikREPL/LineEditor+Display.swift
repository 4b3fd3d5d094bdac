@preconcurrency import CReadline
import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// The typed line drawn by tik where the terminal does no bidi of its own.
extension LineEditor {
  /// readline's display, or the line in visual order after the prompt where the terminal
  /// does no bidi: the prompt and the reordered text, the cursor put where the scalar it
  /// stands before is shown.
  static let redisplay: @convention(c) () -> Void = {
    let line = String(cString: tik_rl_line_buffer())
    let prompt = LineEditorState.prompt.filter { $0 != "\u{01}" && $0 != "\u{02}" }
    let promptWidth = DisplayWidth.of(ANSIText.stripped(prompt))
    var size = winsize()
    let columns = ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    // A prompt in visual order is drawn here too: readline measures a long one by its
    // bytes, which shaped Persian has three of a letter, and scrolls it for nothing.
    guard Bidi.containsRightToLeft(line) || Bidi.containsRightToLeft(prompt),
      promptWidth + DisplayWidth.of(line) < columns
    else {
      if LineEditorState.drewOwnLine {
        // readline's picture of the screen is stale: start it on an empty row.
        print("\r\u{1B}[K", terminator: "")
        fflush(stdout)
        rl_on_new_line()
        LineEditorState.drewOwnLine = false
      }
      rl_redisplay()
      return
    }
    let bytes = Array(line.utf8)
    let point = min(max(Int(tik_rl_point()), 0), bytes.count)
    let cursor = String(decoding: bytes[..<point], as: UTF8.self).unicodeScalars.count
    let (visual, column) = Bidi.visual(editing: visibleControls(line), cursor: cursor)
    let move = promptWidth + column > 0 ? "\u{1B}[\(promptWidth + column)C" : ""
    print("\r" + prompt + visual + "\u{1B}[K\r" + move, terminator: "")
    fflush(stdout)
    // readline takes the row for empty now, so that what it draws next starts afresh.
    rl_on_new_line()
    LineEditorState.drewOwnLine = true
  }

  /// The typed line with each control character as its visible symbol (ESC as ␛), one
  /// scalar for one so that the cursor keeps its place: typed text, like a task's, is
  /// never sent to the terminal as a sequence.
  private static func visibleControls(_ line: String) -> String {
    var shown = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        shown.append(contentsOf: TerminalText.sanitized(String(scalar)).unicodeScalars)
      } else {
        shown.append(scalar)
      }
    }
    return String(shown)
  }
}
