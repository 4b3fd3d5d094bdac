import TikCore

#if canImport(Glibc)
  import Glibc
#endif

// tik-bench: builds tik databases of several sizes and times tik's commands on them.
//
//   swift build -c release --static-swift-stdlib && .build/release/tik-bench
//   .build/release/tik-bench --sizes 1000,100000 --runs 40 --markdown

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--generate", arguments.count == 3, let count = Int(arguments[1]) {
  // Builds one data set; run as a child so that the timing parent stays small and the
  // peak memory Linux reports for each timed child is the child's own.
  do {
    try DataSet.create(count: count, at: arguments[2])
    exit(0)
  } catch {
    print("tik-bench: cannot build the data set: \(error)")
    exit(1)
  }
}
exit(BenchRunner(options: BenchOptions(arguments: arguments)).run())
