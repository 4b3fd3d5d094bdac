import Foundation
import Testing
import TikCore
import TikTestSupport

/// The REPL on a real pseudo-terminal: readline, the screen, and other processes.
@Suite(.serialized) struct REPLTests {
  let home = BinaryHome()

  func start(width: Int = 100) throws -> Terminal {
    try Terminal(
      command: Terminal.quoted(BinaryHome.executable), environment: home.environment, width: width)
  }

  @Test func fiveTypedLinesBecomeFiveTasksWithNoOtherKey() throws {
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    for title in ["Buy milk", "Call mom", "Pay rent", "Read", "Walk"] {
      try terminal.type(title)
      try terminal.press("Enter")
      try terminal.wait(for: "+ ○")
    }
    try terminal.wait(for: "0 of 5 done")
    #expect(
      try home.tik("today", "--json").titles.sorted() == [
        "Buy milk", "Call mom", "Pay rent", "Read", "Walk",
      ])
  }

  @Test func tabCompletesACommandAListNameAndATaskID() throws {
    try home.tik("add", "Buy milk")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("/do")
    try terminal.press("Tab")
    try terminal.wait(for: "Today › /done")
    try terminal.press("Tab")
    try terminal.wait(for: "Today › /done 1")
    try terminal.press("C-u")
    try terminal.type("report #Wo")
    try terminal.press("Tab")
    try terminal.wait(for: "Today › report #Work")
  }

  /// Plugin commands' arguments complete from their declarations, as the core's do.
  @Test func tabCompletesPluginCommandArguments() throws {
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("/date --to gre")
    try terminal.press("Tab")
    try terminal.wait(for: "Today › /date --to gregorian")
    try terminal.press("C-u")
    try terminal.type("/widget --format wa")
    try terminal.press("Tab")
    try terminal.wait(for: "Today › /widget --format waybar")
    try terminal.press("C-u")
    try terminal.type("/lang f")
    try terminal.press("Tab")
    try terminal.wait(for: "Today › /lang fa")
  }

  @Test func tabListsTaskIdsWithTheirTitles() throws {
    try home.tik("add", "Buy milk")
    try home.tik("add", "Call mom")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("/show ")
    try terminal.press("Tab", "Tab")
    let screen = try terminal.waitUntilStill(showing: "2  Call mom")
    #expect(screen.contains("1  Buy milk"))
  }

  /// A deletion says how to take it back, like a phone's undo toast, and /undo does.
  @Test func aDeletionOffersUndoAndUndoBringsTheTaskBack() throws {
    try home.tik("add", "Buy milk")
    let terminal = try start()
    try terminal.wait(for: "○ 1 Buy milk")
    try terminal.type("/delete 1 --yes")
    try terminal.press("Enter")
    try terminal.wait(for: "undo with '/undo'")
    try terminal.type("/undo")
    try terminal.press("Enter")
    let screen = try terminal.waitUntilStill(showing: "undone: deleted 'Buy milk'")
    #expect(screen.contains("redo with '/redo'"))
    try terminal.wait(for: "○ 1 Buy milk")
    #expect(try home.tik("today", "--json").titles == ["Buy milk"])
  }

  @Test func doneRedrawsWithTheNewProgressAndTheLastTickCelebrates() throws {
    try home.tik("add", "one")
    try home.tik("add", "two")
    let terminal = try start()
    try terminal.wait(for: "0 of 2 done · 0%")
    try terminal.type("/done 1")
    try terminal.press("Enter")
    try terminal.wait(for: "1 of 2 done · 50%")
    #expect(!terminal.output().contains("✦"))
    try terminal.type("/done 2")
    try terminal.press("Enter")
    try terminal.wait(for: "Everything for today is done.")
    let output = terminal.output()
    #expect(Celebration.pieces.filter { output.contains($0) }.count >= 3)
  }

  /// In Persian the celebration's line is right to left, as GNU FriBidi orders it, at
  /// the right edge of the screen.
  @Test func thePersianCelebrationLineIsRightToLeft() throws {
    try home.writeConfig("language = \"fa\"\nbidi = \"reorder\"\n")
    try home.tik("add", "نان")
    let terminal = try start()
    try terminal.wait(timeout: 10, for: "prompt") { $0.contains(" ›") }
    try terminal.type("/done 1")
    try terminal.press("Enter")
    let text = Catalog(.persian).text(.celebrationDone)
    let visual = try FriBidiReference.visual([text], rightToLeft: true)[0]
    let screen = try terminal.wait(for: visual)
    let line = screen.split(separator: "\n").first { $0.contains(visual) } ?? ""
    #expect(line.hasPrefix("    ") && line.hasSuffix(visual), "\(line)")
  }

  @Test func noCelebrationWhenItIsSwitchedOff() throws {
    try home.writeConfig("celebration = false\n")
    try home.tik("add", "only")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("/done 1")
    try terminal.press("Enter")
    try terminal.wait(for: "All done")
    #expect(!terminal.output().contains("Everything for today is done."))
    #expect(Celebration.pieces.allSatisfy { !terminal.output().contains($0) })
  }

  @Test func ctrlDExitsWithZero() throws {
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.press("C-d")
    try terminal.wait(for: "EXIT=0")
  }

  @Test func historyTheViewAndTheLastMessageSurviveARestart() throws {
    var terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("/list Work")
    try terminal.press("Enter")
    try terminal.wait(for: "Work ›")
    try terminal.type("ship the release")
    try terminal.press("Enter")
    try terminal.wait(for: "+ ○")
    try terminal.press("C-d")
    try terminal.wait(for: "EXIT=0")
    terminal = try start()
    let screen = try terminal.wait(for: "Work ›")
    #expect(screen.contains("+ ○ 1 ship the release"))
    try terminal.press("Up")
    try terminal.wait(for: "Work › ship the release")
    try terminal.press("Up")
    try terminal.wait(for: "Work › /list Work")
  }

  @Test func aChangeFromAnotherProcessAppearsAndTheTypedLineStays() throws {
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("half typed")
    try home.tik("add", "from another terminal")
    let screen = try terminal.waitUntilStill(showing: "from another terminal")
    #expect(screen.contains("Today › half typed"))
    try terminal.press("Enter")
    try terminal.wait(for: "0 of 2 done")
  }

  /// readline follows links when it writes the history: a link planted there is refused
  /// with a message that names it, and its target is left alone.
  @Test func aSymlinkAtTheHistoryFileIsNotFollowed() throws {
    let victim = home.root + "/victim"
    try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: home.root + "/state/tik", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: home.root + "/state/tik/history", withDestinationPath: victim)
    let terminal = try start(width: 160)
    try terminal.wait(for: "history' is a symbolic link")
    try terminal.enter("Buy milk")
    try terminal.wait(for: "+ ○ 1 Buy milk")
    try terminal.enter("/quit")
    try terminal.wait(for: "EXIT=0")
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
  }

  /// The saved view and message are data: a day no calendar has, and escape sequences,
  /// give Today and visible symbols, never a crash or a raw escape.
  @Test func aHandEditedStateFileIsReadAsData() throws {
    try home.tik("add", "Buy milk")
    try FileManager.default.createDirectory(
      atPath: home.root + "/state/tik", withIntermediateDirectories: true)
    try "day 9223372036854775807\n\u{1b}]0;owned\u{07}hello".write(
      toFile: home.root + "/state/tik/repl", atomically: true, encoding: .utf8)
    let terminal = try start()
    let screen = try terminal.wait(for: "Today ›")
    #expect(screen.contains("○ 1 Buy milk"))
    #expect(!terminal.output().contains("\u{1b}]0;owned"))
  }

  /// While another process holds the write lock the REPL says it is waiting, and keys
  /// typed meanwhile do not end up glued onto the next line. A Ctrl-C pressed meanwhile
  /// cannot stop the line: the task is added, and the line that says so is not replaced
  /// by Ctrl-C's hint.
  @Test func waitingForAnotherWriterIsSaidAndTypedKeysAndCtrlCAreDropped() throws {
    try home.tik("add", "Buy milk")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    let holder = try home.holdWriteLock()
    try terminal.enter("Call mom")
    try terminal.wait(for: "waiting for another tik to finish writing")
    try terminal.type("zzz")
    try terminal.press("C-c")
    // The keys reach tik while it still waits: the lock goes only now.
    usleep(300_000)
    holder.releaseAndWait()
    try terminal.wait(timeout: 10, for: "the task is added") { $0.contains("+ ○ 2 Call mom") }
    // A key wakes the line editor, which takes a pending Ctrl-C before the key.
    try terminal.type("x")
    let screen = try terminal.wait(for: "Today › x")
    #expect(!screen.contains("zzz"))
    #expect(screen.contains("+ ○ 2 Call mom") && !screen.contains("to leave tik"), "\(screen)")
    #expect(try home.tik("all", "--json").titles == ["Buy milk", "Call mom"])
  }

  /// The first run teaches: every line is a task, an example, the two lists it made,
  /// where help is; the lesson goes once there is a task.
  @Test func aFirstRunTeaches() throws {
    let terminal = try start()
    let screen = try terminal.waitUntilStill(
      showing: "Every line you type here is a task for today.")
    #expect(
      screen.contains("Your lists: Personal, Work; #Personal in a line puts the task in one."))
    #expect(screen.contains("/help shows every command"))
    try terminal.enter("Call mom 18:00 !high")
    try terminal.wait(for: "+ ○ 1 Call mom")
    #expect(!(try terminal.screen().contains("Every line you type")))
  }

  /// Every view's prompt says where a typed line goes, and it goes there.
  @Test func thePromptSaysWhereATypedLineGoes() throws {
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    let views: [(command: String, prompt: String, date: String?)] = [
      ("/scheduled", "Scheduled · add for tomorrow ›", "2026-09-25"),
      ("/all", "All · add to Today ›", "2026-09-24"),
      ("/completed", "Completed · add to Today ›", "2026-09-24"),
      ("/search milk", "Search · add to Today ›", "2026-09-24"),
      ("/list Work", "Work ›", nil), ("/today", "Today ›", "2026-09-24"),
    ]
    for (index, view) in views.enumerated() {
      try terminal.enter(view.command)
      try terminal.wait(for: view.prompt)
      try terminal.enter("task \(index + 1)")
      try terminal.wait(for: "+ ○ \(index + 1) task \(index + 1)")
      let task = try home.tik("show", String(index + 1), "--json").json
      #expect(task["date"] as? String == view.date, "\(view.command)")
    }
  }

  /// Tab in the form offers each field's values: list names, priorities, date words.
  @Test func theFormsFieldsComplete() throws {
    try home.writeConfig("fields = [\"date\", \"priority\"]\n")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.enter("/form Call mom")
    try terminal.wait(for: "Title: Call mom")
    try terminal.press("Enter")
    try terminal.wait(for: "Date: 2026-09-24")
    try terminal.press("C-u")
    try terminal.type("tomo")
    try terminal.press("Tab")
    try terminal.wait(for: "Date: tomorrow")
    try terminal.press("Enter")
    try terminal.wait(for: "Priority")
    try terminal.type("hi")
    try terminal.press("Tab")
    try terminal.wait(for: ": high")
    try terminal.press("Enter")
    try terminal.wait(for: "List:")
    try terminal.type("Wo")
    try terminal.press("Tab")
    try terminal.wait(for: "List: Work")
    try terminal.press("Enter")
    try terminal.wait(for: "+ ○ 1 Call mom")
    let task = try home.tik("show", "1", "--json").json
    #expect(task["date"] as? String == "2026-09-25")
    #expect(task["priority"] as? String == "high")
    #expect(task["list"] as? String == "Work")
  }

  /// A Today longer than the screen keeps its heading, its overdue tasks and its progress
  /// in sight, says how many more there are, and `/more` pages on.
  @Test func aLongTodayKeepsItsPlaceOnA24RowScreen() throws {
    try home.tik("add", "late one @yesterday")
    try home.tik("add", "late two @yesterday")
    let lines = (3...40).map { "task \($0)" }.joined(separator: "\n") + "\n"
    try home.tik(input: lines)
    let terminal = try Terminal(
      command: Terminal.quoted(BinaryHome.executable), environment: home.environment,
      width: 100, height: 24)
    let screen = try terminal.waitUntilStill(showing: "/more")
    let shown = screen.split(separator: "\n").map(String.init)
    #expect(shown.first?.hasPrefix("Today · Thursday 24 September 2026") == true, "\(screen)")
    #expect(shown.dropFirst().first?.contains("late one") == true)
    #expect(screen.contains("0 of 40 done · 0%"))
    let more = try #require(shown.first { $0.contains("more — /more") })
    #expect(more.hasPrefix("… ") && Int(more.dropFirst(2).prefix { $0.isNumber }) ?? 0 > 10)
    try terminal.enter("/more")
    let next = try terminal.waitUntilStill(showing: "above")
    #expect(next.contains("Today · Thursday") && next.contains("0 of 40 done"))
    #expect(!next.contains("late one"))
  }

  /// A line too long for the terminal is cut with `…` — the title first, then what
  /// follows it at a word — and never wraps in the middle of a word.
  @Test func aLongLineIsCutNotWrapped() throws {
    try home.tik(
      "add", "A rather long title for a task that repeats 09:30 #Work !high *every 6 months")
    try home.tik(
      "add", "Short one @yesterday 09:30 #Personal !high *every 2 weeks *until 2027-03-01")
    for width in [40, 50, 60] {
      let terminal = try start(width: width)
      let screen = try terminal.wait(for: "Today ›")
      // Every line is one of the view's: nothing wrapped onto a line of its own.
      let lines = screen.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
      let starts = ["Today", "○", "✓", "─", "━"]
      #expect(
        lines.allSatisfy { line in starts.contains { line.hasPrefix($0) } }, "\(width): \(screen)")
      let task = try #require(lines.first { $0.hasPrefix("○ 1") })
      #expect(task.hasSuffix("…") || task.hasSuffix("months"), "\(task)")
    }
  }

  @Test func ctrlCClearsTheLineAndTikStaysOpen() throws {
    try home.tik("add", "Buy milk")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("half a thought")
    try terminal.press("C-c")
    try terminal.wait(timeout: 5, for: "an empty prompt") { screen in
      screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
        .trimmingCharacters(in: .whitespaces) == "Today ›"
    }
    try terminal.enter("Call mom")
    try terminal.wait(for: "+ ○ 2 Call mom")
    #expect(try home.tik("all", "--json").titles == ["Buy milk", "Call mom"])
  }

  @Test func ctrlCTwiceOnAnEmptyLineSaysHowToLeaveThenLeaves() throws {
    let terminal = try start(width: 120)
    try terminal.wait(for: "Today ›")
    try terminal.press("C-c")
    try terminal.wait(for: "to leave tik, press Ctrl-D, type /quit, or Ctrl-C again")
    try terminal.press("C-c")
    try terminal.wait(for: "EXIT=0")
  }

  @Test func ctrlCInTheFormAsksBeforeDiscarding() throws {
    try home.tik("add", "original")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.enter("/edit 1")
    try terminal.wait(for: "Title: original")
    try terminal.press("C-u")
    try terminal.enter("changed")
    try terminal.wait(for: "Notes:")
    try terminal.press("C-c")
    try terminal.wait(for: "[y/N]")
    try terminal.enter("n")
    try terminal.wait(for: "Notes:")
    try terminal.press("C-c")
    try terminal.wait(for: "[y/N]")
    try terminal.enter("y")
    try terminal.wait(for: "Today ›")
    #expect(try home.tik("show", "1", "--json").json["title"] as? String == "original")
  }

  /// A resize redraws at the new width with no key pressed: the lists stand beside the
  /// tasks from 120 columns on, and go away below.
  @Test func theScreenFollowsAResize() throws {
    try home.tik("add", "Buy milk")
    let terminal = try start(width: 100)
    try terminal.wait(for: "Today ›")
    #expect(!(try terminal.screen().contains("Lists")))
    try terminal.resize(width: 140, height: 40)
    try terminal.wait(for: "Lists")
    try terminal.resize(width: 100, height: 40)
    try terminal.wait(timeout: 5, for: "the lists gone") { !$0.contains("Lists") }
  }

  /// A setting changed in another terminal reaches a running REPL with no key pressed.
  @Test func aSettingChangedElsewhereReachesTheScreen() throws {
    try home.tik("add", "Buy milk")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try home.tik("config", "set", "language", "fa")
    try terminal.wait(for: Bidi.visual("0 از 1 انجام شد · 0%", rightToLeft: true))
  }

  @Test func aQuickEntryMistakeKeepsTheTextForEditing() throws {
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("pay @2026-02-30")
    try terminal.press("Enter")
    try terminal.wait(for: "✗ '2026-02-30' is not a date")
    // The prompt comes back with the text after the message: wait for it, not a moment.
    try terminal.wait(for: "Today › pay @2026-02-30")
    #expect(try home.tik("all", "--json").titles.isEmpty)
  }

  @Test func theFormAsksForEachEnabledFieldWithItsDefault() throws {
    try home.writeConfig("fields = [\"notes\", \"date\", \"time\", \"priority\"]\n")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("/form Call mom #Personal")
    try terminal.press("Enter")
    try terminal.wait(for: "Title: Call mom")
    try terminal.press("Enter")
    try terminal.wait(for: "Notes:")
    try terminal.type("ask about Sunday")
    try terminal.press("Enter")
    try terminal.wait(for: "Date: 2026-09-24")
    try terminal.press("C-u")
    try terminal.type("tomorrow")
    try terminal.press("Enter")
    try terminal.wait(for: "Time (")
    try terminal.type("18:30")
    try terminal.press("Enter")
    try terminal.wait(for: "Priority")
    try terminal.press("Enter")
    try terminal.wait(for: "List: Personal")
    #expect(!(try terminal.screen().contains("Photo")))
    try terminal.press("Enter")
    try terminal.wait(for: "+ ○")
    let task = try home.tik("show", "1", "--json").json
    #expect(task["title"] as? String == "Call mom")
    #expect(task["notes"] as? String == "ask about Sunday")
    #expect(task["date"] as? String == "2026-09-25")
    #expect(task["time"] as? String == "18:30")
    #expect(task["list"] as? String == "Personal")
  }

  /// The form saves only what it changed: notes and priority changed in another
  /// terminal while it was open stay, and the message says so.
  @Test func theFormKeepsWhatAnotherProcessChangedMeanwhile() throws {
    try home.writeConfig("fields = [\"notes\", \"priority\"]\n")
    try home.tik("add", "original")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.enter("/edit 1")
    try terminal.wait(for: "Title: original")
    try home.tik("edit", "1", "notes", "from elsewhere")
    try home.tik("edit", "1", "priority", "high")
    try terminal.press("C-u")
    try terminal.enter("renamed")
    for label in ["Notes:", "Priority", "List:"] {
      try terminal.wait(for: label)
      try terminal.press("Enter")
    }
    try terminal.wait(for: "changed elsewhere meanwhile, and kept: notes, priority")
    let task = try home.tik("show", "1", "--json").json
    #expect(task["title"] as? String == "renamed")
    #expect(task["notes"] as? String == "from elsewhere")
    #expect(task["priority"] as? String == "high")
  }

  @Test func stoppingAChangedFormAsksBeforeDiscarding() throws {
    try home.tik("add", "original")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("/edit 1")
    try terminal.press("Enter")
    try terminal.wait(for: "Title: original")
    try terminal.press("C-u")
    try terminal.type("changed")
    try terminal.press("Enter")
    try terminal.wait(for: "Notes:")
    try terminal.press("C-d")
    try terminal.wait(for: "Discard the changes? [y/N]")
    try terminal.type("y")
    try terminal.press("Enter")
    try terminal.wait(for: "nothing changed")
    #expect(try home.tik("all", "--json").titles == ["original"])
  }

  @Test func switchingToPersianAndBackChangesEveryStringAndKeepsViewAndSettings() throws {
    try home.tik("add", "خرید نان")
    try home.tik("add", "نوشتن گزارش 10:00")
    try home.tik("config", "set", "sort", "priority")
    let terminal = try start()
    try terminal.wait(for: "Today ›")
    try terminal.type("/lang fa")
    try terminal.press("Enter")
    let today = Bidi.visual("امروز", rightToLeft: true)
    let persian = try terminal.wait(for: today + " ›")
    #expect(!persian.contains { $0.isASCII && $0.isLetter }, "\(persian)")
    #expect(persian.contains(Bidi.visual("0 از 2 انجام شد · 0%", rightToLeft: true)))
    #expect(!persian.unicodeScalars.contains { (0x06F0...0x06F9).contains($0.value) })
    try terminal.type("/list Personal")
    try terminal.press("Enter")
    try terminal.wait(for: "Personal ›")
    try terminal.type("/lang en")
    try terminal.press("Enter")
    // The view is kept: the English screen is the list's, its prompt drawn last.
    try terminal.wait(for: "the list's English screen") {
      $0.contains("No tasks.") && $0.contains("Personal ›")
    }
    #expect(try home.tik("config", "get", "sort").output == "priority\n")
  }

  @Test(arguments: ["en", "fa"])
  func theFormInEachLanguage(language: String) throws {
    try home.writeConfig("language = \"\(language)\"\nbidi = \"reorder\"\n")
    // Not a first run: the screen is the form's alone.
    try home.tik("add", "Call mom @tomorrow")
    let terminal = try start()
    try terminal.wait(timeout: 10, for: "prompt") { $0.contains(" ›") }
    // A Persian first run names its lists in Persian.
    try terminal.type("/form Buy bread #" + (language == "en" ? "Personal" : "شخصی"))
    try terminal.press("Enter")
    let photo = language == "en" ? "Photo" : Bidi.visual("عکس", rightToLeft: true)
    // Each Enter once its field is on screen: a key typed while tik is between two
    // fields would be echoed by the terminal as an extra line.
    func fields(_ screen: String) -> Int {
      screen.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(":") }.count
    }
    try terminal.wait(for: "the form's first field") { fields($0) >= 1 }
    for shown in 1...7 {
      try terminal.press("Enter")
      try terminal.wait(for: "field \(shown + 1)") { fields($0) >= shown + 1 }
    }
    let screen = try terminal.waitUntilStill(showing: photo)
    Snapshot.expect(screen, matches: "form-\(language)-reorder")
    #expect(!Digits.containsNonLatinDigit(screen))
  }

  @Test func aWideTerminalShowsTheListsBesideTheTasks() throws {
    try home.tik("add", "report #Work")
    let terminal = try start(width: 130)
    let screen = try terminal.wait(for: "Today ›")
    let lines = screen.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("Today · ") && lines[0].hasSuffix("Lists"))
    #expect(lines.contains { $0.hasPrefix("○ 1 report") && $0.contains("Inbox") })
    #expect(lines.contains { $0.hasSuffix("■ Work      1 open · 1 task") })
    #expect(lines.contains { $0.hasPrefix("Today ›") })
    let narrow = try start(width: 100)
    #expect(!(try narrow.wait(for: "Today ›")).contains("Lists"))
  }
}

/// The confetti pieces, as the REPL draws them.
enum Celebration {
  static let pieces = ["✦", "✧", "◆", "▲", "✶", "❋"]
}

/// The REPL when its terminal goes away.
@Suite struct REPLHangUpTests {
  /// With SIGHUP ignored (as under nohup) only the closed terminal tells tik to stop.
  @Test func theREPLEndsWhenItsTerminalClosesEvenWithHangUpIgnored() throws {
    let home = BinaryHome()
    var terminal: Terminal? = try Terminal(
      command: "trap '' HUP; " + Terminal.quoted(BinaryHome.executable),
      environment: home.environment)
    try terminal?.wait(for: "Today ›")
    let marker = home.root
    terminal = nil  // kills the tmux server and with it the terminal
    var running = true
    for _ in 0..<50 where running {
      usleep(100_000)
      running = processes(matching: marker) > 0
    }
    #expect(!running, "a tik whose terminal is gone must exit, not spin")
  }

  /// How many processes have `text` in their environment-carrying command line.
  private func processes(matching text: String) -> Int {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { entry in
      guard Int(entry) != nil,
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/environ")
      else { return false }
      let comm = (try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8)) ?? ""
      return comm.hasPrefix("tik") && String(decoding: data, as: UTF8.self).contains(text)
    }.count
  }
}
