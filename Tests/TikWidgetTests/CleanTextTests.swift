import Testing

@testable import TikWidget

/// Task text made safe for terminals, bars and shell prompts.
@Suite struct CleanTextTests {
  @Test(arguments: [
    ("plain", "plain"), ("tab\tand\nnewline", "tab and newline"),
    ("\u{1B}[31mred", "␛[31mred"), ("$(rm -rf ~)", "＄(rm -rf ~)"), ("`id`", "ˋidˋ"),
    ("C:\\path", "C:＼path"), ("100%", "100％"), ("now!", "nowǃ"),
    ("\u{202E}evil", "evil"), ("line\u{2028}break", "line break"),
    ("خرید نان", "خرید نان"),
  ])
  func eachUnsafeCharacterBecomesALookAlike(text: String, clean: String) {
    #expect(CleanText.line(text) == clean)
    #expect(CleanText.line(clean) == clean)
  }
}
