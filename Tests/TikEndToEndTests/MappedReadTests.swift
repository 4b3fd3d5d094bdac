import Foundation
import Testing

/// The database is read through a map of the file: a view of many tasks does not make a
/// read call for each page it reads, and a read that fails in the map — the file cut
/// short by another program while tik reads it — is a one-line error, not a crash.
@Suite struct MappedReadTests {
  let home = BinaryHome()
  static let tasks = 4_000

  init() throws {
    let load = try home.run(
      [], input: (1...Self.tasks).map { "Task \($0) of a long Today #Work" }.joined(separator: "\n")
    )
    #expect(load.status == 0)
    // Everything in the database file itself, none of it left in the log.
    #expect(
      try home.bash("sqlite3 '\(home.databasePath)' 'PRAGMA wal_checkpoint(TRUNCATE);'").status == 0
    )
  }

  /// Waits until the process has written at least `bytes`, or has ended.
  func wait(untilWritten bytes: Int, by process: Process) {
    while process.isRunning, (BinaryHome.counter("wchar", of: process) ?? .max) < bytes {
      usleep(2_000)
    }
  }

  /// With 4,000 tasks on Today (some 150 pages of the file), reading them took a read
  /// call a page; through the map it takes none. Counted in a `tik` of the line protocol
  /// once it has answered a request for Today, while it waits for the next.
  @Test func aLongViewIsReadWithoutAReadCallAPage() throws {
    let (process, input, output, _) = try home.start()
    input.fileHandleForWriting.write(Data("/today\n".utf8))
    var reply = Data()
    while reply.last != 0x0A {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      reply.append(chunk)
    }
    let reads = BinaryHome.counter("syscr", of: process)
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(reply.count > 100 * Self.tasks)
    #expect((reads ?? .max) < 60, "\(reads ?? -1) read calls")
  }

  /// The file cut short while tik is part way through the view: the pages it has yet to
  /// read are gone from the map, and the read that finds them gone ends tik with one line.
  @Test func aFileCutShortWhileItIsReadIsAnErrorNotACrash() throws {
    let (process, _, output, errors) = try home.start(["today"])
    // The pipe holds 64 KiB, and tik writes pieces of 16 KiB: past 32 KiB it is about to
    // wait, or waits, to write the rest, with most tasks still unread.
    wait(untilWritten: 32 * 1024, by: process)
    #expect(truncate(home.databasePath, 4096) == 0)
    _ = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    #expect(
      message
        == "tik: the database could not be read (a failing disk, or a file cut short while tik read it); tik stopped\n"
    )
  }

  /// A SIGBUS another process sends is not a read that failed: tik does not say the
  /// database could not be read, and the handler there was before gets it, as it would
  /// without tik's (the Swift runtime's, which reports the bus error).
  @Test func aBusErrorSentByAnotherProcessIsNotTakenForAFailedRead() throws {
    let (process, _, output, errors) = try home.start(["today"])
    wait(untilWritten: 32 * 1024, by: process)
    #expect(kill(process.processIdentifier, SIGBUS) == 0)
    _ = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(!message.contains("could not be read"))
    #expect(message.contains("Bus error"), "\(message.prefix(200))")
  }
}
