import TikTOML

/// The one place where errors become words.
extension TikError {
  /// One line for the user, in the catalog's language.
  public func message(in catalog: Catalog) -> String {
    switch self {
    case .unknownCommand(let name): catalog.text(.errorUnknownCommand, short(name))
    case .unknownOption(let option, let command):
      catalog.text(.errorUnknownOption, short(option), command)
    case .missingArgument(let usage):
      catalog.text(.errorMissingArgument, catalog.commandPrefix + usage)
    case .unexpectedArgument(let word, let usage):
      catalog.text(.errorUnexpectedArgument, short(word), catalog.commandPrefix + usage)
    case .missingOptionValue(let option): catalog.text(.errorMissingOptionValue, short(option))
    case .emptyTitle: catalog.text(.errorEmptyTitle)
    case .titleMissing(let text): catalog.text(.errorTitleMissing, short(text))
    case .invalidDate(let text, .unknown): catalog.text(.errorUnknownDate, short(text))
    case .invalidDate(let text, .dayOutOfRange(let max)):
      catalog.text(.errorDayOutOfRange, short(text), String(max))
    case .invalidDate(let text, .monthOutOfRange(let max)):
      catalog.text(.errorMonthOutOfRange, short(text), String(max))
    case .invalidDate(let text, .yearOutOfRange): catalog.text(.errorYearOutOfRange, short(text))
    case .invalidDate(let text, .calendarDateWithDashes(let suggestion)):
      catalog.text(.errorDateWithDashes, short(text), suggestion)
    case .invalidTime(let text): catalog.text(.errorInvalidTime, short(text))
    case .invalidPriority(let text, quickEntry: true):
      catalog.text(.errorInvalidPriority, short(text))
    case .invalidPriority(let text, quickEntry: false):
      catalog.text(.errorInvalidPriorityWord, short(text))
    case .repeatedToken(let text): catalog.text(.errorRepeatedToken, short(text))
    case .undated(let text): catalog.text(.errorUndated, short(text))
    case .invalidID(let text): catalog.text(.errorInvalidID, short(text))
    case .noTask(let text): catalog.text(.errorNoTask, short(text))
    case .taskDone(let id): catalog.text(.errorTaskDone, String(id))
    case .noList(let name): catalog.text(.errorNoList, short(name))
    case .noListInText(let name): catalog.text(.errorNoListInText, short(name))
    case .listExists(let name): catalog.text(.errorListExists, short(name))
    case .emptyListName: catalog.text(.errorEmptyListName)
    case .invalidColor(let text):
      catalog.text(
        .errorInvalidColor, short(text),
        AccentColor.allCases.map(\.rawValue).joined(separator: ", "))
    case .invalidIcon(let text): catalog.text(.errorInvalidIcon, short(text))
    case .unknownField(let field): catalog.text(.errorUnknownField, short(field))
    case .fieldOff(let field): catalog.text(.errorFieldOff, short(field))
    case .noSubtask(let text): catalog.text(.errorNoSubtask, short(text))
    case .photoNotFound(let path): catalog.text(.errorPhotoNotFound, short(path, limit: 200))
    case .invalidClock(let text): catalog.text(.errorInvalidClock, short(text))
    case .needsConfirmation(let command): catalog.text(.errorNeedsConfirmation, command)
    case .listHasTasks(let name, let count):
      catalog.count(
        count, one: .errorListHasTasksOne, other: .errorListHasTasks, short(name))
    case .sameList(let name): catalog.text(.errorSameList, short(name))
    case .cancelled: catalog.text(.errorCancelled)
    case .configSyntax(let path, let line, let column, let kind):
      catalog.text(.errorConfigAt, path, String(line), String(column), syntax(kind, catalog))
    case .configUnknownKey(let path?, let line, let column, let key):
      catalog.text(
        .errorConfigAt, path, String(line), String(column),
        catalog.text(.errorUnknownKey, short(key)))
    case .configUnknownKey(nil, _, _, let key): catalog.text(.errorUnknownKey, short(key))
    case .configInvalidValue(let path, let line, let column, let key, let value, let allowed):
      at(
        path, line, column, catalog.text(.errorInvalidValue, short(value), short(key), allowed),
        catalog)
    case .configFieldNeeds(let path, let field, let needs):
      at(path, 0, 0, catalog.text(.errorFieldNeeds, field, needs), catalog)
    case .calendarNeedsPlugin(let calendar, let plugin):
      catalog.text(.errorCalendarNeedsPlugin, calendar, plugin)
    case .plugin(_, let message): TerminalText.excerptKeepingPairedIsolates(message, limit: 400)
    case .storage(let path, let problem): storage(path, problem, catalog)
    case .file(let path, .cannotCreateDirectory(let reason)):
      catalog.text(.errorCannotCreateDirectory, path, reason)
    case .file(let path, .cannotRead(let reason)): catalog.text(.errorCannotRead, path, reason)
    case .file(let path, .cannotWrite(let reason)): catalog.text(.errorCannotWrite, path, reason)
    case .file(let path, .notAFile): catalog.text(.errorNotAFile, path)
    case .file(let path, .unexpectedSymlink): catalog.text(.errorUnexpectedSymlink, path)
    case .file(let path, .exists): catalog.text(.errorFileExists, path)
    }
  }

  /// A value the user gave, as a message quotes it.
  private func short(_ text: String, limit: Int = 60) -> String {
    TerminalText.excerpt(text, limit: limit)
  }

  private func at(_ path: String?, _ line: Int, _ column: Int, _ text: String, _ catalog: Catalog)
    -> String
  {
    guard let path else { return text }
    guard line > 0 else { return path + ": " + text }
    return catalog.text(.errorConfigAt, path, String(line), String(column), text)
  }

  private func storage(_ path: String, _ problem: StorageProblem, _ catalog: Catalog) -> String {
    switch problem {
    case .busy: catalog.text(.errorBusy, path)
    case .readOnly: catalog.text(.errorReadOnly, path)
    case .full: catalog.text(.errorDiskFull, path)
    case .damaged: catalog.text(.errorDamaged, path)
    case .cannotOpen: catalog.text(.errorCannotOpen, path)
    case .newerVersion: catalog.text(.errorNewerVersion, path)
    case .logWithoutDatabase: catalog.text(.errorLogWithoutDatabase, path)
    case .seriesConflict: catalog.text(.errorSeriesConflict)
    case .failed(let reason): catalog.text(.errorStorage, path, reason)
    }
  }

  private func syntax(_ kind: TOMLError.Kind, _ catalog: Catalog) -> String {
    switch kind {
    case .expectedEquals: catalog.text(.tomlExpectedEquals)
    case .expectedKey: catalog.text(.tomlExpectedKey)
    case .invalidKey(let key): catalog.text(.tomlInvalidKey, key)
    case .duplicateKey(let key): catalog.text(.tomlDuplicateKey, key)
    case .duplicateTable(let table): catalog.text(.tomlDuplicateTable, table)
    case .expectedValue: catalog.text(.tomlExpectedValue)
    case .unterminatedString: catalog.text(.tomlUnterminatedString)
    case .unterminatedArray: catalog.text(.tomlUnterminatedArray)
    case .invalidEscape(let text): catalog.text(.tomlInvalidEscape, text)
    case .invalidNumber(let text): catalog.text(.tomlInvalidNumber, text)
    case .unsupportedValue(let text): catalog.text(.tomlUnsupportedValue, text)
    case .trailingCharacters(let text): catalog.text(.tomlTrailingCharacters, text)
    case .invalidTableHeader: catalog.text(.tomlInvalidTableHeader)
    case .controlCharacter: catalog.text(.tomlControlCharacter)
    case .nestedTooDeep: catalog.text(.tomlNestedTooDeep, String(TOMLDocument.maximumDepth))
    }
  }
}
