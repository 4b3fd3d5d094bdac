/// `#Work`: the task's list (resolved against the store when the task is added).
public struct ListToken: QuickEntryToken {
  public init() {}
  public var sigil: Character? { "#" }

  public func read(
    _ words: ArraySlice<Substring>, into draft: inout Draft, context: ParseContext
  ) throws(TikError) -> Int? {
    let word = words[words.startIndex]
    let name = word.dropFirst()
    // `#123` is an issue number, not a list: title text.
    guard !name.isEmpty, !Digits.latinized(String(name)).allSatisfy(\.isASCIIDigit) else {
      return nil
    }
    try draft.mark("list", word)
    draft.listName = String(name)
    return 1
  }
}

/// `!low`, `!med`, `!high`, `!1`…`!3`, and the words of every language (`!زیاد`).
public struct PriorityToken: QuickEntryToken {
  public init() {}
  public var sigil: Character? { "!" }

  public func read(
    _ words: ArraySlice<Substring>, into draft: inout Draft, context: ParseContext
  ) throws(TikError) -> Int? {
    let word = words[words.startIndex]
    let name = word.dropFirst()
    guard !name.isEmpty, name.first != "!" else { return nil }
    guard let priority = Priority(word: name) else {
      throw .invalidPriority(String(word), quickEntry: true)
    }
    try draft.mark("priority", word)
    draft.priority = priority
    return 1
  }
}

/// `@today`, `@tomorrow`, `@fri`, `@+3`, `@2026-09-24`, `@24 sep`, `@none`, and the
/// active calendar's own forms.
public struct DateToken: QuickEntryToken {
  public init() {}
  public var sigil: Character? { "@" }

  public func read(
    _ words: ArraySlice<Substring>, into draft: inout Draft, context: ParseContext
  ) throws(TikError) -> Int? {
    var stripped = Array(words.prefix(4))
    stripped[0] = stripped[0].dropFirst()
    guard !stripped[0].isEmpty else { return nil }
    guard let (date, count) = try DateWords.read(stripped[...], context: context) else {
      throw .invalidDate(String(words[words.startIndex]), .unknown)
    }
    try draft.mark("date", words[words.startIndex])
    draft.date = date
    if date == .none { draft.undatedBy = String(words[words.startIndex]) }
    return count
  }
}

/// `9:30`, `09:30`, `21:00`, `9am`, `9:30pm`, `9 pm`, `9 صبح`, `9:30 ب.ظ.`: words that
/// have the shape of a time.
public struct TimeToken: QuickEntryToken {
  public init() {}
  public var sigil: Character? { nil }

  public func read(
    _ words: ArraySlice<Substring>, into draft: inout Draft, context: ParseContext
  ) throws(TikError) -> Int? {
    let word = words[words.startIndex]
    guard let first = word.first, first.isASCIIDigit, let count = TimeText.length(words) else {
      return nil
    }
    let text = words.prefix(count).joined(separator: " ")
    guard let minute = TimeText.parse(text) else { throw .invalidTime(text) }
    try draft.mark("time", text)
    draft.minute = minute
    return count
  }
}
