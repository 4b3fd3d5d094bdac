import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// What a command would cost if tik stayed open between commands: one `tik --protocol`
/// on a home is asked for Today, to add a task and to tick it, one request at a time —
/// each answered, and each write committed, before the next is sent — and `tik
/// --version` runs as a command in the same rounds. A long-lived tik that commands asked
/// would pay a request's time on top of starting its client, at least what `tik
/// --version` costs when the client is tik.
///
///   .build/release/tik-bench --resident HOME [ROUNDS]
///
/// Every round adds a task to the home and ticks it: run it on a copy.
enum ResidentBench {
  static func run(home: String, rounds: Int, options: BenchOptions) -> Int32 {
    guard FileSystem.exists(home + "/data/tik/tik.db") else {
      BenchRunner.progress("no tik database in \(home) (data/tik/tik.db)")
      return 1
    }
    let environment = [
      "HOME=" + home, "XDG_CONFIG_HOME=" + home + "/config", "XDG_DATA_HOME=" + home + "/data",
      "XDG_STATE_HOME=" + home + "/state", "LANG=C.UTF-8", "PATH=/usr/bin:/bin",
    ]
    guard let session = Session(tik: options.tik, environment: environment) else {
      BenchRunner.progress("could not start \(options.tik) --protocol")
      return 1
    }
    defer { session.close() }
    let processes = Processes(spawner: options.spawner)
    var times: [String: [Double]] = [:]
    for round in 0..<rounds {
      guard let version = processes.time([options.tik, "--version"], environment: environment),
        let (today, _) = session.ask("/today"),
        let (add, added) = session.ask("resident round \(round)"),
        let id = firstID(in: added),
        let (done, ticked) = session.ask("/done \(id)"), ticked.hasPrefix("{\"ok\":true")
      else {
        BenchRunner.progress("round \(round) failed")
        return 1
      }
      times["version", default: []].append(version.milliseconds)
      times["today", default: []].append(today)
      times["add", default: []].append(add)
      times["done", default: []].append(done)
    }
    let version = BenchRunner.median(times["version"]!)
    print(
      "one tik --protocol on \(home), \(rounds) rounds, medians; `tik --version` as a "
        + "command: \(format(version)) ms")
    for (key, label) in [("today", "/today"), ("add", "add a task"), ("done", "/done ID")] {
      let request = BenchRunner.median(times[key]!)
      print(
        "\(label): \(format(request)) ms a request; with a client that starts as "
          + "`tik --version` does, \(format(version + request)) ms, "
          + "\(format((version + request) / version))× `tik --version`")
    }
    return 0
  }

  /// The first `"id":N` of a reply.
  static func firstID(in reply: String) -> Int? {
    guard let range = reply.firstRange(of: "\"id\":") else { return nil }
    return Int(String(reply[range.upperBound...].prefix { $0.isNumber }))
  }

  static func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }

  /// A `tik --protocol` child: requests written to its input, replies read a line each.
  final class Session {
    let pid: pid_t
    let input: Int32
    let output: Int32
    private var pending: [UInt8] = []

    init?(tik: String, environment: [String]) {
      var toChild: [Int32] = [0, 0]
      var fromChild: [Int32] = [0, 0]
      guard pipe(&toChild) == 0 else { return nil }
      guard pipe(&fromChild) == 0 else {
        Glibc.close(toChild[0])
        Glibc.close(toChild[1])
        return nil
      }
      // Closed on exec: the other children the rounds start inherit neither end.
      for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
      // A child that died is a failed round, not a SIGPIPE that ends the bench.
      signal(SIGPIPE, SIG_IGN)
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
      posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      for descriptor in toChild + fromChild {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
      let words: [String] = [tik, "--protocol"]
      let argv = words.map { strdup($0) } + [nil]
      let envp = environment.map { strdup($0) } + [nil]
      defer {
        for pointer in argv + envp { free(pointer) }
      }
      var pid = pid_t()
      let started = posix_spawn(&pid, tik, &actions, nil, argv, envp)
      Glibc.close(toChild[0])
      Glibc.close(fromChild[1])
      guard started == 0 else {
        Glibc.close(toChild[1])
        Glibc.close(fromChild[0])
        return nil
      }
      self.pid = pid
      input = toChild[1]
      output = fromChild[0]
    }

    /// Sends one request and waits for its reply: the milliseconds between, and the reply.
    func ask(_ request: String) -> (Double, String)? {
      let bytes = Array((request + "\n").utf8)
      let start = ResidentBench.now()
      var written = 0
      while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return nil }
        written += count
      }
      guard let line = readLine() else { return nil }
      return ((ResidentBench.now() - start) * 1000, line)
    }

    private func readLine() -> String? {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        if let end = pending.firstIndex(of: 10) {
          let line = String(decoding: pending[..<end], as: UTF8.self)
          pending.removeSubrange(...end)
          return line
        }
        let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return nil }
        pending += buffer[..<count]
      }
    }

    func close() {
      Glibc.close(input)
      Glibc.close(output)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
