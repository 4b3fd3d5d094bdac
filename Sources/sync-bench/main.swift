import Foundation

// `swift build -c release --static-swift-stdlib && .build/release/sync-bench [RUNS]`:
// `tik sync` of 1,000 tasks against a local Radicale; medians of RUNS (5).
let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5
do {
  try SyncBench(runs: runs).run()
} catch {
  FileHandle.standardError.write(Data("sync-bench: \(error)\n".utf8))
  exit(1)
}
