import TikCore

/// `tik date [DATE…] [--to jalali|gregorian] [--long]`: converts each argument, or each
/// line of standard input when there is none, one result per line, in order.
///
/// An ISO date (`2025-09-23`), a Gregorian month name (`23 sep 2025`) or a word (`today`,
/// `فردا`, `+3`) converts to Jalali; a Jalali date (`1404/7/1`, `1 Mehr 1404`) converts
/// to Gregorian ISO; `--to` picks the target for every item. A bad item prints an error
/// on stderr and the rest go on (exit code 1). Blank input lines are skipped. With no
/// argument on a terminal it converts today.
enum DateCommand {
  static var spec: CommandSpec {
    CommandSpec(
      "date", usage: "[DATE…]",
      options: [
        OptionSpec(
          "--to", values: ["jalali", "gregorian"],
          about: "the calendar to convert to (the other one by default)"),
        OptionSpec("--long", about: "with the weekday and the month's name"),
      ],
      arguments: [.dateWord],
      summary: { $0.text(JalaliMessage.helpDate) }
    ) { (invocation) throws(TikError) in
      try run(invocation)
    }
  }

  /// The calendar a date is converted to.
  enum Target: String, Sendable {
    case jalali, gregorian
  }

  static func run(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    var target: Target?
    if let name = invocation.options["--to"] {
      guard let named = Target(rawValue: name.lowercased()) else {
        throw .plugin(
          code: "invalid_value",
          message: context.catalog.text(JalaliMessage.errorUnknownTarget, name))
      }
      target = named
    }
    let converter = DateConverter(context: context, long: invocation.has("--long"))
    var inputs = invocation.arguments
    if inputs.isEmpty && context.environment.stdinIsTerminal {
      inputs = [ISODate.text(context.today)]
    } else if inputs.isEmpty {
      while let line = invocation.readLine() { inputs.append(line) }
    }
    let layout = TextLayout(outputOf: context)
    var lines: [String] = []
    var failures: [String] = []
    var results: [JSONValue] = []
    for input in inputs where !input.allSatisfy(\.isWhitespace) {
      do {
        let (day, from) = try converter.read(input)
        let to = target ?? (from == .jalali ? .gregorian : .jalali)
        let text = converter.text(day, in: to)
        lines.append(layout.line([.init(text)]))
        results.append(
          .object([
            ("input", .string(input)), ("date", .string(ISODate.text(day))),
            ("jalali", .string(JalaliCalendar().shortText(day))), ("text", .string(text)),
          ]))
      } catch {
        let message = error.message(in: context.catalog)
        failures.append(message)
        results.append(
          .object([
            ("input", .string(input)),
            (
              "error",
              .object([
                ("code", .string(error.code)),
                ("message", .string(Isolate.removed(from: message))),
              ])
            ),
          ]))
      }
    }
    let text = lines.map { $0 + "\n" }.joined()
    return .partial(text: text, failures: failures, json: .object([("dates", .array(results))]))
  }
}
