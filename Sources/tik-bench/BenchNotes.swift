#if canImport(Glibc)
  import Glibc
#endif

/// What the table's reader needs beside the figures: the machine, the tools' versions,
/// each tool's command for each operation, and how large Today is at each size.
struct BenchNotes {
  var processes: Processes
  var markdown: Bool

  /// The commands, one line per operation, a column per tool.
  func commands(_ tools: [Tool]) -> String {
    var rows = [["operation"] + tools.map(\.name)]
    for operation in Operation.allCases {
      rows.append([operation.rawValue] + tools.map { $0.shown[operation] ?? "—" })
    }
    guard markdown else {
      return rows.map { $0.joined(separator: "  |  ") }.joined(separator: "\n")
    }
    let header = "| " + rows[0].joined(separator: " | ") + " |"
    let rule = "|" + String(repeating: "---|", count: rows[0].count)
    let body = rows.dropFirst().map { row in
      "| " + row[0] + " | "
        + row.dropFirst().map { $0 == "—" ? $0 : "`\($0)`" }.joined(separator: " | ") + " |"
    }
    return ([header, rule] + body).joined(separator: "\n")
  }

  /// Each tool's name and the first line its version command prints.
  func versions(_ tools: [Tool]) -> String {
    tools.map { tool in
      let (text, _) = processes.output(of: tool.version, environment: tool.environment)
      let line = text.split(separator: "\n").first.map(String.init) ?? "?"
      return tool.name + ": " + line
    }.joined(separator: "; ")
  }

  /// How many tasks Today holds in each data set.
  func today(_ dataSets: [DataSet]) -> String {
    "Tasks on Today: "
      + dataSets.map { "\($0.todayCount) in \($0.name)" }.joined(separator: ", ") + "."
  }

  /// The processor, its count, the kernel and the system.
  static func machine() -> String {
    let model =
      ((try? FileSystemText.read("/proc/cpuinfo")) ?? "").split(separator: "\n")
      .first { $0.hasPrefix("model name") }
      .map { String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingSpaces() } ?? "?"
    var names = utsname()
    uname(&names)
    let release = withUnsafeBytes(of: names.release) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    let debian = ((try? FileSystemText.read("/etc/debian_version")) ?? "").trimmingSpaces()
    return "\(sysconf(Int32(_SC_NPROCESSORS_ONLN))) × \(model), Linux \(release)"
      + (debian.isEmpty ? "" : ", Debian \(debian)")
  }
}

/// A text file's contents, for the notes.
enum FileSystemText {
  static func read(_ path: String) throws -> String {
    guard let file = fopen(path, "r") else { return "" }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  func trimmingSpaces() -> String {
    String(
      drop { $0 == " " || $0 == "\t" || $0 == "\n" }.reversed().drop {
        $0 == " " || $0 == "\t" || $0 == "\n"
      }.reversed())
  }
}
