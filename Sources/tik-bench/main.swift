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
//   .build/release/tik-bench --resident HOME [ROUNDS] (requests to one tik that stays open)

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--generate", arguments.count == 5,
  let shape = DataSet.Shape(rawValue: arguments[1]), let count = Int(arguments[3])
{
  exit(Generator.run(shape: shape, kind: arguments[2], count: count, home: arguments[4]))
}
/// `--MODE HOME [COUNT]`: the home and how many times, or the usage and exit status 1.
func homeAndCount(_ count: String, by default: Int) -> (home: String, count: Int) {
  let value = arguments.count == 3 ? Int(arguments[2]) : `default`
  guard (2...3).contains(arguments.count), let value, value > 0 else {
    BenchRunner.progress(
      "usage: tik-bench \(arguments[0]) HOME [\(count)] (\(count) a whole number above 0; "
        + "\(`default`) by default)")
    exit(1)
  }
  return (arguments[1], value)
}
if arguments.first == "--render" {
  let (home, runs) = homeAndCount("RUNS", by: 7)
  exit(RenderBench.run(home: home, runs: runs))
}
if arguments.first == "--resident" {
  let (home, rounds) = homeAndCount("ROUNDS", by: 50)
  exit(ResidentBench.run(home: home, rounds: rounds, options: BenchOptions(arguments: [])))
}
exit(BenchRunner(options: BenchOptions(arguments: arguments)).run())
