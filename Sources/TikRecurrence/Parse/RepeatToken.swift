import TikCore

/// `*daily`, `*every 3 days`, `*sat,mon`, `*last day`, `*until 1405/12/29`, `*10 times`, and
/// the Persian words (`*ماهانه`).
///
/// Each token adds one part to the task's rule, so a frequency and an end are separate
/// tokens (`*monthly *10 times`); a second part of the same kind is an error. The rule has
/// no anchor yet: the task's date may come later in the line, or from the view.
struct RepeatToken: QuickEntryToken {
  var sigil: Character? { "*" }

  func read(_ words: ArraySlice<Substring>, into draft: inout Draft, context: ParseContext)
    throws(TikError) -> Int?
  {
    let first = words[words.startIndex]
    let body = first.dropFirst()
    guard !body.isEmpty, body.first != "*" else { return nil }
    let stripped = [body] + words.dropFirst()
    guard let (phrase, count) = try RepeatPhrase.read(stripped[...], context: context) else {
      throw RecurrenceError.invalid(String(body)).error(in: context.catalog)
    }
    let typed = words.prefix(count).joined(separator: " ")
    try draft.mark(phrase.kind, typed)
    var rule =
      draft.repeatRule.flatMap { RepeatRule(storedText: $0) } ?? RepeatRule(frequency: nil)
    try rule.apply(
      phrase, typed: stripped.prefix(count).joined(separator: " "), context: context)
    draft.repeatRule = rule.storedText
    return count
  }
}
