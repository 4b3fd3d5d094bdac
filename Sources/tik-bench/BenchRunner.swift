import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// Times whole `tik` processes, as a user's shell runs them: medians over many runs, and
/// each process's peak memory.
struct BenchRunner {
  var options: BenchOptions

  struct Row {
    var operation: String
    var size: Int
    var median: Double
    var peakKB: Int
  }

  func run() -> Int32 {
    guard access(options.tik, X_OK) == 0 else {
      print("tik-bench: no tik at \(options.tik); build it first: swift build -c release")
      return 1
    }
    var rows: [Row] = []
    for size in options.sizes {
      let home = options.directory + "/\(size)"
      _ = system("rm -rf '\(home)'")
      let database = home + "/data/tik/tik.db"
      guard
        spawn([options.bench, "--generate", String(size), database], environment: []).status == 0
      else { return 1 }
      let environment = [
        "HOME=\(home)", "XDG_CONFIG_HOME=\(home)/config", "XDG_DATA_HOME=\(home)/data",
        "XDG_STATE_HOME=\(home)/state", "TIK_NOW=\(DataSet.now)", "LANG=C.UTF-8",
      ]
      for (name, arguments) in [
        ("tik --version", ["--version"]), ("tik today", ["today"]),
        ("tik add", ["add", "benchmark task #Work 10:00"]),
      ] {
        let (median, peak) = time(arguments, environment: environment)
        rows.append(Row(operation: name, size: size, median: median, peakKB: peak))
      }
      rows += WidgetBench(runner: self).rows(size: size, home: home, environment: environment)
    }
    print(options.markdown ? markdown(rows) : table(rows))
    print("")
    print(protocolThroughput())
    return 0
  }

  /// Pipes 10,000 quick-entry lines into `tik` (the line protocol) on a fresh database
  /// and reports lines per second, the median of three runs.
  func protocolThroughput() -> String {
    let count = 10_000
    let home = options.directory + "/protocol"
    let input = options.directory + "/protocol-lines"
    var text = ""
    for index in 0..<count {
      text += index % 3 == 0 ? "task \(index) #Work !high 10:00\n" : "task \(index)\n"
    }
    guard let file = fopen(input, "w") else { return "tik-bench: cannot write \(input)" }
    fputs(text, file)
    fclose(file)
    var rates: [Double] = []
    for _ in 0..<3 {
      _ = system("rm -rf '\(home)'")
      let environment = [
        "HOME=\(home)", "XDG_CONFIG_HOME=\(home)/config", "XDG_DATA_HOME=\(home)/data",
        "XDG_STATE_HOME=\(home)/state", "TIK_NOW=\(DataSet.now)", "LANG=C.UTF-8",
      ]
      let run = spawn([options.tik], environment: environment, input: input)
      rates.append(Double(count) / (run.elapsed / 1000))
    }
    rates.sort()
    let rate = Int(rates[1])
    return options.markdown
      ? "Piping \(count) quick-entry lines into `tik`: \(rate) lines per second (median of 3)."
      : "line protocol: \(count) quick-entry lines piped into tik: \(rate) lines/s (median of 3)"
  }

  /// Median wall time in milliseconds and the largest peak resident size in KiB.
  func time(_ arguments: [String], environment: [String]) -> (Double, Int) {
    var samples: [Double] = []
    var peak = 0
    for _ in 0..<(options.runs + 2) {
      let (elapsed, memory, _) = spawn([options.tik] + arguments, environment: environment)
      samples.append(elapsed)
      peak = max(peak, memory)
    }
    samples.removeFirst(2)  // warm-up runs fill the page cache
    samples.sort()
    let middle = samples.count / 2
    let median =
      samples.count % 2 == 0 ? (samples[middle - 1] + samples[middle]) / 2 : samples[middle]
    return (median, peak)
  }

  /// Runs a program with output to /dev/null: wall milliseconds, peak KiB, exit status.
  func spawn(
    _ arguments: [String], environment: [String], quiet: Bool = true, input: String = "/dev/null"
  ) -> (elapsed: Double, peakKB: Int, status: Int32) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    if quiet { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var start = timespec()
    var end = timespec()
    var pid = pid_t()
    clock_gettime(CLOCK_MONOTONIC, &start)
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, envp) == 0 else { return (0, 0, -1) }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    clock_gettime(CLOCK_MONOTONIC, &end)
    let elapsed =
      Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1_000_000
    return (elapsed, Int(usage.ru_maxrss), status)
  }

  func table(_ rows: [Row]) -> String {
    var lines = ["operation                 tasks      median ms   peak MB   vs smallest"]
    for row in rows {
      let base = rows.first { $0.operation == row.operation }!.median
      lines.append(
        pad(row.operation, 25) + " " + pad(String(row.size), 9, right: true) + " "
          + pad(format(row.median), 11, right: true) + " "
          + pad(format(Double(row.peakKB) / 1024), 9, right: true) + " "
          + pad(format(row.median / base) + "×", 13, right: true))
    }
    return lines.joined(separator: "\n")
  }

  func markdown(_ rows: [Row]) -> String {
    var lines = [
      "| operation | tasks | median ms | peak MB | vs smallest |", "|---|---:|---:|---:|---:|",
    ]
    for row in rows {
      let base = rows.first { $0.operation == row.operation }!.median
      lines.append(
        "| `\(row.operation)` | \(row.size) | \(format(row.median)) | "
          + "\(format(Double(row.peakKB) / 1024)) | \(format(row.median / base))× |")
    }
    return lines.joined(separator: "\n")
  }

  func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
  }

  func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }
}
