/// The English table.
extension TransferMessage {
  var english: String {
    switch self {
    case .helpExport: "Write every task out as tik's JSON, iCalendar or todo.txt"
    case .helpImport: "Read tasks from tik's JSON, iCalendar, Taskwarrior or todo.txt, once"
    case .detailsExportFormats:
      "Formats: json (tik's complete form, the default), ics (iCalendar VTODOs), todotxt, vdir (a new directory DIR: a directory a list, one .ics file a task)."
    case .detailsExportExample: "Example: {tik}export --format ics --list Work --output work.ics"
    case .detailsImportFormats:
      "Formats: auto (the default: told from the file), json, ics, taskwarrior (task export), todotxt; a directory is read as a vdir."
    case .detailsImportAgain:
      "Importing the same file again adds nothing; --dry-run says what would change."
    case .detailsImportExample: "Example: {tik}import tasks.json --dry-run"
    case .exported: "exported {1} and {2} to {3}"
    case .taskOne: "{1} task"
    case .taskMany: "{1} tasks"
    case .listOne: "{1} list"
    case .listMany: "{1} lists"
    case .reportDone: "imported from {1}: {2} added, {3} updated, {4} skipped"
    case .reportDryRun:
      "dry run, nothing written — from {1}: {2} would be added, {3} updated, {4} skipped"
    case .reportList: "list {1}"
    case .skipUnchanged: "unchanged in the file since the last import"
    case .skipSame: "already as the file has it"
    case .skipDuplicate: "in the file a second time"
    case .skipDeleted: "deleted in Taskwarrior"
    case .skipCancelled: "cancelled"
    case .skipInstance: "an instance of a recurring task, which tik repeats itself"
    case .skipOccurrence: "a changed occurrence of a repeating task, which tik keeps as one"
    case .skipNotATask: "an event or a journal entry, not a task"
    case .skipEmpty: "no text for a title"
    case .remarkUnknownRepeat: "the repeat '{1}' is not one tik has: imported without it"
    case .remarkRepeatWithoutDate: "a repeat without a date: imported without it"
    case .remarkNestedSubtask: "a subtask of a subtask, kept as a subtask of the task"
    case .remarkPhotoInFile:
      "a photo inside the file, which tik does not import: imported without it"
    case .errorUnknownFormat: "unknown format '{1}': use {2}"
    case .errorNoFile: "no file '{1}'"
    case .errorTooLarge: "'{1}' is larger than {2} MB, more than tik imports at once"
    case .errorNotText: "'{1}' is not UTF-8 text"
    case .errorInvalidJSON: "not valid JSON at line {1}, column {2}: {3}"
    case .errorNotTikJSON:
      "this JSON is not tik's export (it has no \"format\": \"tik\"); for Taskwarrior's, give --format taskwarrior"
    case .errorBadDocument: "tik's JSON has a bad '{1}'"
    case .errorNewerVersion:
      "the file was written by a newer tik (format version {1}); this one reads version {2}"
    case .errorTooManyTasks: "the file has more than {1} tasks"
    case .errorTooManyLists: "the file has more than {1} lists"
    case .errorTooDeep: "nested more than {1} levels deep"
    case .itemTask: "task {1} of the file"
    case .itemList: "list {1} of the file"
    case .itemLine: "line {1} of the file"
    case .errorNotAnObject: "{1} is not an object"
    case .errorBadField: "{1}: '{2}' cannot be '{3}'"
    case .errorInvalidICalendar: "not valid iCalendar"
    case .errorInvalidICalendarDetail: "not valid iCalendar: {1}"
    case .errorNoLibical: "iCalendar needs libical, which is not installed: install libical3"
    case .errorInFile: "'{1}': {2}"
    case .jsonEnd: "the text ends too soon"
    case .jsonUnexpected: "unexpected '{1}'"
    case .jsonEscape: "a bad escape in a string"
    case .jsonControl: "a control character in a string"
    case .jsonNumber: "a bad number"
    case .jsonTooMany: "more than {1} items in one array or object"
    case .jsonTrailing: "more text after the end"
    }
  }
}
