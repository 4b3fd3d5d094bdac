import CTikFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX file operations tik needs: private directories and files, atomic rewrites.
public enum FileSystem {
  public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  public static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// What identifies a version of a file: its inode, size and modification time; nil
  /// when there is none. An atomic rewrite gives a new inode.
  public static func version(of path: String) -> [Int]? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return [
      Int(info.st_ino), Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec),
    ]
  }

  /// The first `count` bytes of a regular file (fewer when it is shorter); nil when there
  /// is no such file.
  public static func header(of path: String, count: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: count)
    let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, 0) }
    return read < 0 ? nil : Array(bytes.prefix(read))
  }

  /// Whether `path` can hold a file of tik's own: nothing there yet, or a regular file;
  /// a symlink or another kind of file is an error that names the path.
  public static func checkOwnFile(_ path: String) throws(TikError) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFLNK: throw .file(path, .unexpectedSymlink)
    default: throw .file(path, .notAFile)
    }
  }

  public static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Creates a directory and its missing parents with mode 0700.
  public static func makeDirectory(_ path: String) throws(TikError) {
    var isDirectory = stat()
    if stat(path, &isDirectory) == 0 { return }
    let parentPath = parent(of: path)
    if parentPath != path && parentPath != "." { try makeDirectory(parentPath) }
    if mkdir(path, 0o700) != 0 && errno != EEXIST {
      throw .file(path, .cannotCreateDirectory(lastError))
    }
  }

  /// Creates an empty file with mode 0600 unless it exists.
  public static func createPrivateFile(_ path: String) throws(TikError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .file(path, .cannotWrite(lastError)) }
    close(descriptor)
  }

  /// What to do with a symlink at a path tik reads or writes.
  public enum Symlinks: Sendable {
    /// Go through it to its target (a dotfiles setup's `config.toml`).
    case follow
    /// Refuse it with an error that names the path: tik's own state files, which no one
    /// has a reason to link elsewhere.
    case refuse
  }

  /// The whole file as UTF-8 text (invalid bytes become U+FFFD), or nil when it does not
  /// exist. Only a regular file is read, and opening it never blocks (a FIFO at the path
  /// is an error, not a hang).
  public static func read(_ path: String, symlinks: Symlinks = .refuse) throws(TikError)
    -> String?
  {
    try readBytes(path, symlinks: symlinks).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The whole file's bytes, or nil when it does not exist; as `read`.
  public static func readBytes(_ path: String, symlinks: Symlinks = .refuse) throws(TikError)
    -> [UInt8]?
  {
    let noFollow = symlinks == .refuse ? O_NOFOLLOW : 0
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | noFollow)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      if errno == ELOOP { throw .file(path, .unexpectedSymlink) }
      throw .file(path, .cannotRead(lastError))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      throw .file(path, .notAFile)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size))
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .file(path, .cannotRead(lastError))
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[..<count])
    }
    return bytes
  }

  /// Replaces a file's contents atomically: a temporary file in the same directory,
  /// flushed to disk, then renamed over the target. Readers see the old or the new
  /// file, never a torn one; on failure the old file is untouched.
  ///
  /// The temporary file is created exclusively and never through a symlink. A symlink at
  /// `path` is refused (`.refuse`, the default) or written through to its target, which
  /// stays where it is (`.follow`). A file that exists keeps its permissions; a new one
  /// is private (0600). `flush: false` skips the flush, for files rebuilt from the
  /// database: a power cut soon after may leave such a file empty or short, which its
  /// readers treat as missing. Such a file takes the old one's name by swapping names
  /// with it, and the old one is then removed: renamed over a file, ext4 writes the new
  /// one's data out first (`auto_da_alloc`), about 0.2 ms of every write command for the
  /// widget's snapshot, and that wait buys nothing for a file that is not flushed anyway.
  public static func writeAtomically(
    _ text: String, to path: String, flush: Bool = true, symlinks: Symlinks = .refuse
  ) throws(TikError) {
    try writeAtomically(Array(text.utf8), to: path, flush: flush, symlinks: symlinks)
  }

  public static func writeAtomically(
    _ bytes: [UInt8], to path: String, flush: Bool = true, symlinks: Symlinks = .refuse
  ) throws(TikError) {
    try makeDirectory(parent(of: path))
    var target = path
    var info = stat()
    if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
      guard symlinks == .follow else { throw .file(path, .unexpectedSymlink) }
      guard let resolved = realpath(path, nil) else { throw .file(path, .cannotWrite(lastError)) }
      target = String(cString: resolved)
      free(resolved)
    }
    var mode: mode_t = 0o600
    var replacesFile = false
    if stat(target, &info) == 0 {
      let isFile = (info.st_mode & S_IFMT) == S_IFREG
      replacesFile = isFile
      // Another kind of file where tik keeps one of its own (a FIFO) is replaced.
      guard isFile || symlinks == .refuse else { throw .file(path, .notAFile) }
      if isFile { mode = info.st_mode & 0o7777 }
    }
    let temporary = target + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw .file(path, .cannotWrite(lastError)) }
    var written = 0
    var failure: String?
    if fchmod(descriptor, mode) != 0 { failure = lastError }
    while failure == nil && written < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        failure = lastError
        break
      }
      written += count
    }
    if failure == nil && flush && fsync(descriptor) != 0 { failure = lastError }
    if close(descriptor) != 0 && failure == nil { failure = lastError }
    if failure == nil {
      if !flush && replacesFile && tik_exchange_names(temporary, target) == 0 {
        // The temporary name now holds the old file; if that is no longer a file (a
        // directory put there since it was looked at), it goes back and nothing is written.
        if unlink(temporary) != 0 {
          failure = lastError
          _ = tik_exchange_names(temporary, target)
        }
      } else if rename(temporary, target) != 0 {
        failure = lastError
      }
    }
    if let failure {
      unlink(temporary)
      throw .file(path, .cannotWrite(failure))
    }
  }

  /// A new, empty private file (0600) at `path`, for a temporary file: nothing may be
  /// there, not even a symlink.
  public static func createNewFile(_ path: String) throws(TikError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw errno == EEXIST ? .file(path, .exists) : .file(path, .cannotWrite(lastError))
    }
    close(descriptor)
  }

  /// Flushes a finished `temporary` file to disk and gives it the name `path`, which
  /// must be free: a file there already is never replaced. The temporary name goes.
  public static func publish(_ temporary: String, as path: String) throws(TikError) {
    defer { unlink(temporary) }
    switch try publishIfFree(temporary, as: path) {
    case .published: return
    case .taken: throw .file(path, .exists)
    // The link's own error, still in errno.
    case .unsupported: throw .file(path, .cannotWrite(lastError))
    }
  }

  /// How `publishIfFree` ended.
  public enum Publication: Sendable {
    case published
    /// Something has the name already (a file, or a link to one not there yet).
    case taken
    /// The file system has no hard links (vfat, some network shares).
    case unsupported
  }

  /// Flushes a finished `temporary` file and gives it the name `path` too when that name
  /// is free, never replacing what is there; the temporary name stays for the caller.
  public static func publishIfFree(_ temporary: String, as path: String) throws(TikError)
    -> Publication
  {
    let descriptor = open(temporary, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw .file(path, .cannotWrite(lastError)) }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard synced else { throw .file(path, .cannotWrite(lastError)) }
    guard link(temporary, path) == 0 else {
      switch errno {
      case EEXIST: return .taken
      case EPERM, EOPNOTSUPP, ENOSYS, EXDEV, EMLINK: return .unsupported
      default: throw .file(path, .cannotWrite(lastError))
      }
    }
    let directory = open(parent(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directory >= 0 {
      fsync(directory)
      close(directory)
    }
    return .published
  }

  /// Copies a regular file, through a symlink the user named too, to a new private file
  /// at `path` (which must be free), and flushes it.
  public static func copyFile(_ source: String, to path: String) throws(TikError) {
    let input = open(source, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard input >= 0 else {
      throw .file(source, .cannotRead(lastError))
    }
    defer { close(input) }
    var info = stat()
    guard fstat(input, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      throw .file(source, .notAFile)
    }
    let output = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard output >= 0 else {
      throw errno == EEXIST ? .file(path, .exists) : .file(path, .cannotWrite(lastError))
    }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var failure: TikError?
    copying: while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        failure = .file(source, .cannotRead(lastError))
        break
      }
      if count == 0 { break }
      var written = 0
      while written < count {
        let done = buffer.withUnsafeBytes {
          Glibc.write(output, $0.baseAddress! + written, count - written)
        }
        if done < 0 {
          if errno == EINTR { continue }
          failure = .file(path, .cannotWrite(lastError))
          break copying
        }
        written += done
      }
    }
    if failure == nil && fsync(output) != 0 { failure = .file(path, .cannotWrite(lastError)) }
    close(output)
    if let failure {
      unlink(path)
      throw failure
    }
  }

  /// Whether two paths name one file (the same device and inode).
  public static func isSameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
  }

  /// Removes a file (not a directory); whether it is gone.
  @discardableResult
  public static func remove(_ path: String) -> Bool { unlink(path) == 0 || errno == ENOENT }

  /// The names in a directory, sorted, without `.` and `..`; empty when it cannot be read.
  public static func names(in directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// The size of a regular file in bytes; nil when there is none.
  public static func size(of path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(info.st_size)
  }

  /// The current directory, for turning relative paths into absolute ones.
  public static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  public static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : currentDirectory() + "/" + path
  }

  /// Makes a read that fails in a mapped file (the database: `tik_sqlite_configure`) end the
  /// process with `message` on standard error and exit status 1, the terminal's settings
  /// as they were at the first call: it arrives as a SIGBUS, which would otherwise kill
  /// tik with no word. Nothing half written stays: SQLite leaves a commit that did not
  /// finish out of the database.
  public static func stopOnBusError(message: String) {
    _ = tik_stop_on_bus_error(message)
  }

  /// The text of the last C library error, lowercased as tik's messages are.
  static var lastError: String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(cString: text).lowercased()
  }
}
