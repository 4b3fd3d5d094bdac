/// `config [list | get KEY | set KEY VALUE… | unset KEY | path]`
enum ConfigCommand {
  static let usage = "[list | get KEY | set KEY VALUE… | unset KEY | path]"

  static var spec: CommandSpec {
    CommandSpec(
      "config", usage: usage,
      arguments: [
        .subcommands([
          "list": [], "get": [.configKey], "set": [.configKey, .configValue(keyAt: 0)],
          "unset": [.configKey], "path": [],
        ])
      ],
      summary: { $0.text(.helpConfig) }
    ) { (invocation) throws(TikError) in
      let context = invocation.context
      let arguments = invocation.arguments
      let file = ConfigFile(path: context.paths.config)
      switch arguments.first?.lowercased() {
      case nil, "list":
        return settings(context.config, keys: context.shownKeys)
      case "get":
        try expect(arguments, count: 2, usage: "config get KEY")
        try known(arguments[1], context)
        return settings(context.config, keys: [arguments[1]])
      case "set":
        guard arguments.count >= 3 else { throw .missingArgument(usage: "config set KEY VALUE…") }
        let calendar = context.config.calendar
        if arguments[1] == "calendar" { try calendarIsOn(arguments[2].lowercased(), context) }
        try file.set(arguments[1], words: Array(arguments.dropFirst(2)), config: context.config)
        try context.settingsChanged()
        return settings(context.config, keys: changed(arguments[1], calendarWas: calendar, context))
      case "unset":
        try expect(arguments, count: 2, usage: "config unset KEY")
        let calendar = context.config.calendar
        try file.unset(arguments[1], config: context.config)
        try context.settingsChanged()
        return settings(context.config, keys: changed(arguments[1], calendarWas: calendar, context))
      case "path":
        return .text(context.paths.config + "\n")
      default:
        throw .unexpectedArgument(arguments[0], usage: "config " + usage)
      }
    }
  }

  /// The key set, and the calendar when it followed the language to another one.
  private static func changed(_ key: String, calendarWas calendar: String, _ context: Context)
    -> [String]
  {
    key != "calendar" && context.config.calendar != calendar ? [key, "calendar"] : [key]
  }

  /// Exactly `count` words: too few is a missing argument, the first of too many is
  /// named.
  private static func expect(_ arguments: [String], count: Int, usage: String) throws(TikError) {
    guard arguments.count >= count else { throw .missingArgument(usage: usage) }
    if arguments.count > count { throw .unexpectedArgument(arguments[count], usage: usage) }
  }

  /// A calendar set while the plugin that has it is off would be a setting nothing
  /// follows: it is refused, naming the plugin. (One set before the plugin went off
  /// stays, and the views follow Gregorian meanwhile.)
  private static func calendarIsOn(_ identifier: String, _ context: Context) throws(TikError) {
    guard context.calendar(identifier: identifier) == nil,
      let plugin = context.pluginTypes.first(where: { type in
        type.asCalendarPluginType?.calendars.contains { $0.identifier == identifier } == true
      })
    else { return }
    throw .calendarNeedsPlugin(identifier, plugin: plugin.name)
  }

  private static func known(_ key: String, _ context: Context) throws(TikError) {
    guard context.config.keys[key] != nil else {
      throw .configUnknownKey(path: nil, line: 0, column: 0, key: key)
    }
  }

  private static func settings(_ config: Config, keys: [String]) -> Reply {
    .settings(
      keys.compactMap { key in
        config.value(key).map { (key, $0, !config.explicitKeys.contains(key)) }
      })
  }
}
