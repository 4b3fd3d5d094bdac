import Foundation
import Testing
import TikCore
import TikTestSupport

/// The example plugin works, and honours the contract like the shipped ones.
@Suite struct EstimatePluginTests {
  static let all = PluginConformanceTests.shipped + [EstimatePlugin.self]

  @Test func anEstimateIsStoredShownAndAddedUp() throws {
    let home = TemporaryHome(plugins: Self.all)
    home.run("add", "Write the report")
    home.run("add", "Call mom")
    #expect(home.run("estimate", "1", "30").status == 0)
    #expect(home.run("estimate", "2", "15").status == 0)
    #expect(home.run("show", "1", "--json").output.contains(#""estimate":30"#))
    #expect(home.run("today").output.contains("○ 1 Write the report  ~30m"))
    #expect(home.run("estimate").output == "45 minutes today\n")
    home.run("done", "2")
    #expect(home.run("estimate").output == "30 minutes today\n")
    let bad = home.run("estimate", "1", "lots")
    #expect(bad.status == 1 && bad.errors == "tik: 'lots' is not a number of minutes\n")
    home.run("delete", "1", "--yes")
    #expect(home.run("estimate").output == "0 minutes today\n")
    #expect(try home.tables().contains("estimates"))
  }

  @Test func itHonoursTheContract() throws {
    #expect(try PluginConformance.offIsAbsent(EstimatePlugin.self, among: Self.all).isEmpty)
    #expect(try PluginConformance.keysAreItsOwn(EstimatePlugin.self, among: Self.all).isEmpty)
  }
}
