import TikCore

/// What a month view needs from the store.
extension Store {
  /// Open tasks per day between two days, inclusive: what a month view marks.
  func openCounts(from first: Day, through last: Day) throws(TikError) -> [Day: Int] {
    var counts: [Day: Int] = [:]
    try query(
      """
      SELECT day, count(*) FROM tasks INDEXED BY tasks_open_by_day
      WHERE completed IS NULL AND day IS NOT NULL AND day BETWEEN ? AND ? GROUP BY day
      """, [.integer(Int64(first.number)), .integer(Int64(last.number))]
    ) { counts[Day(Int($0.int(0)))] = Int($0.int(1)) }
    return counts
  }
}
