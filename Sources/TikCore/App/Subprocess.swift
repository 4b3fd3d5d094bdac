#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program tik runs (`tik-sync`, `tik-photo`, a viewer), started with `posix_spawn`:
/// argv and no shell, standard input from /dev/null, and what it writes to standard
/// output — and standard error, when asked — read into memory as it comes.
///
/// Nothing of tik's reaches the child but its arguments and environment: it holds no
/// descriptor past 0, 1 and 2. Every file tik opens is close-on-exec (SQLite opens the
/// database and its journals with `O_CLOEXEC`, `FileSystem` does the same), as are the
/// pipes; any descriptor tik was itself given without it is closed in the child. Its
/// signals start at their defaults, none blocked. A stream
/// not captured goes to /dev/null, never to tik's terminal.
///
/// `run` waits for the end; `start` returns at once, and `poll` says, without waiting,
/// whether the child has ended — reading what it wrote so far, so that a child writing
/// more than a pipe holds never waits for ever on a tik that only looks now and then.
public final class Subprocess {
  /// What becomes of one of the child's output streams.
  public enum Stream: Sendable {
    case discard
    case capture
  }

  /// How a child ended, and what it wrote on the streams captured.
  public struct Exit: Sendable, Equatable {
    /// The exit status; 128 + N when signal N ended it.
    public var status: Int32
    public var output: [UInt8]
    public var errors: [UInt8]

    public var succeeded: Bool { status == 0 }
  }

  /// A program that could not be started: the system's error number (`ENOENT`, `EACCES`…).
  public struct Failure: Error, Equatable {
    public var code: Int32

    public init(code: Int32) { self.code = code }
  }

  /// The child's process id.
  public let id: pid_t
  private var output: Capture?
  private var errors: Capture?
  private var ended: Exit?

  private init(id: pid_t, output: Capture?, errors: Capture?) {
    self.id = id
    self.output = output
    self.errors = errors
  }

  deinit {
    output?.close()
    errors?.close()
  }

  /// Runs `executable` (a path, never looked up on PATH) to its end.
  /// `environment` nil passes on tik's own.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    output: Stream = .capture, errors: Stream = .discard
  ) throws(Failure) -> Exit {
    try start(executable, arguments, environment: environment, output: output, errors: errors)
      .wait()
  }

  /// Starts `executable` and returns at once.
  ///
  /// `ownProcessGroup` puts the child in a process group of its own, so that the
  /// terminal's Ctrl-C, Ctrl-\ and job control, which go to tik's group, never reach it.
  public static func start(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    output: Stream = .capture, errors: Stream = .discard, ownProcessGroup: Bool = false
  ) throws(Failure) -> Subprocess {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }

    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    sigfillset(&signals)
    posix_spawnattr_setsigdefault(&attributes, &signals)
    var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    if ownProcessGroup {
      flags |= Int32(POSIX_SPAWN_SETPGROUP)
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var pipes: [(read: Int32, write: Int32)?] = []
    for (descriptor, stream) in [(Int32(1), output), (Int32(2), errors)] {
      switch stream {
      case .discard:
        posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
        pipes.append(nil)
      case .capture:
        guard let ends = makePipe() else {
          let code = errno
          for case let ends? in pipes { closeBoth(ends) }
          throw Failure(code: code)
        }
        // dup2 clears close-on-exec on the copy the child keeps as 1 or 2.
        posix_spawn_file_actions_adddup2(&actions, ends.write, descriptor)
        pipes.append(ends)
      }
    }
    // Looked for once the pipes are made: a number looked at before could be closed by
    // another thread meanwhile and be one of the pipes now.
    for descriptor in inheritedDescriptors() {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let variables = (environment ?? processEnvironment).map { strdup($0.key + "=" + $0.value) }
    let envp = variables + [nil]
    defer { variables.forEach { free($0) } }

    var pid = pid_t()
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    for case let ends? in pipes { _ = close(ends.write) }
    guard result == 0 else {
      for case let ends? in pipes { _ = close(ends.read) }
      throw Failure(code: result)
    }
    return Subprocess(
      id: pid, output: pipes[0].map { Capture($0.read) }, errors: pipes[1].map { Capture($0.read) })
  }

  /// The child's end, once it has ended, without waiting; nil while it runs. Reads what
  /// it wrote so far either way.
  public func poll() -> Exit? {
    if let ended { return ended }
    output?.drain()
    errors?.drain()
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(id, &status, WNOHANG) } while result < 0 && errno == EINTR
    guard result == id || result < 0 else { return nil }
    return finish(status: result < 0 ? 127 << 8 : status)
  }

  /// Waits for the child's end.
  public func wait() -> Exit {
    // Read until both pipes are at their end, so the child never waits on a full one,
    // looking between reads whether it ended: something it started may hold a pipe open
    // long after.
    while true {
      if let exit = poll() { return exit }
      var descriptors = [output, errors].compactMap { $0?.descriptor }.filter { $0 >= 0 }
        .map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      guard !descriptors.isEmpty else {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(id, &status, 0) } while result < 0 && errno == EINTR
        return finish(status: result < 0 ? 127 << 8 : status)
      }
      _ = Glibc.poll(&descriptors, nfds_t(descriptors.count), 100)
    }
  }

  private func finish(status: Int32) -> Exit {
    output?.drain()
    errors?.drain()
    output?.close()
    errors?.close()
    let signal = status & 0x7f
    let exit = Exit(
      status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, output: output?.bytes ?? [],
      errors: errors?.bytes ?? [])
    ended = exit
    return exit
  }

  /// The directory of the running binary (from /proc/self/exe, with its links resolved),
  /// where tik finds the programs installed beside it; never PATH.
  public static var executableDirectory: String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return FileSystem.parent(of: path)
  }

  /// The path of a program named `name` beside the running binary, when it is there and
  /// may be run; the path it would have either way.
  public static func beside(_ name: String) -> (path: String, isThere: Bool) {
    let path = (executableDirectory ?? ".") + "/" + name
    return (path, access(path, X_OK) == 0)
  }

  /// tik's own environment, as a child inherits it.
  public static var processEnvironment: [String: String] {
    var variables: [String: String] = [:]
    guard var entry = Optional(environ) else { return variables }
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return variables
  }

  /// Descriptors past 2 that a child would keep: those tik was given without
  /// close-on-exec by whatever started it.
  private static func inheritedDescriptors() -> [Int32] {
    guard let directory = opendir("/proc/self/fd") else { return [] }
    defer { closedir(directory) }
    var found: [Int32] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let descriptor = Int32(name), descriptor > 2 else { continue }
      let flags = fcntl(descriptor, F_GETFD)
      if flags >= 0 && flags & FD_CLOEXEC == 0 { found.append(descriptor) }
    }
    return found
  }

  /// A pipe with both ends close-on-exec, the reading end not blocking. (Set after the
  /// pipe is made, as Swift sees no `pipe2`: tik starts programs from one thread.)
  private static func makePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    return (ends[0], ends[1])
  }

  private static func closeBoth(_ ends: (read: Int32, write: Int32)) {
    _ = close(ends.read)
    _ = close(ends.write)
  }

  /// The reading end of a pipe from the child, and what came through it.
  private final class Capture {
    /// -1 once at its end.
    private(set) var descriptor: Int32
    private(set) var bytes: [UInt8] = []

    init(_ descriptor: Int32) { self.descriptor = descriptor }

    /// Reads until the pipe is empty or at its end.
    func drain() {
      guard descriptor >= 0 else { return }
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          bytes += buffer[..<count]
          continue
        }
        if count < 0 && errno == EINTR { continue }
        if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return }
        close()
        return
      }
    }

    func close() {
      guard descriptor >= 0 else { return }
      _ = Glibc.close(descriptor)
      descriptor = -1
    }
  }
}
