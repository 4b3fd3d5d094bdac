import Foundation
import Synchronization
import Testing

@testable import TikCore

/// Rewrites never follow a link they did not expect, and readers open regular files only.
@Suite struct FileSystemTests {
  let home = TestHome()

  var victim: String { home.root + "/victim" }

  /// The temporary file of a rewrite is created exclusively and never through a link: a
  /// link planted at the name it used to take (`NAME.tmp-PID`) leaves its target alone.
  @Test func aSymlinkPlantedAtTheTemporaryNameIsNeverFollowed() throws {
    try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
    let path = home.root + "/config.toml"
    try FileManager.default.createSymbolicLink(
      atPath: path + ".tmp-\(getpid())", withDestinationPath: victim)
    try FileSystem.writeAtomically("sort = \"time\"\n", to: path)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "sort = \"time\"\n")
  }

  @Test func aSymlinkWhereTikKeepsItsOwnFileIsRefusedAndNamed() throws {
    try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
    let path = home.root + "/widget.snapshot"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
    #expect(throws: TikError.file(path, .unexpectedSymlink)) {
      try FileSystem.writeAtomically("x", to: path)
    }
    #expect(throws: TikError.file(path, .unexpectedSymlink)) { try FileSystem.read(path) }
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
  }

  @Test func aFIFOIsNotAFileAndReadingItDoesNotBlock() throws {
    let path = home.root + "/fifo"
    #expect(mkfifo(path, 0o600) == 0)
    #expect(throws: TikError.file(path, .notAFile)) { try FileSystem.read(path) }
    #expect(throws: TikError.file(path, .notAFile)) {
      try FileSystem.read(path, symlinks: .follow)
    }
  }

  @Test func aRewriteKeepsTheFilesPermissions() throws {
    let path = home.root + "/shared.toml"
    try "a = 1\n".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, 0o644)
    try FileSystem.writeAtomically("a = 2\n", to: path)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o644)
    try FileSystem.writeAtomically("new\n", to: home.root + "/new")
    let fresh = try FileManager.default.attributesOfItem(atPath: home.root + "/new")
    #expect(fresh[.posixPermissions] as? Int == 0o600)
  }

  /// A file rebuilt from the database (written without a flush) takes the old one's name
  /// in one step: the old one goes, nothing else is left beside it, and its permissions
  /// stay. A reader that opened the old file goes on reading it whole.
  @Test func anUnflushedRewriteReplacesTheOldFileAndLeavesNothingBeside() throws {
    let path = home.root + "/widget.snapshot"
    try "old snapshot\n".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, 0o644)
    let reader = open(path, O_RDONLY)
    defer { close(reader) }
    try FileSystem.writeAtomically("new\n", to: path, flush: false)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o644)
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.root) == ["widget.snapshot"])
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer[..<max(0, count)], as: UTF8.self) == "old snapshot\n")
    try FileSystem.writeAtomically("first\n", to: home.root + "/fresh", flush: false)
    let fresh = try FileManager.default.attributesOfItem(atPath: home.root + "/fresh")
    #expect(fresh[.posixPermissions] as? Int == 0o600)
  }

  /// While a file is rewritten again and again, a reader opening it by name always finds
  /// one whole version: never no file, never part of one.
  /// The reader reads for as long as the writer writes, from before its first rewrite.
  @Test func aReaderAlwaysFindsOneWholeVersion() throws {
    let path = home.root + "/widget.snapshot"
    let versions = ["short\n", String(repeating: "a much longer line\n", count: 200)]
    try FileSystem.writeAtomically(versions[0], to: path, flush: false)
    let started = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let writing = Atomic(true)
    let reads = Atomic(0)
    nonisolated(unsafe) var seen: [String?] = []
    let reader = Thread {
      started.signal()
      while writing.load(ordering: .acquiring) {
        seen.append(try? String(contentsOfFile: path, encoding: .utf8))
        reads.add(1, ordering: .releasing)
      }
      finished.signal()
    }
    reader.start()
    started.wait()
    // At least 400 rewrites, and on until the reader has read 1,000 times among them.
    var round = 0
    while round < 400 || (reads.load(ordering: .acquiring) < 1_000 && round < 1_000_000) {
      try FileSystem.writeAtomically(versions[round % 2], to: path, flush: false)
      round += 1
    }
    writing.store(false, ordering: .releasing)
    finished.wait()
    #expect(seen.allSatisfy { $0.map(versions.contains) ?? false })
    // Both versions were read: the reads overlapped the rewrites.
    #expect(Set(seen.compactMap { $0 }).count == 2, "\(seen.count) reads")
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.root) == ["widget.snapshot"])
  }
}
