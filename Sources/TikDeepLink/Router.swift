import TikCore

/// Reads `tik://` links into routes.
///
/// The grammar: `tik://today`, `tik://scheduled`, `tik://all`, `tik://completed`,
/// `tik://settings`, `tik://new`, `tik://new?title=…&list=…&date=…`, `tik://list/NAME`,
/// `tik://task/ID`, `tik://task/ID/PART` (a part a plugin opens, one of `taskParts`),
/// `tik://search?q=…`, `tik://day/DATE`, `tik://story/DATE`. The scheme
/// and route name ignore case; names and values are percent-encoded UTF-8 (raw UTF-8 is
/// read too), `+` is a space in query values; DATE is ISO or a date of the active
/// calendar (`1405/7/2`). Anything else is an error that says what is wrong.
public enum Router {
  /// Longer links are refused: no route needs more.
  public static let maximumLength = 2048

  public static func route(
    _ link: String, context: ParseContext, taskParts: [String] = []
  ) throws(RouteError) -> Route {
    guard link.utf8.count <= maximumLength else { throw .tooLong(limit: maximumLength) }
    let route = try parse(link, context: context, taskParts: taskParts)
    // Written out, a route may be longer than the link it came from (raw UTF-8 becomes
    // percent-encoded): the limit holds for its own URL too, so that URL reads back.
    guard route.url.utf8.count <= maximumLength else { throw .tooLong(limit: maximumLength) }
    return route
  }

  private static func parse(_ link: String, context: ParseContext, taskParts: [String])
    throws(RouteError) -> Route
  {
    guard !link.unicodeScalars.contains(where: isControl) else { throw .controlCharacter }
    let scheme = "tik://"
    guard link.lowercased().hasPrefix(scheme) else { throw .notATikLink }
    var rest = link.dropFirst(scheme.count)
    guard !rest.contains("#") else { throw .fragment }
    var query: Substring?
    if let mark = rest.firstIndex(of: "?") {
      query = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    var segments = rest.split(separator: "/", omittingEmptySubsequences: false)
    if segments.count > 1, segments.last?.isEmpty == true { segments.removeLast() }
    var decoded: [String] = []
    for segment in segments {
      guard let text = PercentCoding.decode(segment) else { throw .badEncoding(String(segment)) }
      guard text != "." && text != ".." else { throw .pathTraversal }
      guard !text.unicodeScalars.contains(where: isControl) else { throw .controlCharacter }
      decoded.append(text)
    }
    let name = decoded.first?.lowercased() ?? ""
    let arguments = Array(decoded.dropFirst())
    let parameters = try self.parameters(query)

    func noArguments() throws(RouteError) {
      if let extra = arguments.first { throw .extraPath(extra) }
    }
    func noParameters() throws(RouteError) {
      if let extra = parameters.first { throw .unknownParameter(extra.key) }
    }
    func argument(_ what: String) throws(RouteError) -> String {
      guard let first = arguments.first, !first.trimmed.isEmpty else { throw .missing(what) }
      guard arguments.count == 1 else { throw .extraPath(arguments[1]) }
      return first.trimmed
    }
    func allowOnly(_ keys: Set<String>) throws(RouteError) {
      if let extra = parameters.first(where: { !keys.contains($0.key) }) {
        throw .unknownParameter(extra.key)
      }
    }

    switch name {
    case "today", "scheduled", "all", "completed", "settings":
      try noArguments()
      try noParameters()
      return [
        "today": .today, "scheduled": .scheduled, "all": .all, "completed": .completed,
        "settings": .settings,
      ][name]!
    case "new":
      try noArguments()
      guard !parameters.isEmpty else { return .new(nil) }
      try allowOnly(["title", "list", "date"])
      guard let title = parameters["title"]?.trimmed, !title.isEmpty else {
        throw .missing("title")
      }
      return .new(
        Route.NewTask(
          title: title, list: parameters["list"].flatMap { $0.trimmed.isEmpty ? nil : $0.trimmed },
          date: parameters["date"].flatMap { $0.trimmed.isEmpty ? nil : $0.trimmed }))
    case "list":
      try noParameters()
      return .list(try argument("name"))
    case "task":
      try noParameters()
      let part = arguments.count == 2 ? arguments[1].lowercased() : nil
      if let part, !taskParts.contains(part) { throw .extraPath(arguments[1]) }
      // Persian and Arabic-Indic digits read as Latin, as everywhere in tik.
      let text = Digits.latinized(part == nil ? try argument("id") : arguments[0].trimmed)
      guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int64(text), id > 0 else {
        throw .notAnID(text)
      }
      return part.map { .taskPart(id, $0) } ?? .task(id)
    case "search":
      try noArguments()
      try allowOnly(["q"])
      guard let query = parameters["q"]?.trimmed, !query.isEmpty else { throw .missing("q") }
      return .search(query)
    case "day", "story":
      try noParameters()
      // `tik://day/1405/7/2`: a date with slashes comes as path segments of digits
      // (`۱۴۰۵/۷/۲` too: Persian and Arabic-Indic digits read as Latin).
      let parts = arguments.map(Digits.latinized)
      let numbers =
        parts.count == 3
        && parts.allSatisfy { part in
          !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber }
        }
      let text = numbers ? parts.joined(separator: "/") : try argument("date")
      let date: DateInput
      do {
        date = try DateWords.parse(text, context: context)
      } catch {
        throw .badDate(text, reason: error.message(in: context.catalog))
      }
      guard let day = date.day else { throw .badDate(text, reason: "") }
      return name == "day" ? .day(day) : .story(day)
    default:
      throw .unknownRoute(name)
    }
  }

  /// `a=1&b=two+words` as a dictionary; a key twice is an error.
  private static func parameters(_ query: Substring?) throws(RouteError) -> [String: String] {
    guard let query, !query.isEmpty else { return [:] }
    var result: [String: String] = [:]
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let key = PercentCoding.decode(parts[0], plusIsSpace: true),
        let value = PercentCoding.decode(parts.count == 2 ? parts[1] : "", plusIsSpace: true)
      else { throw .badEncoding(String(pair)) }
      guard !value.unicodeScalars.contains(where: isControl) else { throw .controlCharacter }
      guard result[key] == nil else { throw .repeatedParameter(key) }
      result[key] = value
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

extension String {
  var trimmed: String {
    var text = self[...]
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
