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
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .file(path, .cannotWrite(FileLock.lastError)) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let error = FileLock.lastError
        close(descriptor)
        throw .file(path, .cannotWrite(error))
      }
    }
  }

  deinit { close(descriptor) }

  private static var lastError: String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(cString: text).lowercased()
  }
}
