import Foundation
import TikCLI
import TikCore
import TikJalali
import TikRecurrence
import TikTestSupport
import TikTransfer

/// The shared temporary home with the Jalali, recurrence and transfer plugins on, and
/// the store as plain values to compare field by field.
final class TransferHome: TemporaryHome {
  init(
    now: String = "2026-12-01T10:00", config: String? = nil,
    alsoWith others: [any Plugin.Type] = []
  ) {
    super.init(
      now: now,
      plugins: [JalaliPlugin.self, RecurrencePlugin.self, TransferPlugin.self] + others,
      config: config)
  }

  /// Every list and every task, each with all its fields.
  struct Contents: Equatable, CustomStringConvertible {
    var lists: [TodoList]
    var todos: [Todo]

    var description: String {
      (lists.map { "\($0)" } + todos.map { "\($0)" }).joined(separator: "\n")
    }
  }

  func contents() throws -> Contents {
    let context = try context()
    return try context.read { (store) throws(TikError) in
      Contents(lists: try store.lists(), todos: try store.allTodos())
    }
  }

  func todos() throws -> [Todo] { try contents().todos }

  /// The task with this title (the first, by id).
  func todo(titled title: String) throws -> Todo? {
    try todos().first { $0.title == title }
  }

  /// The list with this name.
  func list(named name: String) throws -> TodoList? {
    try contents().lists.first { $0.name == name }
  }

  /// A path in the home for a file of the test.
  func path(_ name: String) -> String { root + "/" + name }

  /// Stores tasks as they are, ids and all, as a database that lived a while has them.
  func insert(_ todos: [Todo]) throws {
    let context = try context()
    try context.write { (store) throws(TikError) in
      for todo in todos { _ = try store.insert(todo, keepingID: true) }
    }
  }

  /// The report `tik import FILE --json` prints, as Foundation reads it.
  func importReport(_ arguments: String...) throws -> [String: Any] {
    let result = run(["import"] + arguments + ["--json"])
    guard result.status == 0,
      let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        as? [String: Any]
    else {
      throw Peer.Failure("import failed (\(result.status)): \(result.output)\(result.errors)")
    }
    return object
  }

  /// Imports files that were imported before and fails unless the import adds and
  /// updates nothing and the store is as it was.
  func importAgainChangesNothing(_ files: String...) throws {
    let before = try contents()
    for file in files {
      let report = try importReport(file)
      guard report.count("added") == 0, report.count("updated") == 0 else {
        throw Peer.Failure("a second import of \(file) changed something: \(report)")
      }
    }
    let after = try contents()
    guard after == before else {
      throw Peer.Failure("a second import changed the store:\n\(before)\n→\n\(after)")
    }
  }
}

extension [String: Any] {
  /// How many entries a report's array holds (`added`, `skipped`…).
  func count(_ key: String) -> Int { (self[key] as? [Any])?.count ?? -1 }

  /// The titles of a report's entries.
  func titles(_ key: String) -> [String] {
    ((self[key] as? [[String: Any]]) ?? []).compactMap { $0["title"] as? String }
  }
}

/// The programs import and export are checked against, run as a user runs them:
/// Taskwarrior, todo.txt-cli, Python's icalendar, faketime, sqlite3.
enum Peer {
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Runs a program with `environment` added to this process's and returns what it
  /// printed on standard output. Output goes through files, not a pipe, which a process that outlives the
  /// command would keep open.
  @discardableResult
  static func run(
    _ command: [String], environment: [String: String] = [:], in directory: String
  ) throws -> String {
    let outputPath = directory + "/.peer-output"
    let errorPath = directory + "/.peer-errors"
    guard FileManager.default.createFile(atPath: outputPath, contents: nil),
      FileManager.default.createFile(atPath: errorPath, contents: nil),
      let output = FileHandle(forWritingAtPath: outputPath),
      let errors = FileHandle(forWritingAtPath: errorPath)
    else { throw Failure("cannot create files in \(directory)") }
    defer {
      try? output.close()
      try? errors.close()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    guard process.terminationStatus == 0 else {
      let problem = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
      throw Failure("\(command.joined(separator: " ")) failed: \(text)\(problem)")
    }
    return text
  }

  /// faketime's form of a local time that stands still while the program runs:
  /// `2026-12-02T09:00:00` → `2026-12-02 09:00:00` (without `-f`, its clock would go on
  /// from there and a slow run would see the next second).
  static func frozen(_ time: String) -> String { time.replacing("T", with: " ") }
}
