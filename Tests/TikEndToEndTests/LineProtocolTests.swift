import Foundation
import Testing

/// The JSON line protocol: `tik` with standard input that is not a terminal.
@Suite struct LineProtocolTests {
  let home = BinaryHome()

  /// Sends lines to one `tik` process and returns its replies, one object per line.
  func converse(_ lines: [String]) throws -> [[String: Any]] {
    let run = try home.run([], input: lines.joined(separator: "\n") + "\n")
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    return run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [
        "unparsed": String($0)
      ]
    }
  }

  func titles(_ reply: [String: Any]) -> [String] {
    (reply["tasks"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
  }

  func errorCode(_ reply: [String: Any]) -> String? {
    (reply["error"] as? [String: Any])?["code"] as? String
  }

  @Test func everyRequestGetsExactlyOneReplyInOrder() throws {
    let replies = try converse([
      "Buy milk #Work !high 10:00", "Call mom", "/today", "/done 1", "/undone 1",
      "/tomorrow 2", "/scheduled", "/all", "/completed", "/list Work", "/lists", "/search milk",
      "/show 1", "/duplicate 1", "/edit 1 notes two litres", "/priority 1 low",
      "/delete 3 --yes", "/set sort priority", "/config get sort", "/help", "/quit", "never read",
    ])
    #expect(replies.count == 21)
    #expect(replies.allSatisfy { $0["ok"] as? Bool == true })
    #expect(replies[0]["action"] as? String == "added")
    #expect(titles(replies[2]) == ["Buy milk", "Call mom"])
    #expect((replies[2]["progress"] as? [String: Int]) == ["done": 0, "total": 2])
    #expect(replies[3]["action"] as? String == "done")
    #expect(replies[4]["action"] as? String == "undone")
    #expect(replies[5]["action"] as? String == "moved")
    #expect(replies[6]["view"] as? String == "scheduled" && titles(replies[6]) == ["Call mom"])
    #expect((replies[6]["tasks"] as? [[String: Any]])?.first?["group"] as? String == "2026-09-25")
    #expect(replies[7]["view"] as? String == "all")
    #expect(replies[8]["view"] as? String == "completed")
    #expect(replies[9]["view"] as? String == "list" && titles(replies[9]) == ["Buy milk"])
    #expect((replies[10]["lists"] as? [[String: Any]])?.count == 3)
    #expect(titles(replies[11]) == ["Buy milk"])
    #expect(replies[12]["id"] as? Int == 1 && replies[12]["title"] as? String == "Buy milk")
    #expect(replies[13]["action"] as? String == "duplicated")
    #expect((replies[14]["tasks"] as? [[String: Any]])?.first?["notes"] as? String == "two litres")
    #expect((replies[15]["tasks"] as? [[String: Any]])?.first?["priority"] as? String == "low")
    #expect(replies[16]["action"] as? String == "deleted")
    #expect((replies[17]["settings"] as? [String: Any])?["sort"] as? String == "priority")
    #expect((replies[18]["settings"] as? [String: Any])?["sort"] as? String == "priority")
    let language = try converse(["/lang fa", "/lang en"])
    #expect((language[0]["settings"] as? [String: Any])?["language"] as? String == "fa")
    #expect((language[1]["settings"] as? [String: Any])?["language"] as? String == "en")
    #expect((replies[19]["text"] as? String)?.contains("/form [TITLE]") == true)
    #expect(replies[20]["quit"] as? Bool == true)
    #expect(try home.tik("all", "--json").titles.count == 2)
  }

  /// A view's reply is written as its tasks are read, after the requests before it are
  /// stored: the object `tik VIEW --json` prints, with `"ok":true` last.
  @Test func aViewsReplyIsTheCommandsJSONWrittenAsItIsRead() throws {
    for title in ["milk #work", "bread @tomorrow", "stamps !high"] { try home.tik("add", title) }
    let run = try home.run([], input: "/done 1\n/all\n/scheduled\n/today\n")
    let replies = run.output.split(separator: "\n").map(String.init)
    #expect(replies.count == 4)
    for (index, view) in [(1, "all"), (2, "scheduled"), (3, "today")] {
      let printed = try home.tik(view, "--json").output
      #expect(replies[index] + "\n" == printed.dropLast(2) + ",\"ok\":true}\n", "\(view)")
    }
    // Each view sees the requests before it in the same batch, and none after.
    let again = try home.run([], input: "/today\nrake leaves\n/today\n").output
      .split(separator: "\n")
    #expect(
      again.count == 3 && !again[0].contains("rake leaves") && again[2].contains("rake leaves"))
  }

  /// A database that cannot be opened: every request is answered with the error, and the
  /// session ends with the input (it used to wait for ever once views were streamed).
  @Test func aDatabaseThatCannotOpenAnswersEveryRequest() throws {
    try home.bash("mkdir -p '\(home.root)/data' && : > '\(home.root)/data/tik'")
    let run = try home.bash(
      "printf 'milk\\n/today\\n/all\\n' | timeout -k 2 20 '\(BinaryHome.executable)'; echo \"exit $?\""
    )
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 4, "\(run.output)")
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("{\"ok\":false") })
    #expect(lines.last == "exit 0")
  }

  /// A config file with a mistake: every request is answered with the error, whose code
  /// says `config`, and `/quit` still ends the session; the error is said on standard
  /// error too, with the command line's exit code, even when no request came.
  @Test func aConfigWithAMistakeAnswersEveryRequest() throws {
    try home.writeConfig("frob = 1\n")
    let nothing = try home.run([], input: "")
    #expect(nothing.status == 1 && nothing.output.isEmpty)
    #expect(nothing.errors.hasPrefix("tik: ") && nothing.errors.contains("frob"))
    let run = try home.run([], input: "milk\n/today\n\n/quit now\nnever read\n")
    let replies = run.output.split(separator: "\n").map {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
    }
    #expect(replies.count == 3, "\(run.output)")
    #expect(replies.prefix(2).allSatisfy { errorCode($0) == "config" })
    #expect(
      ((replies.first?["error"] as? [String: Any])?["message"] as? String)?.contains("frob")
        == true)
    #expect(replies.last?["quit"] as? Bool == true)
    #expect(run.status == 1)
  }

  @Test func quickEntryTakesItsDateFromTheViewOfTheSession() throws {
    let replies = try converse(["on today", "/scheduled", "on scheduled", "/list Work", "in work"])
    let dates = [0, 2, 4].map {
      (replies[$0]["tasks"] as? [[String: Any]])?.first?["date"] as Any
    }
    #expect(dates[0] as? String == "2026-09-24")
    #expect(dates[1] as? String == "2026-09-25")
    #expect(dates[2] is NSNull)
    #expect((replies[4]["tasks"] as? [[String: Any]])?.first?["list"] as? String == "Work")
  }

  @Test func badInputGetsAnErrorReplyAndTheSessionGoesOn() throws {
    var input = Data()
    for line in [
      "/frobnicate", "/done 42", "/show abc", "x @2026-02-30", "/form", "#Work", "/delete 1",
    ] {
      input.append(Data((line + "\n").utf8))
    }
    input.append(Data([0x66, 0x6F, 0xFF, 0xFE, 0x0A]))  // invalid UTF-8
    input.append(Data(repeating: 0x61, count: 1_048_576))  // a 1 MB line
    input.append(Data("\nstill here\n".utf8))
    let run = try home.runData([], input: input)
    #expect(run.status == 0)
    let replies = run.output.split(separator: "\n").map {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
    }
    #expect(
      replies.map(errorCode) == [
        "unknown_command", "no_task", "invalid_id", "invalid_date", "interactive_only",
        "empty_title", "no_task", "invalid_utf8", "line_too_long", nil,
      ])
    for reply in replies.dropLast() {
      #expect(reply["ok"] as? Bool == false)
      #expect(((reply["error"] as? [String: Any])?["message"] as? String)?.isEmpty == false)
    }
    #expect(titles(replies.last ?? [:]) == ["still here"])
    #expect(try home.tik("all", "--json").titles == ["still here"])
  }

  /// `/backup` and `/restore` copy the whole database, which SQLite cannot do inside the
  /// batch's write: the requests before them commit first, and each is answered as the
  /// command line answers it.
  @Test func backupAndRestoreWorkInABatch() throws {
    let backup = home.root + "/copy.db"
    let replies = try converse([
      "before", "/backup \(backup)", "after", "/restore \(backup) --yes", "/today",
    ])
    #expect(replies.count == 5)
    #expect(replies.allSatisfy { $0["ok"] as? Bool == true }, "\(replies)")
    #expect(replies[1]["path"] as? String == backup && replies[1]["tasks"] as? Int == 1)
    #expect(replies[3]["restored"] as? String == backup && replies[3]["tasks"] as? Int == 1)
    #expect(titles(replies[4]) == ["before"])
    let saved = try #require(replies[3]["backup"] as? String)
    #expect(FileManager.default.fileExists(atPath: saved))
  }

  @Test func deleteNeedsYesInTheProtocol() throws {
    let replies = try converse(["keep", "/delete 1", "/all"])
    #expect(errorCode(replies[1]) == "needs_confirmation")
    #expect(titles(replies[2]) == ["keep"])
  }

  @Test func aCoprocessGetsEachReplyBeforeItSendsTheNextRequest() throws {
    let (process, input, output, _) = try home.start()
    var replies: [String] = []
    for request in ["first task", "/today"] {
      input.fileHandleForWriting.write(Data((request + "\n").utf8))
      var line = Data()
      while !line.contains(0x0A) { line.append(output.fileHandleForReading.availableData) }
      replies.append(String(decoding: line, as: UTF8.self))
    }
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(replies[0].hasPrefix("{\"ok\":true,\"action\":\"added\""))
    #expect(
      replies[1].hasPrefix("{\"view\":\"today\"") && replies[1].hasSuffix(",\"ok\":true}\n"))
    #expect(process.terminationStatus == 0)
  }

  /// A batch of requests writes what it changes and little more. Each request runs in a
  /// savepoint, whose journal holds every page the request changes (some 15 for a task
  /// added): past SQLite's 64 KiB default it went to a temporary file, two writes a page,
  /// about 30 write calls a task added.
  @Test func aBatchOfRequestsMakesFewWriteCalls() throws {
    let (process, input, output, _) = try home.start()
    let count = 200
    input.fileHandleForWriting.write(
      Data((0..<count).map { "Batch task \($0) #Work !high\n" }.joined().utf8))
    var replies = 0
    while replies < count {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      replies += chunk.count { $0 == 0x0A }
    }
    let writes = BinaryHome.counter("syscw", of: process)
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(replies == count)
    #expect(process.terminationStatus == 0)
    #expect((writes ?? .max) < 4 * count, "\(writes ?? -1) write calls for \(count) tasks")
  }
}
