extension String {
  /// Calls `body` with the string's UTF-8 bytes, copying them only if they are not contiguous.
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) {
      return result
    }
    return Array(utf8).withUnsafeBufferPointer(body)
  }

  /// Creates a string from at most `capacity` UTF-8 bytes that `write` puts in a buffer.
  ///
  /// `write` returns how many bytes it wrote.
  init(utf8Capacity capacity: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
    self.init(unsafeUninitializedCapacity: capacity, initializingUTF8With: write)
  }
}
