import TikCore

#if canImport(Glibc)
  import Glibc
#endif

// tik-bench: builds tik databases of several sizes and times tik's commands on them.
//
//   swift build -c release --static-swift-stdlib && .build/release/tik-bench
//   .build/release/tik-bench --sizes 1000,100000 --runs 40 --markdown

var options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
let runner = BenchRunner(options: options)
exit(runner.run())
