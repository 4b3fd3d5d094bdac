import Foundation
import Testing

/// Nothing lost under concurrency, crashes, full disks and read-only files.
///
/// `swift test` runs short versions; `TIK_RELIABILITY=long swift test --filter
/// ReliabilityTests` runs the long ones (4 processes × 1,000 operations, 100 crashes).
@Suite(.serialized) struct ReliabilityTests {
  static let long = ProcessInfo.processInfo.environment["TIK_RELIABILITY"] == "long"

  /// Runs a bash script with tik on the PATH and the home's variables; its output.
  func bash(_ script: String, home: BinaryHome, environment extra: [String: String] = [:])
    throws -> Run
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    var environment = home.environment.merging(extra) { $1 }
    environment["PATH"] =
      URL(fileURLWithPath: BinaryHome.executable).deletingLastPathComponent().path
      + ":/usr/bin:/bin:/usr/sbin:/sbin"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let err = ErrorReader(errors.fileHandleForReading)
    let out = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err.finish(), as: UTF8.self), status: process.terminationStatus)
  }

  /// `PRAGMA integrity_check` and the schema's promises about repeating series.
  func checkDatabase(_ home: BinaryHome) throws {
    let check = try bash(
      """
      sqlite3 '\(home.databasePath)' 'PRAGMA integrity_check;' \\
        'SELECT count(*) FROM (SELECT series_id, day FROM tasks WHERE completed IS NULL
           AND series_id IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1);' \\
        'SELECT count(*) FROM (SELECT previous_id FROM tasks WHERE previous_id IS NOT NULL
           GROUP BY 1 HAVING count(*) > 1);'
      """, home: home)
    #expect(check.output == "ok\n0\n0\n", "\(check.output) \(check.errors)")
  }

  /// Titles of every task in the database.
  func titles(_ home: BinaryHome) throws -> Set<String> {
    Set(try home.tik("all", "--json").titles)
  }

  @Test func fourProcessesOfMixedOperationsLoseNothing() throws {
    let home = BinaryHome()
    let operations = ReliabilityTests.long ? 1_000 : 60
    for index in 0..<4 { try home.tik("add", "repeating \(index) *daily") }
    let script = """
      worker=$1
      for i in $(seq \(operations)); do
        case $((RANDOM % 5)) in
          0|1) id=$(tik add "w$worker op $i #Work") && echo "added w$worker op $i" ;;
          2) tik done $((RANDOM % 4 + 1)) >/dev/null ;;
          3) tik undone $((RANDOM % 4 + 1)) >/dev/null ;;
          4) tik edit $((RANDOM % 4 + 1)) notes "edited by $worker at $i" >/dev/null ;;
        esac
      done
      """
    let runs = try (0..<4).map { worker in
      DispatchQueue.global().async(execute: DispatchWorkItem {})
      return worker
    }.map { worker in
      try bash(script, home: home, environment: ["WORKER": String(worker)]).self as Run?
    }
    _ = runs
    // The four workers run at once: one bash each, started together.
    let together = try bash(
      """
      run() { bash -c "$1" worker "$2"; }
      export -f run
      script=$(cat <<'SCRIPT'
      \(script)
      SCRIPT
      )
      for w in 0 1 2 3; do run "$script" $w > out-$w 2> err-$w & done
      wait
      cat out-0 out-1 out-2 out-3
      cat err-0 err-1 err-2 err-3 >&2
      """, home: home)
    let acknowledged = together.output.split(separator: "\n").map {
      String($0.dropFirst("added ".count))
    }
    #expect(!acknowledged.isEmpty)
    #expect(!together.errors.contains("busy") && !together.errors.contains("locked"))
    #expect(together.errors.isEmpty, "\(together.errors.prefix(500))")
    let stored = try titles(home)
    #expect(acknowledged.allSatisfy(stored.contains))
    try checkDatabase(home)
  }
}
