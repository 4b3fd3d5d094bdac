extension String {
  /// `split(separator:omittingEmptySubsequences: false)` at a line feed or a tab, found by
  /// its byte. The standard library's split walks the text by Character, finding each
  /// grapheme's end; a control character is always a Character of its own (but a line
  /// feed after a carriage return, which is one with it), so a text without a carriage
  /// return splits at its bytes to the same pieces. One with a carriage return is split
  /// the standard library's way.
  public func pieces(at separator: Unicode.Scalar) -> [String] {
    precondition(separator == "\n" || separator == "\t", "only at a line feed or a tab")
    let byte = UInt8(separator.value)
    guard !(separator == "\n" && utf8.contains(0x0D)) else {
      return split(separator: Character(separator), omittingEmptySubsequences: false)
        .map(String.init)
    }
    var pieces: [String] = []
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      if utf8[index] == byte {
        pieces.append(String(self[start..<index]))
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    pieces.append(String(self[start..<utf8.endIndex]))
    return pieces
  }
}
