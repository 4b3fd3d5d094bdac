import Foundation
import TikTestSupport

@testable import TikCore

/// The shared temporary home, with no plugins: the core alone.
final class TestHome: TemporaryHome {
  init(now: String = "2026-09-24T09:00") { super.init(now: now) }

  /// A context with these plugins.
  func context(plugins: [any Plugin.Type]) throws -> Context {
    try Context(environment: Environment(variables: variables), pluginTypes: plugins)
  }
}

extension Context {
  /// Today's tasks' titles in display order.
  func todayTitles() throws -> [String] {
    try read { (_) throws(TikError) in try ViewBuilder(context: self).today() }.todos.map(\.title)
  }
}
