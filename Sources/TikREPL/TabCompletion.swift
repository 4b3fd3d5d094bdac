import TikCore

/// What Tab offers at the cursor, from the words before it: commands after `/`, then
/// each command's arguments as its declaration says (task ids with titles, list names,
/// settings, plugin commands' options…), and token words after `#`, `@`, `!` and the
/// plugins' sigils in a line of quick entry. Only what is enabled.
struct TabCompletion {
  let session: Session

  var context: Context { session.context }
  var completions: Completions { Completions(context: context) }

  func candidates(line: String, wordStart: Int, word: String) -> [LineEditor.Candidate] {
    let before = String(decoding: Array(line.utf8.prefix(wordStart)), as: UTF8.self)
    let words = ArgumentParser.words(of: before)
    do {
      if words.isEmpty, word.first == "/" {
        return commandNames(prefix: String(word.dropFirst())).map { .init(value: "/" + $0) }
      }
      guard let first = words.first, first.first == "/" else {
        // Quick entry: the token being typed.
        guard let sigil = word.first, !sigil.isLetter, !sigil.isNumber else { return [] }
        return try completions.tokenWords(sigil: sigil, prefix: String(word.dropFirst())).map {
          .init(value: String(sigil) + $0)
        }
      }
      let name = String(first.dropFirst()).lowercased()
      guard let command = commands.first(where: { $0.name == name }) else { return [] }
      let arguments = Array(words.dropFirst()) + [word]
      return try completions.arguments(
        for: command, words: arguments, index: arguments.count - 1
      ).map { .init(value: $0.value, description: $0.description) }
    } catch {
      return []
    }
  }

  /// The core's and the plugins' commands, and the conversation's own.
  private var commands: [CommandSpec] {
    CommandRegistry(context: context).commands + Session.specs
  }

  private func commandNames(prefix: String) -> [String] {
    let names = completions.commands().map(\.value).filter { $0 != "add" } + Session.sessionCommands
    var unique: [String] = []
    for name in names where name.hasPrefix(prefix) && !unique.contains(name) { unique.append(name) }
    return unique.sorted()
  }
}
