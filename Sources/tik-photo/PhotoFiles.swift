#if canImport(Glibc)
  import Glibc
#endif

/// Reading a picture the user names, and writing into tik's own directories without
/// following a link planted there: every write goes through a descriptor of a directory
/// opened with `O_NOFOLLOW`, to a new temporary file (`O_EXCL`), renamed into place.
enum PhotoFiles {
  /// The largest file tik keeps as a photo.
  static let largest = 64 << 20

  /// The bytes of the file at `path`, a regular file of at most `largest` bytes. It is
  /// opened without blocking, so a named pipe there is refused at once, not waited on.
  static func read(_ path: String) throws(PhotoToolError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw .unreadable(path) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      throw .unreadable(path)
    }
    guard info.st_size <= largest else { throw .tooLarge(path) }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw .unreadable(path) }
      offset += count
    }
    return bytes
  }

  /// Opens `path` as a directory of tik's, making it (and the directories above it) with
  /// mode 0700 when missing; a symlink or anything but a directory is refused.
  static func directory(_ path: String) throws(PhotoToolError) -> Int32 {
    var prefix = ""
    for part in path.split(separator: "/") {
      prefix += "/" + part
      if mkdir(prefix, 0o700) != 0 && errno != EEXIST { throw .writeFailed(prefix) }
    }
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unsafeDirectory(path) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_uid == getuid() else {
      close(descriptor)
      throw .unsafeDirectory(path)
    }
    return descriptor
  }

  /// Writes `bytes` as `name` in the directory: a new temporary file, renamed into place.
  /// A regular file of that name with the same size is kept as it is (the name is the
  /// content's hash); anything else there is replaced, never followed.
  static func write(_ bytes: [UInt8], as name: String, in directory: Int32, shownAs path: String)
    throws(PhotoToolError)
  {
    var info = stat()
    if fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
      (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count
    {
      return
    }
    let temporary = ".\(name).\(getpid()).tmp"
    let file = openat(
      directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard file >= 0 else { throw .writeFailed(path) }
    var offset = 0
    var failed = false
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.write(file, $0.baseAddress! + offset, $0.count - offset)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        failed = true
        break
      }
      offset += count
    }
    if fsync(file) != 0 { failed = true }
    close(file)
    guard !failed, renameat(directory, temporary, directory, name) == 0 else {
      unlinkat(directory, temporary, 0)
      throw .writeFailed(path)
    }
  }
}
