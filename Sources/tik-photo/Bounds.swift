#if canImport(Glibc)
  import Glibc
#endif

/// What one run of `tik-photo` may take, whatever picture it is given.
///
/// A picture is refused by its header when it has more than `pixels`, and a JPEG by its
/// markers when it has more than `scans`: a decompression bomb (a PNG that says a million
/// pixels a side over a few bytes) never reaches the decoder. Whatever still gets past — a decoder's own fault on a hostile file — meets
/// the system's limits, set for this process before libvips starts: `seconds` of
/// processor time, after which the kernel ends it (SIGXCPU), and `bytes` of memory for
/// its data, past which allocations fail and libvips gives up or the process ends.
enum Bounds {
  /// The most pixels a picture may have: 16384 × 16384, about 268 megapixels — past the
  /// largest camera photos, and as far as WebP goes.
  static let pixels = 1 << 28
  /// The most scans a JPEG may have (see `JPEGScans`).
  static let scans = 100
  /// Processor time, in seconds, of all its threads together.
  static let seconds = 30
  /// Memory for its data (the heap and every private mapping it writes): room for the
  /// largest picture that decodes whole (a GIF's frame of `pixels`, 1 GiB) and no more.
  static let bytes = 2 << 30

  /// Whether a picture of `width` × `height` is within `pixels`.
  static func allows(width: Int, height: Int) -> Bool {
    width > 0 && height > 0 && width <= pixels / height
  }

  /// Lowers the limits of processor time and memory of this process and its threads to
  /// these bounds; limits it was given lower still are kept.
  static func apply() {
    lower(RLIMIT_CPU, to: seconds)
    lower(RLIMIT_DATA, to: bytes)
  }

  private static func lower(_ resource: __rlimit_resource, to bound: Int) {
    let kind = __rlimit_resource_t(resource.rawValue)
    var limit = rlimit()
    guard getrlimit(kind, &limit) == 0 else { return }
    limit.rlim_cur = min(limit.rlim_cur, rlim_t(bound))
    limit.rlim_max = min(limit.rlim_max, rlim_t(bound))
    setrlimit(kind, &limit)
  }
}
