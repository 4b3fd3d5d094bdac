import Foundation
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
}
