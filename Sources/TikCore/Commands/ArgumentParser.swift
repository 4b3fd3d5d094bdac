/// Splits command words into positional arguments and options.
///
/// Words that start with `--` (and the short forms `-h`, `-y`) are options until a bare
/// `--`, after which everything is an argument: `tik add -- --verbose flag`.
public enum ArgumentParser {
  public static let global = [
    OptionSpec("--json", about: "answer in JSON, errors too (on standard output)"),
    OptionSpec("--help", short: "-h", about: "the command's help"),
  ]

  public static func split(_ words: [String], for command: CommandSpec) throws(TikError)
    -> (arguments: [String], options: [String: String])
  {
    let specs = global + command.options
    var arguments: [String] = []
    var options: [String: String] = [:]
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      if optionsEnded || !(word.hasPrefix("--") || (word.count == 2 && word.hasPrefix("-"))) {
        arguments.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let parts = word.split(separator: "=", maxSplits: 1)
      let name = String(parts[0])
      guard let spec = specs.first(where: { $0.name == name || $0.short == name }) else {
        if word.count == 2 {  // a short word like "-x" is text, not an option
          arguments.append(word)
          continue
        }
        throw .unknownOption(word, command: command.name)
      }
      if spec.takesValue {
        if parts.count == 2 {
          options[spec.name] = String(parts[1])
        } else if index < words.count {
          options[spec.name] = words[index]
          index += 1
        } else {
          throw .missingOptionValue(spec.name)
        }
      } else {
        options[spec.name] = ""
      }
    }
    return (arguments, options)
  }

  /// Splits a typed line into words: spaces separate, quotes group (`"Side projects"`),
  /// an unmatched quote is an ordinary character.
  public static func words(of line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var characters = Array(line)[...]
    while let character = characters.popFirst() {
      if character == "\"" || character == "'",
        let close = characters.firstIndex(of: character)
      {
        current += String(characters[..<close])
        characters = characters[(close + 1)...]
        inWord = true
      } else if character == " " || character == "\t" {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
