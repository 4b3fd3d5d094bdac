/// libical 3.0 writes the text of an X- property with its commas and semicolons bare,
/// where it escapes them in every other TEXT; servers read an X- value as TEXT, in which
/// a comma separates values: Radicale keeps `socks` of `X-TIK-SUBTASK:socks, shirts`.
extension Libical {
  /// The lines libical wrote, with each X- property whose value is text (no VALUE, or
  /// VALUE=TEXT) escaped as TEXT is; lines it changes are folded again at 75 octets.
  static func escapingXText(_ text: String) -> String {
    var lines: [Substring] = []
    for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(" "), let last = lines.popLast() {
        lines.append(Substring(String(last) + line.dropFirst()))
      } else {
        lines.append(line)
      }
    }
    var changed = false
    let written = lines.map { line -> String in
      guard let escaped = escapedXText(line) else { return String(line) }
      changed = true
      return folded(escaped)
    }
    return changed ? written.joined(separator: "\r\n") : text
  }

  /// The content line with its value's commas and semicolons escaped; nil for a line
  /// that is no X- property with text, or has none to escape.
  private static func escapedXText(_ line: Substring) -> String? {
    guard line.prefix(2).uppercased() == "X-", line.contains(where: { $0 == "," || $0 == ";" })
    else { return nil }
    var quoted = false
    guard
      let colon = line.firstIndex(where: {
        if $0 == "\"" { quoted.toggle() }
        return $0 == ":" && !quoted
      })
    else { return nil }
    let head = line[..<colon]
    let type = head.split(separator: ";").dropFirst().first { $0.uppercased().hasPrefix("VALUE=") }
    guard type == nil || type?.uppercased() == "VALUE=TEXT" else { return nil }
    var value = ""
    var escaping = false
    for character in line[line.index(after: colon)...] {
      if !escaping && (character == "," || character == ";") { value.append("\\") }
      escaping = !escaping && character == "\\"
      value.append(character)
    }
    let result = head + ":" + value
    return result == line ? nil : String(result)
  }

  /// A content line folded as RFC 5545 says: at most 75 octets a line, a continuation
  /// starting with a space, never inside a character.
  private static func folded(_ line: String) -> String {
    var result = ""
    var octets = 0
    for scalar in line.unicodeScalars {
      let size = String(scalar).utf8.count
      if octets + size > 75 {
        result += "\r\n "
        octets = 1
      }
      result.unicodeScalars.append(scalar)
      octets += size
    }
    return result
  }
}
