import TikCore

/// `tik init bash|zsh|fish`: the prompt hook, for `eval "$(tik init bash)"`.
enum InitCommand {
  static var spec: CommandSpec {
    CommandSpec(
      "init", usage: "bash|zsh|fish", arguments: [.words(["bash", "zsh", "fish"])],
      summary: { $0.text(WidgetMessage.helpInit) }
    ) { (invocation) throws(TikError) in
      let usage = "init bash|zsh|fish"
      guard let shell = invocation.arguments.first else { throw .missingArgument(usage: usage) }
      if invocation.arguments.count > 1 {
        throw .unexpectedArgument(invocation.arguments[1], usage: usage)
      }
      guard let script = PromptHooks.script(for: shell) else {
        throw .unexpectedArgument(shell, usage: usage)
      }
      return .custom(text: script, json: .object([("script", .string(script))]))
    }
  }
}
