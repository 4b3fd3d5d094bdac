import Testing
import TikCore
import TikTestSupport

/// A plugin whose commands take names the core has: one before the plugins' (`today`),
/// one after them (`help`).
private struct ShadowPlugin: CommandPlugin {
  static let name = "shadow"
  init(context: Context) throws(TikError) {}

  var commands: [CommandSpec] {
    ["today", "help", "shadow"].map { name in
      CommandSpec(name, usage: "SHADOW", summary: { _ in "shadow" }) {
        (_) throws(TikError) in .text("shadow\n")
      }
    }
  }
}

/// A command is made alone when it runs, and is the one `commands` lists first under
/// its name: the core's before the plugins', the plugins' before help and the shell's.
@Suite struct CommandLookupTests {
  static var all: [any Plugin.Type] {
    PluginConformanceTests.shipped + [EstimatePlugin.self, ShadowPlugin.self]
  }

  @Test func everyCommandIsFoundAsTheFirstOfItsName() throws {
    let context = try TemporaryHome(plugins: Self.all).context()
    let registry = CommandRegistry(context: context)
    let commands = registry.commands
    #expect(commands.count > 25)
    for name in Set(commands.map(\.name)) {
      let first = try #require(commands.first { $0.name == name })
      let found = try #require(registry.command(named: name), "\(name) is not found")
      #expect(found.name == name)
      #expect(found.synopsis == first.synopsis, "\(name): \(found.synopsis)")
      #expect(found.options.map(\.name) == first.options.map(\.name), "\(name)")
    }
    #expect(registry.command(named: "nonesuch") == nil)
    #expect(registry.command(named: "today")?.synopsis != "today SHADOW")
    #expect(registry.command(named: "help")?.synopsis == "help SHADOW")
    #expect(registry.command(named: "estimate") != nil)
  }

  @Test func theShellRunsTheCommandItNames() throws {
    let home = TemporaryHome(plugins: Self.all)
    home.run("add", "Write the report")
    #expect(home.run("today").output.contains("Write the report"))
    #expect(home.run("shadow").output == "shadow\n")
    #expect(home.run("help").output == "shadow\n")
  }
}
