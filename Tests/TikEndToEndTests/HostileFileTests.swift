import Foundation
import Testing

/// tik's own files as hostile input: symlinks planted where tik writes, FIFOs where it
/// reads, state files edited by hand, a config nested ten thousand deep. Nothing is
/// followed that tik did not expect, nothing hangs or crashes, and a `config set`
/// changes the one value it sets and not a byte more.
@Suite struct HostileFileTests {
  let home = BinaryHome()

  var state: String { home.root + "/state/tik" }
  var victim: String { home.root + "/victim" }

  func plantVictim() throws {
    try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
  }

  func victimIsIntact(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      (try? String(contentsOfFile: victim, encoding: .utf8)) == "precious\n",
      sourceLocation: sourceLocation)
  }

  func mode(_ path: String) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
  }

  /// A dotfiles setup: config.toml is a link to a file elsewhere, readable by others, with
  /// comments inside a multi-line array and bytes that are not UTF-8 in a comment.
  @Test func configSetChangesTheOneValueThroughTheSymlinkKeepingModeAndEveryOtherByte() throws {
    let dotfiles = home.root + "/dotfiles"
    try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: home.root + "/config/tik", withIntermediateDirectories: true)
    let target = dotfiles + "/tik.toml"
    let head =
      Array("# mine ".utf8) + [0xFF, 0xFE]
      + Array(
        ": keep\nlanguage = \"en\"\nplugins = [\n  \"jalali\",    # calendar\n  \"recurrence\", # repeats\n  \"widget\",\n]\n"
          .utf8)
    let bytes = head + Array("sort = \"time\" # for now\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: target))
    chmod(target, 0o644)
    try FileManager.default.createSymbolicLink(atPath: home.configPath, withDestinationPath: target)

    #expect(try home.tik("config", "set", "sort", "priority").status == 0)
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: home.configPath)
    #expect(link == target)
    #expect(try mode(target) == 0o644)
    let after = try [UInt8](Data(contentsOf: URL(fileURLWithPath: target)))
    #expect(after == head + Array("sort = \"priority\" # for now\n".utf8))
    #expect(try home.tik("config", "get", "sort").output == "priority\n")

    // Setting the array keeps the comments of the items that stay.
    #expect(try home.tik("config", "set", "plugins", "jalali", "widget").status == 0)
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: target)), as: UTF8.self)
    #expect(text.contains("  \"jalali\",    # calendar\n"))
    #expect(!text.contains("recurrence"))
    #expect(try home.tik("config", "get", "plugins").output == "jalali,widget\n")
  }

  @Test func aSymlinkAtTheWidgetsLockIsAnErrorThatNamesItAndTheCommandStillWrites() throws {
    try plantVictim()
    try home.tik("add", "Buy milk")
    unlink(state + "/widget.lock")
    try FileManager.default.createSymbolicLink(
      atPath: state + "/widget.lock", withDestinationPath: victim)
    #expect(try home.tik("add", "Call mom").status == 0)
    let refresh = try home.tik("widget", "--refresh")
    #expect(refresh.status == 1)
    #expect(refresh.errors.contains("'\(state)/widget.lock' is a symbolic link"))
    victimIsIntact()
    #expect(try home.tik("all", "--json").titles == ["Buy milk", "Call mom"])
  }

  @Test func aFIFOWhereTheSnapshotAndTheLogGoDoesNotHang() throws {
    try home.tik("add", "Buy milk")
    for name in ["widget.snapshot", "widget.state"] {
      unlink(state + "/" + name)
      #expect(mkfifo(state + "/" + name, 0o600) == 0)
    }
    let started = Date()
    let run = try home.tik("widget", "--size", "inline", "--moment", "late_morning")
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(run.output == "→ Buy milk\n")
    let cached = try home.tik("widget", "--cached", "--size", "inline", "--moment", "late_morning")
    #expect(cached.output == "→ Buy milk\n")
  }

  @Test func aConfigNestedTenThousandDeepIsAnErrorNotACrash() throws {
    try home.writeConfig("plugins = " + String(repeating: "[", count: 10_000) + "\n")
    let run = try home.tik("today")
    #expect(run.status == 1)
    #expect(
      run.errors == "tik: \(home.configPath):1:27: arrays nested more than 16 deep\n")
  }

  /// Numbers no day has, in every count of the snapshot: it reads as damaged, and every
  /// format of `--cached` says so or shows nothing, without a crash.
  @Test func hugeCountsInTheSnapshotAreIgnoredNotFatal() throws {
    try home.tik("add", "Buy milk")
    let path = state + "/widget.snapshot"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    for key in ["done", "total", "open", "overdue", "streak"] {
      let hostile =
        text.split(separator: "\n").map { line in
          line.hasPrefix(key + "\t") ? key + "\t9223372036854775807" : String(line)
        }.joined(separator: "\n") + "\n"
      for format in ["text", "json", "tmux", "waybar", "i3blocks", "starship"] {
        try hostile.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try home.tik("widget", "--cached", "--format", format)
        #expect(run.status <= 1, "\(key) \(format): \(run.errors)")
        #expect(!run.errors.contains("Fatal"), "\(key) \(format)")
      }
      // Without --cached the damaged snapshot is written anew.
      let fresh = try home.tik("widget", "--size", "inline", "--moment", "late_morning")
      #expect(fresh.output == "→ Buy milk\n")
    }
  }

  /// An error quotes a bad value as a short excerpt: never 100 KB, never a raw escape.
  @Test func errorsQuoteAShortEscapedExcerptOfABadValue() throws {
    let huge = "\u{1b}]0;owned\u{07}" + String(repeating: "x", count: 100_000)
    for arguments in [
      ["list", huge], ["done", huge], ["add", "Call @" + huge], ["add", "Gym *" + huge],
    ] {
      let run = try home.run(arguments)
      #expect(run.status == 1)
      #expect(run.errors.utf8.count < 600, "\(arguments[0]): \(run.errors.utf8.count) bytes")
      #expect(!run.errors.contains("\u{1b}"))
      #expect(run.errors.contains("…"))
    }
  }
}
