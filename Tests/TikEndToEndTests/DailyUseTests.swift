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
}
