import TikCore

/// What the benchmark asks of every tool, in the order it asks.
enum Operation: String, CaseIterable {
  case startUp = "start-up"
  case today = "show Today"
  case count = "count Today's open tasks"
  case add = "add a task"
  case complete = "complete a task"
  /// tik alone: the widget's rewrite of its snapshot, and `tik add` with the widget off,
  /// to compare with `tik add` for the rewrite each commit adds.
  case refresh = "tik widget --refresh"
  case addWidgetOff = "tik add, widget off"
}

/// A tool under test: where its data lives, how it spells each operation, and the steps
/// that build its data set.
struct Tool {
  var name: String
  var environment: [String]
  /// The command for each operation but `complete`; an operation without one is not the
  /// tool's.
  var commands: [Operation: [String]]
  /// The environment of operations that need another one.
  var environments: [Operation: [String]] = [:]
  /// The command that completes record `index` of the data set.
  var complete: (Int) -> [String]
  /// Exit statuses that mean success besides 0 (todo.txt's `-V` exits 1).
  var alsoSucceeds: [Operation: Int32] = [:]
  /// Commands that build the data set in `home`, run in order.
  var preparation: [[String]]
  /// Each operation's command as the table's notes show it.
  var shown: [Operation: String]
  /// The command that prints the tool's version.
  var version: [String]

  func arguments(_ operation: Operation, record: Int) -> [String]? {
    operation == .complete ? complete(record) : commands[operation]
  }

  /// tik with every plugin on, its XDG directories in `home`; a second config directory
  /// there switches the widget off.
  static func tik(_ tik: String, home: String, size: Int, bench: String) -> Tool {
    let environment = [
      "HOME=\(home)", "XDG_CONFIG_HOME=\(home)/config", "XDG_DATA_HOME=\(home)/data",
      "XDG_STATE_HOME=\(home)/state", "LANG=C.UTF-8", "PATH=/usr/bin:/bin",
    ]
    let widgetOff = environment.map {
      $0.hasPrefix("XDG_CONFIG_HOME=") ? "XDG_CONFIG_HOME=\(home)/config-widget-off" : $0
    }
    return Tool(
      name: "tik",
      environment: environment,
      commands: [
        .startUp: [tik, "--version"], .today: [tik, "today"],
        .count: [tik, "widget", "--size", "inline"],
        .add: [tik, "add", "benchmark task #Work 10:00"],
        .refresh: [tik, "widget", "--refresh"],
        .addWidgetOff: [tik, "add", "benchmark task #Work 10:00"],
      ],
      environments: [.addWidgetOff: widgetOff],
      complete: { [tik, "done", String($0 + 1)] },
      preparation: [
        [bench, "--generate", "tik", String(size), home], [tik, "widget", "--refresh"],
      ],
      shown: [
        .startUp: "tik --version", .today: "tik today", .count: "tik widget --size inline",
        .add: "tik add 'benchmark task #Work 10:00'", .complete: "tik done ID",
        .refresh: "tik widget --refresh",
        .addWidgetOff:
          "tik add 'benchmark task #Work 10:00'  (plugins = [\"jalali\", \"recurrence\"])",
      ], version: [tik, "--version"])
  }

  /// Taskwarrior with its own taskrc and data directory in `home`, the data imported from
  /// JSON with `task import`.
  static func taskwarrior(home: String, size: Int, bench: String) -> Tool {
    Tool(
      name: "Taskwarrior",
      environment: [
        "HOME=\(home)", "TASKRC=\(home)/taskrc", "TASKDATA=\(home)/task", "LANG=C.UTF-8",
        "PATH=/usr/bin:/bin",
      ],
      commands: [
        .startUp: ["task", "--version"], .today: ["task", "next"],
        .count: ["task", "status:pending", "due.before:tomorrow", "count"],
        .add: ["task", "add", "benchmark task", "project:Work", "due:today"],
      ],
      complete: { ["task", DataSet.uuid($0), "done"] },
      preparation: [
        [bench, "--generate", "taskwarrior", String(size), home],
        ["task", "import", home + "/tasks.json"],
        // The first report after the import runs the garbage collector and makes the
        // repeating tasks' instances, as a user's first command would.
        ["task", "list"],
      ],
      shown: [
        .startUp: "task --version", .today: "task next",
        .count: "task status:pending due.before:tomorrow count",
        .add: "task add 'benchmark task' project:Work due:today", .complete: "task UUID done",
      ], version: ["task", "--version"])
  }

  /// todo.txt-cli with its own config (`-d`) and TODO_DIR in `home`.
  static func todoTxt(home: String, size: Int, bench: String, today: Day) -> Tool {
    let base = ["todo-txt", "-d", home + "/config"]
    let date = ISODate.text(today)
    return Tool(
      name: "todo.txt",
      environment: ["HOME=\(home)", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"],
      commands: [
        .startUp: base + ["-V"], .today: base + ["ls"], .count: base + ["ls", "due:" + date],
        .add: base + ["add", "benchmark task +Work due:" + date],
      ],
      // Open tasks are the odd records, in order, and the benchmark completes from the
      // last one back, so archiving a done line never moves the next target's number.
      complete: { base + ["do", String(($0 + 1) / 2)] },
      alsoSucceeds: [.startUp: 1],
      preparation: [[bench, "--generate", "todotxt", String(size), home]],
      shown: [
        .startUp: "todo-txt -d CONFIG -V", .today: "todo-txt -d CONFIG ls",
        .count: "todo-txt -d CONFIG ls due:TODAY",
        .add: "todo-txt -d CONFIG add 'benchmark task +Work due:TODAY'",
        .complete: "todo-txt -d CONFIG do N",
      ], version: base + ["-V"])
  }
}
