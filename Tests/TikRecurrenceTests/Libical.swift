import Foundation

/// libical's recurrence expansion (RFC 5545 with RFC 7529's RSCALE, through ICU), run as
/// a small C program compiled against Debian's libical-dev when the tests run.
///
/// The program reads one query per line, `DTSTART RRULE LIMIT`, and prints the first
/// LIMIT occurrences as `yyyymmdd` words on one line, or `error`.
enum Libical {
  static let source = """
    #include <libical/ical.h>
    #include <stdio.h>

    int main(void) {
      char line[1024], start[64], rule[900];
      int limit;
      while (fgets(line, sizeof line, stdin)) {
        if (sscanf(line, "%63s %899s %d", start, rule, &limit) != 3) { puts("error"); continue; }
        icalerrno = ICAL_NO_ERROR;
        struct icalrecurrencetype recurrence = icalrecurrencetype_from_string(rule);
        icalrecur_iterator *iterator = icalerrno == ICAL_NO_ERROR
          ? icalrecur_iterator_new(recurrence, icaltime_from_string(start)) : NULL;
        if (!iterator) { puts("error"); continue; }
        for (int i = 0; i < limit; i++) {
          struct icaltimetype t = icalrecur_iterator_next(iterator);
          if (icaltime_is_null_time(t)) break;
          printf("%s%04d%02d%02d", i ? " " : "", t.year, t.month, t.day);
        }
        putchar('\\n');
        icalrecur_iterator_free(iterator);
      }
      return 0;
    }
    """

  enum Problem: Error, CustomStringConvertible {
    case cannotBuild(String)
    case failed(String)

    var description: String {
      switch self {
      case .cannotBuild(let output):
        "cannot build the libical helper (install libical-dev, as .ci/run does): \(output)"
      case .failed(let output): "the libical helper failed: \(output)"
      }
    }
  }

  /// Expands every query; one line of `yyyymmdd` words per query, in order.
  static func expand(_ queries: [String]) throws -> [[String]] {
    var template = Array((NSTemporaryDirectory() + "tik-libical-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw Problem.cannotBuild("no temporary directory") }
    let directory = String(cString: made)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let sourcePath = directory + "/expand.c"
    let program = directory + "/expand"
    try source.write(toFile: sourcePath, atomically: true, encoding: .utf8)
    let compiler = ["clang", "cc"].first { which($0) } ?? "cc"
    let build = try run(
      compiler, [sourcePath, "-o", program, "-lical"], input: "", in: directory)
    guard build.status == 0 else { throw Problem.cannotBuild(build.output) }
    let result = try run(
      program, [], input: queries.joined(separator: "\n") + "\n", in: directory)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    guard result.status == 0, lines.count >= queries.count else {
      throw Problem.failed(result.output)
    }
    return lines.prefix(queries.count).map { $0.split(separator: " ").map(String.init) }
  }

  private static func which(_ name: String) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
    }
  }

  /// Runs a command with `input` on its standard input and returns what it printed.
  ///
  /// Input and output go through files in `directory`, not pipes: a pipe's end inherited
  /// by a process that outlives the command (tests start tmux servers in parallel) would
  /// keep a reader waiting for ever.
  private static func run(
    _ command: String, _ arguments: [String], input: String, in directory: String
  )
    throws -> (output: String, status: Int32)
  {
    let inputPath = directory + "/input"
    let outputPath = directory + "/output"
    try input.write(toFile: inputPath, atomically: true, encoding: .utf8)
    guard FileManager.default.createFile(atPath: outputPath, contents: nil),
      let inputFile = FileHandle(forReadingAtPath: inputPath),
      let outputFile = FileHandle(forWritingAtPath: outputPath)
    else { throw Problem.failed("cannot create files in \(directory)") }
    defer {
      try? inputFile.close()
      try? outputFile.close()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [command] + arguments
    process.standardInput = inputFile
    process.standardOutput = outputFile
    process.standardError = outputFile
    try process.run()
    process.waitUntilExit()
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    return (output, process.terminationStatus)
  }
}
