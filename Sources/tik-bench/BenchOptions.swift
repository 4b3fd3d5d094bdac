#if canImport(Glibc)
  import Glibc
#endif

/// What to measure, from the command line.
struct BenchOptions {
  /// The sizes of the realistic data set and of the hostile one (`DataSet.Shape`).
  var sizes = [1_000, 10_000, 100_000]
  var hostileSizes = [1_000, 100_000]
  /// The largest size the peers are measured at: Taskwarrior takes seconds a command at
  /// 100,000 tasks.
  var peersUpTo = 100_000
  var runs = 20
  /// Taskwarrior and todo.txt beside tik; `--no-peers` measures tik alone.
  var peers = true
  /// Seconds a slow tool may spend on one row before it stops at `minimumRuns`.
  var budget = 20.0
  var minimumRuns = 5
  var markdown = false
  var tik: String
  /// This program, which builds data sets in a child process.
  var bench: String
  /// The small starter that times each command (`Sources/tik-bench-spawn`).
  var spawner: String
  /// SQLite alone on tik's database (`Sources/tik-bench-floor`); its rows are left out
  /// when it is not built.
  var floor: String
  var directory = "/tmp/tik-bench"

  init(arguments: [String]) {
    let ownPath = (try? BenchOptions.executablePath()) ?? CommandLine.arguments[0]
    bench = ownPath
    tik = BenchOptions.parent(of: ownPath) + "/tik"
    spawner = BenchOptions.parent(of: ownPath) + "/tik-bench-spawn"
    floor = BenchOptions.parent(of: ownPath) + "/tik-bench-floor"
    var index = 0
    func value() -> String {
      index += 1
      guard index < arguments.count else { BenchOptions.usage() }
      return arguments[index]
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--sizes": sizes = value().split(separator: ",").compactMap { Int($0) }
      case "--hostile": hostileSizes = value().split(separator: ",").compactMap { Int($0) }
      case "--peers-up-to": peersUpTo = Int(value()) ?? peersUpTo
      case "--runs": runs = max(1, Int(value()) ?? runs)
      case "--budget": budget = Double(value()) ?? budget
      case "--peers": peers = true
      case "--no-peers": peers = false
      case "--markdown": markdown = true
      case "--tik": tik = value()
      case "--dir": directory = value()
      default: BenchOptions.usage()
      }
      index += 1
    }
    minimumRuns = min(minimumRuns, runs)
    if sizes.isEmpty && hostileSizes.isEmpty { BenchOptions.usage() }
  }

  /// Every data set to build, realistic ones first, each shape smallest first.
  var dataSets: [(shape: DataSet.Shape, size: Int)] {
    sizes.sorted().map { (.realistic, $0) } + hostileSizes.sorted().map { (.hostile, $0) }
  }

  static func usage() -> Never {
    print(
      """
      usage: tik-bench [--sizes 1000,10000,100000] [--hostile 1000,100000] [--runs N]
                       [--budget SECONDS] [--no-peers] [--peers-up-to SIZE] [--markdown]
                       [--tik PATH] [--dir DIR]
        --sizes    the realistic data set's sizes (years of daily use); --sizes '' none
        --hostile  the hostile data set's sizes (half of it done today); --hostile '' none
             tik-bench --render HOME [RUNS]      rendering alone, in this process
             tik-bench --resident HOME [ROUNDS]  requests to one tik that stays open
      """)
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
