@preconcurrency import CReadline
import CTikSignals
import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// GNU readline, and the only place that touches it: line editing, history, Tab.
///
/// It reads with readline's callback interface, so that while the user types it can
/// wake up every second to ask whether something changed elsewhere, redraw the screen,
/// and put the prompt and the half-typed line back exactly as they were.
final class LineEditor {
  /// Completions for the word that ends at the cursor: the whole line, and where the word starts.
  typealias Completer = (_ line: String, _ wordStart: Int, _ word: String) -> [Candidate]

  /// A completion and an optional description shown beside it (a task's title).
  struct Candidate {
    var value: String
    var description: String?
  }

  /// Whether the typed line is shown in visual order: on terminals that do no bidi of
  /// their own, a line with right-to-left letters, or after a right-to-left prompt, is
  /// drawn by tik reordered and shaped (while it fits on one row; a longer one is left to
  /// readline, in logical order).
  var reordersLine: Bool {
    get { LineEditorState.reordersLine }
    set {
      LineEditorState.reordersLine = newValue
      // Only then: readline measures a line by its bytes while its display is not its own.
      tik_rl_set_redisplay(newValue ? LineEditor.redisplay : nil)
    }
  }

  /// One completion as a line of the list Tab shows (`12  Buy milk`), laid out for the
  /// language and the terminal.
  var candidateLine: (Candidate) -> String {
    get { LineEditorState.candidateLine }
    set { LineEditorState.candidateLine = newValue }
  }

  let historyPath: String
  /// Why the history is not kept, when it is not: a symlink or another kind of file
  /// where the history file goes.
  let historyProblem: TikError?

  init(historyPath: String, completer: @escaping Completer) {
    self.historyPath = historyPath
    do {
      try FileSystem.checkOwnFile(historyPath)
      historyProblem = nil
    } catch {
      historyProblem = error
    }
    LineEditor.useUTF8Locale()
    tik_rl_set_name("tik")
    // readline reads the terminal's terminfo entry once, as it first starts, and not at
    // all while a redisplay function of tik's is set: it would then take the terminal
    // for a dumb one (no cursor up, no clear, no wrap) and scroll long lines sideways.
    // So it starts here, with its own display, before tik's can be set.
    tik_rl_set_redisplay(nil)
    rl_initialize()
    LineEditor.keepScreenWideEnough()
    tik_rl_set_word_breaks(LineEditor.wordBreaks)
    tik_rl_set_completion(LineEditor.attemptCompletion)
    tik_rl_set_display_hook(LineEditor.displayMatches)
    tik_rl_keep_completion_order()
    LineEditorState.completer = completer
    using_history()
    stifle_history(LineEditor.historyLimit)
    if historyProblem == nil { _ = read_history(historyPath) }
    tik_signals_catch()
    tik_rl_leave_signals()
  }

  /// readline measures the prompt and the line in the locale's character encoding:
  /// without a UTF-8 locale `›` or a Persian word counts as several columns and the
  /// cursor lands in the wrong place. tik's text is UTF-8, so the locale must be too.
  private static func useUTF8Locale() {
    if let name = setlocale(LC_CTYPE, ""), String(cString: name).lowercased().contains("utf") {
      return
    }
    _ = setlocale(LC_CTYPE, "C.UTF-8")
  }

  /// readline scrolls a line sideways on a terminal it knows no terminfo entry of, and
  /// divides by a third of the width as it does: below three columns, by zero (SIGFPE).
  /// There it is told the screen has a few columns more than a window so narrow has.
  private static func keepScreenWideEnough() {
    var rows: Int32 = 0
    var columns: Int32 = 0
    rl_get_screen_size(&rows, &columns)
    // readline takes one column off again on a terminal that does not wrap by itself.
    if columns < 3 { rl_set_screen_size(rows, 4) }
  }

  /// Spaces and tabs only: `#Work`, `@tomorrow` and `/done` are words with their sigil.
  nonisolated(unsafe) private static let wordBreaks = UnsafePointer(strdup(" \t")!)

  /// What the person at the keyboard did.
  enum Input: Equatable {
    case line(String)
    /// Ctrl-D on an empty line, or the terminal went away.
    case end
    /// Ctrl-C: the typed text (if any) is dropped.
    case interrupted(hadText: Bool)
  }

  /// Runs `body` with Tab offering what `completer` gives (a form's field), then the
  /// editor's own again.
  func withCompleter<T>(_ completer: @escaping Completer, _ body: () -> T) -> T {
    let own = LineEditorState.completer
    LineEditorState.completer = completer
    defer { LineEditorState.completer = own }
    return body()
  }

  /// Reads one line; nil at end of input (Ctrl-D) and at Ctrl-C.
  func readLine(prompt: String, initialText: String = "", idle: () -> String?) -> String? {
    if case .line(let line) = read(prompt: prompt, initialText: initialText, idle: idle) {
      return line
    }
    return nil
  }

  /// Reads one line. `initialText` is typed in already; `idle` runs about once a second
  /// while waiting, and at once when the window is resized (`resized` true), and returns
  /// text to print above the prompt (the screen, redrawn), or nil to leave it; after
  /// such a redraw the prompt is `redrawnPrompt`'s, when given (the screen may have
  /// changed where a typed line goes). With `ctrlDEnds`, Ctrl-D at the end of typed text
  /// ends input as on an empty line (a form's field, filled in with its value);
  /// elsewhere it deletes as ever.
  func read(
    prompt: String, initialText: String = "", ctrlDEnds: Bool = false,
    redrawnPrompt: (() -> String)? = nil, resized: (() -> String?)? = nil,
    idle: () -> String?
  ) -> Input {
    LineEditorState.finished = false
    LineEditorState.line = nil
    LineEditorState.endedByCtrlD = false
    LineEditorState.initialText = initialText
    LineEditorState.prompt = prompt
    LineEditorState.drewOwnLine = false
    tik_rl_set_startup_hook(initialText.isEmpty ? nil : LineEditor.insertInitialText)
    if ctrlDEnds {
      LineEditorState.ctrlD = rl_function_of_keyseq("\u{04}", rl_get_keymap(), nil)
      rl_bind_key(4, LineEditor.endOrDelete)
    }
    rl_callback_handler_install(prompt, LineEditor.lineHandler)
    defer {
      tik_rl_set_startup_hook(nil)
      if ctrlDEnds { rl_bind_key(4, LineEditorState.ctrlD ?? rl_delete) }
    }
    while !LineEditorState.finished {
      var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 1000)
      let hungUp = Int32(descriptor.revents) & (Int32(POLLHUP) | Int32(POLLERR) | Int32(POLLNVAL))
      if tik_signals_take_interrupt() != 0 {
        // As in bash or psql: the line is dropped, the prompt stays.
        let hadText = tik_rl_line_buffer().pointee != 0
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_callback_handler_remove()
        print("^C")
        fflush(stdout)
        return .interrupted(hadText: hadText)
      }
      // Back from Ctrl-Z (`fg`), on the row after the shell's: the screen as after a
      // resize (the window may have changed meanwhile), or the prompt and the text.
      let continued = LineEditor.stopForCtrlZ()
      if continued { rl_on_new_line() }
      if tik_signals_take_resize() != 0 || continued {
        rl_resize_terminal()
        LineEditor.keepScreenWideEnough()
        redraw(resized.map({ $0() }) ?? idle() ?? (continued ? "" : nil), prompt: redrawnPrompt)
        continue
      }
      if ready > 0 && hungUp != 0 {
        // The terminal is gone (its window closed): end as at Ctrl-D, never spin.
        rl_callback_handler_remove()
        return .end
      } else if ready > 0 {
        rl_callback_read_char()
      } else if ready == 0, let screen = idle() {
        redraw(screen, prompt: redrawnPrompt)
      } else if ready < 0 && errno != EINTR {
        rl_callback_handler_remove()
        return .end
      }
    }
    return LineEditorState.line.map(Input.line) ?? .end
  }

  /// Forgets the Ctrl-Cs pressed while no line was being read: one pressed while a
  /// command ran could not stop it, and must not take the place of its outcome.
  func dropInterrupts() { tik_signals_drop_interrupts() }

  /// Ctrl-Z, once noted: the terminal's settings and readline's state are put back as
  /// they were before readline, the process stops, and once continued (`fg`) readline
  /// takes the terminal again. True when it stopped.
  private static func stopForCtrlZ() -> Bool {
    guard tik_signals_take_suspend() != 0 else { return false }
    rl_cleanup_after_signal()
    tik_signals_stop()
    rl_reset_after_signal()
    return true
  }

  /// Prints `screen` and puts the prompt (`prompt`'s now, when given) and the typed text
  /// back beneath it; nil leaves the screen as it is, and "" draws them again on the
  /// cursor's row.
  private func redraw(_ screen: String?, prompt: (() -> String)?) {
    guard let screen else { return }
    let point = tik_rl_point()
    let typed = String(cString: tik_rl_line_buffer())
    rl_save_prompt()
    rl_replace_line("", 0)
    rl_redisplay()
    print(screen, terminator: "")
    fflush(stdout)
    rl_restore_prompt()
    if let prompt = prompt?(), prompt != LineEditorState.prompt {
      LineEditorState.prompt = prompt
      rl_set_prompt(prompt)
    }
    rl_replace_line(typed, 0)
    tik_rl_set_point(point)
    rl_on_new_line()
    LineEditorState.drewOwnLine = false
    if LineEditorState.reordersLine { LineEditor.redisplay() } else { rl_redisplay() }
  }

  /// The lines the history keeps, in memory and in its file.
  static let historyLimit: Int32 = 1000

  /// Adds a line to the history and appends it to the file (mode 0600 in the 0700 state
  /// directory). Other REPLs may be open on the same file: under a lock on the state
  /// directory the line is appended and the file cut to its last lines, so every
  /// session's lines are kept, never one session's history written over another's.
  func remember(_ line: String) {
    guard !line.trimmingSpaces.isEmpty else { return }
    add_history(line)
    guard historyProblem == nil else { return }
    // Created exclusively, never through a symlink; and looked at again just before
    // readline writes, which follows links.
    let created = open(historyPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if created >= 0 { close(created) }
    let directory = open(
      FileSystem.parent(of: historyPath), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { return }
    // Closing the directory lets the lock go.
    defer { close(directory) }
    while flock(directory, LOCK_EX) != 0 {
      guard errno == EINTR else { return }
    }
    guard (try? FileSystem.checkOwnFile(historyPath)) != nil else { return }
    _ = append_history(1, historyPath)
    _ = history_truncate_file(historyPath, LineEditor.historyLimit)
  }

  private static let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = {
    pointer in
    LineEditorState.line =
      LineEditorState.endedByCtrlD ? nil : pointer.map { String(cString: $0) }
    free(pointer)
    LineEditorState.finished = true
    rl_callback_handler_remove()
    // The next row starts on a row of its own. readline ends the rows of a line it drew,
    // not one tik drew; at the end of input it ends the row only while bracketed paste
    // is on (its default; an inputrc can turn it off, and a dumb terminal has none).
    let readlineEndedRow =
      pointer == nil
      ? String(cString: rl_variable_value("enable-bracketed-paste")) == "on"
      : !LineEditorState.drewOwnLine
    if !readlineEndedRow {
      print("")
      fflush(stdout)
    }
    LineEditorState.drewOwnLine = false
  }

  /// Ctrl-D while `read(ctrlDEnds:)` waits: at the end of the text, the end of input (the
  /// line is accepted so that readline ends its row, then dropped); elsewhere what Ctrl-D
  /// did before (deleting the character under the cursor).
  private static let endOrDelete: @convention(c) (Int32, Int32) -> Int32 = { count, key in
    guard tik_rl_point() < tik_rl_end() else {
      LineEditorState.endedByCtrlD = true
      return rl_newline(1, key)
    }
    guard let own = LineEditorState.ctrlD else { return rl_delete(count, key) }
    return own(count, key)
  }

  private static let insertInitialText: @convention(c) () -> Int32 = {
    rl_insert_text(LineEditorState.initialText)
    return 0
  }
}

/// readline is single-threaded and calls back through C: its state lives here, for the
/// line editor's files alone.
enum LineEditorState {
  nonisolated(unsafe) static var line: String?
  nonisolated(unsafe) static var finished = false
  /// Whether Ctrl-D at the end of the text ended the line being read.
  nonisolated(unsafe) static var endedByCtrlD = false
  /// What Ctrl-D does outside `read(ctrlDEnds:)`.
  nonisolated(unsafe) static var ctrlD: (@convention(c) (Int32, Int32) -> Int32)?
  nonisolated(unsafe) static var initialText = ""
  nonisolated(unsafe) static var completer: LineEditor.Completer?
  nonisolated(unsafe) static var candidates: [String] = []
  nonisolated(unsafe) static var descriptions: [String: String] = [:]
  nonisolated(unsafe) static var next = 0
  nonisolated(unsafe) static var prompt = ""
  nonisolated(unsafe) static var reordersLine = false
  /// Whether the row shows a line drawn by tik, not by readline.
  nonisolated(unsafe) static var drewOwnLine = false
  nonisolated(unsafe) static var candidateLine: (LineEditor.Candidate) -> String = {
    $0.value + ($0.description.map { "  " + $0 } ?? "")
  }
}

extension String {
  var trimmingSpaces: String {
    var text = self[...]
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
