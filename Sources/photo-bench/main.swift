import Foundation

// `swift build -c release && .build/release/photo-bench [RUNS]`: attaching a 12-megapixel
// JPEG to a task and drawing it, timed through tik-bench-spawn; medians of RUNS (7).
let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 7
do {
  try PhotoBench(runs: runs).run()
} catch {
  FileHandle.standardError.write(Data("photo-bench: \(error)\n".utf8))
  exit(1)
}
