import TikCore

/// The plugin's errors: each a stable code and one clear line in the user's language.
enum TransferError: Error {
  /// What a file holds too much of, or which item is wrong: a line is todo.txt's.
  enum Item: Sendable {
    case task, list, line
  }

  case unknownFormat(String, allowed: [String])
  case noFile(String)
  case tooLarge(String, megabytes: Int)
  case notText(String)
  case invalidJSON(JSONReader.Failure)
  /// JSON that is not tik's export.
  case notTikJSON
  /// A member of tik's JSON document that is missing or of the wrong type.
  case badDocument(field: String)
  case newerVersion(Int)
  case tooMany(Int, what: Item)
  case tooDeep(Int)
  /// A task, list or line of the file (counted from 1) with a bad field; an empty field
  /// means the item itself is not an object.
  case badItem(Item, number: Int, field: String, value: String)
  /// What libical could not read, when it says.
  case invalidICalendar(String?)
  /// libical, which reads and writes iCalendar, is not installed.
  case noLibical
  /// What is wrong with one file of a vdir, named by its path.
  indirect case inFile(String, TransferError)

  var code: String {
    switch self {
    case .unknownFormat: "invalid_value"
    case .noFile, .tooLarge, .notText: "file"
    case .invalidJSON, .notTikJSON, .badDocument, .newerVersion, .tooMany, .tooDeep, .badItem,
      .invalidICalendar:
      "invalid_import"
    case .noLibical: "icalendar_unavailable"
    case .inFile(_, let error): error.code
    }
  }

  func error(in catalog: Catalog) -> TikError {
    .plugin(code: code, message: message(in: catalog))
  }

  func message(in catalog: Catalog) -> String {
    switch self {
    case .unknownFormat(let name, let allowed):
      return catalog.text(
        TransferMessage.errorUnknownFormat, TerminalText.excerpt(name),
        allowed.joined(separator: ", "))
    case .noFile(let path):
      return catalog.text(TransferMessage.errorNoFile, TerminalText.excerpt(path, limit: 200))
    case .tooLarge(let path, let megabytes):
      return catalog.text(
        TransferMessage.errorTooLarge, TerminalText.excerpt(path, limit: 200), String(megabytes))
    case .notText(let path):
      return catalog.text(TransferMessage.errorNotText, TerminalText.excerpt(path, limit: 200))
    case .invalidJSON(let failure):
      return catalog.text(
        TransferMessage.errorInvalidJSON, String(failure.line), String(failure.column),
        problem(failure.problem, in: catalog))
    case .notTikJSON:
      return catalog.text(TransferMessage.errorNotTikJSON)
    case .badDocument(let field):
      return catalog.text(TransferMessage.errorBadDocument, field)
    case .newerVersion(let version):
      return catalog.text(
        TransferMessage.errorNewerVersion, String(version), String(TikJSON.version))
    case .tooMany(let limit, let what):
      return catalog.text(
        what == .task ? TransferMessage.errorTooManyTasks : TransferMessage.errorTooManyLists,
        String(limit))
    case .tooDeep(let depth):
      return catalog.text(TransferMessage.errorTooDeep, String(depth))
    case .badItem(let what, let number, let field, let value):
      let key: TransferMessage =
        switch what {
        case .task: .itemTask
        case .list: .itemList
        case .line: .itemLine
        }
      let item = catalog.text(key, String(number))
      guard !field.isEmpty else { return catalog.text(TransferMessage.errorNotAnObject, item) }
      return catalog.text(TransferMessage.errorBadField, item, field, value)
    case .invalidICalendar(let detail):
      guard let detail else { return catalog.text(TransferMessage.errorInvalidICalendar) }
      return catalog.text(
        TransferMessage.errorInvalidICalendarDetail, TerminalText.excerpt(detail, limit: 100))
    case .noLibical:
      return catalog.text(TransferMessage.errorNoLibical)
    case .inFile(let path, let error):
      return catalog.text(
        TransferMessage.errorInFile, TerminalText.excerpt(path, limit: 200),
        error.message(in: catalog))
    }
  }

  private func problem(_ problem: JSONReader.Failure.Problem, in catalog: Catalog) -> String {
    switch problem {
    case .unexpectedEnd: catalog.text(TransferMessage.jsonEnd)
    case .unexpected(let character):
      catalog.text(TransferMessage.jsonUnexpected, TerminalText.singleLine(String(character)))
    case .invalidEscape: catalog.text(TransferMessage.jsonEscape)
    case .controlCharacter: catalog.text(TransferMessage.jsonControl)
    case .invalidNumber: catalog.text(TransferMessage.jsonNumber)
    case .tooDeep(let depth): catalog.text(TransferMessage.errorTooDeep, String(depth))
    case .tooMany(let count): catalog.text(TransferMessage.jsonTooMany, String(count))
    case .trailingText: catalog.text(TransferMessage.jsonTrailing)
    }
  }
}
