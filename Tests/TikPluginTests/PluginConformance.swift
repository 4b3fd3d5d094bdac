import Foundation
import TikCore
import TikTestSupport

/// The plugin contract as checks any plugin can be put through (as swift-log ships one
/// for its handlers). Each check returns what it found wrong; nothing is a pass.
enum PluginConformance {
  /// What a user does in a first session, in words every plugin could take as its own
  /// (`*daily`, `@1405/7/2`, `tik://today`): run on a fresh home, one command at a time.
  static let scenario: [[String]] = [
    ["add", "Call mom 18:00 #Work !high *daily"], ["add", "Pay rent @tomorrow *monthly"],
    ["add", "Read tik://today"], ["today"], ["today", "--json"], ["all", "--json"],
    ["show", "1"], ["show", "1", "--json"], ["done", "1"], ["all"], ["scheduled", "--json"],
    ["help"], ["help", "add"], ["help", "edit"], ["config", "list"], ["lists", "--json"],
    ["__complete", "0", ""], ["__complete", "1", "add", "*"], ["__complete", "1", "add", "@"],
    ["__complete", "3", "edit", "1", ""], ["__complete", "2", "config", "set", ""],
    ["edit", "1", "notes", "and ask about Sunday"], ["search", "mom", "--json"],
  ]

  /// A plugin that is off contributes nothing: with `plugin` in the build but switched
  /// off, every answer of the scenario, the tables and the state files are what they are
  /// with `plugin` not in the build at all.
  static func offIsAbsent(_ plugin: any Plugin.Type, among all: [any Plugin.Type]) throws
    -> [String]
  {
    let others = all.filter { $0.name != plugin.name }
    let config = "plugins = [" + others.map { "\"\($0.name)\"" }.joined(separator: ", ") + "]\n"
    let present = TemporaryHome(plugins: all)
    let absent = TemporaryHome(plugins: others)
    try present.writeConfig(config)
    try absent.writeConfig(config)
    var problems: [String] = []
    for command in scenario {
      let off = present.run(command)
      let gone = absent.run(command)
      // The plugins' own names are allowed to differ where the build's plugins are listed.
      if off.output.replacing(present.root, with: "~")
        != gone.output.replacing(absent.root, with: "~")
        || off.errors.replacing(present.root, with: "~")
          != gone.errors.replacing(absent.root, with: "~")
        || off.status != gone.status
      {
        problems.append(
          "\(command.joined(separator: " ")): off printed \(off.output.prefix(300))\(off.errors)"
            + " — absent printed \(gone.output.prefix(300))\(gone.errors)")
      }
    }
    if try present.tables() != absent.tables() {
      problems.append("tables: \(try present.tables()) against \(try absent.tables())")
    }
    let offFiles = present.stateFiles().mapValues { $0.replacing(present.root, with: "~") }
    let goneFiles = absent.stateFiles().mapValues { $0.replacing(absent.root, with: "~") }
    if offFiles != goneFiles {
      problems.append("state files: \(offFiles.keys.sorted()) against \(goneFiles.keys.sorted())")
    }
    return problems
  }

  /// A plugin that is on refuses bad values of its own keys with one clear line, exit
  /// code 1, in the file and on `config set`, and nothing is written.
  static func badValuesAreClearErrors(_ plugin: any Plugin.Type, among all: [any Plugin.Type])
    throws -> [String]
  {
    var problems: [String] = []
    for key in plugin.configKeys {
      let home = TemporaryHome(plugins: all)
      home.run("add", "Buy milk")
      let before = home.run("all", "--json").output
      let (table, name) = split(key.name)
      // A value of a kind no key of tik takes, in the file.
      let bad = "[[\"not\"], \"a\", 1]"
      if !key.accepts(.array([.array([.string("not")]), .string("a"), .integer(1)])) {
        try home.writeConfig((table.map { "[\($0)]\n" } ?? "") + "\(name) = \(bad)\n")
        let read = home.run("today")
        if read.status != 1 || read.errors.split(separator: "\n").count != 1
          || !read.errors.contains(name)
        {
          problems.append("\(key.name) = \(bad) in the file: \(read.status) \(read.errors)")
        }
        try home.writeConfig("")
      }
      // Words the key does not take, typed.
      let words = ["[[nonsense]]", "-1"]
      if key.value(fromWords: words) == nil {
        let set = home.run(["config", "set", key.name] + words)
        if set.status != 1 || set.errors.split(separator: "\n").count != 1 {
          problems.append("config set \(key.name): \(set.status) \(set.errors)")
        }
      }
      if home.run("all", "--json").output != before {
        problems.append("\(key.name): a bad value changed the tasks")
      }
    }
    return problems
  }

  /// A plugin's keys are its own: none is a core key or another plugin's.
  static func keysAreItsOwn(_ plugin: any Plugin.Type, among all: [any Plugin.Type]) throws
    -> [String]
  {
    let home = TemporaryHome(plugins: all.filter { $0.name != plugin.name })
    try home.writeConfig("")
    let context = try home.context()
    return plugin.configKeys.map(\.name).filter { context.config.keys[$0] != nil }
      .map { "the key '\($0)' is already the core's or another plugin's" }
  }

  static func split(_ key: String) -> (table: String?, name: String) {
    guard let dot = key.lastIndex(of: ".") else { return (nil, key) }
    return (String(key[..<dot]), String(key[key.index(after: dot)...]))
  }
}
