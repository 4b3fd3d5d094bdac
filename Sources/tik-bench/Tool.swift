import TikCore

/// What the benchmark asks of every tool, in the order it asks.
enum Operation: String, CaseIterable {
  case startUp = "start-up"
  case today = "show Today"
  case count = "count Today's open tasks"
  case add = "add a task"
  case complete = "complete a task"
  case allJSON = "every task as JSON"
  /// tik alone: the widget's rewrite of its snapshot, and `tik add` and `tik done` with
  /// one plugin off, to compare with `tik add` and `tik done` for that plugin's
  /// after-change hook.
  case refresh = "tik widget --refresh"
  case addWidgetOff = "tik add, widget off"
  case addRemindersOff = "tik add, reminders off"
  case addUndoOff = "tik add, undo off"
  case completeWidgetOff = "tik done, widget off"
  case completeRemindersOff = "tik done, reminders off"
  case completeUndoOff = "tik done, undo off"
  /// tik-bench-floor, beside tik: a program built as tik is, with none of tik's code,
  /// that starts, opens tik's database, runs Today's statements or inserts a task. Each
  /// ratio to `tik --version` shows how much of tik's own ratio is start-up and SQLite.
  case floorStartUp = "no tik code: start-up"
  case floorOpen = "no tik code: open the database"
  /// Opening a database of one empty table instead of tik's: what any command that opens
  /// a database pays, whatever its schema.
  case floorOpenOne = "no tik code: open a one-table database"
  case floorToday = "no tik code: Today's statements"
  case floorAdd = "no tik code: insert a task"

  /// Each completes a task of Today, a different one per run.
  var completes: Bool {
    [.complete, .completeWidgetOff, .completeRemindersOff, .completeUndoOff].contains(self)
  }

  /// The operations measured together, run by run, in the order of `allCases` within
  /// each: `tik add` and `tik done` beside their plugin-off variants, so that a hook's
  /// share compares runs of the same minutes of a shared machine, and each operation
  /// beside what SQLite alone costs it.
  static var groups: [[Operation]] {
    allCases.filter { $0.joins == nil }.map { base in
      [base] + allCases.filter { $0.joins == base }
    }
  }

  /// The operation whose runs this one takes turns with; nil for one that leads a group.
  var joins: Operation? {
    switch self {
    case .addWidgetOff, .addRemindersOff, .addUndoOff, .floorAdd: .add
    case .completeWidgetOff, .completeRemindersOff, .completeUndoOff: .complete
    case .floorStartUp, .floorOpen, .floorOpenOne: .startUp
    case .floorToday: .today
    default: nil
    }
  }

  /// The plugin switched off, for the operations that measure one hook's share.
  var pluginOff: String? {
    switch self {
    case .addWidgetOff, .completeWidgetOff: "widget"
    case .addRemindersOff, .completeRemindersOff: "reminders"
    case .addUndoOff, .completeUndoOff: "undo"
    default: nil
    }
  }
}

/// A tool under test: where its data lives, how it spells each operation, and the steps
/// that build its data set.
struct Tool {
  var name: String
  var environment: [String]
  /// The command for each operation but the completing ones; an operation without one
  /// is not the tool's.
  var commands: [Operation: [String]]
  /// The environment of operations that need another one.
  var environments: [Operation: [String]] = [:]
  /// The command that completes record `index` of the data set, for each completing
  /// operation the tool has.
  var complete: [Operation: (Int) -> [String]]
  /// The untimed command that reopens record `index` after a run completed it, so that
  /// every completing operation finds the same Today; nil when the tool keeps it done.
  var reopen: ((Int) -> [String])? = nil
  /// Exit statuses that mean success besides 0 (todo.txt's `-V` exits 1).
  var alsoSucceeds: [Operation: Int32] = [:]
  /// Commands that build the data set in `home`, run in order.
  var preparation: [[String]]
  /// Each operation's command as the table's notes show it.
  var shown: [Operation: String]
  /// The command that prints the tool's version.
  var version: [String]

  func arguments(_ operation: Operation, record: Int) -> [String]? {
    operation.completes ? complete[operation]?(record) : commands[operation]
  }

  /// tik with every plugin on, its XDG directories in `home`; more config and state
  /// directories there switch one plugin off each.
  /// tik-bench-floor's runs on the same database, when `floor` is built.
  static func tik(
    _ tik: String, home: String, dataSet: DataSet, bench: String, floor: String? = nil
  ) -> Tool {
    let environment = [
      "HOME=\(home)", "XDG_CONFIG_HOME=\(home)/config", "XDG_DATA_HOME=\(home)/data",
      "XDG_STATE_HOME=\(home)/state", "LANG=C.UTF-8", "PATH=/usr/bin:/bin",
    ]
    var environments: [Operation: [String]] = [:]
    var commands: [Operation: [String]] = [
      .startUp: [tik, "--version"], .today: [tik, "today"],
      .count: [tik, "widget", "--size", "inline"],
      .add: [tik, "add", "benchmark task #Work 10:00"],
      .allJSON: [tik, "all", "--json"],
      .refresh: [tik, "widget", "--refresh"],
    ]
    var complete: [Operation: (Int) -> [String]] = [.complete: { [tik, "done", String($0 + 1)] }]
    var shown: [Operation: String] = [
      .startUp: "tik --version", .today: "tik today", .count: "tik widget --size inline",
      .add: "tik add 'benchmark task #Work 10:00'", .complete: "tik done ID",
      .allJSON: "tik all --json", .refresh: "tik widget --refresh",
    ]
    var preparation = [
      [bench, "--generate", dataSet.shape.rawValue, "tik", String(dataSet.count), home],
      [tik, "widget", "--refresh"],
    ]
    if let floor {
      let database = home + "/data/tik/tik.db"
      let day = String(dataSet.today.number)
      for (operation, words) in [
        (Operation.floorStartUp, ["none"]), (.floorOpen, ["open"]), (.floorToday, ["today", day]),
        (.floorAdd, ["add", day]),
      ] {
        commands[operation] = [floor, database] + words
        shown[operation] = "tik-bench-floor DATABASE " + words.joined(separator: " ")
      }
      let oneTable = home + "/one-table.db"
      preparation.append([floor, oneTable, "create"])
      commands[.floorOpenOne] = [floor, oneTable, "open"]
      shown[.floorOpenOne] = "tik-bench-floor ONE-TABLE-DATABASE open  (made by `create`)"
    }
    for operation in Operation.allCases {
      guard let plugin = operation.pluginOff else { continue }
      // Its own state directory too: each configuration keeps its own widget snapshot,
      // written for its own settings, so no run pays for rewriting another's.
      environments[operation] = environment.map {
        $0.hasPrefix("XDG_CONFIG_HOME=")
          ? "XDG_CONFIG_HOME=\(home)/config-\(plugin)-off"
          : $0.hasPrefix("XDG_STATE_HOME=") ? "XDG_STATE_HOME=\(home)/state-\(plugin)-off" : $0
      }
      let others = Generator.plugins.filter { $0 != plugin }.joined(separator: ", ")
      if operation.completes {
        complete[operation] = complete[.complete]
        shown[operation] = "tik done ID  (plugins: \(others))"
      } else {
        commands[operation] = commands[.add]
        shown[operation] = "tik add 'benchmark task #Work 10:00'  (plugins: \(others))"
      }
    }
    return Tool(
      name: "tik", environment: environment, commands: commands, environments: environments,
      complete: complete, reopen: { [tik, "undone", String($0 + 1)] },
      preparation: preparation, shown: shown, version: [tik, "--version"])
  }

  /// Taskwarrior with its own taskrc and data directory in `home`, the data imported from
  /// JSON with `task import`.
  static func taskwarrior(home: String, dataSet: DataSet, bench: String) -> Tool {
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
        .allJSON: ["task", "export"],
      ],
      complete: [.complete: { ["task", DataSet.uuid($0), "done"] }],
      preparation: [
        [bench, "--generate", dataSet.shape.rawValue, "taskwarrior", String(dataSet.count), home],
        ["task", "import", home + "/tasks.json"],
        // The first report after the import runs the garbage collector and makes the
        // repeating tasks' instances, as a user's first command would.
        ["task", "list"],
      ],
      shown: [
        .startUp: "task --version", .today: "task next",
        .count: "task status:pending due.before:tomorrow count",
        .add: "task add 'benchmark task' project:Work due:today", .complete: "task UUID done",
        .allJSON: "task export",
      ], version: ["task", "--version"])
  }

  /// todo.txt-cli with its own config (`-d`) and TODO_DIR in `home`.
  static func todoTxt(home: String, dataSet: DataSet, bench: String, today: Day) -> Tool {
    let base = ["todo-txt", "-d", home + "/config"]
    let date = ISODate.text(today)
    return Tool(
      name: "todo.txt",
      environment: ["HOME=\(home)", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"],
      commands: [
        .startUp: base + ["-V"], .today: base + ["ls"], .count: base + ["ls", "due:" + date],
        .add: base + ["add", "benchmark task +Work due:" + date],
      ],
      // The benchmark completes from the last open task back, so archiving a done line
      // never moves the next target's number.
      complete: [.complete: { base + ["do", String(dataSet.todoLine(of: $0))] }],
      alsoSucceeds: [.startUp: 1],
      preparation: [
        [bench, "--generate", dataSet.shape.rawValue, "todotxt", String(dataSet.count), home]
      ],
      shown: [
        .startUp: "todo-txt -d CONFIG -V", .today: "todo-txt -d CONFIG ls",
        .count: "todo-txt -d CONFIG ls due:TODAY",
        .add: "todo-txt -d CONFIG add 'benchmark task +Work due:TODAY'",
        .complete: "todo-txt -d CONFIG do N",
      ], version: base + ["-V"])
  }
}
