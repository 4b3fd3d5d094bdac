import Foundation

/// The photo benchmark: a 4000×3000 JPEG made with libvips' `vips` (libvips-tools), then
///
/// - `tik edit 1 photo big.jpg` in a fresh home each run: tik's start-up, `tik-photo`,
///   decoding with shrink-on-load, the thumbnail, the copy;
/// - `tik-photo draw` of the stored photo in each encoding, 64 × 20 cells: loading the
///   thumbnail and libchafa;
/// - `tik --version`, for what every command pays before any of this.
///
/// Each command runs through `tik-bench-spawn`, which prints its wall time and peak memory
/// (the largest of the command and the processes it waited for).
struct PhotoBench {
  var runs: Int
  let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent()
  let work = NSTemporaryDirectory() + "photo-bench-\(getpid())"

  func tool(_ name: String) -> String { directory.appendingPathComponent(name).path }

  func run() throws {
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }
    let jpeg = try makeJPEG(width: 4000, height: 3000)
    let size = (try FileManager.default.attributesOfItem(atPath: jpeg)[.size] as? Int) ?? 0
    print("photo-bench: 4000×3000 JPEG of \(size / 1024) KiB, median of \(runs) runs\n")
    print("command".padding(toLength: 34, withPad: " ", startingAt: 0), "time ms", "peak MiB")

    report("tik --version", try measure { _ in [tool("tik"), "--version"] })
    var stored = ""
    var cache = ""
    report(
      "tik edit 1 photo big.jpg",
      try measure { run in
        let home = work + "/home-\(run)"
        let environment = self.environment(home)
        _ = try spawn([tool("tik"), "add", "call mum"], environment: environment)
        stored = home + "/data/tik/photos"
        cache = home + "/cache/tik/photos"
        return [tool("tik"), "edit", "1", "photo", jpeg]
      } environment: { run in
        self.environment(work + "/home-\(run)")
      })
    let name = try FileManager.default.contentsOfDirectory(atPath: stored).first ?? ""
    for format in ["symbols", "kitty", "sixel", "iterm"] {
      report(
        "tik-photo draw (\(format))",
        try measure { _ in
          [tool("tik-photo"), "draw", stored + "/" + name, cache, format, "full", "64", "20"]
        })
    }
  }

  func environment(_ home: String) -> [String: String] {
    [
      "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
      "XDG_STATE_HOME": home + "/state", "XDG_CACHE_HOME": home + "/cache",
      "TIK_NOW": "2026-09-24T09:00", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
    ]
  }

  /// Median wall time (ms) and peak memory (MiB) of `runs` runs of a command.
  func measure(
    _ command: (Int) throws -> [String],
    environment: (Int) -> [String: String] = { _ in [:] }
  ) throws -> (Double, Double) {
    var times: [Double] = []
    var peaks: [Double] = []
    for run in 0..<runs {
      let arguments = try command(run)
      let line = try spawn(
        [tool("tik-bench-spawn"), "/dev/null"] + arguments, environment: environment(run))
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
      guard fields.count == 3, fields[2] == 0 else { throw BenchError.failed(arguments, line) }
      times.append(fields[0] / 1e6)
      peaks.append(fields[1] / 1024)
    }
    return (median(times), median(peaks))
  }

  func report(_ name: String, _ figures: (Double, Double)) {
    print(
      name.padding(toLength: 34, withPad: " ", startingAt: 0),
      String(format: "%7.1f %8.1f", figures.0, figures.1))
  }

  func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  /// A photo-like picture: smooth gradients with fine detail, so the JPEG is of a
  /// camera's size rather than a flat colour's.
  func makeJPEG(width: Int, height: Int) throws -> String {
    var bytes = [UInt8](repeating: 0, count: width * height * 3)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 3
        bytes[i] = UInt8((x * 255 / width + (x * y) % 7) & 0xFF)
        bytes[i + 1] = UInt8((y * 255 / height + (x ^ y) % 13) & 0xFF)
        bytes[i + 2] = UInt8(((x + y) % 256))
      }
    }
    let ppm = work + "/big.ppm"
    try (Data("P6\n\(width) \(height)\n255\n".utf8) + Data(bytes)).write(
      to: URL(fileURLWithPath: ppm))
    let jpeg = work + "/big.jpg"
    _ = try spawn(["/usr/bin/vips", "copy", ppm, jpeg + "[Q=90]"], environment: [:])
    try FileManager.default.removeItem(atPath: ppm)
    return jpeg
  }

  /// Runs a command and waits; its standard output.
  func spawn(_ arguments: [String], environment: [String: String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    if !environment.isEmpty { process.environment = environment }
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchError.failed(arguments, String(decoding: data, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self)
  }
}

enum BenchError: Error {
  case failed([String], String)
}
