// Strings joined with a separator, compiled where they are used.
//
// The standard library's `joined(separator:)` is generic and not inlined: the first call
// of it in a process for each type of collection looks up the collection's generic
// witnesses by name, which checks conformances against every one in the binary — about
// 110,000 instructions, several times over in every `tik add`. These overloads, for the
// arrays and slices of strings and substrings tik joins, are more specific than the
// standard library's, so they are the ones called; their result is the same.

extension Array where Element == String {
  @inlinable public func joined(separator: String = "") -> String {
    joinedText(self, separator: separator) { $0 += $1 }
  }
}

extension ArraySlice where Element == String {
  @inlinable public func joined(separator: String = "") -> String {
    joinedText(self, separator: separator) { $0 += $1 }
  }
}

extension Array where Element == Substring {
  @inlinable public func joined(separator: String = "") -> String {
    joinedText(self, separator: separator) { $0.append(contentsOf: $1) }
  }
}

extension ArraySlice where Element == Substring {
  @inlinable public func joined(separator: String = "") -> String {
    joinedText(self, separator: separator) { $0.append(contentsOf: $1) }
  }
}

/// The parts one after another, `separator` between each two; `append` adds a part.
@inlinable func joinedText<Parts: Collection>(
  _ parts: Parts, separator: String, append: (inout String, Parts.Element) -> Void
) -> String {
  var text = ""
  var first = true
  for part in parts {
    if !first { text += separator }
    append(&text, part)
    first = false
  }
  return text
}
