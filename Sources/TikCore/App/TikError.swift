import TikTOML

/// Everything that can go wrong in tik, from a typo to a full disk.
///
/// User mistakes exit with 1 and one line on stderr; usage mistakes (an unknown command or
/// option, a missing argument) exit with 2. Every message is in `message(in:)`.
public enum TikError: Error, Equatable, Sendable {
  // Usage (exit code 2)
  case unknownCommand(String)
  case unknownOption(String, command: String)
  case missingArgument(usage: String)
  case unexpectedArgument(String, usage: String)
  case missingOptionValue(String)

  // Input
  case emptyTitle
  case titleMissing(String)
  case invalidDate(String, DateProblem)
  case invalidTime(String)
  /// A priority word; `quickEntry` when it was typed as a token (`!urgent`).
  case invalidPriority(String, quickEntry: Bool)
  case repeatedToken(String)
  /// `@none` with a time or a repeat, which need a date.
  case undated(String)
  case invalidID(String)
  case noTask(String)
  /// The task is done, and the command is for open tasks (`tomorrow`).
  case taskDone(Int64)
  case noList(String)
  /// An unknown `#list` in quick entry: the message says how to keep it as text.
  case noListInText(String)
  case listExists(String)
  case emptyListName
  case invalidColor(String)
  case invalidIcon(String)
  case unknownField(String)
  case fieldOff(String)
  case noSubtask(String)
  case photoNotFound(String)
  case invalidClock(String)
  case needsConfirmation(String)
  /// `lists delete` of a list with tasks, where nobody can say what becomes of them.
  case listHasTasks(String, count: Int)
  /// `lists delete NAME --move-to NAME`.
  case sameList(String)
  case cancelled

  // Configuration
  case configSyntax(path: String, line: Int, column: Int, TOMLError.Kind)
  case configUnknownKey(path: String?, line: Int, column: Int, key: String)
  case configInvalidValue(
    path: String?, line: Int, column: Int, key: String, value: String,
    allowed: String)
  case configFieldNeeds(path: String?, field: String, needs: String)
  /// A calendar set while the plugin that has it is off.
  case calendarNeedsPlugin(String, plugin: String)

  /// A plugin's own error: a stable code and a message already in the user's language.
  case plugin(code: String, message: String)

  // Files and storage
  case storage(String, StorageProblem)
  case file(String, FileProblem)

  /// What is wrong with a date.
  public enum DateProblem: Equatable, Sendable {
    case unknown
    case dayOutOfRange(max: Int)
    case monthOutOfRange(max: Int)
    /// Outside 1900–2299.
    case yearOutOfRange
    /// A date of the active calendar written with dashes (`1404-07-01` in Jalali mode),
    /// which reads as a Gregorian year out of range: the form to write instead.
    case calendarDateWithDashes(suggestion: String)
  }

  /// What went wrong with the database.
  public enum StorageProblem: Equatable, Sendable {
    case busy, readOnly, full, damaged, cannotOpen, newerVersion
    /// The database file is missing or empty, but its write-ahead log holds data.
    case logWithoutDatabase
    /// A repeating series would hold two open copies on one day, or a task two next copies.
    case seriesConflict
    case failed(String)
  }

  /// What went wrong with a file or directory.
  public enum FileProblem: Equatable, Sendable {
    case cannotCreateDirectory(String)
    case cannotRead(String)
    case cannotWrite(String)
    case notAFile
    /// A symlink where tik keeps a file of its own.
    case unexpectedSymlink
    /// A file where tik writes a new one and never replaces what is there (a backup).
    case exists
  }

  /// 2 for usage mistakes, 1 for everything else.
  public var exitCode: Int32 {
    switch self {
    case .unknownCommand, .unknownOption, .missingArgument, .unexpectedArgument,
      .missingOptionValue:
      2
    default: 1
    }
  }

  /// The stable code of protocol error replies.
  public var code: String {
    switch self {
    case .unknownCommand: "unknown_command"
    case .unknownOption, .missingArgument, .unexpectedArgument, .missingOptionValue: "usage"
    case .emptyTitle, .titleMissing: "empty_title"
    case .invalidDate, .undated: "invalid_date"
    case .invalidTime: "invalid_time"
    case .invalidPriority: "invalid_priority"
    case .repeatedToken: "repeated_token"
    case .invalidID: "invalid_id"
    case .noTask: "no_task"
    case .taskDone: "task_done"
    case .noList, .noListInText: "no_list"
    case .listExists: "list_exists"
    case .emptyListName, .invalidColor, .invalidIcon: "invalid_list"
    case .unknownField, .fieldOff, .noSubtask, .photoNotFound: "invalid_field"
    case .invalidClock: "invalid_clock"
    case .needsConfirmation, .listHasTasks: "needs_confirmation"
    case .sameList: "invalid_list"
    case .cancelled: "cancelled"
    case .configSyntax, .configUnknownKey, .configInvalidValue, .configFieldNeeds,
      .calendarNeedsPlugin:
      "config"
    case .plugin(let code, _): code
    case .storage: "storage"
    case .file: "file"
    }
  }
}
