#if canImport(Glibc)
  import Glibc
#endif

/// What to measure, from the command line.
struct BenchOptions {
  var sizes = [1_000, 100_000]
  var runs = 30
  var markdown = false
  var tik: String
  /// This program, which builds data sets in a child process.
  var bench: String
  var directory = "/tmp/tik-bench"

  init(arguments: [String]) {
    let ownPath = (try? BenchOptions.executablePath()) ?? CommandLine.arguments[0]
    bench = ownPath
    tik = BenchOptions.parent(of: ownPath) + "/tik"
    var index = 0
    func value() -> String {
      index += 1
      guard index < arguments.count else { BenchOptions.usage() }
      return arguments[index]
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--sizes": sizes = value().split(separator: ",").compactMap { Int($0) }
      case "--runs": runs = Int(value()) ?? runs
      case "--markdown": markdown = true
      case "--tik": tik = value()
      case "--dir": directory = value()
      default: BenchOptions.usage()
      }
      index += 1
    }
  }

  static func usage() -> Never {
    print("usage: tik-bench [--sizes 1000,100000] [--runs N] [--markdown] [--tik PATH] [--dir DIR]")
    exit(2)
  }

  static func executablePath() throws -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }
}
