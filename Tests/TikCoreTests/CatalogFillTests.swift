import Testing

@testable import TikCore

/// Filling a message's placeholders: numbered ones from the arguments, `{tik}` from the
/// front end's prefix, everything else as written.
@Suite struct CatalogFillTests {
  @Test func numberedPlaceholdersTakeTheirArguments() {
    #expect(Catalog.fill("{2} before {1}", ["a", "b"]) == "b before a")
    #expect(Catalog.fill("{1}{1}{1}", ["x"]) == "xxx")
    #expect(Catalog.fill("no placeholder", ["x"]) == "no placeholder")
    #expect(Catalog.fill("ساعت {1} · «{2}»", ["09:30", "کار"]) == "ساعت 09:30 · «کار»")
  }

  @Test func bracesThatNameNoArgumentStay() {
    #expect(Catalog.fill("{0} {3} {x} {} {1", ["a", "b"]) == "{0} {3} {x} {} {1")
    #expect(Catalog.fill("{{1}}", ["a"]) == "{a}")
    #expect(Catalog.fill("{1}", []) == "{1}")
    #expect(Catalog.fill("{tik}done {1}", ["3"]) == "{tik}done 3")
  }

  @Test func whatIsFilledInIsNotReadAgain() {
    #expect(Catalog.fill("{1} and {2}", ["{2}", "{tik}"], tik: "/") == "{2} and {tik}")
  }

  @Test func theCommandPrefixFillsTik() {
    let shell = Catalog(.english, commandPrefix: "tik ")
    let repl = Catalog(.english, commandPrefix: "/")
    #expect(shell.fill("{tik}done {1} · {tik}snooze {1}", ["7"]) == "tik done 7 · tik snooze 7")
    #expect(repl.fill("{tik}done {1} · {tik}snooze {1}", ["7"]) == "/done 7 · /snooze 7")
    #expect(repl.fill("try {tik}help", []) == "try /help")
  }
}
