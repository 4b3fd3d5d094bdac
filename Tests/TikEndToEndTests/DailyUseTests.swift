import Foundation
import Testing

/// What a first week of daily use asks of quick entry and the one-shot commands.
@Suite struct DailyUseTests {
  let home = BinaryHome()

  @Test func aHashFollowedOnlyByDigitsIsTitleText() throws {
    #expect(try home.tik("add", "Fix issue #123").status == 0)
    #expect(try home.tik("add", "Read #۴۲").status == 0)
    #expect(try home.tik("all", "--json").titles == ["Fix issue #123", "Read #42"])
  }

  @Test func anUnknownListSaysHowToKeepTheWordAsText() throws {
    let run = try home.tik("add", "Call #Nope")
    #expect(run.status == 1)
    #expect(
      run.errors
        == "tik: no list named 'Nope' (see 'tik lists'); to keep '#Nope' in the title, type \\#Nope\n"
    )
    #expect(try home.tik("add", "Call \\#Nope").status == 0)
    #expect(try home.tik("all", "--json").titles == ["Call #Nope"])
  }

  /// Into a pipe a view prints every task; `--limit N` prints the first N and how many
  /// more there are, in text and in JSON.
  @Test func limitShowsTheFirstTasksAndCountsTheRest() throws {
    try home.tik(input: (1...30).map { "task \($0)" }.joined(separator: "\n") + "\n")
    #expect(try home.tik("today", "--json").titles.count == 30)
    let text = try home.tik("today", "--limit", "3").output.split(separator: "\n")
    #expect(text.count == 6)
    #expect(text[4] == "… 27 more")
    #expect(text[5].hasSuffix("0 of 30 done · 0%"))
    let json = try home.tik("all", "--limit", "5", "--json").json
    #expect((json["tasks"] as? [Any])?.count == 5 && json["more"] as? Int == 25)
    #expect(try home.tik("today", "--limit", "x").status == 2)
  }
}
