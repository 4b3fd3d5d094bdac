import Testing
import TikCore
import TikJalali

@testable import TikDeepLink

/// The `tik://` grammar: every route, its parameters and encodings, and bad links.
@Suite struct RouterTests {
  let today = Day(gregorianYear: 2026, month: 9, day: 24)
  var context: ParseContext { ParseContext(now: LocalTime(day: today, minute: 540)) }

  func route(_ link: String) throws(RouteError) -> Route {
    try Router.route(link, context: context)
  }

  @Test(arguments: [
    ("tik://today", Route.today), ("tik://scheduled", .scheduled), ("tik://all", .all),
    ("tik://completed", .completed), ("tik://settings", .settings), ("tik://new", .new(nil)),
    ("TIK://Today", .today), ("tik://today/", .today),
    ("tik://new?title=Buy%20milk", .new(.init(title: "Buy milk"))),
    (
      "tik://new?title=Buy+milk&list=Work&date=2026-09-25",
      .new(.init(title: "Buy milk", list: "Work", date: "2026-09-25"))
    ),
    ("tik://new?date=tomorrow&title=x", .new(.init(title: "x", date: "tomorrow"))),
    ("tik://list/Work", .list("Work")),
    ("tik://list/Side%20projects", .list("Side projects")),
    ("tik://list/%DA%A9%D8%A7%D8%B1", .list("کار")),
    ("tik://list/کار", .list("کار")),
    ("tik://list/a%2Fb", .list("a/b")),
    ("tik://task/7", .task(7)),
    ("tik://search?q=milk", .search("milk")),
    ("tik://search?q=%D8%B4%DB%8C%D8%B1+%D9%88+%D9%86%D8%A7%D9%86", .search("شیر و نان")),
    ("tik://day/2026-09-24", .day(Day(gregorianYear: 2026, month: 9, day: 24))),
    ("tik://story/2026-09-23", .story(Day(gregorianYear: 2026, month: 9, day: 23))),
    ("tik://day/tomorrow", .day(Day(gregorianYear: 2026, month: 9, day: 25))),
  ])
  func everyRouteAndItsParameters(link: String, expected: Route) throws {
    #expect(try route(link) == expected)
  }

  /// The example of docs/shell-integration.md: a date of the active calendar with slashes, which a link
  /// carries as path segments (or percent-encoded), and nothing longer.
  @Test func aJalaliDateWithSlashesIsOneDay() throws {
    let jalali = ParseContext(now: LocalTime(day: today, minute: 540), calendar: JalaliCalendar())
    let day = Day(gregorianYear: 2026, month: 9, day: 24)
    #expect(try Router.route("tik://day/1405/7/2", context: jalali) == .day(day))
    #expect(try Router.route("tik://day/1405%2F7%2F2", context: jalali) == .day(day))
    #expect(try Router.route("tik://story/1405/07/02", context: jalali) == .story(day))
    // Persian and Arabic-Indic digits, as quick entry reads them.
    #expect(try Router.route("tik://day/۱۴۰۵/۷/۲", context: jalali) == .day(day))
    #expect(try Router.route("tik://day/١٤٠٥/٧/٢", context: jalali) == .day(day))
    #expect(try Router.route("tik://task/۷", context: jalali) == .task(7))
    #expect(throws: RouteError.extraPath("7")) {
      try Router.route("tik://day/1405/7/2/1", context: jalali)
    }
    #expect(throws: RouteError.extraPath("x")) {
      try Router.route("tik://day/1405/x/2", context: jalali)
    }
  }

  @Test(arguments: [
    ("http://today", RouteError.notATikLink),
    ("tik:today", .notATikLink),
    ("tik:/today", .notATikLink),
    ("today", .notATikLink),
    ("", .notATikLink),
    ("tik://", .unknownRoute("")),
    ("tik://tomorrow", .unknownRoute("tomorrow")),
    ("tik://delete/3", .unknownRoute("delete")),
    ("tik://done/3", .unknownRoute("done")),
    ("tik://task", .missing("id")),
    ("tik://task/", .missing("id")),
    ("tik://task/abc", .notAnID("abc")),
    ("tik://task/-3", .notAnID("-3")),
    ("tik://task/0", .notAnID("0")),
    ("tik://task/99999999999999999999", .notAnID("99999999999999999999")),
    ("tik://task/3/edit", .extraPath("edit")),
    ("tik://list", .missing("name")),
    ("tik://list/%20", .missing("name")),
    ("tik://list/..", .pathTraversal),
    ("tik://list/../../etc/passwd", .pathTraversal),
    ("tik://list/%2E%2E", .pathTraversal),
    ("tik://list/%ZZ", .badEncoding("%ZZ")),
    ("tik://list/%C3%28", .badEncoding("%C3%28")),
    ("tik://list/Work%0Aevil", .controlCharacter),
    ("tik://list/Work\u{1B}[31m", .controlCharacter),
    ("tik://search?q=%07", .controlCharacter),
    ("tik://search", .missing("q")),
    ("tik://search?q=", .missing("q")),
    ("tik://search?q=a&q=b", .repeatedParameter("q")),
    ("tik://search?query=a", .unknownParameter("query")),
    ("tik://today?x=1", .unknownParameter("x")),
    ("tik://today/extra", .extraPath("extra")),
    ("tik://new?list=Work", .missing("title")),
    ("tik://new?title=%20", .missing("title")),
    ("tik://new?title=x&delete=1", .unknownParameter("delete")),
    ("tik://today#top", .fragment),
    (
      "tik://day/2026-02-30",
      .badDate("2026-02-30", reason: "'2026-02-30' is not a date: that month has days 1 to 28")
    ),
    (
      "tik://day/someday",
      .badDate(
        "someday", reason: "'someday' is not a date (try today, tomorrow, fri, +3, 2026-09-24)")
    ),
    ("tik://day/none", .badDate("none", reason: "")),
    ("tik://story", .missing("date")),
  ])
  func badLinksAreClearErrors(link: String, expected: RouteError) {
    #expect(throws: expected) { try route(link) }
  }

  @Test func aHugeLinkIsRefused() {
    let link = "tik://search?q=" + String(repeating: "a", count: 5_000)
    #expect(throws: RouteError.tooLong(limit: 2048)) { try route(link) }
  }

  @Test(arguments: [
    Route.today, .scheduled, .all, .completed, .settings, .new(nil),
    .new(.init(title: "شیر & نان = 2", list: "Side projects", date: "1405/7/3")),
    .list("Side projects"), .list("کار/خانه"), .task(42), .search("a+b c%"),
    .day(Day(20_720)), .story(Day(20_720)),
  ])
  func everyRouteSurvivesItsOwnURL(route original: Route) throws {
    #expect(try route(original.url) == original)
  }

  /// Found by fuzzing: a short link with raw non-ASCII text was a route whose own URL,
  /// percent-encoded, passed the limit and no longer read back. The limit now holds for
  /// the route's URL too.
  @Test(arguments: [338, 339])
  func aLinkWhoseURLWouldPassTheLimitIsTooLong(letters: Int) throws {
    let link = "tik://search?q=" + String(repeating: "ک", count: letters)
    #expect(link.utf8.count < Router.maximumLength)
    let encodedLength = "tik://search?q=".utf8.count + letters * 6
    if encodedLength <= Router.maximumLength {
      let found = try route(link)
      #expect(try route(found.url) == found)
    } else {
      #expect(throws: RouteError.tooLong(limit: 2048)) { try route(link) }
    }
  }

  @Test func theFuzzersLinkIsTooLong() throws {
    let bytes: [UInt8] =
      Array("tik://new?title=Buy+".utf8) + [0x89] + Array("ilk&list=Work0dat".utf8)
      + [0x98, 0xC2, 0x2D] + Array(repeating: 0xFF, count: 220) + Array("09-25".utf8)
    #expect(throws: RouteError.tooLong(limit: 2048)) {
      try route(String(decoding: bytes, as: UTF8.self))
    }
  }

  @Test func noRouteTicksOrDeletes() throws {
    #expect(try !route("tik://task/3").writes)
    #expect(try route("tik://new?title=x").writes)
    #expect(try !route("tik://new").writes)
  }
}
