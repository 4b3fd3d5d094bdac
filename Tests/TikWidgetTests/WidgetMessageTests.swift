import Testing
import TikCore
import TikTestSupport

@testable import TikWidget

/// The widget's catalog: both languages, the same placeholders, Latin digits, and no
/// character a prompt would read as code.
@Suite struct WidgetMessageTests {
  @Test(arguments: WidgetMessage.allCases)
  func everyMessageHasBothLanguagesWithTheSamePlaceholders(message: WidgetMessage) {
    let english = message.template(in: .english) ?? ""
    let persian = message.template(in: .persian) ?? ""
    #expect(!english.isEmpty && !persian.isEmpty)
    #expect(placeholders(english) == placeholders(persian))
    #expect(!Digits.containsNonLatinDigit(persian))
  }

  @Test(arguments: WidgetMessage.allCases)
  func cardWordsAreCleanForPrompts(message: WidgetMessage) {
    guard !message.rawValue.hasPrefix("error") else { return }  // errors go to stderr
    for language in WidgetMessage.languages {
      let text = message.template(in: language) ?? ""
      #expect(CleanText.isClean(text), "\(message) in \(language)")
    }
  }
}
