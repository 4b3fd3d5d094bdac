import Foundation
import Testing
import TikTestSupport

/// What every `tik` process loads before it does anything: no library that only some
/// commands use. SQLite, readline and FriBidi are linked in from their static archives;
/// libical (and with it ICU) is opened when iCalendar is first used; Foundation, HTTP and
/// the image libraries belong to `tik-sync` and `tik-photo`.
@Suite struct LinkedLibraryTests {
  /// The shared libraries the binary names (`DT_NEEDED`), from `readelf -d`.
  static func needed(_ path: String) throws -> [String] {
    let run = try ChildProcess.run("/usr/bin/readelf", ["-d", path])
    #expect(run.status == 0, "\(run.errors)")
    return run.output.split(separator: "\n").compactMap { line in
      guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["),
        let close = line.lastIndex(of: "]")
      else { return nil }
      return String(line[line.index(after: open)..<close])
    }
  }

  @Test func tikLoadsNoLibraryThatOnlySomeCommandsUse() throws {
    let libraries = try Self.needed(BinaryHome.executable)
    #expect(libraries.contains { $0.hasPrefix("libc.so") })
    for unwanted in [
      "libsqlite3", "libreadline", "libtinfo", "libfribidi", "libical", "libicu",
      "libFoundation", "libcurl", "libvips", "libchafa", "libxml2",
    ] {
      #expect(!libraries.contains { $0.hasPrefix(unwanted) }, "tik needs \(unwanted): \(libraries)")
    }
  }
}
