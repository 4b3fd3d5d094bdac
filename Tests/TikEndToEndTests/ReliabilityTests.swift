import Foundation
import Testing
import TikTestSupport

/// Nothing lost under concurrency, crashes, full disks and read-only files.
///
/// `swift test` runs short versions; `TIK_RELIABILITY=long swift test --filter
/// ReliabilityTests` runs the long ones (4 processes × 1,000 operations, 100 crashes).
@Suite(.serialized) struct ReliabilityTests {
  static let long = ProcessInfo.processInfo.environment["TIK_RELIABILITY"] == "long"

  /// `PRAGMA integrity_check` and the schema's promises about repeating series.
  func checkDatabase(_ home: BinaryHome) throws {
    let check = try home.bash(
      """
      sqlite3 '\(home.databasePath)' 'PRAGMA integrity_check;' \\
        'SELECT count(*) FROM (SELECT series_id, day FROM tasks WHERE completed IS NULL
           AND series_id IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1);' \\
        'SELECT count(*) FROM (SELECT previous_id FROM tasks WHERE previous_id IS NOT NULL
           GROUP BY 1 HAVING count(*) > 1);'
      """)
    #expect(check.output == "ok\n0\n0\n", "\(check.output) \(check.errors)")
  }

  /// Titles of every task in the database.
  func titles(_ home: BinaryHome) throws -> Set<String> {
    Set(try home.tik("all", "--json").titles)
  }

  @Test func fourProcessesOfMixedOperationsLoseNothing() throws {
    let home = BinaryHome()
    let operations = ReliabilityTests.long ? 1_000 : 60
    for index in 0..<4 { try home.tik("add", "repeating \(index) 09:00 *daily") }
    // Each worker is a loop of one-shot commands, as scripts, hooks and status bars run
    // them: adds (acknowledged by the id they print), ticks and unticks of repeating
    // tasks, edits and widget ticks.
    let worker = """
      for i in $(seq \(operations)); do
        task=$((RANDOM % 4 + 1))
        case $((RANDOM % 6)) in
          0|1) tik add "w$1 op $i #Work" >/dev/null && echo "w$1 op $i" ;;
          2) tik done $task >/dev/null ;;
          3) tik undone $task >/dev/null ;;
          4) tik edit $task notes "edited by $1 at $i" >/dev/null ;;
          5) tik widget tick $task >/dev/null ;;
        esac
      done
      """
    try worker.write(toFile: home.root + "/worker.sh", atomically: true, encoding: .utf8)
    let run = try home.bash(
      """
      cd '\(home.root)'
      for w in 0 1 2 3; do bash worker.sh $w > out-$w 2> err-$w & done
      wait
      cat out-0 out-1 out-2 out-3
      cat err-0 err-1 err-2 err-3 >&2
      """)
    let acknowledged = run.output.split(separator: "\n").map(String.init)
    #expect(acknowledged.count > operations / 2)
    // An untick that keeps a copy someone edited says so: a note, not an error.
    let errors = run.errors.split(separator: "\n").filter {
      !$0.hasSuffix("was changed since the tick: it stays")
    }
    #expect(errors.isEmpty, "\(errors.prefix(5))")
    let stored = try titles(home)
    let lost = acknowledged.filter { !stored.contains($0) }
    #expect(lost.isEmpty, "acknowledged but lost: \(lost.prefix(5))")
    try checkDatabase(home)
    #expect(try snapshotIsWhole(home))
  }

  /// Whether the widget snapshot is complete: its last line counts the lines before it.
  func snapshotIsWhole(_ home: BinaryHome) throws -> Bool {
    let text = try String(
      contentsOfFile: home.root + "/state/tik/widget.snapshot", encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    guard let last = lines.last, last.hasPrefix("end\t"), let count = Int(last.dropFirst(4))
    else { return false }
    return lines.first?.hasPrefix("tik-widget\t") == true && count == lines.count - 1
  }

  @Test func aWriterKilledAtAnyMomentLosesNoAcknowledgedTask() throws {
    let trials = ReliabilityTests.long ? 100 : 8
    let home = BinaryHome()
    try home.tik("add", "repeating 09:00 *daily")
    var random = SystemRandomNumberGenerator()
    for trial in 0..<trials {
      var lines: [String] = []
      for index in 0..<400 {
        switch index % 10 {
        case 7: lines.append("/done 1")
        case 8: lines.append("/undone 1")
        default: lines.append("trial \(trial) task \(index) #Work !high 10:00")
        }
      }
      try (lines.joined(separator: "\n") + "\n").write(
        toFile: home.root + "/requests", atomically: true, encoding: .utf8)
      let delay = Int.random(in: 2_000...150_000, using: &random)
      let run = try home.bash(
        """
        cd '\(home.root)'
        tik < requests > replies 2>/dev/null &
        writer=$!
        sleep 0.$(printf '%06d' \(delay))
        kill -9 $writer 2>/dev/null
        wait $writer 2>/dev/null
        cat replies
        """)
      let acknowledged = run.output.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("{\"ok\":true,\"action\":\"added\"") else { return nil }
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return ((object?["tasks"] as? [[String: Any]])?.first?["title"] as? String)
      }
      let stored = try titles(home)
      let lost = acknowledged.filter { !stored.contains($0) }
      #expect(lost.isEmpty, "trial \(trial), killed after \(delay) µs: lost \(lost.prefix(3))")
      try checkDatabase(home)
      #expect(try snapshotIsWhole(home), "trial \(trial): the snapshot is torn")
    }
  }

  /// Runs a script in a mount namespace of its own (root, or an unprivileged user
  /// namespace otherwise), where it can mount a small or read-only file system that
  /// disappears with it. It runs in the home, where its scratch files go.
  func isolated(_ script: String, home: BinaryHome) throws -> Run {
    try home.bash(
      """
      cd '\(home.root)'
      if [ "$(id -u)" = 0 ]; then isolate="unshare -m"; else isolate="unshare -rm"; fi
      $isolate bash <<'SCRIPT'
      \(script)
      SCRIPT
      """)
  }

  @Test func aFullDiskIsAClearErrorAndLosesNothing() throws {
    let home = BinaryHome()
    try FileManager.default.createDirectory(
      atPath: home.root + "/data/tik", withIntermediateDirectories: true)
    let padding = String(repeating: "x", count: 300)
    // Room for the database (some 170 KB with every plugin's tables) and the write-ahead
    // log tik keeps between commands (up to 256 KB), so that the disk fills after a few
    // dozen tasks.
    let run = try isolated(
      """
      mount -t tmpfs -o size=768k tmpfs "$XDG_DATA_HOME/tik"
      acknowledged=0
      for i in $(seq 3000); do
        tik add "filler $i \(padding)" > /dev/null 2> err || break
        acknowledged=$i
      done
      echo "$acknowledged"
      cat err
      sqlite3 "$XDG_DATA_HOME/tik/tik.db" 'PRAGMA integrity_check;'
      tik all --json | grep -o '"title":"filler [0-9]*' | wc -l
      """, home: home)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(run.output) \(run.errors)")
    guard lines.count == 4 else { return }
    let acknowledged = Int(lines[0]) ?? 0
    #expect(acknowledged > 10 && acknowledged < 3000, "the disk never filled")
    #expect(
      lines[1] == "tik: \(home.databasePath): the disk is full; nothing was written")
    #expect(lines[2] == "ok")
    #expect(Int(lines[3].trimmingCharacters(in: .whitespaces)) == acknowledged)
  }

  @Test func aReadOnlyDatabaseIsAClearErrorAndStaysAsItWas() throws {
    let home = BinaryHome()
    try home.tik("add", "kept task")
    let before = try home.tik("all", "--json").output
    let run = try isolated(
      """
      mount --bind "$XDG_DATA_HOME/tik" "$XDG_DATA_HOME/tik"
      mount -o remount,bind,ro "$XDG_DATA_HOME/tik"
      tik add "not written" 2> err && echo "added anyway" || echo "status $?"
      cat err
      """, home: home)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "status 1", "\(run.output) \(run.errors)")
    #expect(
      lines.count == 2
        && lines[1] == "tik: \(home.databasePath): the database is read-only; nothing was written")
    #expect(try home.tik("all", "--json").output == before)
  }

  @Test func aReadOnlyStateDirectoryDoesNotFailACommand() throws {
    let home = BinaryHome()
    try home.tik("add", "first")
    let run = try isolated(
      """
      mount --bind "$XDG_STATE_HOME/tik" "$XDG_STATE_HOME/tik"
      mount -o remount,bind,ro "$XDG_STATE_HOME/tik"
      tik add "second" && echo "status $?"
      """, home: home)
    #expect(run.output == "2\nstatus 0\n", "\(run.output) \(run.errors)")
  }

  /// The REPL's form saved while another process edits the same task, round after
  /// round: the form's title and the other process's notes both survive each time.
  @Test func aFormSavedWhileAnotherProcessEditsTheTaskKeepsBoth() throws {
    let home = BinaryHome()
    try home.writeConfig("fields = [\"notes\"]\n")
    try home.tik("add", "task")
    let rounds = ReliabilityTests.long ? 200 : 5
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable), environment: home.environment)
    try terminal.wait(for: "Today ›")
    var lost: [Int] = []
    for round in 1...rounds {
      try terminal.enter("/edit 1")
      try terminal.wait(for: "Title: " + (round == 1 ? "task" : "title \(round - 1)"))
      try home.tik("edit", "1", "notes", "notes \(round)")
      try terminal.press("C-u")
      try terminal.enter("title \(round)")
      try terminal.wait(for: "Notes:")
      try terminal.press("Enter")
      try terminal.wait(for: "List:")
      try terminal.press("Enter")
      try terminal.wait(for: "saved: ○ 1 title \(round) ")
      try terminal.wait(for: "changed elsewhere meanwhile, and kept: notes")
      let task = try home.tik("show", "1", "--json").json
      if task["title"] as? String != "title \(round)"
        || task["notes"] as? String != "notes \(round)"
      {
        lost.append(round)
      }
      try terminal.press("C-l")
    }
    #expect(lost.isEmpty, "rounds that lost an edit: \(lost.prefix(10))")
  }
}
