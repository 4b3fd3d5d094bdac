import TikCore
import TikShipped

#if canImport(Glibc)
  import Glibc
#endif

/// `tik-bench --generate SHAPE tik|taskwarrior|todotxt COUNT HOME`: one tool's data set,
/// dated from today. Run as a child, so that the timing parent stays small.
enum Generator {
  /// Every plugin tik ships (the list `tik` itself runs with); the bench switches one off
  /// at a time to find its share.
  static let plugins = Shipped.plugins.map { $0.name }
  /// The plugins whose after-change hooks run on every write.
  static let hooks = ["widget", "reminders", "undo"]

  static func run(shape: DataSet.Shape, kind: String, count: Int, home: String) -> Int32 {
    let dataSet = DataSet(shape: shape, count: count, today: SystemClock().now().day)
    do {
      try FileSystem.makeDirectory(home)
      switch kind {
      case "tik":
        try dataSet.writeTik(to: home + "/data/tik/tik.db")
        for hook in hooks {
          try FileSystem.makeDirectory(home + "/config-\(hook)-off/tik")
          let on = plugins.filter { $0 != hook }.map { "\"\($0)\"" }
          try write(
            "plugins = [" + on.joined(separator: ", ") + "]\n",
            to: home + "/config-\(hook)-off/tik/config.toml")
        }
      case "taskwarrior":
        try FileSystem.makeDirectory(home + "/task")
        try write(dataSet.taskwarriorJSON(), to: home + "/tasks.json")
        try write(taskrc(home: home), to: home + "/taskrc")
      case "todotxt":
        let (todo, done) = dataSet.todoTxtFiles()
        try write(todo, to: home + "/todo.txt")
        try write(done, to: home + "/done.txt")
        try write(todoConfig(home: home), to: home + "/config")
      default:
        print("tik-bench: no data set for '\(kind)'")
        return 2
      }
      return 0
    } catch {
      print("tik-bench: cannot build the \(kind) data set: \(error)")
      return 1
    }
  }

  /// Taskwarrior's defaults (garbage collection, hooks, recurrence on), but for what a
  /// script needs: no questions, no nagging, the release notice already read.
  static func taskrc(home: String) -> String {
    """
    data.location=\(home)/task
    confirmation=off
    recurrence.confirmation=no
    nag=
    news.version=2.6.0

    """
  }

  /// todo.txt-cli's stock config with its directory moved into `home`.
  static func todoConfig(home: String) -> String {
    """
    export TODO_DIR=\(home)
    export TODO_FILE="$TODO_DIR/todo.txt"
    export DONE_FILE="$TODO_DIR/done.txt"
    export REPORT_FILE="$TODO_DIR/report.txt"

    """
  }

  static func write(_ text: String, to path: String) throws(TikError) {
    guard Processes.write(text, to: path) else { throw .file(path, .cannotWrite("write failed")) }
  }
}
