import TikCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a file (`flock`), held while the widget rewrites its files, so
/// two processes' rewrites follow one another and the last one holds the newest facts.
///
/// The lock goes with the process: a writer killed mid-rewrite holds it no longer.
final class FileLock {
  private let descriptor: Int32

  /// Waits for the lock on `path` (created with mode 0600 if needed).
  init(path: String) throws(TikError) {
    try FileSystem.makeDirectory(FileSystem.parent(of: path))
    descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      if errno == ELOOP { throw .file(path, .unexpectedSymlink) }
      throw .file(path, .cannotWrite(FileLock.lastError))
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      throw .file(path, .notAFile)
    }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let error = FileLock.lastError
        close(descriptor)
        throw .file(path, .cannotWrite(error))
      }
    }
  }

  deinit { close(descriptor) }

  /// Removes what writers killed mid-write left in `directory`: their temporary files,
  /// `NAME.tmp-PID` for each name. Only the lock's holder writes those files, so while
  /// it is held, any that exist are leftovers.
  func removeLeftovers(of names: [String], in directory: String) {
    guard let stream = opendir(directory) else { return }
    defer { closedir(stream) }
    var leftovers: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if names.contains(where: { name.hasPrefix($0 + ".tmp-") }) { leftovers.append(name) }
    }
    for name in leftovers { unlink(directory + "/" + name) }
  }

  private static var lastError: String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(cString: text).lowercased()
  }
}
