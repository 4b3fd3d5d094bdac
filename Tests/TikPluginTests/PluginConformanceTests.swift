import Foundation
import Testing
import TikBackup
import TikCore
import TikDeepLink
import TikJalali
import TikRecurrence
import TikReminders
import TikShipped
import TikSync
import TikTestSupport
import TikTransfer
import TikUndo
import TikWidget

/// Every plugin tik ships honours the plugin contract, and a plugin that does not is
/// caught.
@Suite struct PluginConformanceTests {
  /// The list `tik` and `tik-sync` compose, in its order.
  static var shipped: [any Plugin.Type] { Shipped.plugins }
  static let names = shipped.map { $0.name }

  static func type(_ name: String) -> any Plugin.Type {
    shipped.first { $0.name == name } ?? LeakyPlugin.self
  }

  @Test(arguments: PluginConformanceTests.names)
  func aPluginThatIsOffContributesNothing(_ name: String) throws {
    let problems = try PluginConformance.offIsAbsent(Self.type(name), among: Self.shipped)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(arguments: PluginConformanceTests.names)
  func aPluginThatIsOnRefusesBadValuesOfItsKeysClearly(_ name: String) throws {
    let problems = try PluginConformance.badValuesAreClearErrors(
      Self.type(name), among: Self.shipped)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(arguments: PluginConformanceTests.names)
  func aPluginsKeysAreItsOwn(_ name: String) throws {
    let problems = try PluginConformance.keysAreItsOwn(Self.type(name), among: Self.shipped)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// What tik finds a plugin adds, without a cast, is what the plugin adopts — for every
  /// shipped plugin and the test's own, each capability.
  @Test(arguments: PluginConformanceTests.names + ["estimate"])
  func aPluginsCapabilitiesAreFoundWithoutACast(_ name: String) throws {
    let type: any Plugin.Type = name == "estimate" ? EstimatePlugin.self : Self.type(name)
    let home = TemporaryHome(plugins: Self.shipped)
    let plugin = try type.init(context: try home.context())
    #expect((plugin.asFieldPlugin != nil) == (plugin is any FieldPlugin))
    #expect((plugin.asCommandPlugin != nil) == (plugin is any CommandPlugin))
    #expect((plugin.asPresentationPlugin != nil) == (plugin is any PresentationPlugin))
    #expect((plugin.asChangeObserver != nil) == (plugin is any ChangeObserver))
    #expect((plugin.asRowKeeper != nil) == (plugin is any RowKeeper))
    #expect((plugin.asBackgroundPlugin != nil) == (plugin is any BackgroundPlugin))
    #expect((type.asFieldPluginType != nil) == (type is any FieldPlugin.Type))
    #expect((type.asCalendarPluginType != nil) == (type is any CalendarPlugin.Type))
    #expect((type.asStoragePluginType != nil) == (type is any StoragePlugin.Type))
  }

  /// The suite fails a plugin that leaks: one that declares a core key as its own, with
  /// another default, which changes tik whether the plugin is on or off.
  @Test func aLeakingPluginFailsTheSuite() throws {
    let all = Self.shipped + [LeakyPlugin.self]
    let off = try PluginConformance.offIsAbsent(LeakyPlugin.self, among: all)
    #expect(off.contains { $0.hasPrefix("config list:") }, "\(off)")
    let keys = try PluginConformance.keysAreItsOwn(LeakyPlugin.self, among: all)
    #expect(keys == ["the key 'sort' is already the core's or another plugin's"])
  }
}

/// A plugin that breaks the contract on purpose: it declares the core's `sort` as its own
/// key, with another default.
struct LeakyPlugin: Plugin {
  static let name = "leaky"
  static var configKeys: [ConfigKey] {
    [ConfigKey("sort", .choice(["time", "priority", "newest"]), default: .string("newest"))]
  }

  init(context: Context) throws(TikError) {}
}
