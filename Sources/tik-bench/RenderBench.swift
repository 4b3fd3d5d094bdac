import TikCore
import TikShipped

#if canImport(Glibc)
  import Glibc
#endif

/// Rendering alone: a home's All view read into memory once, then written as JSON and as
/// text (a pipe's logical lines) again and again into a sink that counts the bytes, in
/// this process. What a task costs to render, with no reading, start-up or output in it.
///
///   .build/release/tik-bench --render HOME [RUNS]
enum RenderBench {
  static func run(home: String, runs: Int) -> Int32 {
    let variables = [
      "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
      "XDG_STATE_HOME": home + "/state", "LANG": "C.UTF-8",
    ]
    guard FileSystem.exists(home + "/data/tik/tik.db") else {
      BenchRunner.progress("no tik database in \(home) (data/tik/tik.db)")
      return 1
    }
    do {
      let context = try Context(
        environment: Environment(variables: variables), pluginTypes: Shipped.plugins)
      let (view, lists) = try context.read { (store) throws(TikError) in
        (try ViewBuilder(context: context).all(), try store.lists())
      }
      let tasks = view.sections.reduce(0) { $0 + $1.todos.count }
      guard tasks > 0 else {
        BenchRunner.progress("no tasks in \(home)")
        return 1
      }
      let json = JSONRenderer(context: context, lists: lists)
      let text = TextRenderer(
        context: context, painter: Painter(colors: false), width: nil, lists: lists,
        forTerminal: false)
      var bytes = (json: 0, text: 0)
      let jsonTimes = try times(runs) { () throws(TikError) in
        bytes.json = 0
        try json.write(view, notes: [], store: nil) { bytes.json += $0.count }
      }
      let textTimes = try times(runs) { () throws(TikError) in
        bytes.text = 0
        try text.write(view, store: nil) { bytes.text += $0.count }
      }
      for (name, seconds, size) in [
        ("JSON", jsonTimes, bytes.json), ("text", textTimes, bytes.text),
      ] {
        let median = BenchRunner.median(seconds)
        print(
          "\(name): \(tasks) tasks, \(size) bytes, median of \(runs) runs "
            + "\(Int(median * 1e3)) ms: \(Int(median * 1e9 / Double(tasks))) ns a task")
      }
      return 0
    } catch {
      BenchRunner.progress("\(error)")
      return 1
    }
  }

  /// The seconds each of `runs` calls of `body` takes.
  private static func times(_ runs: Int, _ body: () throws(TikError) -> Void) throws(TikError)
    -> [Double]
  {
    var seconds: [Double] = []
    for _ in 0..<runs {
      let start = now()
      try body()
      seconds.append(now() - start)
    }
    return seconds
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
