#if canImport(Glibc)
  import Glibc
#endif

/// The widget's own costs: rewriting the snapshot alone, and `tik add` with the widget
/// off, to compare with `tik add` (every plugin on) for the rewrite each commit adds.
struct WidgetBench {
  var runner: BenchRunner

  func rows(size: Int, home: String, environment: [String]) -> [BenchRunner.Row] {
    let configOff = home + "/config-widget-off"
    _ = system("mkdir -p '\(configOff)/tik'")
    guard
      Processes.write(
        "plugins = [\"jalali\", \"recurrence\"]\n", to: configOff + "/tik/config.toml")
    else { return [] }
    let widgetOff = environment.map {
      $0.hasPrefix("XDG_CONFIG_HOME=") ? "XDG_CONFIG_HOME=" + configOff : $0
    }
    var rows: [BenchRunner.Row] = []
    for (name, arguments, environment) in [
      ("tik widget --refresh", ["widget", "--refresh"], environment),
      ("tik add, widget off", ["add", "benchmark task #Work 10:00"], widgetOff),
    ] {
      guard let figure = runner.time([runner.options.tik] + arguments, environment: environment)
      else { continue }
      rows.append(.init(operation: name, size: size, figures: [figure]))
    }
    return rows
  }
}
