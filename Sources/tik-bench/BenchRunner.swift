import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// Times whole processes as a user's shell runs them — tik, and Taskwarrior and todo.txt
/// on the same data — as medians over many runs, with each process's peak memory.
///
/// The tools and the sizes take turns run by run, so a burst of load on a shared machine
/// falls on all of them alike.
struct BenchRunner {
  var options: BenchOptions
  var processes: Processes { Processes(spawner: options.spawner) }
  let warmUps = 2

  /// A median and the largest peak memory; no peak for figures that are not a process.
  /// For tik, `startUp` is the median of `tik --version` run just before each of the
  /// operation's runs: the floor the operation is measured against.
  struct Figure {
    var milliseconds: Double
    var peakKB: Int?
    var startUp: Double? = nil
  }

  /// One line of the table: tik's figure first, then each peer's (nil: not measured).
  struct Row {
    var operation: String
    var dataSet: DataSet
    var figures: [Figure?]
  }

  func run() -> Int32 {
    for (path, what) in [(options.tik, "tik"), (options.spawner, "tik-bench-spawn")]
    where access(path, X_OK) != 0 {
      print("tik-bench: no \(what) at \(path); build first: swift build -c release")
      return 1
    }
    if options.peers && !PeerInstaller.ensure() { return 1 }
    let today = SystemClock().now().day
    var rows: [Row] = []
    var notes: [String] = []
    var sets: [(dataSet: DataSet, tools: [Tool])] = []
    let peerNames = options.peers ? ["Taskwarrior", "todo.txt"] : []
    for (shape, size) in options.dataSets {
      let dataSet = DataSet(shape: shape, count: size, today: today)
      let root = options.directory + "/\(shape.rawValue)-\(size)"
      _ = system("rm -rf '\(root)'")
      var tools = [
        Tool.tik(
          options.tik, home: root + "/tik", dataSet: dataSet, bench: options.bench,
          floor: access(options.floor, X_OK) == 0 ? options.floor : nil)
      ]
      if options.peers && size <= options.peersUpTo {
        tools.append(.taskwarrior(home: root + "/task", dataSet: dataSet, bench: options.bench))
        tools.append(
          .todoTxt(home: root + "/todo", dataSet: dataSet, bench: options.bench, today: today))
      }
      for tool in tools {
        BenchRunner.progress("\(dataSet.name) tasks: building \(tool.name)'s data")
        guard prepare(tool) else { return 1 }
      }
      sets.append((dataSet, tools))
    }
    BenchRunner.progress("timing")
    var measured = measure(sets)
    for (dataSet, tools) in sets {
      let home = options.directory + "/\(dataSet.shape.rawValue)-\(dataSet.count)/tik"
      rows += measured.removeValue(forKey: dataSet.name) ?? []
      let peers = [Figure?](repeating: nil, count: peerNames.count)
      for shell in ["bash", "zsh"] {
        guard
          let cost = PromptBench(processes: processes, tik: options.tik).perPrompt(
            shell: shell, home: home, environment: tools[0].environment)
        else {
          notes.append("The \(shell) prompt hook was not measured (no \(shell), or no segment).")
          continue
        }
        for (name, milliseconds) in [
          ("prompt hook, \(shell), per prompt", cost.hook),
          ("prompt hook, \(shell), after a change", cost.afterChange),
        ] {
          rows.append(
            Row(
              operation: name, dataSet: dataSet,
              figures: [Figure(milliseconds: milliseconds, peakKB: nil)] + peers))
        }
        if dataSet.name == sets.last?.dataSet.name {
          notes.append(
            "An empty prompt function costs \(BenchTable.format(cost.empty * 1000)) µs a call "
              + "in \(shell); the hook's figures are what it adds to that.")
        }
      }
    }
    let allTools = sets.max { $0.tools.count < $1.tools.count }?.tools ?? []
    let table = BenchTable(toolNames: ["tik"] + peerNames, rows: rows)
    print(options.markdown ? table.markdown() : table.text())
    print("")
    print(table.hookShares())
    print("")
    if let shares = table.floorShares() {
      print(shares)
      print("")
    }
    let about = BenchNotes(processes: processes, markdown: options.markdown)
    print("Machine: " + BenchNotes.machine() + ". " + about.versions(allTools) + ".")
    print(about.today(sets.map(\.dataSet)))
    for note in notes { print(note) }
    print(protocolThroughput())
    print("")
    print(about.commands(allTools))
    return 0
  }

  /// Builds a tool's data set; false, with the reason printed, when a step fails.
  func prepare(_ tool: Tool) -> Bool {
    for step in tool.preparation {
      let (text, status) = processes.output(
        of: step, environment: tool.environment, withErrors: true)
      guard status == 0 else {
        print("tik-bench: \(tool.name): `\(step.joined(separator: " "))` exited with \(status):")
        print(text.split(separator: "\n").suffix(10).joined(separator: "\n"))
        return false
      }
    }
    return true
  }

  /// One tool on one data set: what takes its turn.
  struct Lane {
    var dataSet: DataSet
    var tool: Tool
    /// The records the completing operations tick, one per run.
    var targets: [Int]
  }

  /// Every operation in every tool on every data set, rows by data set. The tools and
  /// data sets take turns run by run, so a slow spell of a shared machine falls on all of
  /// them, and the figures of one size compare with another's; each run of tik's is
  /// preceded by a run of `tik --version`, the floor its ratio is taken against. A tool
  /// that has spent the budget on a row stops after the minimum number of runs. Before
  /// each run the page cache is written back (`sync`), so a tool that syncs its files
  /// (tik does, at every commit) never pays for another tool's unsynced writes. A tool
  /// that can reopen a task (tik) reopens each one it completed, untimed, so every
  /// completing operation finds the same Today. `tik add` and `tik done` take turns with
  /// their plugin-off variants (`Operation.groups`).
  func measure(_ sets: [(dataSet: DataSet, tools: [Tool])]) -> [String: [Row]] {
    let total = options.runs + warmUps
    let lanes = sets.flatMap { set in
      set.tools.map {
        Lane(dataSet: set.dataSet, tool: $0, targets: set.dataSet.completionTargets(total))
      }
    }
    var figures: [Operation: [String: [Figure?]]] = [:]
    for group in Operation.groups {
      let slots = group.count * lanes.count
      var samples = [[Processes.Sample]](repeating: [], count: slots)
      var floors = [[Double]](repeating: [], count: slots)
      var spent = [Double](repeating: 0, count: slots)
      var failed = [Bool](repeating: false, count: slots)
      for run in 0..<total {
        for (place, operation) in group.enumerated() {
          for (index, lane) in lanes.enumerated() {
            let slot = place * lanes.count + index
            guard !failed[slot] else { continue }
            if operation.completes && run >= lane.targets.count { continue }
            if samples[slot].count >= options.minimumRuns && spent[slot] > options.budget {
              continue
            }
            let record = operation.completes ? lane.targets[run] : 0
            guard let arguments = lane.tool.arguments(operation, record: record) else {
              continue
            }
            let environment = lane.tool.environments[operation] ?? lane.tool.environment
            var floor: Double?
            if lane.tool.name == "tik" {
              sync()
              floor = processes.time(lane.tool.version, environment: environment)?.milliseconds
            }
            sync()
            guard let sample = processes.time(arguments, environment: environment),
              sample.status == 0 || sample.status == lane.tool.alsoSucceeds[operation]
            else {
              print("tik-bench: \(lane.tool.name): `\(arguments.joined(separator: " "))` failed")
              failed[slot] = true
              continue
            }
            if operation.completes, let reopen = lane.tool.reopen {
              _ = processes.output(of: reopen(record), environment: lane.tool.environment)
            }
            spent[slot] += sample.milliseconds / 1000
            if run >= warmUps {
              samples[slot].append(sample)
              if let floor { floors[slot].append(floor) }
            }
          }
        }
      }
      for (place, operation) in group.enumerated() {
        for (dataSet, _) in sets {
          let own = lanes.indices.filter { lanes[$0].dataSet.name == dataSet.name }
          var row: [Figure?] = own.map { index in
            let slot = place * lanes.count + index
            return samples[slot].isEmpty
              ? nil
              : Figure(
                milliseconds: BenchRunner.median(samples[slot].map(\.milliseconds)),
                peakKB: samples[slot].map(\.peakKB).max(),
                startUp: floors[slot].isEmpty ? nil : BenchRunner.median(floors[slot]))
          }
          if options.peers && row.count == 1 { row += [nil, nil] }
          figures[operation, default: [:]][dataSet.name] = row
        }
      }
    }
    var rows: [String: [Row]] = [:]
    for operation in Operation.allCases {
      for (dataSet, _) in sets {
        guard let row = figures[operation]?[dataSet.name] else { continue }
        rows[dataSet.name, default: []].append(
          Row(operation: operation.rawValue, dataSet: dataSet, figures: row))
      }
    }
    return rows
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
    guard Processes.write(text, to: input) else { return "tik-bench: cannot write \(input)" }
    var rates: [Double] = []
    for _ in 0..<3 {
      _ = system("rm -rf '\(home)'")
      let environment = [
        "HOME=\(home)", "XDG_CONFIG_HOME=\(home)/config", "XDG_DATA_HOME=\(home)/data",
        "XDG_STATE_HOME=\(home)/state", "LANG=C.UTF-8",
      ]
      guard let run = processes.time([options.tik], environment: environment, input: input)
      else { return "tik-bench: the line protocol run failed" }
      rates.append(Double(count) / (run.milliseconds / 1000))
    }
    let rate = Int(BenchRunner.median(rates))
    return options.markdown
      ? "Piping \(count) quick-entry lines into `tik`: \(rate) lines per second (median of 3)."
      : "line protocol: \(count) quick-entry lines piped into tik: \(rate) lines/s (median of 3)"
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// A line on standard error, after `tik-bench: `.
  static func progress(_ text: String) {
    let line = Array(("tik-bench: " + text + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  }
}
