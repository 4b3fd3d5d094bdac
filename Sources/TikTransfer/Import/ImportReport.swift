import TikCore

/// What an import did, or would do with `--dry-run`: the lists and tasks it added, the
/// tasks it updated (with the fields that changed), what it skipped and why, and what it
/// could not keep as the file had it.
struct ImportReport {
  var format: TransferFormat
  var dryRun: Bool
  var addedLists: [String] = []
  /// Lists that took the file's colour or icon, with which.
  var updatedLists: [(name: String, fields: [String])] = []
  var added: [Entry] = []
  var updated: [Entry] = []
  var skipped: [Entry] = []
  var remarks: [Entry] = []

  /// One task of the report: its id here (nil when a dry run would add it, or it was
  /// skipped before reaching the store) and title, and what is said of it.
  struct Entry {
    var id: Int64?
    var title: String
    /// The fields an update changed, named as `tik edit` names them.
    var fields: [String] = []
    var reason: SkipReason?
    var remark: Remark?
  }

  /// Why an item of the file was not imported.
  enum SkipReason: String {
    /// The file says what it said at the last import (the task may have changed here).
    case unchanged
    /// The task here is already as the file says.
    case same
    /// The UID (or content) came twice in the file: the first counts.
    case duplicate
    /// Taskwarrior's status `deleted`.
    case deleted
    /// iCalendar's STATUS:CANCELLED.
    case cancelled
    /// A pending instance of a Taskwarrior recurring task: the series is one tik task.
    case instance
    /// An iCalendar occurrence changed but not done: tik keeps one open copy a series.
    case occurrence
    /// A VEVENT, VJOURNAL…: tik imports tasks.
    case notATask = "not_a_task"
    /// A line or item with no text to make a title of.
    case empty
  }

  /// What a reader changed in an item, so that it could be imported.
  enum Remark {
    /// A repeat rule tik has no form for; the task came without it.
    case unknownRepeat(String)
    /// A repeat on a task without a date.
    case repeatWithoutDate(String)
    /// A subtask of a subtask, kept as a subtask of the task.
    case nestedSubtask
    /// A picture inside the file, not a path to one: the task came without it.
    case photoInFile

    var code: String {
      switch self {
      case .unknownRepeat: "unknown_repeat"
      case .repeatWithoutDate: "repeat_without_date"
      case .nestedSubtask: "nested_subtask"
      case .photoInFile: "photo_in_file"
      }
    }
  }

  var changesAnything: Bool {
    !addedLists.isEmpty || !updatedLists.isEmpty || !added.isEmpty || !updated.isEmpty
  }
}
