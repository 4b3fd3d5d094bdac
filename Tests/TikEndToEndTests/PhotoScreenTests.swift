import Foundation
import Testing
import TikTestSupport

/// `tik show` and the REPL's `/show` draw a task's photo in a real terminal (tmux), in
/// Unicode blocks and colour: golden screens, colours kept (`capture-pane -e`).
@Suite(.serialized) struct PhotoScreenTests {
  let home = BinaryHome()

  init() throws {
    try home.tik("add", "call mum")
    let picture = home.root + "/mum.png"
    try TestImages.write(TestImages.quarters(width: 96, height: 64), to: picture)
    try home.tik("edit", "1", "photo", picture)
    try FileManager.default.removeItem(atPath: picture)
  }

  /// The screen with the home's path, which changes from run to run, as `HOME`.
  func golden(_ screen: String) -> String {
    screen.replacing(home.root, with: "HOME")
  }

  @Test(arguments: ["truecolor", ""])
  func showDrawsThePhotoInColouredBlocks(_ colourTerm: String) throws {
    try "photos = \"symbols\"\n".write(toFile: home.configPath, atomically: true, encoding: .utf8)
    var environment = home.environment
    if !colourTerm.isEmpty { environment["COLORTERM"] = colourTerm }
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable) + " show 1", environment: environment,
      width: 160, height: 40)
    try terminal.wait(for: "EXIT=0")
    let screen = try terminal.colouredScreen()
    #expect(screen.contains(colourTerm.isEmpty ? "\u{1B}[38;5;" : "\u{1B}[38;2;"))
    Snapshot.expect(
      golden(screen), matches: colourTerm.isEmpty ? "photo-show-256" : "photo-show-truecolor")
  }

  @Test func theREPLsShowDrawsThePhotoToo() throws {
    var environment = home.environment
    environment["COLORTERM"] = "truecolor"
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable), environment: environment, width: 160,
      height: 40)
    try terminal.wait(for: "Today ›")
    try terminal.type("/show 1")
    try terminal.press("Enter")
    try terminal.wait(for: "Created")
    try terminal.waitUntilStill(showing: "Created")
    // The picture's red quarter, in 24-bit colour.
    #expect(try terminal.colouredScreen().contains("\u{1B}[48;2;255;0;0m"))
  }

  /// In the morning the REPL opens with the widget's memory — a task done a week ago —
  /// and that task's photo, until the first line is typed.
  @Test func theMorningMemoryOpensTheREPLWithItsPhoto() throws {
    home.now = "2026-09-17T08:00"
    try home.tik("add", "walk in the park")
    let picture = home.root + "/park.png"
    try TestImages.write(TestImages.quarters(width: 96, height: 64), to: picture)
    #expect(try home.tik("edit", "2", "photo", picture).status == 0)
    #expect(try home.tik("done", "2").status == 0)
    home.now = "2026-09-24T07:30"
    var environment = home.environment
    environment["COLORTERM"] = "truecolor"
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable), environment: environment, width: 120,
      height: 50)
    let screen = try terminal.waitUntilStill(showing: "↺")
    #expect(screen.contains("↺ a week ago: walk in the park"), "\(screen)")
    #expect(try terminal.colouredScreen().contains("\u{1B}[48;2;255;0;0m"))
    try terminal.type("buy bread")
    try terminal.press("Enter")
    let after = try terminal.waitUntilStill(showing: "buy bread")
    #expect(!after.contains("↺"))
  }

  /// Later in the day there is no memory, and nothing is drawn.
  @Test func afterTheMorningTheREPLOpensWithoutAMemory() throws {
    home.now = "2026-09-17T08:00"
    try home.tik("add", "walk in the park")
    #expect(try home.tik("done", "2").status == 0)
    home.now = "2026-09-24T11:00"
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable), environment: home.environment)
    let screen = try terminal.waitUntilStill(showing: "Today ›")
    #expect(!screen.contains("↺"))
  }

  /// With hyperlinks on, the photo's path in `show` links to the picture (OSC 8).
  @Test func thePhotosPathLinksToThePictureWhenLinksAreOn() throws {
    try "hyperlinks = \"on\"\nphotos = \"off\"\n".write(
      toFile: home.configPath, atomically: true, encoding: .utf8)
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable) + " show 1", environment: home.environment)
    try terminal.wait(for: "EXIT=0")
    #expect(terminal.output().contains("\u{1B}]8;;tik://task/1/photo\u{1B}\\"))
    #expect(!(try home.tik("show", "1").output.contains("\u{1B}]8;")))
  }
}
