import TikCore

/// The recurrence plugin's queries on repeating series. Callers run these inside `read`
/// or `write`.
extension Store {
  /// The task created by ticking task `id` (its next copy in a series), if any.
  func nextCopy(of id: Int64) throws(TikError) -> Todo? {
    try todos(where: "previous_id = ?", .integer(id)).first
  }

  /// The open task of a repeating series on `day`, if any: the schema allows one at most,
  /// found through that unique index.
  func openTodo(inSeries seriesID: Int64, on day: Day) throws(TikError) -> Todo? {
    try todos(
      where: "series_id = ? AND day = ? AND completed IS NULL", .integer(seriesID),
      .integer(Int64(day.number))
    ).first
  }
}
