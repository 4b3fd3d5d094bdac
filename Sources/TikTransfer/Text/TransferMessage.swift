import TikCore

/// The transfer plugin's messages, in English and Persian.
///
/// Like the core's `Message`, every language is an exhaustive `switch` (English in
/// `TransferMessage+English.swift`, Persian in `TransferMessage+Persian.swift`).
enum TransferMessage: String, MessageKey {
  // Help
  case helpExport, helpImport, detailsExportFormats, detailsExportExample
  case detailsImportFormats, detailsImportAgain, detailsImportExample

  // tik export
  case exported, taskOne, taskMany, listOne, listMany

  // tik import
  case reportDone, reportDryRun, reportList
  case skipUnchanged, skipSame, skipDuplicate, skipDeleted, skipCancelled, skipInstance
  case skipOccurrence, skipNotATask, skipEmpty
  case remarkUnknownRepeat, remarkRepeatWithoutDate, remarkNestedSubtask, remarkPhotoInFile

  // Errors
  case errorUnknownFormat, errorNoFile, errorTooLarge, errorNotText, errorInvalidJSON
  case errorNotTikJSON, errorBadDocument, errorNewerVersion, errorTooManyTasks
  case errorTooManyLists, errorTooDeep, itemTask, itemList, itemLine, errorNotAnObject
  case errorBadField
  case errorInvalidICalendar, errorInvalidICalendarDetail, errorNoLibical, errorInFile
  case jsonEnd, jsonUnexpected, jsonEscape, jsonControl, jsonNumber, jsonTooMany, jsonTrailing

  func template(in language: Language) -> String? {
    switch language {
    case .english: english
    case .persian: persian
    default: nil
    }
  }
}
