/// The results as one table, for a terminal or for docs/benchmarks.md: tik's median and peak
/// memory, its time over `tik --version` measured beside it, its time against the same
/// shape's smallest size, and each peer's figures with the ratio of the peer's time to
/// tik's (how many times faster tik is).
struct BenchTable {
  var toolNames: [String]
  var rows: [BenchRunner.Row]

  var header: [String] {
    var cells = ["operation", "data set", "tik ms", "tik MB", "÷ tik --version", "vs smallest"]
    for name in toolNames.dropFirst() { cells += ["\(name) ms", "\(name) MB", "\(name) ÷ tik"] }
    return cells
  }

  func cells(_ row: BenchRunner.Row) -> [String] {
    let smallest =
      rows.filter { $0.operation == row.operation && $0.dataSet.shape == row.dataSet.shape }
      .min { $0.dataSet.count < $1.dataSet.count }
    let tik = row.figures.first ?? nil
    var cells = [row.operation, row.dataSet.name]
    cells += [
      tik.map { BenchTable.format($0.milliseconds) } ?? "—", megabytes(tik),
      ratio(tik, to: tik?.startUp.map { BenchRunner.Figure(milliseconds: $0) }),
      ratio(tik, to: smallest?.figures.first ?? nil),
    ]
    for index in toolNames.indices.dropFirst() {
      let peer = index < row.figures.count ? row.figures[index] : nil
      cells += [
        peer.map { BenchTable.format($0.milliseconds) } ?? "—", megabytes(peer),
        ratio(peer, to: tik),
      ]
    }
    return cells
  }

  /// What each after-change hook adds to `tik add` and `tik done`: the operation's
  /// median less its median with the hook's plugin off, and that as a share of it.
  func hookShares() -> String {
    var lines = [
      "What each plugin's after-change hook adds (median with it on less median with it off):"
    ]
    for dataSet in dataSets {
      for (operation, label) in [(Operation.add, "add"), (.complete, "done")] {
        guard let whole = figure(operation, dataSet) else { continue }
        let shares = Operation.allCases.filter {
          $0.pluginOff != nil && $0.completes == operation.completes
        }.compactMap { off -> String? in
          guard let without = figure(off, dataSet), let plugin = off.pluginOff else {
            return nil
          }
          let added = whole.milliseconds - without.milliseconds
          return "\(plugin) \(BenchTable.format(added)) ms ("
            + "\(Int((100 * added / whole.milliseconds).rounded()))%)"
        }
        lines.append(
          "- \(dataSet.name), tik \(label) \(BenchTable.format(whole.milliseconds)) ms: "
            + shares.joined(separator: ", "))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// How `tik today` and `tik add` divide: tik's start-up (`tik --version` in the same
  /// rounds), SQLite's own work (tik-bench-floor's statements less its start-up), and
  /// what is left, tik's own code. The floor's start-up is timed in other rounds than
  /// its statements: it is scaled by how `tik --version` moved from those rounds to these.
  func floorShares() -> String? {
    var lines = [
      "Where `tik today` and `tik add` go: start-up (`tik --version`), SQLite alone "
        + "(tik-bench-floor's statements less its start-up), and tik's own code (the rest):"
    ]
    for dataSet in dataSets {
      guard let start = figure(.floorStartUp, dataSet) else { continue }
      for (operation, floor, label) in [
        (Operation.today, Operation.floorToday, "today"), (.add, .floorAdd, "add"),
      ] {
        guard let whole = figure(operation, dataSet), let startUp = whole.startUp,
          let statements = figure(floor, dataSet), let version = statements.startUp,
          let startVersion = start.startUp, startVersion > 0
        else { continue }
        let sqlite = statements.milliseconds - start.milliseconds * version / startVersion
        let own = whole.milliseconds - startUp - sqlite
        lines.append(
          "- \(dataSet.name), tik \(label) \(BenchTable.format(whole.milliseconds)) ms: "
            + "start-up \(BenchTable.format(startUp)) ms, SQLite \(BenchTable.format(sqlite)) ms, "
            + "tik's own \(BenchTable.format(own)) ms")
      }
    }
    return lines.count > 1 ? lines.joined(separator: "\n") : nil
  }

  /// The data sets of the rows, each once, in the rows' order.
  private var dataSets: [DataSet] {
    var names: Set<String> = []
    return rows.map(\.dataSet).filter { names.insert($0.name).inserted }
  }

  private func figure(_ operation: Operation, _ dataSet: DataSet) -> BenchRunner.Figure? {
    rows.first { $0.operation == operation.rawValue && $0.dataSet.name == dataSet.name }?
      .figures.first ?? nil
  }

  func text() -> String {
    let table = [header] + rows.map(cells)
    let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    return table.map { line in
      line.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - line[column].count)
        return column == 0 ? line[column] + padding : padding + line[column]
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }

  func markdown() -> String {
    var lines = [
      "| " + header.joined(separator: " | ") + " |",
      "|---|" + String(repeating: "---:|", count: header.count - 1),
    ]
    for row in rows {
      var line = cells(row)
      if line[0].hasPrefix("tik ") { line[0] = "`" + line[0] + "`" }
      lines.append("| " + line.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n")
  }

  private func megabytes(_ figure: BenchRunner.Figure?) -> String {
    figure?.peakKB.map { BenchTable.format(Double($0) / 1024) } ?? "—"
  }

  /// `figure` over `base`: 52×, 1.8×.
  private func ratio(_ figure: BenchRunner.Figure?, to base: BenchRunner.Figure?) -> String {
    guard let figure, let base, base.milliseconds > 0 else { return "—" }
    let ratio = figure.milliseconds / base.milliseconds
    return (ratio >= 10 ? String(Int(ratio.rounded())) : BenchTable.format(ratio, places: 2))
      + "×"
  }

  /// A number with two decimals, three under 1 (a prompt hook's fraction of a millisecond).
  static func format(_ value: Double, places: Int? = nil) -> String {
    guard value >= 0 else { return "-" + format(-value, places: places) }
    let places = places ?? (value < 1 ? 3 : 2)
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    let fraction = String(scaled % scale)
    return "\(scaled / scale)."
      + String(repeating: "0", count: places - fraction.count) + fraction
  }
}
