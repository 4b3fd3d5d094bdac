import Foundation

/// The sync benchmark: the built `tik sync` (which runs `tik-sync` beside it) of a home
/// with 1,000 tasks in three lists against a Radicale on 127.0.0.1 started here, each run
/// with a fresh home and a fresh user (calendar home) on the server:
///
/// - the first sync, which makes the collections and uploads every task;
/// - a second sync with nothing changed: PROPFIND and one sync-collection REPORT a list;
/// - a sync after 10 tasks were edited here: 10 PUTs.
///
/// Wall times of the whole `tik sync` process, start-up included, in milliseconds.
struct SyncBench {
  var runs: Int
  static let tasks = 1_000
  let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent()
  let work = NSTemporaryDirectory() + "sync-bench-\(getpid())"

  func tool(_ name: String) -> String { directory.appendingPathComponent(name).path }

  func run() throws {
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }
    let server = try LocalRadicale(folder: work + "/radicale")
    defer { server.stop() }
    let tasks = work + "/tasks.txt"
    try todoTxt().write(toFile: tasks, atomically: true, encoding: .utf8)
    print("sync-bench: \(Self.tasks) tasks, Radicale 127.0.0.1, median of \(runs) runs\n")
    print("sync".padding(toLength: 26, withPad: " ", startingAt: 0), "median ms", "  min ms")
    var first: [Double] = []
    var unchanged: [Double] = []
    var tenChanges: [Double] = []
    for run in 0..<runs {
      let environment = self.environment(work + "/home-\(run)")
      try write(config: server.url(user: "bench\(run)"), home: work + "/home-\(run)")
      _ = try spawn([tool("tik"), "import", tasks], environment: environment)
      var answer = ""
      first.append(
        try timed([tool("tik"), "sync"], environment: environment) { answer = $0 })
      guard answer.contains(" \(Self.tasks) up,") else {
        throw BenchError.failed(["tik", "sync"], answer)
      }
      unchanged.append(try timed([tool("tik"), "sync"], environment: environment))
      for id in stride(from: 1, through: Self.tasks, by: Self.tasks / 10) {
        _ = try spawn(
          [tool("tik"), "edit", String(id), "title", "changed \(id)"], environment: environment)
      }
      tenChanges.append(try timed([tool("tik"), "sync"], environment: environment))
    }
    report("first sync (1,000 up)", first)
    report("no change", unchanged)
    report("10 changes", tenChanges)
  }

  /// 1,000 tasks in todo.txt: three lists (+Personal, +Work, none), every third dated.
  func todoTxt() -> String {
    (0..<Self.tasks).map { index in
      let list = ["+Personal", "+Work", ""][index % 3]
      let date = index % 3 == 0 ? " due:2026-09-\(String(format: "%02d", 1 + index % 28))" : ""
      return "task \(index) \(list)\(date)"
    }.joined(separator: "\n") + "\n"
  }

  func environment(_ home: String) -> [String: String] {
    [
      "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
      "XDG_STATE_HOME": home + "/state", "XDG_CACHE_HOME": home + "/cache",
      "TIK_NOW": "2026-09-24T09:00", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
    ]
  }

  func write(config url: String, home: String) throws {
    let user = url.split(separator: "/").last.map(String.init) ?? ""
    try FileManager.default.createDirectory(
      atPath: home + "/config/tik", withIntermediateDirectories: true)
    try "[sync]\nurl = \"\(url)\"\nuser = \"\(user)\"\n".write(
      toFile: home + "/config/tik/config.toml", atomically: true, encoding: .utf8)
  }

  /// The wall time of one command, in milliseconds.
  func timed(
    _ arguments: [String], environment: [String: String], output: (String) -> Void = { _ in }
  ) throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let text = try spawn(arguments, environment: environment)
    let time = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    output(text)
    return time
  }

  func report(_ name: String, _ times: [Double]) {
    let sorted = times.sorted()
    let median =
      sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    print(
      name.padding(toLength: 26, withPad: " ", startingAt: 0),
      String(format: "%9.0f %8.0f", median, sorted.first ?? 0))
  }

  /// Runs a command and waits; its standard output.
  func spawn(_ arguments: [String], environment: [String: String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchError.failed(arguments, String(decoding: data, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self)
  }
}

enum BenchError: Error {
  case failed([String], String)
  case noServer
}
