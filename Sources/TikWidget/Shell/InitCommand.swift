import TikCore

/// `tik init bash|zsh|fish`: the prompt hook, for `eval "$(tik init bash)"`.
enum InitCommand {
  static var spec: CommandSpec {
    CommandSpec(
      "init", usage: "bash|zsh|fish", arguments: [.words(["bash", "zsh", "fish"])],
      summary: { $0.text(WidgetMessage.helpInit) }
    ) { (invocation) throws(TikError) in
      guard invocation.arguments.count == 1,
        let script = PromptHooks.script(for: invocation.arguments[0])
      else { throw .missingArgument(usage: "init bash|zsh|fish") }
      return .custom(text: script, json: .object([("script", .string(script))]))
    }
  }
}
