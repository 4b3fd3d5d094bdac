import Foundation
import TikCLI
import TikCore
import TikJalali
import TikTestSupport

/// The shared temporary home with the Jalali plugin on.
final class PluginHome: TemporaryHome {
  init(now: String = "2026-09-24T09:00", config: String? = nil) throws {
    super.init(now: now, plugins: [JalaliPlugin.self], config: config)
  }
}
