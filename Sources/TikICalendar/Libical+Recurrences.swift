extension Libical {
  /// The text with each X- property declared `VALUE=RECUR` unfolded and its `\;` and
  /// `\,` unescaped: servers that keep X- values as TEXT (Radicale) write
  /// `X-TIK-RRULE;VALUE=RECUR:RSCALE=PERSIAN\;FREQ=MONTHLY…`, which libical cannot read
  /// as a rule and drops. Any other text is returned as it is.
  static func unescapingRecurrences(_ text: Substring) -> Substring {
    guard text.contains("VALUE=RECUR"), text.contains("\\;") else { return text }
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
        // A folded line continues the one before it.
        let previous = lines[lines.count - 1]
        let joined = previous.hasSuffix("\r") ? String(previous.dropLast()) : previous
        lines[lines.count - 1] = joined + String(line.dropFirst())
      } else {
        lines.append(String(line))
      }
    }
    let unescaped = lines.map { line -> String in
      guard line.hasPrefix("X-") || line.hasPrefix("x-"),
        let colon = line.firstIndex(of: ":"),
        line[..<colon].uppercased().contains(";VALUE=RECUR")
      else { return line }
      let value = line[line.index(after: colon)...]
      let unescaped = value.replacing("\\;", with: ";").replacing("\\,", with: ",")
      return String(line[...colon]) + String(unescaped)
    }
    return Substring(unescaped.joined(separator: "\n"))
  }
}
