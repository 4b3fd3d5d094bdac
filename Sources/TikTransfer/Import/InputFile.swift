import TikCore

/// A file to import, read as data: a regular file of at most `maximumSize` bytes of
/// UTF-8 text without NUL bytes. Anything else is one clear error before a byte of it is
/// interpreted.
enum InputFile {
  /// 16 MiB: ten times a Taskwarrior history of 10,000 tasks.
  static let maximumSize = 16 * 1024 * 1024

  static func read(_ path: String, catalog: Catalog) throws(TikError) -> String {
    // The size first, so that a huge file is refused without being read into memory.
    if let size = FileSystem.version(of: path)?[1], size > maximumSize {
      throw TransferError.tooLarge(path, megabytes: maximumSize / 1024 / 1024).error(in: catalog)
    }
    guard let bytes = try FileSystem.readBytes(path, symlinks: .follow) else {
      throw TransferError.noFile(path).error(in: catalog)
    }
    guard bytes.count <= maximumSize else {
      throw TransferError.tooLarge(path, megabytes: maximumSize / 1024 / 1024).error(in: catalog)
    }
    guard !bytes.contains(0), var text = String(validating: bytes, as: UTF8.self) else {
      throw TransferError.notText(path).error(in: catalog)
    }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return text
  }
}
