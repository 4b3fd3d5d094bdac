#if canImport(Glibc)
  import Glibc
#endif

/// Starting programs: timed runs through `tik-bench-spawn`, and runs whose output is kept.
struct Processes {
  /// The small starter next to this program (see `Sources/tik-bench-spawn`).
  var spawner: String

  /// One timed run.
  struct Sample {
    var milliseconds: Double
    var peakKB: Int
    var status: Int32
  }

  /// Runs a command once with output to /dev/null: its wall time and peak memory.
  func time(_ arguments: [String], environment: [String], input: String = "/dev/null")
    -> Sample?
  {
    let (text, status) = output(of: [spawner, input] + arguments, environment: environment)
    let words = text.split(separator: " ")
    guard status == 0, words.count == 3, let nanoseconds = Double(words[0]),
      let peak = Int(words[1]), let code = Int32(words[2].prefix { $0 != "\n" })
    else { return nil }
    return Sample(milliseconds: nanoseconds / 1_000_000, peakKB: peak, status: code)
  }

  /// Runs a command to its end: what it wrote to standard output (and to standard error
  /// with `withErrors`, else errors go nowhere), and its exit status (-1 when it could
  /// not start).
  func output(
    of arguments: [String], environment: [String], input: String = "/dev/null",
    withErrors: Bool = false
  ) -> (text: String, status: Int32) {
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else { return ("", -1) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    if withErrors {
      posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addclose(&actions, pipe[1])
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid = pid_t()
    let started = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
    close(pipe[1])
    defer { close(pipe[0]) }
    guard started == 0 else { return ("", -1) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (String(decoding: bytes, as: UTF8.self), code)
  }

  /// Whether a program is on the PATH.
  static func isInstalled(_ program: String) -> Bool {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
  }

  /// Writes a file, replacing it.
  static func write(_ text: String, to path: String) -> Bool {
    guard let file = fopen(path, "w") else { return false }
    defer { fclose(file) }
    return fputs(text, file) >= 0
  }
}
