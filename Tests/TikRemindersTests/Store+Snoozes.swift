import TikCore

extension Store {
  /// Every snoozed task and the instant it is to be reminded again: what the tests look
  /// at (the reminders themselves read snoozes by their end, never all of them).
  func snoozes() throws(TikError) -> [Int64: Instant] {
    var result: [Int64: Instant] = [:]
    try query("SELECT task_id, until_utc FROM reminders_snoozed") {
      result[$0.int(0)] = Instant(seconds: Int($0.int(1)))
    }
    return result
  }
}
