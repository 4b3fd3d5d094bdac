/// The core's messages. English is the first table; every language adds one.
public enum Message: String, MessageKey {
  // Calendar words
  case monthJanuary, monthFebruary, monthMarch, monthApril, monthMay, monthJune, monthJuly
  case monthAugust, monthSeptember, monthOctober, monthNovember, monthDecember
  case weekdaySunday, weekdayMonday, weekdayTuesday, weekdayWednesday, weekdayThursday
  case weekdayFriday, weekdaySaturday
  case shortSunday, shortMonday, shortTuesday, shortWednesday, shortThursday, shortFriday
  case shortSaturday
  case dateWordNone, dateWordToday, dateWordTomorrow, dateWordYesterday
  case dateLong, today, tomorrow, yesterday, headingWithDate

  // Views
  case viewToday, viewScheduled, viewAll, viewCompleted, viewSearch, inbox, panelLists
  case firstListPersonal, firstListWork
  case viewStory, storyDone, storyOpen, emptyDay
  case searchHeading, foundOne, foundMany
  case emptyToday, emptyScheduled, emptyCompleted, emptyQuery, emptyList
  case progressSome, progressAllDone
  case deleted, listCounts, taskOne, taskMany, settingIsDefault
  case labelDate, labelTime, labelPriority, labelList, labelNotes, labelSubtasks, labelPhoto
  case labelCreated, labelCompleted
  case priorityNone, priorityLow, priorityMedium, priorityHigh
  case priorityWordsNone, priorityWordsLow, priorityWordsMedium, priorityWordsHigh
  case timeAM, timePM, timeWordsAM, timeWordsPM
  case dateWordNextWeek, dateWordNextMonth, dateWordDays, dateWordWeeks, dateWordMonths
  case listSeparator, quotedValue, answerYes

  // Questions
  case celebrationDone, messageAdded, waitingForLock, howToLeave,
    helpMore, promptAddsToToday, promptAddsTomorrow, viewAbove, viewMore, viewMoreREPL,
    welcomeEveryLine, welcomeExample, welcomeLists,
    welcomeHelp
  case formNew, formEdit, formTitle, formNotes, formSubtasks, formDate, formTime, formPriority
  case formList, formPhoto, formHint, formDiscard, formSaved, formUnchanged,
    formKeptElsewhere, formOverwritten
  case askCreateList, askDeleteOne, askDeleteMany, askDeleteListOne, askDeleteList, askYesNo
  case askDeleteListEmpty, askListTasksOne, askListTasks, movedTasksOne, movedTasks

  // Help
  case helpTitle, helpUsage, helpCommands, helpQuickEntry, helpOptions, helpOptionList
  case helpUsageOf, helpEditFields, helpOptionsOf, helpTypeATask, helpKeys, helpKeyList
  case helpForm, helpPriority, helpLang, helpSet, helpQuit, languageSwitched, helpCompletions
  case helpAdd, helpToday, helpScheduled, helpAll, helpCompleted, helpList, helpSearch, helpShow
  case helpDone, helpUndone, helpTomorrow, helpDuplicate, helpDelete, helpEdit, helpLists
  case helpConfig, helpHelp

  // Errors
  case errorUnknownCommand, errorUnknownOption, errorMissingArgument, errorUnexpectedArgument
  case errorMissingOptionValue, errorEmptyTitle, errorTitleMissing, errorUnknownDate
  case errorDayOutOfRange, errorMonthOutOfRange, errorInvalidTime, errorInvalidPriority,
    errorInvalidPriorityWord
  case errorRepeatedToken, errorUndated, errorInvalidID, errorNoTask, errorTaskDone, errorNoList,
    errorNoListInText, errorListExists
  case errorEmptyListName, errorInvalidColor, errorInvalidIcon, errorUnknownField, errorFieldOff
  case errorNoSubtask, errorPhotoNotFound, errorInvalidClock, errorNeedsConfirmation
  case errorListHasTasksOne, errorListHasTasks, errorSameList
  case errorCancelled, errorConfigAt, errorUnknownKey, errorInvalidValue, errorFieldNeeds,
    errorCalendarNeedsPlugin
  case errorBusy, errorReadOnly, errorDiskFull, errorDamaged, errorCannotOpen, errorNewerVersion,
    errorLogWithoutDatabase, errorReadFault
  case errorStorage, errorCannotCreateDirectory, errorCannotRead, errorCannotWrite, errorNotAFile,
    errorUnexpectedSymlink, errorFileExists
  case tomlExpectedEquals, tomlExpectedKey, tomlInvalidKey, tomlDuplicateKey, tomlDuplicateTable
  case tomlExpectedValue, tomlUnterminatedString, tomlUnterminatedArray, tomlInvalidEscape
  case tomlInvalidNumber, tomlUnsupportedValue, tomlTrailingCharacters, tomlInvalidTableHeader
  case tomlControlCharacter, tomlNestedTooDeep
  case errorInvalidUTF8, errorLineTooLong, errorInteractiveOnly, errorYearOutOfRange
  case errorDateWithDashes
  case errorSeriesConflict

  public func template(in language: Language) -> String? {
    switch language {
    case .english: english
    case .persian: persian
    default: nil
    }
  }

  static let gregorianMonths: [Message] = [
    .monthJanuary, .monthFebruary, .monthMarch, .monthApril, .monthMay, .monthJune, .monthJuly,
    .monthAugust, .monthSeptember, .monthOctober, .monthNovember, .monthDecember,
  ]
  static let weekdays: [Message] = [
    .weekdaySunday, .weekdayMonday, .weekdayTuesday, .weekdayWednesday, .weekdayThursday,
    .weekdayFriday, .weekdaySaturday,
  ]
  static let shortWeekdays: [Message] = [
    .shortSunday, .shortMonday, .shortTuesday, .shortWednesday, .shortThursday, .shortFriday,
    .shortSaturday,
  ]
}
