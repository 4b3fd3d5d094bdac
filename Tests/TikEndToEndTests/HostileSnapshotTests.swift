import Foundation
import Testing
import TikTestSupport

/// The prompt hooks of `tik init bash|zsh|fish` read the snapshot, a file anyone can edit:
/// whatever it holds, they run nothing, print only clean text, never block and never
/// complain. tik on the PATH only notes each call here, so what the hook reads stays as
/// the test wrote it.
@Suite(.serialized) struct HostileSnapshotTests {
  let home = BinaryHome()
  var snapshotPath: String { home.root + "/state/tik/widget.snapshot" }
  /// The snapshot tik wrote: at night, with two tasks open.
  let clean: [UInt8]

  init() throws {
    try home.tik("add", "Buy milk")
    try home.tik("add", "Call mom")
    // Every moment starts at midnight: the last of them, night, is the moment all day.
    for moment in ["morning", "late_morning", "afternoon", "evening", "night"] {
      try home.tik("config", "set", "widget." + moment, "00:00")
    }
    let path = home.root + "/state/tik/widget.snapshot"
    clean = Array(try #require(FileManager.default.contents(atPath: path)))
    try FileManager.default.createDirectory(
      atPath: home.root + "/bin", withIntermediateDirectories: true)
    let stub = home.root + "/bin/tik"
    try "#!/bin/sh\nprintf '%s\\n' \"$*\" >> \"$HOME/refreshes\"\n".write(
      toFile: stub, atomically: true, encoding: .utf8)
    chmod(stub, 0o755)
  }

  /// An interactive shell with the hook, and the stub `tik` first on its PATH.
  func shell(_ name: String) throws -> Terminal {
    var environment = home.shellEnvironment
    environment["PATH"] = home.root + "/bin:/usr/bin:/bin"
    let terminal = try home.promptShell(name, environment: environment)
    try terminal.waitForPrompt("○ 2 open ")
    return terminal
  }

  /// The calls of `tik` the hooks made, one a line.
  func refreshes() -> [String] {
    let text = (try? String(contentsOfFile: home.root + "/refreshes", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  /// Puts `bytes` at the snapshot's path, in place of whatever is there.
  func writeSnapshot(_ bytes: [UInt8]) throws {
    removeSnapshot()
    #expect(FileManager.default.createFile(atPath: snapshotPath, contents: Data(bytes)))
  }

  func removeSnapshot() {
    if unlink(snapshotPath) != 0 { rmdir(snapshotPath) }
  }

  /// The clean snapshot with its line `index` (0 the header) changed by `change`, which
  /// gets the line's tab-separated fields.
  func cleanSnapshot(changingLine index: Int, _ change: (inout [[UInt8]]) -> Void) -> [UInt8] {
    var lines = clean.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map(Array.init)
    var fields = lines[index].split(separator: 9, omittingEmptySubsequences: false).map(
      Array.init)
    change(&fields)
    lines[index] = Array(fields.joined(separator: [9]))
    return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
  }

  /// Runs a command that prints `mark-N` and waits for the prompt after it; the lines the
  /// screen shows after the mark, trimmed.
  @discardableResult
  func prompt(_ terminal: Terminal, after index: Int, timeout: Double = 5) throws -> [String] {
    try terminal.enter("printf 'mark-%s\\n' \(index)")
    var after: [String] = []
    try terminal.wait(timeout: timeout, for: "the prompt after mark-\(index)") { screen in
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0).trimmingCharacters(in: .whitespaces)
      }
      guard let mark = lines.lastIndex(of: "mark-\(index)") else { return false }
      after = lines[(mark + 1)...].filter { !$0.isEmpty }
      return after.last?.hasSuffix("$") == true
    }
    return after
  }

  /// Files a hook's `touch` would have made in the home.
  func pwned() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: home.root).filter {
      $0.hasPrefix("PWNED")
    }
  }

  /// Each field of the header and the stamp in turn holds code: the snapshot is no
  /// snapshot, the prompt shows nothing and says nothing, nothing runs, and one refresh
  /// starts.
  @Test(arguments: ["bash", "zsh", "fish"])
  func aHeaderFieldThatIsNotWhatItShouldBeRunsNothing(shell name: String) throws {
    let terminal = try shell(name)
    let places = (0..<9).map { (line: 0, field: $0) } + [(line: 1, field: 1)]
    let codes = ["starts[$(touch PWNED-%d)]", "x[`touch PWNED-%d`]", "$(touch PWNED-%d)"]
    for (index, (place, code)) in places.flatMap({ place in codes.map { (place, $0) } })
      .enumerated()
    {
      try writeSnapshot(
        cleanSnapshot(changingLine: place.line) { fields in
          fields[place.field] = Array(String(format: code, index).utf8)
        })
      let shown = try prompt(terminal, after: index)
      #expect(shown == ["$"], "field \(place): \(code)")
    }
    #expect(try pwned() == [])
    #expect(refreshes() == ["widget --refresh"])
  }

  /// A home that never ran tik has no state directory: the first prompt shows nothing and
  /// says nothing, and starts the refresh that writes the first snapshot.
  @Test(arguments: ["bash", "zsh", "fish"])
  func theFirstPromptOfAFreshInstallSaysNothing(shell name: String) throws {
    let fresh = BinaryHome()
    let terminal = try fresh.promptShell(name)
    #expect(!FileManager.default.fileExists(atPath: fresh.root + "/state/tik"))
    let screen = try terminal.waitForPrompt("")
    #expect(screen.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) } == ["$"])
    try terminal.wait(for: "the first snapshot") { _ in
      FileManager.default.fileExists(atPath: fresh.root + "/state/tik/widget.snapshot")
    }
  }

  /// What a snapshot's path may hold besides a file.
  enum NotAFile: String, CaseIterable, CustomTestStringConvertible {
    case fifo, directory, linkToDevZero, linkToTTY

    var testDescription: String { rawValue }

    func make(at path: String) {
      switch self {
      case .fifo: mkfifo(path, 0o600)
      case .directory: mkdir(path, 0o700)
      case .linkToDevZero: symlink("/dev/zero", path)
      case .linkToTTY: symlink("/dev/tty", path)
      }
    }
  }

  /// A FIFO, a directory or a device at the snapshot's path is no snapshot: the prompt
  /// comes at once, empty and silent, and starts one refresh.
  @Test(arguments: ["bash", "zsh", "fish"], NotAFile.allCases)
  func onlyARegularFileIsRead(shell name: String, path kind: NotAFile) throws {
    let terminal = try shell(name)
    for index in 0..<3 {
      removeSnapshot()
      kind.make(at: snapshotPath)
      let shown = try prompt(terminal, after: index)
      #expect(shown == ["$"])
    }
    #expect(refreshes() == ["widget --refresh"])
  }

  /// Escape sequences, C0 and C1 controls, DEL, bidi overrides and bytes of no UTF-8
  /// character in the line a prompt shows: each becomes U+FFFD, the rest is shown as is,
  /// and none reaches the terminal.
  @Test(arguments: ["bash", "zsh", "fish"])
  func aLineShowsOnlyCleanText(shell name: String) throws {
    let raw: [UInt8] =
      Array("A\u{1B}]0;PWN-title\u{07}B\u{1B}[2JC\u{9B}31mD\u{7F}E\u{202E}F\u{1B}P$qPWN".utf8)
      + [0xFF, 0x9B, 0xC0, 0xAF, 0xE2, 0x97] + Array("G ○ Ω 👍 خرید".utf8)
    let shown = "A�]0;PWN-title�B�[2JC�31mD�E�F�P$qPWN������G ○ Ω 👍 خرید"
    let terminal = try shell(name)
    // A new stamp: the hooks of bash and zsh read the lines again only when it changed.
    let changed = clean.split(separator: UInt8(ascii: "\n")).map { line -> [UInt8] in
      let key = String(decoding: line.prefix { $0 != 9 }, as: UTF8.self)
      switch key {
      case "stamp": return Array("stamp\t42".utf8)
      case "visual.night", "inline.night": return Array(key.utf8) + [9] + raw
      default: return Array(line)
      }
    }
    try writeSnapshot(Array(changed.joined(separator: [UInt8(ascii: "\n")])) + [10])
    do {
      let lines = try prompt(terminal, after: 0)
      #expect(lines == [shown + " $"])
    } catch {
      Issue.record(error)
    }
    expectOnlyCleanText(in: terminal, not: ["\u{1B}]0;PWN", "\u{1B}[2J", "\u{1B}P$q", "\u{202E}"])
  }

  /// What the shell wrote to the terminal, as tmux recorded it, escape sequences of the
  /// shell's own included, is UTF-8 with no C1 control, no DEL and none of `escapes`.
  func expectOnlyCleanText(in terminal: Terminal, not escapes: [String]) {
    let log = [UInt8](FileManager.default.contents(atPath: terminal.log) ?? Data())
    #expect(String(validating: log, as: UTF8.self) != nil, "bytes of no UTF-8 character")
    let output = String(decoding: log, as: UTF8.self)
    #expect(!output.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) }, "DEL or C1")
    for escape in escapes {
      #expect(!output.contains(escape), "\(Array(escape.unicodeScalars.map(\.value)))")
    }
  }

  /// `tik widget` with a FIFO in place of the snapshot, or of the widget's log (and no
  /// snapshot, so that it is read): tik comes back within 5 seconds, with the card when
  /// only the snapshot was a FIFO.
  @Test(arguments: ["widget.snapshot", "widget.state"])
  func tikWidgetDoesNotWaitForAWriterOnAFIFO(file: String) throws {
    removeSnapshot()
    let path = home.root + "/state/tik/" + file
    unlink(path)
    mkfifo(path, 0o600)
    // FileSystem.read, which every reader of a state file goes through, opens regular
    // files only and without blocking.
    let run = try #require(try tik(["widget"], within: 5), "tik widget is still waiting")
    #expect(run.status == 0 || run.status == 1)
    if file == "widget.snapshot" {
      #expect(run.status == 0)
      #expect(run.output.contains("2 tasks still open"), "\(run.output)")
    }
  }

  /// Runs tik, and kills it after `seconds`: nil then.
  func tik(_ arguments: [String], within seconds: Double) throws -> Run? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: BinaryHome.executable)
    process.arguments = arguments
    process.environment = home.environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    return Run(
      output: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      errors: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      status: process.terminationStatus)
  }

  static let long = ProcessInfo.processInfo.environment["TIK_RELIABILITY"] == "long"

  /// 50 snapshots from a seeded generator, one a prompt: random bytes, escape sequences,
  /// code in the header and in the lines, prompt escapes, huge and negative numbers,
  /// 100 KB lines, NUL bytes, tabs missing and extra, bytes of no UTF-8 character, a
  /// FIFO, a directory, links to /dev/zero and /dev/tty. Nothing runs, nothing but clean
  /// text reaches the terminal, and each prompt comes within 5 seconds. Only with
  /// `TIK_RELIABILITY=long`; prints how long the prompts took.
  @Test(.enabled(if: HostileSnapshotTests.long), arguments: ["bash", "zsh", "fish"])
  func fiftyHostileSnapshotsRunNothingShowOnlyCleanTextAndNeverHang(shell name: String) throws {
    let terminal = try shell(name)
    var generator = HostileSnapshotGenerator(seed: 0x7469_6B20_686F_6F6B, clean: clean)
    var times: [Double] = []
    for index in 0..<50 {
      let (kind, snapshot) = generator.snapshot(index)
      removeSnapshot()
      switch snapshot {
      case .bytes(let bytes):
        #expect(FileManager.default.createFile(atPath: snapshotPath, contents: Data(bytes)))
      case .fifo: NotAFile.fifo.make(at: snapshotPath)
      case .directory: NotAFile.directory.make(at: snapshotPath)
      case .link(let target): symlink(target, snapshotPath)
      }
      let start = Date()
      do {
        try prompt(terminal, after: index, timeout: 5)
      } catch {
        Issue.record("snapshot \(index), \(kind): \(error)")
      }
      times.append(Date().timeIntervalSince(start))
    }
    let total = times.reduce(0, +)
    print(
      "hostile snapshots, \(name): 50 prompts in \(String(format: "%.2f", total)) s, "
        + "median \(String(format: "%.0f", times.sorted()[25] * 1000)) ms, "
        + "slowest \(String(format: "%.0f", (times.max() ?? 0) * 1000)) ms")
    #expect(try pwned() == [])
    #expect(refreshes().allSatisfy { $0 == "widget --refresh" }, "\(refreshes())")
    expectOnlyCleanText(in: terminal, not: HostileSnapshotGenerator.escapeStarts)
  }
}
