import TikCore

/// What Tab offers at the cursor, from the words before it: commands after `/`, task ids
/// with titles, list names, config keys and values, and token words after `#`, `@`, `!`
/// and the plugins' sigils. Only what is enabled.
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
      if let sigil = word.first, !sigil.isLetter, !sigil.isNumber, sigil != "/" {
        let rest = String(word.dropFirst())
        return try completions.tokenWords(sigil: sigil, prefix: rest).map {
          .init(value: String(sigil) + $0)
        }
      }
      guard let first = words.first, first.first == "/" else { return [] }
      return try arguments(
        of: String(first.dropFirst()).lowercased(), position: words.count, words: words, word: word)
    } catch {
      return []
    }
  }

  private func arguments(of command: String, position: Int, words: [String], word: String)
    throws(TikError) -> [LineEditor.Candidate]
  {
    func plain(_ values: [String]) -> [LineEditor.Candidate] { values.map { .init(value: $0) } }
    switch (command, position) {
    case ("done", _), ("show", 1), ("edit", 1), ("delete", _), ("tomorrow", _),
      ("duplicate", 1), ("priority", 1):
      return try completions.tasks(prefix: word).map {
        .init(value: $0.value, description: $0.description)
      }
    case ("undone", _):
      return try completions.tasks(prefix: word, done: true).map {
        .init(value: $0.value, description: $0.description)
      }
    case ("edit", 2): return plain(completions.editFields(prefix: word))
    case ("priority", 2):
      return plain(["low", "med", "high", "none"].filter { $0.hasPrefix(word) })
    case ("list", 1): return plain(try completions.listNames(prefix: word))
    case ("lists", 1):
      return plain(["add", "rename", "color", "icon", "delete"].filter { $0.hasPrefix(word) })
    case ("lists", 2) where words.count > 1 && words[1] != "add":
      return plain(try completions.listNames(prefix: word))
    case ("lang", 1): return plain(completions.configValues(key: "language", prefix: word))
    case ("set", 1): return plain(completions.configKeys(prefix: word))
    case ("set", 2): return plain(completions.configValues(key: words[1], prefix: word))
    case ("config", 1):
      return plain(["list", "get", "set", "unset", "path"].filter { $0.hasPrefix(word) })
    case ("config", 2): return plain(completions.configKeys(prefix: word))
    case ("config", 3) where words.count > 1 && words[1] == "set":
      return plain(completions.configValues(key: words[2], prefix: word))
    case ("help", 1): return plain(commandNames(prefix: word))
    default: return []
    }
  }

  private func commandNames(prefix: String) -> [String] {
    let names = completions.commands().map(\.value).filter { $0 != "add" } + Session.sessionCommands
    var unique: [String] = []
    for name in names where name.hasPrefix(prefix) && !unique.contains(name) { unique.append(name) }
    return unique.sorted()
  }
}
