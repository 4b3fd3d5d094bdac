import Foundation

// jalali-bench: conversions per second of tik's Jalali converter and of Foundation's
// persian calendar (ICU), in the same run, over every day of 1900-2100.
//
//   swift build -c release --product jalali-bench && .build/release/jalali-bench [--rounds N]
//
// Exits with 1 when tik's converter is not at least 20 times faster, or when the two
// disagree on a date.

let arguments = CommandLine.arguments
let roundsIndex = arguments.firstIndex(of: "--rounds").map { $0 + 1 }
let rounds = roundsIndex.flatMap { $0 < arguments.count ? Int(arguments[$0]) : nil } ?? 5
let bench = ConversionBench(rounds: max(1, rounds))
let results = bench.run()
print(ConversionBench.table(results))
let slowest = results.map(\.ratio).min() ?? 0
guard bench.implementationsAgree() else {
  print("jalali-bench: tik and Foundation disagree on a date")
  exit(1)
}
guard slowest >= ConversionBench.requiredRatio else {
  print("jalali-bench: tik is only \(ConversionBench.format(slowest, digits: 1))× faster")
  exit(1)
}
