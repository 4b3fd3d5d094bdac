#if canImport(Glibc)
  import Glibc
#endif

/// The widget's costs on a data set: reading one line from a fresh snapshot (what a
/// prompt or a bar pays), rewriting the snapshot alone, and `tik add` with the widget
/// off, to compare with `tik add` (every plugin on) for the rewrite each commit adds.
struct WidgetBench {
  var runner: BenchRunner

  func rows(size: Int, home: String, environment: [String]) -> [BenchRunner.Row] {
    let configOff = home + "/config-widget-off"
    _ = system("mkdir -p '\(configOff)/tik'")
    guard let file = fopen(configOff + "/tik/config.toml", "w") else { return [] }
    fputs("plugins = [\"jalali\", \"recurrence\"]\n", file)
    fclose(file)
    let widgetOff = environment.map {
      $0.hasPrefix("XDG_CONFIG_HOME=") ? "XDG_CONFIG_HOME=" + configOff : $0
    }
    // A fresh snapshot for the reads: same day, same settings, no snooze.
    _ = runner.spawn([runner.options.tik, "widget", "--refresh"], environment: environment)
    var rows: [BenchRunner.Row] = []
    for (name, arguments, environment) in [
      ("tik widget --size inline", ["widget", "--size", "inline"], environment),
      ("tik widget --refresh", ["widget", "--refresh"], environment),
      ("tik add, widget off", ["add", "benchmark task #Work 10:00"], widgetOff),
    ] {
      let (median, peak) = runner.time(arguments, environment: environment)
      rows.append(.init(operation: name, size: size, median: median, peakKB: peak))
    }
    return rows
  }
}
