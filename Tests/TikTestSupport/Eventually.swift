import Foundation

/// Waits up to `seconds` for `condition` to hold, looking every 50 ms; whether it did.
/// (A wait for another process, never a timing assertion.)
@discardableResult
public func eventually(within seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if try condition() { return true }
    usleep(50_000)
  }
  return try condition()
}
