/// The `{n}` placeholders of a message template, to check that both languages fill the
/// same ones.
public func placeholders(_ template: String) -> Set<String> {
  var found: Set<String> = []
  var rest = template[...]
  while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
    found.insert(String(rest[open...close]))
    rest = rest[rest.index(after: close)...]
  }
  return found
}
