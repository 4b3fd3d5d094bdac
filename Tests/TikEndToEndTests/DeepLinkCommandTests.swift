import Foundation
import Testing
import TikTestSupport

/// `tik open`, `/open` and hyperlinks, on the built binary.
@Suite struct DeepLinkCommandTests {
  let home = BinaryHome()

  init() throws {
    try home.tik("add", "report #Work")
    try home.tik("add", "groceries")
  }

  @Test func openPrintPrintsTheScreen() throws {
    let run = try home.tik("open", "tik://list/Work", "--print")
    #expect(run.status == 0)
    #expect(run.output == "■ Work\n○ 1 report  today\n")
  }

  @Test func openJSONGivesTheRouteAndItsData() throws {
    let json = try home.tik("open", "tik://list/Work", "--json").json
    #expect((json["route"] as? [String: String]) == ["name": "list", "list": "Work"])
    #expect(json["view"] as? String == "list")
    let task = try home.tik("open", "tik://task/2", "--json").json
    #expect((task["detail"] as? [String: Any])?["title"] as? String == "groceries")
  }

  @Test func aWriteLinkWithoutConfirmationChangesNothing() throws {
    let before = try home.state()
    let run = try home.tik("open", "tik://new?title=Injected&list=Work")
    #expect(run.status == 1)
    #expect(run.errors == "tik: this link adds a task: confirm with --yes\n")
    #expect(try home.state() == before)
    let protocolRun = try home.run([], input: "/open tik://new?title=Injected\n")
    #expect(protocolRun.output.contains("\"code\":\"needs_confirmation\""))
    #expect(try home.state() == before)
  }

  @Test func aConfirmedWriteLinkAddsTheTask() throws {
    let run = try home.tik("open", "tik://new?title=Call+mom&list=Work&date=2026-09-25", "--yes")
    #expect(run.output == "3\n")
    let task = try home.tik("show", "3", "--json").json
    #expect(task["title"] as? String == "Call mom" && task["list"] as? String == "Work")
    #expect(task["date"] as? String == "2026-09-25")
  }

  @Test func aBadLinkIsOneClearLine() throws {
    let run = try home.tik("open", "tik://task/abc")
    #expect(run.status == 1)
    #expect(run.errors == "tik: 'tik://task/abc': 'abc' is not a task id\n")
    let missing = try home.tik("open", "--print", "tik://task/")
    #expect(missing.errors == "tik: 'tik://task/': the link has no id\n")
  }

  @Test func theProtocolRepliesWithTheRoute() throws {
    let run = try home.run([], input: "/open tik://search?q=gro\n")
    #expect(run.output.hasPrefix("{\"ok\":true,\"route\":{\"name\":\"search\",\"query\":\"gro\"}"))
  }

  @Test func theREPLOpensOnTheLinkedScreen() throws {
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable) + " open tik://list/Work",
      environment: home.environment)
    let screen = try terminal.wait(for: "Work ›")
    #expect(screen.hasPrefix("■ Work"))
    try terminal.type("/open tik://task/2")
    try terminal.press("Enter")
    try terminal.wait(for: "Created")
  }

  @Test func hyperlinksAppearOnlyWhenOnAndNeverInPipes() throws {
    try home.writeConfig("hyperlinks = \"on\"\n")
    #expect(!(try home.tik("today").output.contains("\u{1B}]8;")))
    let on = try Terminal(
      command: Terminal.quoted(BinaryHome.executable) + " today", environment: home.environment)
    try on.wait(for: "EXIT=0")
    #expect(on.output().contains("\u{1B}]8;;tik://task/1\u{1B}\\"))
    #expect(on.output().contains("\u{1B}]8;;tik://list/Work\u{1B}\\"))
    #expect(on.output().contains("\u{1B}]8;;tik://today\u{1B}\\"))
    try home.writeConfig("hyperlinks = \"off\"\n")
    let off = try Terminal(
      command: Terminal.quoted(BinaryHome.executable) + " today", environment: home.environment)
    try off.wait(for: "EXIT=0")
    #expect(!off.output().contains("\u{1B}]8;"))
  }

  @Test func autoLinksOnlyInTerminalsKnownToShowThem() throws {
    let plain = try Terminal(
      command: Terminal.quoted(BinaryHome.executable) + " today", environment: home.environment)
    try plain.wait(for: "EXIT=0")
    #expect(!plain.output().contains("\u{1B}]8;"))
    home.extraVariables["KITTY_WINDOW_ID"] = "1"
    let kitty = try Terminal(
      command: Terminal.quoted(BinaryHome.executable) + " today", environment: home.environment)
    try kitty.wait(for: "EXIT=0")
    #expect(kitty.output().contains("\u{1B}]8;;tik://task/1\u{1B}\\"))
  }
}
