import Foundation
import TikTestSupport

extension Terminal {
  /// The last row of a screen with something on it, without its surrounding spaces: the
  /// prompt and what is typed after it, or a shell's prompt.
  static func lastRow(of screen: String) -> String {
    let rows = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    return rows.last { !$0.isEmpty } ?? ""
  }
}
