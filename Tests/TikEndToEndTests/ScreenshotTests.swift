import Foundation
import Testing
import TikTestSupport

/// The screenshots in `docs/screenshots/`: the REPL in a real terminal (tmux), English
/// and Persian, light and dark, drawn as SVG from what the pane shows with its colours.
/// Each is compared whole with its committed file; `TIK_RECORD_SNAPSHOTS=1 swift test
/// --filter ScreenshotTests` draws them anew.
@Suite struct ScreenshotTests {
  struct Shot: CustomTestStringConvertible, Sendable {
    var name: String
    var language: String
    var theme: TerminalSVG.Theme
    /// Lines typed into the REPL before the picture is taken, each once the screen shows
    /// its text (a form's field).
    var typed: [(line: String, after: String)] = []
    /// Text the screen shows once it is whole.
    var awaited: String
    var testDescription: String { name }
  }

  static let shots = [
    Shot(name: "today-en-dark", language: "en", theme: .dark, awaited: "Today ›"),
    Shot(name: "today-en-light", language: "en", theme: .light, awaited: "Today ›"),
    Shot(name: "today-fa-dark", language: "fa", theme: .dark, awaited: "›"),
    Shot(name: "today-fa-light", language: "fa", theme: .light, awaited: "›"),
    Shot(
      name: "form-en-dark", language: "en", theme: .dark,
      typed: [
        ("/form Call Anna", "›"), ("", "Title:"), ("Ask about the weekend", "Notes"),
        ("", "Subtasks"), ("", "Date"),
      ], awaited: "Time"),
  ]

  static let columns = 80
  static let rows = 18

  /// A morning with a few tasks of each kind: late, timed, repeating, in lists, done.
  static func tasks(_ language: String) -> [String] {
    language == "fa"
      ? [
        "جلسهٔ صبح 09:30 #کار", "پرداخت اجاره !high @yesterday", "آب دادن به گلدان‌ها *daily",
        "تماس با مادر 18:00 #شخصی", "خرید نان", "خواندن ۲۰ صفحه",
      ]
      : [
        "Standup 09:30 #Work", "Pay rent !high @yesterday", "Water the plants *daily",
        "Call Anna 18:00 #Personal", "Buy bread", "Read 20 pages",
      ]
  }

  @Test(arguments: shots) func aScreenshotIsWhatTheTerminalShows(_ shot: Shot) throws {
    let home = BinaryHome()
    for setting in [["language", shot.language], ["theme", shot.theme.rawValue]] {
      #expect(try home.tik("config", "set", setting[0], setting[1]).status == 0)
    }
    for task in Self.tasks(shot.language) { #expect(try home.tik("add", task).status == 0) }
    #expect(try home.tik("done", "5", "6").status == 0)
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable), environment: home.environment,
      width: Self.columns, height: Self.rows)
    try terminal.waitUntilStill(showing: "›")
    for (line, shown) in shot.typed {
      try terminal.wait(for: shown)
      try terminal.type(line)
      try terminal.press("Enter")
    }
    try terminal.waitUntilStill(showing: shot.awaited)
    let picture = TerminalSVG(theme: shot.theme, columns: Self.columns, rows: Self.rows)
      .picture(of: try terminal.colouredScreen())
    let file = URL(fileURLWithPath: Repository.root + "/docs/screenshots/" + shot.name + ".svg")
    Snapshot.expect(picture, matchesFile: file)
  }
}
