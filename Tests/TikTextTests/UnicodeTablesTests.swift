import Foundation
import Testing
import TikTestSupport

/// The generated tables, relative to the repository.
private let unicodeTablesPath = "Sources/TikText/UnicodeTables.swift"
/// Their generator, relative to the repository.
private let generatorPath = "Scripts/generate-unicode-tables.py"

/// `UnicodeTables.swift` is what its generator writes, so the script stays the tables' source.
@Suite struct UnicodeTablesTests {
  static let repository = Repository.root

  @Test func theUnicodeTablesAreWhatTheGeneratorWrites() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tik-unicode-tables-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let written = directory.appendingPathComponent("UnicodeTables.swift").path

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [Self.repository + "/" + generatorPath, written]
    process.currentDirectoryURL = URL(fileURLWithPath: Self.repository)
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "\(generatorPath) failed: \(message)")

    let committed = try Data(
      contentsOf: URL(fileURLWithPath: Self.repository + "/" + unicodeTablesPath))
    let generated = try Data(contentsOf: URL(fileURLWithPath: written))
    #expect(
      generated == committed,
      "\(unicodeTablesPath) differs from what \(generatorPath) writes: run it with the file's path")
  }
}
