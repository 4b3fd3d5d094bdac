/// Turns a typed line into a task draft: title words, and tokens for enabled fields.
///
/// A word that starts with a token's sigil is that token, or an error when it is
/// malformed (`@2026-02-30`, `!urgent`); a backslash before the sigil keeps the word as
/// title text (`\#1`, `\3:16`). Tokens of fields that are off are not read at all, so their words
/// stay in the title. Persian and Arabic-Indic digits are read as Latin.
public struct QuickEntryParser: Sendable {
  public var tokens: [any QuickEntryToken]

  public init(tokens: [any QuickEntryToken]) { self.tokens = tokens }

  /// The core's tokens for the enabled fields: list, priority, date, time.
  public static func coreTokens(fields: FieldSet) -> [any QuickEntryToken] {
    var tokens: [any QuickEntryToken] = [ListToken()]
    if fields.contains(.priority) { tokens.append(PriorityToken()) }
    if fields.contains(.date) { tokens.append(DateToken()) }
    if fields.contains(.time) { tokens.append(TimeToken()) }
    return tokens
  }

  public func parse(_ text: String, context: ParseContext) throws(TikError) -> Draft {
    let line = TerminalText.singleLine(Digits.latinized(text))
    let words = line.split(whereSeparator: { $0 == " " })
    guard !words.isEmpty else { throw .emptyTitle }
    var draft = Draft()
    var index = 0
    words: while index < words.count {
      let word = words[index]
      if word.count > 1, word.first == "\\", isEscapable(word.dropFirst().first!) {
        draft.titleWords.append(String(word.dropFirst()))
        index += 1
        continue
      }
      for token in tokens where token.sigil == nil || token.sigil == word.first {
        if let taken = try token.read(words[index...], into: &draft, context: context) {
          index += max(1, taken)
          continue words
        }
      }
      draft.titleWords.append(String(word))
      index += 1
    }
    if draft.titleWords.isEmpty { throw .titleMissing(line) }
    if let none = draft.undatedBy, draft.minute != nil || draft.repeatRule != nil {
      throw .undated(none)
    }
    return draft
  }

  /// Whether a backslash before this character keeps the word as title text: a sigil,
  /// or a digit (the start of a time).
  private func isEscapable(_ character: Character) -> Bool {
    character.isASCIIDigit || tokens.contains { $0.sigil == character }
  }
}
