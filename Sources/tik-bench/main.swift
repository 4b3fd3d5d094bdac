#if canImport(Glibc)
  import Glibc
#endif

// tik-bench: builds the same data set for tik, Taskwarrior and todo.txt at several sizes
// and times the same operations in each.
//
//   swift build -c release --static-swift-stdlib && .build/release/tik-bench
//   .build/release/tik-bench --sizes 1000,100000,1000000 --hostile 1000,100000 --markdown
//   .build/release/tik-bench --no-peers          (tik alone)
//   .build/release/tik-bench --render HOME [RUNS] (rendering alone, in this process)

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--generate", arguments.count == 5,
  let shape = DataSet.Shape(rawValue: arguments[1]), let count = Int(arguments[3])
{
  exit(Generator.run(shape: shape, kind: arguments[2], count: count, home: arguments[4]))
}
if arguments.first == "--render" {
  let runs = arguments.count == 3 ? Int(arguments[2]) : 7
  guard (2...3).contains(arguments.count), let runs, runs > 0 else {
    BenchRunner.progress(
      "usage: tik-bench --render HOME [RUNS] (RUNS a whole number above 0; 7 by default)")
    exit(1)
  }
  exit(RenderBench.run(home: arguments[1], runs: runs))
}
exit(BenchRunner(options: BenchOptions(arguments: arguments)).run())
