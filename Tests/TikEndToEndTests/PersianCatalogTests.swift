import Testing
import TikCore
import TikTestSupport

@testable import TikDeepLink
@testable import TikJalali
@testable import TikRecurrence
@testable import TikReminders
@testable import TikSync
@testable import TikWidget

/// Every Persian table read as a Persian editor reads it: one register (the formal شما),
/// «…» quotes with their values isolated, no Latin word where Persian has one, singular
/// nouns after numbers, the spellings the style keeps (جست‌وجو, صندوق ورودی, انجام‌شده),
/// one name for the day's story, Latin digits, and isolates that pair up.
@Suite struct PersianCatalogTests {
  /// Every message of every module: its name, and its English and Persian templates.
  static let messages: [(name: String, english: String, persian: String)] =
    entries(Message.self) + entries(JalaliMessage.self) + entries(RecurrenceMessage.self)
    + entries(WidgetMessage.self) + entries(DeepLinkMessage.self) + entries(ReminderMessage.self)
    + entries(SyncMessage.self)

  static func entries<Key: MessageKey & RawRepresentable>(_ type: Key.Type) -> [(
    name: String, english: String, persian: String
  )] where Key.RawValue == String {
    Key.allCases.map {
      (
        "\(Key.self).\($0.rawValue)", $0.template(in: .english) ?? "",
        $0.template(in: .persian) ?? ""
      )
    }
  }

  /// Input words (comma-separated lists read, never shown) are not sentences.
  static var sentences: [(name: String, english: String, persian: String)] {
    messages.filter { message in
      let key = message.name.split(separator: ".").last.map(String.init) ?? ""
      return !key.hasPrefix("words") && !key.hasPrefix("dateWord")
        && !key.hasPrefix("priorityWords")
        && !key.hasPrefix("timeWords") && key != "answerYes"
    }
  }

  /// What stands outside isolates and placeholders: the Persian sentence itself.
  static func sentence(_ template: String) -> String {
    var text = Isolate.outside(template)
    while let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") {
      text.removeSubrange(open...close)
    }
    return text
  }

  /// Latin words a Persian sentence may hold bare: names with no Persian word.
  static let names: Set<String> = [
    "tik", "REPL", "Enter", "bash", "zsh", "fish", "Ctrl", "Tab", "UTF", "TIK_NOW", "config",
    "toml", "libnotify", "bin", "notifier", "AM", "PM",
  ]

  @Test func noLatinWordWherePersianHasOne() {
    for message in Self.sentences {
      let words = Self.sentence(message.persian).split {
        !($0.isASCII && ($0.isLetter || $0 == "_"))
      }
      for word in words where !Self.names.contains(String(word)) {
        Issue.record(
          "\(message.name): the Latin word '\(word)' in \(message.persian.debugDescription)")
      }
    }
  }

  @Test func oneRegisterTheFormalOne() {
    // The informal forms the tables once had, and their like, as whole words.
    let informal: Set<String> = [
      "آمدی", "دادی", "بنویس", "روزت", "کارهایت", "هستی", "داری", "می‌خواهی", "بزن", "کن",
      "بکن", "خودت", "برو", "ببین",
    ]
    for message in Self.sentences {
      let words = message.persian.split { !$0.isLetter && $0 != "\u{200C}" }.map(String.init)
      for word in words where informal.contains(word) {
        Issue.record("\(message.name): the informal '\(word)' in \(message.persian)")
      }
    }
    let formal = Self.sentences.filter {
      $0.persian.contains("ید ") || $0.persian.contains("ید.") || $0.persian.hasSuffix("ید")
        || $0.persian.contains("ید؛")
    }
    #expect(formal.count >= 10, "the tables speak to the reader as شما")
  }

  @Test func quotesArePersianAndTheirValuesIsolated() {
    for message in Self.messages {
      let persian = message.persian
      #expect(!persian.contains("'") && !persian.contains("\""), "\(message.name): \(persian)")
      #expect(!persian.contains("“") && !persian.contains("”"), "\(message.name): \(persian)")
      var rest = persian[...]
      while let open = rest.firstIndex(of: "«") {
        let inside = rest[rest.index(after: open)...]
        #expect(
          inside.first.map {
            [Isolate.firstStrong, Isolate.leftToRight].contains($0.unicodeScalars.first!)
          } ?? false
            || !inside.hasPrefix("{"),
          "\(message.name): a value in «…» without its isolate: \(persian)")
        rest = inside
      }
      #expect(
        Isolate.paired(persian) == persian, "\(message.name): isolates that do not pair up")
    }
  }

  /// `هر {1} کار` reads «every 1 task» when the count is one: only a message that is for
  /// more than one (`…Many`, a repeat's interval) may say it.
  @Test func aSingleThingIsNotCountedAsMany() {
    for message in Self.messages where message.persian.contains("هر {") {
      let many = message.name.hasSuffix("Many") || message.name.lowercased().contains("every")
      #expect(many, "\(message.name) may count one: \(message.persian)")
    }
    for message in Self.messages {
      #expect(!message.persian.contains("هر 1 "), "\(message.name): \(message.persian)")
    }
  }

  @Test func theSpellingsTheStyleKeeps() {
    for message in Self.messages {
      let persian = message.persian
      #expect(!persian.contains("جستجو"), "\(message.name): جست‌وجو")
      #expect(!persian.contains("ساخته شده"), "\(message.name): ساخته‌شده")
      #expect(!persian.contains("داستان"), "\(message.name): the day's story is روایت")
      if persian.contains("صندوق") {
        #expect(persian.contains("صندوق ورودی"), "\(message.name): صندوق ورودی")
      }
      // `انجام شده` is a verb before است or بود; as a word on its own it is انجام‌شده.
      var rest = persian[...]
      while let found = rest.range(of: "انجام شده") {
        let after = rest[found.upperBound...]
        #expect(
          after.hasPrefix(" است") || after.hasPrefix(" بود"), "\(message.name): انجام‌شده")
        rest = after
      }
      #expect(!Digits.containsNonLatinDigit(persian), "\(message.name): Latin digits")
    }
  }

  @Test func everyMessageHasBothLanguagesAndTheSamePlaceholders() {
    for message in Self.sentences {
      #expect(
        message.persian.isEmpty == message.english.isEmpty, "\(message.name) in both languages")
      #expect(
        placeholders(message.english) == placeholders(message.persian), "\(message.name)")
    }
  }
}
