import Foundation
import Testing
import TikTestSupport

/// Undo and redo through the built `tik`: every writing command is taken back by another
/// process, exactly — every column of every task and list, ids and the per-day counts
/// included — and made again by redo.
@Suite struct UndoTests {
  /// Every row of the user's data, as SQLite holds it.
  func dump(_ home: BinaryHome) throws -> String {
    let run = try home.bash(
      """
      sqlite3 '\(home.databasePath)' 'SELECT * FROM tasks ORDER BY id;' \\
        'SELECT * FROM lists ORDER BY id;' 'SELECT * FROM open_by_day ORDER BY day;'
      """)
    #expect(run.status == 0, "\(run.errors)")
    return run.output
  }

  /// A home with a little of everything: lists, a repeating task, subtasks, notes.
  func home() throws -> BinaryHome {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("lists", "add", "Errands", "--color", "teal", "--icon", "★")
    try home.tik("add", "water plants 09:00 *daily #errands !high")
    try home.tik("add", "milk #errands")
    try home.tik("add", "report @tomorrow #work")
    try home.tik("edit", "3", "notes", "the second draft")
    try home.tik("edit", "3", "subtasks", "add", "outline")
    try home.tik("done", "1")
    // A photo must be a real picture: tik checks it and keeps a copy.
    try TestImages.write(TestImages.quarters(width: 8, height: 8), to: "/tmp/tik-undo-milk.jpg")
    return home
  }

  static let commands: [[String]] = [
    ["add", "call mum @friday 18:30 !med"],
    ["edit", "2", "title", "oat milk"],
    ["edit", "3", "notes", "the final draft"],
    ["edit", "3", "subtasks", "done", "1"],
    ["edit", "3", "subtasks", "add", "send it"],
    ["edit", "4", "date", "none"],
    ["edit", "2", "date", "2026-12-24"],
    ["edit", "4", "time", "07:15"],
    ["edit", "4", "time", "none"],
    ["edit", "2", "priority", "high"],
    ["edit", "2", "list", "work"],
    ["edit", "2", "photo", "/tmp/tik-undo-milk.jpg"],
    ["edit", "4", "repeat", "weekly"],
    ["edit", "4", "repeat", "none"],
    ["done", "2", "3"],
    ["undone", "1"],
    ["tomorrow", "2"],
    ["duplicate", "3"],
    ["delete", "3", "--yes"],
    ["delete", "1-3", "--yes"],
    ["lists", "add", "Garden", "--color", "green"],
    ["lists", "rename", "Errands", "Shopping"],
    ["lists", "color", "Errands", "pink"],
    ["lists", "icon", "Errands", "◆"],
    ["lists", "delete", "Errands", "--yes"],
    ["lists", "delete", "Errands", "--move-to", "inbox"],
  ]

  @Test(arguments: commands) func anotherProcessUndoesAndRedoesIt(command: [String]) throws {
    let home = try home()
    let before = try dump(home)
    let run = try home.run(command)
    #expect(run.status == 0, "\(command): \(run.errors)")
    let after = try dump(home)
    #expect(after != before, "\(command) changed nothing")

    let undo = try home.tik("undo")
    #expect(undo.status == 0, "\(undo.errors)")
    #expect(try dump(home) == before, "undo of \(command)")
    let redo = try home.tik("redo")
    #expect(redo.status == 0, "\(redo.errors)")
    #expect(try dump(home) == after, "redo of \(command)")
    #expect(try home.tik("undo").status == 0)
    #expect(try dump(home) == before)
  }

  @Test func repeatedUndoGoesBackAHundredCommands() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    // One request of the line protocol is one step, like a command.
    let lines = (1...105).map { "task \($0)" }.joined(separator: "\n") + "\n"
    #expect(try home.tik(input: lines).status == 0)
    #expect(try home.tik("all", "--json").titles.count == 105)
    #expect(try home.tik("undo", "60").status == 0)
    #expect(try home.tik("undo", "40").status == 0)
    #expect(
      try home.tik("all", "--json").titles == ["task 1", "task 2", "task 3", "task 4", "task 5"])
    let nothing = try home.tik("undo")
    #expect(nothing.status == 1)
    #expect(nothing.errors == "tik: nothing to undo\n")
    #expect(try home.tik("redo", "100").status == 0)
    #expect(try home.tik("all", "--json").titles.count == 105)
  }

  @Test func aChangeAfterUndoKeepsAHundredStepsOfWhatWasNotUndone() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    let lines = (1...100).map { "task \($0)" }.joined(separator: "\n") + "\n"
    #expect(try home.tik(input: lines).status == 0)
    #expect(try home.tik("undo", "5").status == 0)
    #expect(try home.tik("add", "new").status == 0)
    // The five undone steps go; the 95 before them and the new one all stay.
    #expect(try home.tik("undo", "96").status == 0)
    #expect(try home.tik("all", "--json").titles == [])
    #expect(try home.tik("undo").errors == "tik: nothing to undo\n")
  }

  @Test func aNewChangeEndsWhatRedoCouldMakeAgain() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("add", "one")
    try home.tik("add", "two")
    try home.tik("undo")
    try home.tik("add", "three")
    let redo = try home.tik("redo")
    #expect(redo.status == 1)
    #expect(redo.errors == "tik: nothing to redo\n")
    #expect(try home.tik("all", "--json").titles == ["one", "three"])
  }

  @Test func undoSurvivesAWriterKilledMidBatch() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("add", "first")
    let lines = (1...400).map { "request \($0)" }.joined(separator: "\n") + "\n"
    try lines.write(toFile: home.root + "/requests", atomically: true, encoding: .utf8)
    let killed = try home.bash(
      """
      cd '\(home.root)'
      tik < requests > replies 2>/dev/null &
      writer=$!
      sleep 0.05
      kill -9 $writer 2>/dev/null
      wait $writer 2>/dev/null
      sqlite3 '\(home.databasePath)' 'PRAGMA integrity_check;'
      """)
    #expect(killed.output.hasSuffix("ok\n"))
    let stored = try home.tik("all", "--json").titles
    #expect(try home.tik("undo").status == 0)
    // The newest committed request is taken back, and only it.
    #expect(try home.tik("all", "--json").titles == Array(stored.dropLast()))
    #expect(try home.tik("redo").status == 0)
    #expect(try home.tik("all", "--json").titles == stored)
  }

  @Test func aChangeTheJournalDidNotSeeIsNeverOverwritten() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("add", "milk")
    // A tik with undo switched off edits the task: the journal does not know.
    try home.writeConfig("plugins = [\"recurrence\"]\n")
    try home.tik("edit", "1", "title", "oat milk")
    try home.writeConfig("")
    let before = try dump(home)
    let undo = try home.tik("undo")
    #expect(undo.status == 1)
    #expect(
      undo.errors
        == "tik: task 1 'milk' changed since in a way undo did not record; nothing was undone\n")
    #expect(try dump(home) == before)
  }

  @Test func aListDoesNotGoWhileTasksTheJournalDidNotSeeAreInIt() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("lists", "add", "Garden")
    try home.writeConfig("plugins = []\n")
    try home.tik("add", "rake leaves #garden")
    try home.writeConfig("")
    #expect(try home.tik("undo").status == 1)
    #expect(try home.tik("all", "--json").titles == ["rake leaves"])
  }

  @Test func withTheLineProtocolEachRequestIsAStepAndSaysHowToUndoDeletions() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    let replies = try home.tik(input: "milk\n/edit 1 notes semi-skimmed\n/delete 1 --yes\n/undo\n")
      .output.split(separator: "\n").map(String.init)
    #expect(replies.count == 4)
    #expect(!replies[1].contains("\"notes\":["))
    #expect(replies[2].hasSuffix(",\"notes\":[\"undo with '/undo'\"]}"))
    #expect(replies[3].hasPrefix("{\"ok\":true,\"undone\":[{\"step\":3,"))
    #expect(try home.tik("show", "1", "--json").output.contains("semi-skimmed"))
  }

  @Test func theListSaysWhatUndoAndRedoWouldDo() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("lists", "add", "Errands")
    try home.tik("add", "milk #errands")
    try home.tik("add", "stamps #errands")
    try home.tik("done", "2")
    try home.tik("lists", "delete", "Errands", "--yes")
    try home.tik("undo")
    #expect(
      try home.tik("undo", "--list").output == """
        undo takes back, newest first:
          1  2026-12-01 10:00  ticked 'stamps'
          2  2026-12-01 10:00  added 'stamps'
          3  2026-12-01 10:00  added 'milk'
          4  2026-12-01 10:00  added the list 'Errands'

        redo makes again, next first:
          1  2026-12-01 10:00  deleted the list 'Errands' and 2 more

        """)
  }

  /// A step is named by the task the command named, not by what the repeat did with it:
  /// unticking a repeating task takes its next copy away first, and deleting one clears
  /// the link its next copy keeps to it.
  @Test func aStepIsNamedByTheTaskTheCommandNamed() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("add", "Rent *weekly")
    try home.tik("done", "1")
    try home.tik("undone", "1")
    try home.tik("done", "1")
    try home.tik("delete", "1", "--yes")
    #expect(
      try home.tik("undo", "--list").output == """
        undo takes back, newest first:
          1  2026-12-01 10:00  deleted 'Rent' and 1 more
          2  2026-12-01 10:00  ticked 'Rent' and 1 more
          3  2026-12-01 10:00  unticked 'Rent' and 1 more
          4  2026-12-01 10:00  ticked 'Rent' and 1 more
          5  2026-12-01 10:00  added 'Rent'

        """)
  }

  @Test func badCountsAreOneClearLine() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("add", "milk")
    for word in ["0", "-1", "two", "1001"] {
      let run = try home.tik("undo", word)
      #expect(run.status == 1)
      #expect(run.errors == "tik: '\(word)' is not a number of steps (1 to 1000)\n")
    }
    #expect(try home.tik("undo", "1", "2").status == 2)
    #expect(try home.tik("all", "--json").titles == ["milk"])
  }

  @Test func onlyAStepThatTakesSomethingAwaySaysHowToUndoIt() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    let replies = try home.tik(
      input: "milk @tomorrow\n/edit 1 title oat milk\n/edit 1 date none\n/done 1\n/undone 1\n"
    ).output.split(separator: "\n")
    #expect(replies.map { $0.contains("undo with '/undo'") } == [false, false, true, false, false])
  }

  @Test func aFailedRequestOfTheLineProtocolIsNoStep() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    let replies = try home.tik(input: "milk\n/done 1 99\nbread\n").output
    #expect(replies.split(separator: "\n")[1].hasPrefix("{\"ok\":false"))
    #expect(try home.tik("undo").status == 0)
    #expect(try home.tik("all", "--json").titles == ["milk"])
    #expect(try home.tik("undo").status == 0)
    #expect(try home.tik("all", "--json").titles == [])
    #expect(try home.tik("undo").status == 1)
  }

  /// The journal is kept by the process that writes: no trigger in the schema, which every
  /// command, reading ones too, would parse as it opens the database.
  @Test func theJournalPutsNothingInTheSchemaEveryCommandReads() throws {
    let home = try home()
    try home.tik("edit", "2", "title", "oat milk")
    let objects = try home.bash(
      "sqlite3 '\(home.databasePath)' \"SELECT name FROM sqlite_schema WHERE name LIKE 'undo%'\"")
    #expect(
      objects.output.split(separator: "\n").sorted() == [
        "undo_rows", "undo_rows_by_step", "undo_steps", "undo_steps_undone",
      ])
  }

  /// A database whose journal an earlier tik kept with triggers: they go, and the steps
  /// they recorded can still be undone.
  @Test func aJournalKeptByTriggersIsTakenOver() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.tik("add", "milk")
    let earlier = try home.bash(
      """
      sqlite3 '\(home.databasePath)' <<'SQL'
      CREATE TABLE undo_unit(
        id INTEGER PRIMARY KEY CHECK (id = 1), step INTEGER, made INTEGER, triggers_for INTEGER);
      INSERT INTO undo_unit(id) VALUES (1);
      CREATE TRIGGER undo_tasks_insert AFTER INSERT ON tasks
        WHEN (SELECT step FROM undo_unit) IS NOT NULL
      BEGIN
        INSERT OR IGNORE INTO undo_steps(id, made)
          VALUES ((SELECT step FROM undo_unit), (SELECT made FROM undo_unit));
        INSERT INTO undo_rows(step, table_name, row_id, before, after)
          VALUES ((SELECT step FROM undo_unit), 'tasks', NEW.id, NULL, json_object(
            'id', NEW.id, 'title', NEW.title, 'notes', NEW.notes, 'subtasks', NEW.subtasks,
            'day', NEW.day, 'minute', NEW.minute, 'priority', NEW.priority,
            'list_id', NEW.list_id, 'photo', NEW.photo, 'repeat_rule', NEW.repeat_rule,
            'created', NEW.created, 'completed', NEW.completed, 'search_key', NEW.search_key,
            'series_id', NEW.series_id, 'previous_id', NEW.previous_id));
      END;
      UPDATE plugin_schema SET version = 2 WHERE plugin = 'undo';
      UPDATE undo_unit SET step = 2, made = 0;
      INSERT INTO tasks(title, created, search_key) VALUES ('bread', 0, 'bread');
      UPDATE undo_unit SET step = NULL;
      SQL
      """)
    #expect(earlier.status == 0, "\(earlier.errors)")
    #expect(try home.tik("all", "--json").titles == ["milk", "bread"])
    let left = try home.bash(
      "sqlite3 '\(home.databasePath)' \"SELECT name FROM sqlite_schema WHERE name LIKE 'undo_%'\"")
    #expect(!left.output.contains("undo_tasks_insert") && !left.output.contains("undo_unit"))
    #expect(try home.tik("undo").status == 0)
    #expect(try home.tik("all", "--json").titles == ["milk"])
    try home.tik("add", "eggs")
    #expect(try home.tik("undo", "2").status == 0)
    #expect(try home.tik("all", "--json").titles == [])
  }

  @Test func switchedOffItKeepsNoJournalAndHasNoCommand() throws {
    let home = BinaryHome(now: "2026-12-01T10:00")
    try home.writeConfig("plugins = [\"recurrence\"]\n")
    try home.tik("add", "milk")
    #expect(try home.tik("undo").status == 2)
    let tables = try home.bash("sqlite3 '\(home.databasePath)' .tables").output
    #expect(!tables.contains("undo"))
  }
}
