import Testing

@testable import TikTOML

/// The document after one edit, as text.
private func edited(
  _ text: String, _ edit: (inout TOMLDocument) throws -> Void
) throws -> String {
  var document = try TOMLDocument(parsing: text)
  try edit(&document)
  return document.text
}

/// The error parsing `text` throws, or nil when it parses.
private func parseError(_ text: String) -> TOMLError? {
  do {
    _ = try TOMLDocument(parsing: text)
    return nil
  } catch {
    return error
  }
}

/// An input that must fail with `kind` at `line:column`.
struct BadTOMLInput: Sendable, CustomTestStringConvertible {
  let text: String
  let kind: TOMLError.Kind
  let line: Int
  let column: Int

  init(_ text: String, _ kind: TOMLError.Kind, at line: Int, _ column: Int) {
    self.text = text
    self.kind = kind
    self.line = line
    self.column = column
  }

  var testDescription: String { "\(kind) at \(line):\(column) in \(text.debugDescription)" }
}

@Suite struct TOMLDocumentParsingTests {
  @Test func everyValueKindParses() throws {
    let document = try TOMLDocument(
      parsing: """
        str = "hi"
        lit = 'C:\\path\\no "escapes"'
        int = -42
        plus = +7
        zero = 0
        hex = 0xff_FF
        oct = 0o17
        bin = 0b101
        big = 1_000_000
        yes = true
        no = false
        list = ["a", 1, true, [2, []]]
        empty = []
        """)
    let expected: [(String, TOMLDocument.Value)] = [
      ("str", .string("hi")),
      ("lit", .string("C:\\path\\no \"escapes\"")),
      ("int", .integer(-42)),
      ("plus", .integer(7)),
      ("zero", .integer(0)),
      ("hex", .integer(0xFFFF)),
      ("oct", .integer(0o17)),
      ("bin", .integer(0b101)),
      ("big", .integer(1_000_000)),
      ("yes", .bool(true)),
      ("no", .bool(false)),
      (
        "list",
        .array([.string("a"), .integer(1), .bool(true), .array([.integer(2), .array([])])])
      ),
      ("empty", .array([])),
    ]
    #expect(document.entries.map(\.key) == expected.map(\.0))
    for (key, value) in expected {
      #expect(document.value(for: key) == value, "\(key)")
    }
  }

  @Test func entriesComeInFileOrderWithTheirKeyLineAndValueColumn() throws {
    let document = try TOMLDocument(
      parsing: """
        language = "fa"  # Persian

        [widget]
        morning =  "07:00"
        """)
    let entries = document.entries
    #expect(entries.map(\.key) == ["language", "widget.morning"])
    #expect(entries.map(\.line) == [1, 4])
    #expect(entries.map(\.column) == [12, 12])
    #expect(document.entry(for: "widget.morning")?.value == .string("07:00"))
    #expect(document.value(for: "morning") == nil)
  }

  @Test func keysUnderATableAreDottedWithItsName() throws {
    let document = try TOMLDocument(
      parsing: """
        [ a . b ]
        c = 1
        ["my table"]
        x = 2
        [a]
        d = 3
        """)
    #expect(document.entries.map(\.key) == ["a.b.c", "my table.x", "a.d"])
  }

  @Test func quotedKeysMayHoldAnyText() throws {
    let document = try TOMLDocument(
      parsing: """
        "my key" = 1
        'lit key' = 2
        "\\u06CC" = 3
        "" = 4
        """)
    #expect(document.entries.map(\.key) == ["my key", "lit key", "ی", ""])
  }

  @Test func whitespaceAroundEqualsIsOptional() throws {
    let document = try TOMLDocument(parsing: "a=1\nb\t=\t2\n")
    #expect(document.value(for: "a") == .integer(1))
    #expect(document.value(for: "b") == .integer(2))
    #expect(document.entry(for: "b")?.column == 5)
  }

  @Test func aMultiLineArrayAllowsCommentsBlankLinesAndATrailingComma() throws {
    let document = try TOMLDocument(
      parsing: """
        days = [
          "sat",  # first
          "sun",

          # more
          "mon",
        ]  # weekend
        next = 1
        """)
    #expect(
      document.value(for: "days") == .array([.string("sat"), .string("sun"), .string("mon")]))
    #expect(document.entry(for: "next")?.line == 8)
  }

  @Test func escapesDecodeInBasicStrings() throws {
    let document = try TOMLDocument(
      parsing: #"s = "tab\there \"q\" back\\slash \u06CC \U0001F600 \b\f\r\n""#)
    #expect(
      document.value(for: "s") == .string("tab\there \"q\" back\\slash ی 😀 \u{08}\u{0C}\r\n"))
  }

  @Test func persianTextParsesAndColumnsCountCharacters() throws {
    let document = try TOMLDocument(
      parsing: """
        greeting = "سلام دنیا"
        "نام" = "علی"
        names = ["یک", 'دو']
        """)
    #expect(document.value(for: "greeting") == .string("سلام دنیا"))
    #expect(document.entry(for: "نام")?.value == .string("علی"))
    #expect(document.entry(for: "نام")?.column == 9)
    #expect(document.value(for: "names") == .array([.string("یک"), .string("دو")]))
  }

  @Test func integersReachBothEndsOfInt() throws {
    let document = try TOMLDocument(
      parsing: """
        max = 9223372036854775807
        min = -9223372036854775808
        hexMax = 0x7FFFFFFFFFFFFFFF
        negativeZero = -0
        """)
    #expect(document.value(for: "max") == .integer(.max))
    #expect(document.value(for: "min") == .integer(.min))
    #expect(document.value(for: "hexMax") == .integer(.max))
    #expect(document.value(for: "negativeZero") == .integer(0))
  }

  @Test func crlfLineEndingsCountAsOneLineBreak() throws {
    let document = try TOMLDocument(
      parsing: "a = \"x\"\r\n\r\n[t]\r\nb = [\r\n  1,\r\n]\r\nc = 2\r\n")
    #expect(document.value(for: "a") == .string("x"))
    #expect(document.entries.map(\.line) == [1, 4, 7])
    #expect(document.value(for: "t.b") == .array([.integer(1)]))
  }

  @Test func aByteOrderMarkIsSkippedAndNotCounted() throws {
    let document = try TOMLDocument(parsing: "\u{FEFF}a = 1\n")
    #expect(document.entry(for: "a")?.line == 1)
    #expect(document.entry(for: "a")?.column == 5)
  }

  @Test func aDocumentOfOnlyCommentsAndBlankLinesHasNoEntries() throws {
    #expect(try TOMLDocument(parsing: "").entries.isEmpty)
    #expect(try TOMLDocument(parsing: "# nothing\n\n   \n\t# here").entries.isEmpty)
  }

  @Test(arguments: [
    "",
    "language = \"fa\"",
    "# tik\nlanguage = \"fa\"  # Persian\n\n[widget]\nmorning = '07:00'\n\n\n",
    "a = 1\r\n[t]\r\nb = [\r\n  1, # one\r\n  0x2,\r\n]\r\n",
    "\u{FEFF}# bom\na=1",
    "  indented   =   1_000   \n\t[ table ]  # trailing\n",
    "greeting = \"سلام\" # \u{06CC}\n",
  ])
  func anUnchangedDocumentRendersByteForByte(_ text: String) throws {
    let document = try TOMLDocument(parsing: text)
    #expect(Array(document.text.utf8) == Array(text.utf8))
  }
}

/// Dotted keys, as `tik config list` prints them: `widget.morning = "07:00"` is the
/// same key as `morning` under `[widget]`, and an edit changes it where it is.
@Suite struct TOMLDottedKeyTests {
  @Test func aDottedKeyNamesAKeyOfATable() throws {
    let document = try TOMLDocument(
      parsing: "widget.morning = \"07:00\"\n\"sync\" . url = 'x'\n[a]\nb.c = 1\n")
    #expect(document.value(for: "widget.morning") == .string("07:00"))
    #expect(document.value(for: "sync.url") == .string("x"))
    #expect(document.value(for: "a.b.c") == .integer(1))
  }

  /// A new key of a table whose keys are written dotted goes with them, dotted: a
  /// `[widget]` header after `widget.morning` would define the table twice.
  @Test func aNewKeyOfADottedTableIsWrittenDottedBesideIt() throws {
    let text = "widget.morning = \"07:00\"\r\nlanguage = \"en\"\r\n[sync]\r\nurl = \"x\"\r\n"
    let changed = try edited(text) { try $0.set("widget.night", to: .string("22:00")) }
    #expect(
      changed
        == "widget.morning = \"07:00\"\r\nwidget.night = \"22:00\"\r\nlanguage = \"en\"\r\n[sync]\r\nurl = \"x\"\r\n"
    )
    #expect(try TOMLDocument(parsing: changed).value(for: "widget.night") == .string("22:00"))
  }

  @Test func anEditChangesADottedKeyInItsPlace() throws {
    let text = "# mine\nwidget.morning = \"07:00\" # early\nlanguage = \"en\"\n"
    let changed = try edited(text) { try $0.set("widget.morning", to: .string("06:00")) }
    #expect(changed == "# mine\nwidget.morning = \"06:00\" # early\nlanguage = \"en\"\n")
  }
}

@Suite struct TOMLDocumentErrorTests {
  static let badInputs: [BadTOMLInput] = [
    BadTOMLInput("language \"fa\"", .expectedEquals, at: 1, 10),
    BadTOMLInput("theme", .expectedEquals, at: 1, 6),
    BadTOMLInput("x = 1\n= 2", .expectedKey, at: 2, 1),
    BadTOMLInput("  !x = 1", .expectedKey, at: 1, 3),
    BadTOMLInput("a. = 1", .invalidKey("a."), at: 1, 1),
    BadTOMLInput("a..b = 1", .invalidKey("a..b"), at: 1, 1),
    BadTOMLInput("\tfo$o = 1", .invalidKey("fo$o"), at: 1, 2),
    BadTOMLInput("a.b = 1\n[a]\nb = 2", .duplicateKey("a.b"), at: 3, 1),
    BadTOMLInput("a = 1\nb = 2\n  a = 3", .duplicateKey("a"), at: 3, 3),
    BadTOMLInput("[widget]\nmorning = 1\nmorning = 2", .duplicateKey("widget.morning"), at: 3, 1),
    BadTOMLInput("\"a.b\" = 1\n[a]\nb = 2", .duplicateKey("a.b"), at: 3, 1),
    BadTOMLInput("[a]\n[b]\n[ a ]", .duplicateTable("a"), at: 3, 3),
    BadTOMLInput("[a.b]\n[a . b]", .duplicateTable("a.b"), at: 2, 2),
    BadTOMLInput("a =", .expectedValue, at: 1, 4),
    BadTOMLInput("a = # nothing", .expectedValue, at: 1, 5),
    BadTOMLInput("a = yes", .expectedValue, at: 1, 5),
    BadTOMLInput("a = [1, , 2]", .expectedValue, at: 1, 9),
    BadTOMLInput("a = [,]", .expectedValue, at: 1, 6),
    BadTOMLInput("a = \"abc", .unterminatedString, at: 1, 5),
    BadTOMLInput("a = 'abc\nb = 1", .unterminatedString, at: 1, 5),
    BadTOMLInput("\"key = 1", .unterminatedString, at: 1, 1),
    BadTOMLInput("a = \"x\\", .unterminatedString, at: 1, 5),
    BadTOMLInput("a = [1, 2", .unterminatedArray, at: 1, 5),
    BadTOMLInput("x = 0\na = [\n  1,\n  2\nb = 3", .unterminatedArray, at: 5, 1),
    BadTOMLInput("a = [1 2]", .unterminatedArray, at: 1, 8),
    BadTOMLInput("a = \"\\q\"", .invalidEscape("\\q"), at: 1, 6),
    BadTOMLInput("a = \"x\\uD800\"", .invalidEscape("\\uD800"), at: 1, 7),
    BadTOMLInput("a = \"\\u12\"", .invalidEscape("\\u12"), at: 1, 6),
    BadTOMLInput("a = \"\\U00110000\"", .invalidEscape("\\U00110000"), at: 1, 6),
    BadTOMLInput("a = \"\\x41\"", .invalidEscape("\\x"), at: 1, 6),
    BadTOMLInput("a = 0123", .invalidNumber("0123"), at: 1, 5),
    BadTOMLInput("a = 1__000", .invalidNumber("1__000"), at: 1, 5),
    BadTOMLInput("a = 1_", .invalidNumber("1_"), at: 1, 5),
    BadTOMLInput("a = 9223372036854775808", .invalidNumber("9223372036854775808"), at: 1, 5),
    BadTOMLInput("a = -9223372036854775809", .invalidNumber("-9223372036854775809"), at: 1, 5),
    BadTOMLInput("a = 0x8000000000000000", .invalidNumber("0x8000000000000000"), at: 1, 5),
    BadTOMLInput("a = +0x10", .invalidNumber("+0x10"), at: 1, 5),
    BadTOMLInput("a = 0xG1", .invalidNumber("0xG1"), at: 1, 5),
    BadTOMLInput("a = 0b102", .invalidNumber("0b102"), at: 1, 5),
    BadTOMLInput("a = 12abc", .invalidNumber("12abc"), at: 1, 5),
    BadTOMLInput("a = -", .invalidNumber("-"), at: 1, 5),
    BadTOMLInput("a = 3.14", .unsupportedValue("3.14"), at: 1, 5),
    BadTOMLInput("a = 1e6", .unsupportedValue("1e6"), at: 1, 5),
    BadTOMLInput("a = -inf", .unsupportedValue("-inf"), at: 1, 5),
    BadTOMLInput("a = nan", .unsupportedValue("nan"), at: 1, 5),
    BadTOMLInput("a = 1979-05-27", .unsupportedValue("1979-05-27"), at: 1, 5),
    BadTOMLInput("a = 07:32:00", .unsupportedValue("07:32:00"), at: 1, 5),
    BadTOMLInput("a = { x = 1 } # c", .unsupportedValue("{ x = 1 }"), at: 1, 5),
    BadTOMLInput("a = { x = 1  ", .unsupportedValue("{ x = 1"), at: 1, 5),
    BadTOMLInput("a = \"\"\"x\"\"\" # c", .unsupportedValue("\"\"\"x\"\"\""), at: 1, 5),
    BadTOMLInput("a = '''\nx\n'''", .unsupportedValue("'''"), at: 1, 5),
    BadTOMLInput("a = [1, 2.5]", .unsupportedValue("2.5"), at: 1, 9),
    BadTOMLInput("a = 1 2", .trailingCharacters("2"), at: 1, 7),
    BadTOMLInput("a = \"x\" y # c  ", .trailingCharacters("y # c"), at: 1, 9),
    BadTOMLInput("[t] x", .trailingCharacters("x"), at: 1, 5),
    BadTOMLInput("a = [1]]", .trailingCharacters("]"), at: 1, 8),
    BadTOMLInput("[[x]]", .invalidTableHeader, at: 1, 2),
    BadTOMLInput("[]", .invalidTableHeader, at: 1, 2),
    BadTOMLInput("[a.]", .invalidTableHeader, at: 1, 4),
    BadTOMLInput("[a b]", .invalidTableHeader, at: 1, 4),
    BadTOMLInput("[a", .invalidTableHeader, at: 1, 3),
    BadTOMLInput("a = \"x\u{07}y\"", .controlCharacter, at: 1, 7),
    BadTOMLInput("a = 'x\u{0}'", .controlCharacter, at: 1, 7),
    BadTOMLInput("a = \"x\ry\"", .controlCharacter, at: 1, 7),
    BadTOMLInput("a = \"x\u{7F}\"", .controlCharacter, at: 1, 7),
  ]

  @Test(arguments: badInputs)
  func aBadInputNamesItsKindLineAndColumn(_ input: BadTOMLInput) {
    let error = parseError(input.text)
    #expect(error?.kind == input.kind)
    #expect(error?.line == input.line)
    #expect(error?.column == input.column)
  }

  @Test func aDuplicateKeyNamesItsLineAndColumn() {
    let error = parseError("[widget]\nmorning = \"07:00\"\n\n  morning = \"08:00\"\n")
    #expect(error?.kind == .duplicateKey("widget.morning"))
    #expect(error?.line == 4)
    #expect(error?.column == 3)
  }

  @Test func errorColumnsCountCharactersNotBytes() {
    let error = parseError("name = \"نام\" x")
    #expect(error?.kind == .trailingCharacters("x"))
    #expect(error?.column == 14)
  }

  @Test func errorLinesCountCRLFAsOneBreak() {
    let error = parseError("a = 1\r\nb = 2\r\nb = 3\r\n")
    #expect(error?.kind == .duplicateKey("b"))
    #expect(error?.line == 3)
    #expect(error?.column == 1)
  }

  @Test func errorColumnsDoNotCountAByteOrderMark() {
    let error = parseError("\u{FEFF}a = ")
    #expect(error?.kind == .expectedValue)
    #expect(error?.line == 1)
    #expect(error?.column == 5)
  }
}

@Suite struct TOMLDocumentEditingTests {
  @Test func anEndOfLineCommentSurvivesASet() throws {
    let text = try edited("language = \"en\"  # UI language\ntheme = \"dark\"\n") {
      try $0.set("language", to: .string("fa"))
    }
    #expect(text == "language = \"fa\"  # UI language\ntheme = \"dark\"\n")
  }

  @Test func settingTheValueAKeyAlreadyHasKeepsTheUsersSpelling() throws {
    let original = "mask = 0xFF # hex\nname = 'x'\n"
    let text = try edited(original) {
      try $0.set("mask", to: .integer(255))
      try $0.set("name", to: .string("x"))
    }
    #expect(text == original)
  }

  @Test func aSetReturnsTheNewValueAndShiftsLaterEntries() throws {
    var document = try TOMLDocument(parsing: "a = [1, 2]\nb = 1\n")
    try document.set("a", to: .array([.string("یک")]))
    #expect(document.text == "a = [\"یک\"]\nb = 1\n")
    #expect(document.value(for: "a") == .array([.string("یک")]))
    #expect(document.entry(for: "b")?.line == 2)
  }

  /// An array written one item a line stays so: the lines of the items that stay keep
  /// their comments, comment lines stay, new items take the first item's indent.
  @Test func aMultiLineArrayStaysOneItemALineWithItsComments() throws {
    let text = try edited("days = [\n  \"sat\",\n  \"sun\",\n] # weekend\nnext = 1\n") {
      try $0.set("days", to: .array([.string("fri")]))
    }
    #expect(text == "days = [\n  \"fri\",\n] # weekend\nnext = 1\n")
    let plugins = try edited(
      "plugins = [\n    \"a\", # one\n  # about b\n  \"b\"  # two\n]\nx = 1\n"
    ) {
      try $0.set("plugins", to: .array([.string("b"), .string("c")]))
    }
    #expect(plugins == "plugins = [\n  # about b\n  \"b\",  # two\n    \"c\",\n]\nx = 1\n")
    let document = try TOMLDocument(parsing: plugins)
    #expect(document.value(for: "plugins") == .array([.string("b"), .string("c")]))
    #expect(document.entry(for: "x")?.line == 6)
    // An array of another shape goes on one line.
    let packed = try edited("a = [1,\n  2]\n") { try $0.set("a", to: .array([.integer(3)])) }
    #expect(packed == "a = [3]\n")
  }

  @Test func aNewTopLevelKeyGoesAfterTheLastTopLevelKeyBeforeTheFirstHeader() throws {
    let text = try edited("# tik\nlanguage = \"fa\"\n\n[widget]\nmorning = \"07:00\"\n") {
      try $0.set("theme", to: .string("dark"))
    }
    #expect(text == "# tik\nlanguage = \"fa\"\ntheme = \"dark\"\n\n[widget]\nmorning = \"07:00\"\n")
  }

  @Test func aNewTopLevelKeyInAFileOfTablesGoesAboveTheFirstHeaderAndItsComment() throws {
    let text = try edited("# tik config\n\n# Widgets\n[widget]\nmorning = \"07:00\"\n") {
      try $0.set("language", to: .string("fa"))
    }
    #expect(
      text == "# tik config\n\nlanguage = \"fa\"\n\n# Widgets\n[widget]\nmorning = \"07:00\"\n")
  }

  @Test func aNewTopLevelKeyAboveAHeaderOnTheFirstLine() throws {
    var document = try TOMLDocument(parsing: "[widget]\nmorning = \"07:00\"\n")
    try document.set("language", to: .string("fa"))
    #expect(document.text == "language = \"fa\"\n\n[widget]\nmorning = \"07:00\"\n")
    #expect(document.entry(for: "widget.morning")?.line == 4)
  }

  @Test func aNewKeyInAnExistingTableGoesAfterItsLastKey() throws {
    let text = try edited("[widget]\nmorning = \"07:00\" # early\n\n[sync]\nurl = \"x\"\n") {
      try $0.set("widget.evening", to: .string("19:00"))
    }
    #expect(
      text == "[widget]\nmorning = \"07:00\" # early\nevening = \"19:00\"\n\n[sync]\nurl = \"x\"\n")
  }

  @Test func aNewKeyInAnEmptyTableGoesRightUnderItsHeader() throws {
    let text = try edited("[widget]  # none yet\n\n[sync]\n") {
      try $0.set("widget.morning", to: .string("07:00"))
    }
    #expect(text == "[widget]  # none yet\nmorning = \"07:00\"\n\n[sync]\n")
  }

  @Test func aNewKeyInAMissingTableCreatesTheTableAtTheEnd() throws {
    for original in ["language = \"fa\"\n", "language = \"fa\"", "language = \"fa\"\n\n"] {
      let text = try edited(original) { try $0.set("widget.morning", to: .string("07:00")) }
      #expect(text == "language = \"fa\"\n\n[widget]\nmorning = \"07:00\"\n")
    }
  }

  @Test func aKeyWithSeveralDotsCreatesANestedTable() throws {
    var document = try TOMLDocument(parsing: "")
    try document.set("a.b.c", to: .integer(1))
    #expect(document.text == "[a.b]\nc = 1\n")
    #expect(document.value(for: "a.b.c") == .integer(1))
  }

  @Test func aSetOnAnEmptyDocumentWritesOneLine() throws {
    let text = try edited("") { try $0.set("language", to: .string("fa")) }
    #expect(text == "language = \"fa\"\n")
  }

  @Test func aSetAfterALastLineWithoutNewlineAddsOneBetween() throws {
    let text = try edited("a = 1") { try $0.set("b", to: .integer(2)) }
    #expect(text == "a = 1\nb = 2")
  }

  @Test func keysAndTablesThatAreNotBareAreWrittenQuoted() throws {
    var document = try TOMLDocument(parsing: "")
    try document.set("my key", to: .integer(1))
    try document.set("my table.x\"y", to: .integer(2))
    #expect(document.text == "\"my key\" = 1\n\n[\"my table\"]\n\"x\\\"y\" = 2\n")
    #expect(document.value(for: "my key") == .integer(1))
    #expect(document.value(for: "my table.x\"y") == .integer(2))
  }

  @Test func aCRLFFileGetsCRLFLines() throws {
    let text = try edited("a = 1\r\n[t]\r\nx = 1\r\n") {
      try $0.set("b", to: .integer(2))
      try $0.set("t.y", to: .integer(3))
      try $0.set("u.z", to: .integer(4))
    }
    #expect(text == "a = 1\r\nb = 2\r\n[t]\r\nx = 1\r\ny = 3\r\n\r\n[u]\r\nz = 4\r\n")
  }

  @Test func theByteOrderMarkStaysFirst() throws {
    let text = try edited("\u{FEFF}[t]\nx = 1\n") { try $0.set("language", to: .string("fa")) }
    #expect(text == "\u{FEFF}language = \"fa\"\n\n[t]\nx = 1\n")
    let empty = try edited("\u{FEFF}") { try $0.set("a", to: .integer(1)) }
    #expect(empty == "\u{FEFF}a = 1\n")
  }

  @Test func persianValuesAreWrittenAsTheyAre() throws {
    var document = try TOMLDocument(parsing: "language = \"en\" # زبان\n")
    try document.set("language", to: .string("فارسی"))
    #expect(document.text == "language = \"فارسی\" # زبان\n")
    #expect(document.value(for: "language") == .string("فارسی"))
  }

  @Test func removeDeletesTheKeysLineAndItsComment() throws {
    let text = try edited("a = 1\nb = 2 # two\nc = 3\n") { try $0.remove("b") }
    #expect(text == "a = 1\nc = 3\n")
  }

  @Test func removeDeletesEveryLineOfAMultiLineArray() throws {
    var document = try TOMLDocument(parsing: "a = 1\ndays = [\n  \"sat\",\n  \"sun\",\n]\nb = 2\n")
    try document.remove("days")
    #expect(document.text == "a = 1\nb = 2\n")
    #expect(document.value(for: "days") == nil)
    #expect(document.entry(for: "b")?.line == 2)
  }

  @Test func removeInATableLeavesTheHeader() throws {
    let text = try edited("[t]\nx = 1\ny = 2\n") { try $0.remove("t.x") }
    #expect(text == "[t]\ny = 2\n")
  }

  @Test func removingTheLastLineTakesTheNewlineBeforeIt() throws {
    #expect(try edited("a = 1\nb = 2") { try $0.remove("b") } == "a = 1")
    #expect(try edited("a = 1\r\nb = 2") { try $0.remove("b") } == "a = 1")
    #expect(try edited("a = 1") { try $0.remove("a") } == "")
    #expect(try edited("\u{FEFF}a = 1") { try $0.remove("a") } == "\u{FEFF}")
  }

  @Test func removingAMissingKeyChangesNothing() throws {
    let original = "a = 1 # one\n[t]\n"
    let text = try edited(original) {
      try $0.remove("b")
      try $0.remove("t")
    }
    #expect(text == original)
  }
}

@Suite struct TOMLDocumentRenderingTests {
  @Test func valuesRenderAsTOML() {
    #expect(TOMLDocument.render(.string("a\"b\\c")) == #""a\"b\\c""#)
    #expect(TOMLDocument.render(.string("\t\n\r\u{08}\u{0C}")) == #""\t\n\r\b\f""#)
    #expect(TOMLDocument.render(.string("\u{01}\u{7F}")) == #""\u0001\u007F""#)
    #expect(TOMLDocument.render(.string("سلام")) == "\"سلام\"")
    #expect(TOMLDocument.render(.integer(.min)) == "-9223372036854775808")
    #expect(TOMLDocument.render(.bool(false)) == "false")
    #expect(TOMLDocument.render(.array([])) == "[]")
    #expect(
      TOMLDocument.render(.array([.string("a"), .array([.integer(1), .bool(true)])]))
        == #"["a", [1, true]]"#)
  }

  @Test(arguments: [
    TOMLDocument.Value.string(""),
    .string("line\r\nbreak \"quoted\" \\ \u{0}\u{1B} ی 😀"),
    .integer(.max),
    .integer(.min),
    .bool(true),
    .array([.string("a"), .integer(-1), .array([.bool(false)]), .array([])]),
  ])
  func aRenderedValueParsesBackToItself(_ value: TOMLDocument.Value) throws {
    let document = try TOMLDocument(parsing: "v = " + TOMLDocument.render(value))
    #expect(document.value(for: "v") == value)
  }
}
