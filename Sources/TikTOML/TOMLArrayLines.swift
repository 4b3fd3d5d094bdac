/// A multi-line array rewritten with new items, keeping its layout: the lines of the
/// items that stay (their comments with them), the comment lines between items, the
/// brackets' lines. For an array written one item a line, as people write long ones:
///
/// ```
/// plugins = [
///   "jalali",   # the calendar
///   "widget",
/// ]
/// ```
enum TOMLArrayLines {
  /// The new value's text in place of `old`, the bytes of the old array from `[` to
  /// `]`; nil when the old array is not one item a line (it is then written on one line).
  static func rewrite(
    _ old: ArraySlice<UInt8>, from oldValues: [TOMLDocument.Value],
    to newValues: [TOMLDocument.Value]
  ) -> [UInt8]? {
    let lines = old.split(separator: .newline, omittingEmptySubsequences: false)
      .map { Array($0) }
    guard lines.count >= 3, let first = lines.first, let last = lines.last,
      trimmed(first).first == .leftBracket, trimmed(last).first == .rightBracket,
      trimmed(first).count == 1 || trimmed(first)[1] == .hash
    else { return nil }
    let rendered = oldValues.map { Array(TOMLDocument.render($0).utf8) }
    // Each middle line: a comment, or one old item (in order) and what follows it.
    var items: [(value: [UInt8], indent: [UInt8], rest: [UInt8], comments: [[UInt8]])] = []
    var comments: [[UInt8]] = []
    for line in lines.dropFirst().dropLast() {
      let body = trimmed(line)
      if body.isEmpty || body.first == .hash {
        comments.append(line)
        continue
      }
      guard items.count < rendered.count, body.starts(with: rendered[items.count]) else {
        return nil
      }
      var rest = Array(body.dropFirst(rendered[items.count].count))
      if trimmed(rest).first == .comma {
        rest = Array(trimmed(rest).dropFirst())
      }
      guard trimmed(rest).isEmpty || trimmed(rest).first == .hash else { return nil }
      let indent = Array(line.prefix { $0 == .space || $0 == .tab })
      items.append((rendered[items.count], indent, rest, comments))
      comments = []
    }
    guard items.count == rendered.count else { return nil }
    let indent = items.first?.indent ?? Array("  ".utf8)
    var result = first
    var used = Set<Int>()
    for value in newValues {
      let text = Array(TOMLDocument.render(value).utf8)
      if let index = items.indices.first(where: { !used.contains($0) && items[$0].value == text }) {
        used.insert(index)
        for comment in items[index].comments { result += [.newline] + comment }
        result += [.newline] + items[index].indent + text + [.comma] + items[index].rest
      } else {
        result += [.newline] + indent + text + [.comma]
      }
    }
    // The comments of items that went, and those before the closing bracket, stay.
    for index in items.indices where !used.contains(index) {
      for comment in items[index].comments { result += [.newline] + comment }
    }
    for comment in comments { result += [.newline] + comment }
    return result + [.newline] + last
  }

  private static func trimmed(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    bytes.drop { $0 == .space || $0 == .tab || $0 == .carriageReturn }
  }
}
